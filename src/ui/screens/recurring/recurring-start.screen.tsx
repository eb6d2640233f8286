import { useState } from 'react';
import { Form } from '../../shell/form';
import { cardAllowed } from '../../../core/recurring/choose-recurring-policy.use-case';
import type { RecurringMethod } from '../../../core/recurring/recurring-draft';
import { useScreenText } from '../../shell/current-route';
import { PageIntro } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { useFormSubmit } from '../../shell/use-form-submit';
import { ChoiceField, type Choice } from '../../shell/choice-field';
import { PoliciesStatus } from './recurring-parts';
import { PolicyOptions, usePolicyChoice } from './policy-options';
import { SubmitButton } from '../../shell/submit-button';

// Built as the screen renders, so a language chosen on it names the choices too.
const methods = (): readonly Choice[] =>
  (
    [
      ['giro', t.method.giro, t.method.giroHint],
      ['card', t.method.card, t.method.cardHint],
    ] as const
  ).map(([value, name, hint]) => ({
    value,
    label: (
      <span className="recurring-policy-text">
        <strong>{name}</strong>
        <span className="recurring-line recurring-muted">{hint}</span>
      </span>
    ),
  }));

/** /recurring-page: the customer's regular-premium policies with their arrangements; pick one, and GIRO or card. */
export default function RecurringStartScreen() {
  const text = useScreenText();
  const { services, draft, snapshot, reload, policyNumber, setPolicyNumber } = usePolicyChoice();
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
      <PageIntro purposes={t.purposes} />
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
          <ChoiceField
            name="method"
            label={t.method.label}
            value={method}
            onChange={(value) => {
              setMethod(value as RecurringMethod);
              setErrors({});
            }}
            choices={methods()}
            listClassName="recurring-options"
            note={policy && !cardAllowed(policy) ? t.method.cardAboveLimit : undefined}
          />
          {policy?.arrangement ? <p className="notice">{t.policy.replaces}</p> : null}
          <SubmitButton>{t.continue}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
