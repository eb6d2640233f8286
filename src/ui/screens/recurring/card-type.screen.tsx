import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { Link } from 'wouter';
import { ROUTE } from '../../../core/shared/routes';
import { RECURRING_CARD_TYPES, type RecurringCardType } from '../../../core/api/recurring.contract';
import { useRecurringServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { focusFirstInvalid, premiumText, Status, useStore } from './recurring-parts';

/** /recurring-credit-card/select-card-type: Visa or Mastercard. The card itself goes only to the gateway. */
export default function CardTypeScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useRecurringServices();
  const draft = useStore(services.recurringDraft.store);
  const form = useRef<HTMLFormElement>(null);
  const [cardType, setCardType] = useState<string | null>(draft.cardType ?? null);
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);

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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = services.chooseCardType.execute((cardType ?? undefined) as RecurringCardType | undefined);
    if (result.ok || result.error !== 'noCardType') return; // the use case moved the page
    setError(t.cardType.required);
    setAttempt((n) => n + 1);
  }

  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      <p>
        {draft.policy.productName} ({draft.policy.policyNumber}): {premiumText(draft.policy)}
      </p>
      <Form
        ref={form}
        className="form"
        validationErrors={error ? { cardType: error } : {}}
        onSubmit={onSubmit}
        aria-label={text.title}
      >
        <RadioGroup
          name="cardType"
          value={cardType}
          onChange={(value) => {
            setCardType(value);
            setError(undefined);
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
        <Button type="submit" className="button">
          {t.continue}
        </Button>
      </Form>
    </>
  );
}
