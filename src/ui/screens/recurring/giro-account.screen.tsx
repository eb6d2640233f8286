import { useState } from 'react';
import { Form } from '../../shell/form';
import { TextInput } from '../../shell/text-input';
import { useScreenText } from '../../shell/current-route';
import { PageIntro } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { CheckboxField } from '../../shell/form-parts';
import { errorTexts, useFormSubmit } from '../../shell/use-form-submit';
import { PoliciesStatus } from './recurring-parts';
import { PolicyOptions, usePolicyChoice } from './policy-options';
import { SubmitButton } from '../../shell/submit-button';

const ERROR_TEXTS = {
  policy: t.policy.errors,
  accountHolderName: t.giro.holderName.errors,
  ownAccountDeclared: { required: t.giro.declarationRequired },
};

/** /recurring-giro: the policy, the account holder's name as the bank has it, and the own-account declaration. */
export default function GiroAccountScreen() {
  const text = useScreenText();
  const { services, draft, snapshot, reload, policyNumber, setPolicyNumber } = usePolicyChoice();
  // After the invalid-account dialog the customer lands here again: show what was typed, to correct it.
  const [name, setName] = useState(draft.method === 'giro' ? (draft.giro?.accountHolderName ?? '') : '');
  const [declared, setDeclared] = useState(false);
  const { formProps, errors, edited, submit } = useFormSubmit();

  const policies = snapshot.status === 'ready' ? snapshot.policies : [];

  const onSubmit = submit(() => {
    const policy = policies.find((p) => p.policyNumber === policyNumber);
    const result = services.enterGiroAccount.execute({ policy, accountHolderName: name, ownAccountDeclared: declared });
    if (result.ok) return; // the use case moved the page
    return { errors: errorTexts(result.errors, ERROR_TEXTS) };
  });
  // The checkbox says its own error (CheckboxField); the Form speaks for the fields.
  const { ownAccountDeclared: declarationError, ...fieldErrors } = errors;

  return (
    <>
      <PageIntro purposes={t.purposes} />
      <PoliciesStatus snapshot={snapshot} reload={reload} empty={policies.length === 0} />
      {policies.length > 0 ? (
        <Form {...formProps} validationErrors={fieldErrors} onSubmit={onSubmit} aria-label={text.title}>
          <PolicyOptions policies={policies} value={policyNumber} onChange={setPolicyNumber} onEdit={edited} />
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
          <SubmitButton>{t.continue}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
