import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import type { GiroAccountErrors } from '../../../core/recurring/enter-giro-account.use-case';
import { useRecurringServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import {
  CheckError,
  focusFirstInvalid,
  PoliciesStatus,
  PolicyOptions,
  useRecurringPolicies,
  useStore,
} from './recurring-parts';

const DECLARATION_ERROR = 'giro-declaration-error';

/** /recurring-giro: the policy, the account holder's name as the bank has it, and the own-account declaration. */
export default function GiroAccountScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useRecurringServices();
  const { snapshot, reload } = useRecurringPolicies();
  const draft = useStore(services.recurringDraft.store);
  const form = useRef<HTMLFormElement>(null);
  const [policyNumber, setPolicyNumber] = useState<string | null>(draft.policy?.policyNumber ?? null);
  // After the invalid-account dialog the customer lands here again: show what was typed, to correct it.
  const [name, setName] = useState(draft.method === 'giro' ? (draft.giro?.accountHolderName ?? '') : '');
  const [declared, setDeclared] = useState(false);
  const [errors, setErrors] = useState<GiroAccountErrors>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);

  const policies = snapshot.status === 'ready' ? snapshot.policies : [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const policy = policies.find((p) => p.policyNumber === policyNumber);
    const result = services.enterGiroAccount.execute({ policy, accountHolderName: name, ownAccountDeclared: declared });
    if (result.ok) return; // the use case moved the page
    setErrors(result.errors);
    setAttempt((n) => n + 1);
  }

  const fieldErrors: Record<string, string> = {};
  if (errors.policy) fieldErrors.policy = t.policy.errors[errors.policy]!;
  if (errors.accountHolderName) fieldErrors.accountHolderName = t.giro.holderName.errors[errors.accountHolderName]!;

  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      <PoliciesStatus snapshot={snapshot} reload={reload} empty={policies.length === 0} />
      {policies.length > 0 ? (
        <Form ref={form} className="form" validationErrors={fieldErrors} onSubmit={onSubmit} aria-label={text.title}>
          <PolicyOptions
            policies={policies}
            value={policyNumber}
            onChange={(value) => {
              setPolicyNumber(value);
              setErrors((e) => ({ ...e, policy: undefined }));
            }}
          />
          <TextField
            name="accountHolderName"
            className="field"
            value={name}
            onChange={(value) => {
              setName(value);
              setErrors((e) => ({ ...e, accountHolderName: undefined }));
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
          <div className="field">
            <Checkbox
              name="ownAccountDeclared"
              className="recurring-checkbox"
              isSelected={declared}
              onChange={(value) => {
                setDeclared(value);
                setErrors((e) => ({ ...e, ownAccountDeclared: undefined }));
              }}
              isInvalid={Boolean(errors.ownAccountDeclared)}
              aria-describedby={errors.ownAccountDeclared ? DECLARATION_ERROR : undefined}
            >
              {t.giro.declaration}
            </Checkbox>
            {errors.ownAccountDeclared ? (
              <CheckError id={DECLARATION_ERROR}>{t.giro.declarationRequired}</CheckError>
            ) : null}
          </div>
          <Button type="submit" className="button">
            {t.continue}
          </Button>
        </Form>
      ) : null}
    </>
  );
}
