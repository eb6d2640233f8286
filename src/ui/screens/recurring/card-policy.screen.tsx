import { Form } from '../../shell/form';
import { cardAllowed } from '../../../core/recurring/choose-recurring-policy.use-case';
import { useScreenText } from '../../shell/current-route';
import { PageIntro } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { useFormSubmit } from '../../shell/use-form-submit';
import { PoliciesStatus } from './recurring-parts';
import { PolicyOptions, usePolicyChoice } from './policy-options';
import { SubmitButton } from '../../shell/submit-button';

/** /recurring-credit-card: the policy to pay by card (those whose premium a card can take). */
export default function CardPolicyScreen() {
  const text = useScreenText();
  const { services, snapshot, reload, policyNumber, setPolicyNumber } = usePolicyChoice();
  const { formProps, edited, submit } = useFormSubmit();

  const policies = snapshot.status === 'ready' ? snapshot.policies.filter(cardAllowed) : [];

  const onSubmit = submit(() => {
    const result = services.chooseRecurringPolicy.execute(
      policies.find((p) => p.policyNumber === policyNumber),
      'card',
    );
    if (result.ok) return; // the use case moved the page
    return {
      errors: { policy: result.error === 'unconfirmed' ? t.policy.errors.unconfirmed : t.policy.errors.required },
    };
  });

  return (
    <>
      <PageIntro purposes={t.purposes} />
      <PoliciesStatus snapshot={snapshot} reload={reload} empty={policies.length === 0} />
      {policies.length > 0 ? (
        <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
          <PolicyOptions policies={policies} value={policyNumber} onChange={setPolicyNumber} onEdit={edited} />
          <SubmitButton>{t.continue}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
