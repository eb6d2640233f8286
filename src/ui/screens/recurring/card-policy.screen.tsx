import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { cardAllowed } from '../../../core/recurring/choose-recurring-policy.use-case';
import { useRecurringServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { focusFirstInvalid, PoliciesStatus, PolicyOptions, useRecurringPolicies, useStore } from './recurring-parts';

/** /recurring-credit-card: the policy to pay by card (those whose premium a card can take). */
export default function CardPolicyScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useRecurringServices();
  const { snapshot, reload } = useRecurringPolicies();
  const draft = useStore(services.recurringDraft.store);
  const form = useRef<HTMLFormElement>(null);
  const [policyNumber, setPolicyNumber] = useState<string | null>(draft.policy?.policyNumber ?? null);
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);

  const policies = snapshot.status === 'ready' ? snapshot.policies.filter(cardAllowed) : [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = services.chooseRecurringPolicy.execute(
      policies.find((p) => p.policyNumber === policyNumber),
      'card',
    );
    if (result.ok) return; // the use case moved the page
    setError(result.error === 'unconfirmed' ? t.policy.errors.unconfirmed : t.policy.errors.required);
    setAttempt((n) => n + 1);
  }

  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      <PoliciesStatus snapshot={snapshot} reload={reload} empty={policies.length === 0} />
      {policies.length > 0 ? (
        <Form
          ref={form}
          className="form"
          validationErrors={error ? { policy: error } : {}}
          onSubmit={onSubmit}
          aria-label={text.title}
        >
          <PolicyOptions
            policies={policies}
            value={policyNumber}
            onChange={(value) => {
              setPolicyNumber(value);
              setError(undefined);
            }}
          />
          <Button type="submit" className="button">
            {t.continue}
          </Button>
        </Form>
      ) : null}
    </>
  );
}
