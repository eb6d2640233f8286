import { useState } from 'react';
import { Form } from '../../shell/form';
import { PATH } from '../../../core/shared/paths';
import { RECURRING_CARD_TYPES, type RecurringCardType } from '../../../core/api/recurring.contract';
import { useScreenText } from '../../shell/current-route';
import { PageIntro, MissingStep } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { ChoiceField } from '../../shell/choice-field';
import { useFormSubmit } from '../../shell/use-form-submit';
import { missingText, premiumText, useRecurringDraft } from './recurring-parts';
import { SubmitButton } from '../../shell/submit-button';

/** /recurring-credit-card/select-card-type: Visa or Mastercard. The card itself goes only to the gateway. */
export default function CardTypeScreen() {
  const text = useScreenText();
  const { services, draft } = useRecurringDraft();
  const [cardType, setCardType] = useState<string | null>(draft.cardType ?? null);
  const { formProps, edited, submit } = useFormSubmit();

  const missing = services.recurringDraft.missingStep('card', PATH.cardSelectType);
  if (missing) return <MissingStep step={missing} {...missingText(missing.missing)} />;
  const policy = draft.policy!;

  const onSubmit = submit(() => {
    const result = services.chooseCardType.execute((cardType ?? undefined) as RecurringCardType | undefined);
    if (result.ok || result.error !== 'noCardType') return; // the use case moved the page
    return { errors: { cardType: t.cardType.required } };
  });

  return (
    <>
      <PageIntro purposes={t.purposes} />
      <p>
        {policy.productName} ({policy.policyNumber}): {premiumText(policy)}
      </p>
      <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
        <ChoiceField
          name="cardType"
          label={t.cardType.label}
          hint={t.cardType.hint}
          value={cardType}
          onChange={setCardType}
          onEdit={edited}
          choices={RECURRING_CARD_TYPES.map((type) => ({ value: type, label: t.cardTypes[type] }))}
          listClassName="recurring-options"
        />
        <SubmitButton>{t.continue}</SubmitButton>
      </Form>
    </>
  );
}
