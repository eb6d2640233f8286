import { useState } from 'react';
import { FieldError, Form, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { cardAllowed } from '../../../core/recurring/choose-recurring-policy.use-case';
import type { RecurringMethod } from '../../../core/recurring/recurring-draft';
import { useRecurringServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { PoliciesStatus, PolicyOptions, useRecurringPolicies } from './recurring-parts';
import { SubmitButton } from '../../shell/busy-button';

/** /recurring-page: the customer's regular-premium policies with their arrangements; pick one, and GIRO or card. */
export default function RecurringStartScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useRecurringServices();
  const { snapshot, reload } = useRecurringPolicies();
  const draft = useStore(services.recurringDraft.store);
  const [policyNumber, setPolicyNumber] = useState<string | null>(draft.policy?.policyNumber ?? null);
  const [method, setMethod] = useState<RecurringMethod | null>(draft.method ?? null);
  const { formProps, setErrors, submit } = useFormSubmit();

  const policies = snapshot.status === 'ready' ? snapshot.policies : [];
  const policy = policies.find((p) => p.policyNumber === policyNumber);

  const onSubmit = submit(() => {
    const result = services.chooseRecurringPolicy.execute(policy, method ?? undefined);
    if (result.ok) return; // the use case moved the page
    const next: Record<string, string> = {};
    if (result.error === 'noPolicy') next.policy = t.policy.errors.required!;
    else if (result.error === 'unconfirmed') next.policy = t.policy.errors.unconfirmed!;
    if (result.error === 'noMethod' || (result.error === 'noPolicy' && !method))
      next.method = t.method.errors.required!;
    if (result.error === 'cardAboveLimit') next.method = t.method.cardAboveLimit;
    return { errors: next };
  });

  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      <PoliciesStatus snapshot={snapshot} reload={reload} empty={policies.length === 0} />
      {policies.length > 0 ? (
        <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
          <PolicyOptions
            policies={policies}
            value={policyNumber}
            onChange={(value) => {
              setPolicyNumber(value);
              setErrors({});
            }}
          />
          <RadioGroup
            name="method"
            value={method}
            onChange={(value) => {
              setMethod(value as RecurringMethod);
              setErrors({});
            }}
            className="field radio-group"
          >
            <Label className="field-label">{t.method.label}</Label>
            <FieldError className="field-error" />
            <div className="recurring-options">
              <Radio value="giro" className="radio radio-card">
                <span className="recurring-policy-text">
                  <strong>{t.method.giro}</strong>
                  <span className="recurring-line recurring-muted">{t.method.giroHint}</span>
                </span>
              </Radio>
              <Radio value="card" className="radio radio-card">
                <span className="recurring-policy-text">
                  <strong>{t.method.card}</strong>
                  <span className="recurring-line recurring-muted">{t.method.cardHint}</span>
                </span>
              </Radio>
            </div>
            {policy && !cardAllowed(policy) ? (
              <Text slot="description" className="field-hint">
                {t.method.cardAboveLimit}
              </Text>
            ) : null}
          </RadioGroup>
          {policy?.arrangement ? <p className="notice">{t.policy.replaces}</p> : null}
          <SubmitButton>{t.continue}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
