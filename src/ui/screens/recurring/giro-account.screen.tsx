import { useState } from 'react';
import { FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { useRecurringServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { CheckboxField } from '../../shell/form-parts';
import { useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { PoliciesStatus, PolicyOptions, useRecurringPolicies } from './recurring-parts';
import { SubmitButton } from '../../shell/busy-button';

/** /recurring-giro: the policy, the account holder's name as the bank has it, and the own-account declaration. */
export default function GiroAccountScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useRecurringServices();
  const { snapshot, reload } = useRecurringPolicies();
  const draft = useStore(services.recurringDraft.store);
  const [policyNumber, setPolicyNumber] = useState<string | null>(draft.policy?.policyNumber ?? null);
  // After the invalid-account dialog the customer lands here again: show what was typed, to correct it.
  const [name, setName] = useState(draft.method === 'giro' ? (draft.giro?.accountHolderName ?? '') : '');
  const [declared, setDeclared] = useState(false);
  const { formProps, errors, edited, submit } = useFormSubmit();

  const policies = snapshot.status === 'ready' ? snapshot.policies : [];

  const onSubmit = submit(() => {
    const policy = policies.find((p) => p.policyNumber === policyNumber);
    const result = services.enterGiroAccount.execute({ policy, accountHolderName: name, ownAccountDeclared: declared });
    if (result.ok) return; // the use case moved the page
    const { policy: p, accountHolderName: holder, ownAccountDeclared: own } = result.errors;
    const next: Record<string, string> = {};
    if (p) next.policy = t.policy.errors[p]!;
    if (holder) next.accountHolderName = t.giro.holderName.errors[holder]!;
    if (own) next.ownAccountDeclared = t.giro.declarationRequired;
    return { errors: next };
  });
  // The checkbox says its own error (CheckError); react-aria's Form speaks for the fields.
  const { ownAccountDeclared: declarationError, ...fieldErrors } = errors;

  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      <PoliciesStatus snapshot={snapshot} reload={reload} empty={policies.length === 0} />
      {policies.length > 0 ? (
        <Form {...formProps} validationErrors={fieldErrors} onSubmit={onSubmit} aria-label={text.title}>
          <PolicyOptions policies={policies} value={policyNumber} onChange={setPolicyNumber} onEdit={edited} />
          <TextField
            name="accountHolderName"
            className="field"
            value={name}
            onChange={(value) => {
              setName(value);
              edited('accountHolderName');
            }}
            autoComplete="name"
          >
            <Label className="field-label">{t.giro.holderName.label}</Label>
            <Text slot="description" className="field-hint">
              {t.giro.holderName.hint}
            </Text>
            <FieldError className="field-error" />
            <Input className="field-input" spellCheck={false} maxLength={200} />
          </TextField>
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
