// What the recurring pages share, outcome pages included: no form code here (a form's parts are policy-options.tsx).
import { formatMoney } from '../../../core/shared/money';
import type { RecurringPolicy } from '../../../core/api/recurring.contract';
import type { RecurringStep } from '../../../core/recurring/recurring-draft';
import { useArea } from '../../services-context';
import { recurringText as t } from '../../text/en-recurring';
import { LoadStatus, Status } from '../../shell/screen-parts';
import { useStore } from '../../shell/use-store';

export function premiumText(policy: Pick<RecurringPolicy, 'premiumCents' | 'frequency'>): string {
  return t.policy.premium(formatMoney(policy.premiumCents), policy.frequency);
}

export function currentArrangementText(policy: RecurringPolicy): string {
  const a = policy.arrangement;
  if (!a) return t.policy.current.none;
  if (a.method === 'giro') return t.policy.current.giro(a.bank ? t.banks[a.bank] : '', a.status === 'pending');
  return t.policy.current.card(a.cardType ? t.cardTypes[a.cardType] : '');
}

/** What a recurring page opened before its step says, and the words of its link to that step (MissingStep). */
export function missingText(step: RecurringStep): { says: string; link: string } {
  if (step === 'noPolicy') return { says: t.choosePolicyFirst, link: t.startAgain };
  const says = {
    noAccount: t.giro.holderName.errors.required,
    noBank: t.bank.required,
    noCardType: t.cardType.required,
  };
  return { says: says[step], link: t.continue };
}

/** A recurring screen's services, and the arrangement's draft as it stands (the screen re-renders when it changes). */
export function useRecurringDraft() {
  const services = useArea('recurring');
  return { services, draft: useStore(services.recurringDraft.store) };
}

/**
 * The customer's policies, which the recurring area asks for as a page that lists them starts (its `arrive`), and
 * the customer's retry.
 */
export function useRecurringPolicies() {
  const services = useArea('recurring');
  const snapshot = useStore(services.loadRecurringPolicies.store);
  return { snapshot, reload: () => void services.loadRecurringPolicies.execute() };
}

/** The policy list's loading, failure (with a retry) or empty state; `empty` after the screen's own filter. */
export function PoliciesStatus({
  snapshot,
  reload,
  empty,
}: {
  snapshot: ReturnType<typeof useRecurringPolicies>['snapshot'];
  reload: () => void;
  empty: boolean;
}) {
  if (snapshot.status !== 'ready')
    return (
      <LoadStatus
        snapshot={snapshot}
        loading={t.loading}
        failed={t.loadFailed}
        retry={{ label: t.retry, onPress: reload }}
      />
    );
  return empty ? <Status>{t.noPolicies}</Status> : null;
}
