import { useState } from 'react';
import { Form } from '../../shell/form';
import { TextInput } from '../../shell/text-input';
import { useScreenText } from '../../shell/current-route';
import { PageIntro, MissingStep } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { CheckboxField } from '../../shell/form-parts';
import { errorTexts, useFormSubmit } from '../../shell/use-form-submit';
import { FormNotice, Summary } from '../../shell/screen-parts';
import { PATH } from '../../../core/shared/paths';
import { missingText, PoliciesStatus, premiumText, useRecurringDraft, useRecurringPolicies } from './recurring-parts';
import { PremiumDueNotice } from './premium-due';
import { SubmitButton } from '../../shell/submit-button';

const ERROR_TEXTS = {
  accountHolderName: t.giro.holderName.errors,
  ownAccountDeclared: { required: t.giro.declarationRequired },
};

/**
 * /recurring-giro: the policy chosen on the first page (shown, not asked again), the account holder's name as the
 * bank has it, and the own-account declaration. The account number is the bank's to ask, on its own page.
 */
export default function GiroAccountScreen() {
  const text = useScreenText();
  const { services, draft } = useRecurringDraft();
  // The list says what is due now (the draft's copy is from when the policy was chosen): the step before's, if
  // just loaded, so the form draws at once; otherwise (the invalid-account dialog returns here) asked afresh.
  const { snapshot, reload } = useRecurringPolicies();
  // After the invalid-account dialog the customer lands here again: show what was typed, to correct it.
  const [name, setName] = useState(draft.method === 'giro' ? (draft.giro?.accountHolderName ?? '') : '');
  const [declared, setDeclared] = useState(false);
  const { formProps, errors, edited, notice, submit } = useFormSubmit();

  const chosen = draft.policy;
  const listed =
    snapshot.status === 'ready' ? snapshot.policies.find((p) => p.policyNumber === chosen?.policyNumber) : undefined;
  const policy = listed ?? chosen;

  const onSubmit = submit(() => {
    const result = services.enterGiroAccount.execute({ policy, accountHolderName: name, ownAccountDeclared: declared });
    if (result.ok) return; // the use case moved the page
    const { policy: policyError, ...rest } = result.errors;
    return {
      errors: errorTexts(rest, ERROR_TEXTS),
      ...(policyError === 'unconfirmed' ? { notice: t.policy.errors.unconfirmed } : {}),
    };
  });
  // The checkbox says its own error (CheckboxField); the Form speaks for the fields.
  const { ownAccountDeclared: declarationError, ...fieldErrors } = errors;

  const missing = services.recurringDraft.missingStep('giro', PATH.giro);
  if (missing || !policy) {
    const step = missing ?? { missing: 'noPolicy' as const, at: PATH.recurring };
    return <MissingStep step={step} {...missingText(step.missing)} />;
  }
  const due = services.loadRecurringPolicies.dueByHand(listed);
  // The form waits for the list: a premium-due notice arriving above it would move it under the customer's finger.
  const settled = snapshot.status === 'ready' || snapshot.status === 'failed';

  return (
    <>
      <PageIntro purposes={t.purposes} />
      <Summary
        rows={[
          [t.review.policy, `${policy.productName} (${policy.policyNumber})`],
          [t.review.premium, premiumText(policy)],
        ]}
      />
      {!settled ? <PoliciesStatus snapshot={snapshot} reload={reload} empty={false} /> : null}
      {due ? <PremiumDueNotice policyNumber={policy.policyNumber} due={due} /> : null}
      {settled ? (
        <Form {...formProps} validationErrors={fieldErrors} onSubmit={onSubmit} aria-label={text.title}>
          <p className="notice">{t.giro.accountAtBank}</p>
          <TextInput
            name="accountHolderName"
            label={t.giro.holderName.label}
            hint={t.giro.holderName.hint}
            value={name}
            onChange={setName}
            onEdit={edited}
            autoComplete="name"
            input={{ maxLength: 200 }}
          />
          <CheckboxField
            name="ownAccountDeclared"
            isSelected={declared}
            onChange={setDeclared}
            onEdit={edited}
            error={declarationError}
          >
            {t.giro.declaration}
          </CheckboxField>
          <FormNotice text={notice} />
          <SubmitButton>{t.continue}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
