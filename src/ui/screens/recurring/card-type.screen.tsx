import { useState } from 'react';
import { FieldError, Form, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { Link } from 'wouter';
import { ROUTE } from '../../../core/shared/routes';
import { RECURRING_CARD_TYPES, type RecurringCardType } from '../../../core/api/recurring.contract';
import { useRecurringServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { Status } from '../../shell/screen-parts';
import { useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { premiumText } from './recurring-parts';
import { SubmitButton } from '../../shell/busy-button';

/** /recurring-credit-card/select-card-type: Visa or Mastercard. The card itself goes only to the gateway. */
export default function CardTypeScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useRecurringServices();
  const draft = useStore(services.recurringDraft.store);
  const [cardType, setCardType] = useState<string | null>(draft.cardType ?? null);
  const { formProps, edited, submit } = useFormSubmit();

  if (!draft.policy || draft.method !== 'card') {
    return (
      <>
        <JourneyHeading>{text.title}</JourneyHeading>
        <Status>
          {t.nothingToReview} <Link href={ROUTE.card}>{t.startAgain}</Link>
        </Status>
      </>
    );
  }

  const onSubmit = submit(() => {
    const result = services.chooseCardType.execute((cardType ?? undefined) as RecurringCardType | undefined);
    if (result.ok || result.error !== 'noCardType') return; // the use case moved the page
    return { errors: { cardType: t.cardType.required } };
  });

  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      <p>
        {draft.policy.productName} ({draft.policy.policyNumber}): {premiumText(draft.policy)}
      </p>
      <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
        <RadioGroup
          name="cardType"
          value={cardType}
          onChange={(value) => {
            setCardType(value);
            edited('cardType');
          }}
          className="field radio-group"
        >
          <Label className="field-label">{t.cardType.label}</Label>
          <Text slot="description" className="field-hint">
            {t.cardType.hint}
          </Text>
          <FieldError className="field-error" />
          <div className="recurring-options">
            {RECURRING_CARD_TYPES.map((type) => (
              <Radio key={type} value={type} className="radio radio-card">
                {t.cardTypes[type]}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <SubmitButton>{t.continue}</SubmitButton>
      </Form>
    </>
  );
}
