import { useEffect } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { formatMoney } from '../../../core/shared/money';
import type { DueView } from '../../../core/recurring/due-dates';
import type { RecurringPolicy } from '../../../core/api/recurring.contract';
import { useRecurringServices } from '../../services-context';
import { recurringText as t } from '../../text/en-recurring';
import { showDate, Status } from '../../shell/screen-parts';
import { useStore } from '../../shell/use-store';
import { SupportReference } from '../../shell/support-reference';

export function premiumText(policy: Pick<RecurringPolicy, 'premiumCents' | 'frequency'>): string {
  return t.policy.premium(formatMoney(policy.premiumCents), policy.frequency);
}

export function currentArrangementText(policy: RecurringPolicy): string {
  const a = policy.arrangement;
  if (!a) return t.policy.current.none;
  if (a.method === 'giro') return t.policy.current.giro(a.bank ? t.banks[a.bank] : '', a.status === 'pending');
  return t.policy.current.card(a.cardType ? t.cardTypes[a.cardType] : '');
}

/** Loads the customer's policies once per visit to a screen that lists them. */
export function useRecurringPolicies() {
  const services = useRecurringServices();
  const snapshot = useStore(services.loadRecurringPolicies.store);
  useEffect(() => {
    void services.loadRecurringPolicies.execute();
  }, [services]);
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
  if (snapshot.status === 'loading' || snapshot.status === 'idle') return <Status>{t.loading}</Status>;
  if (snapshot.status === 'failed') {
    return snapshot.shown ? null : (
      <Status tone="error">
        {t.loadFailed}{' '}
        <button type="button" className="link-button" onClick={reload}>
          {t.retry}
        </button>
        <SupportReference reference={snapshot.failure.reference} />
      </Status>
    );
  }
  return empty ? <Status>{t.noPolicies}</Status> : null;
}

/** The policies as one radio group; each option says what the policy costs and how it is paid now. */
export function PolicyOptions({
  policies,
  value,
  onChange,
  onEdit,
}: {
  policies: readonly RecurringPolicy[];
  value: string | null;
  onChange: (policyNumber: string) => void;
  /** useFormSubmit's `edited`: the error goes as soon as a policy is chosen. */
  onEdit?: (name: string) => void;
}) {
  const services = useRecurringServices();
  return (
    <RadioGroup
      name="policy"
      value={value}
      onChange={(policyNumber) => {
        onChange(policyNumber);
        onEdit?.('policy');
      }}
      className="field radio-group"
    >
      <Label className="field-label">{t.policy.label}</Label>
      <FieldError className="field-error" />
      <div className="recurring-options">
        {policies.map((p) => (
          <Radio key={p.policyNumber} value={p.policyNumber} className="radio radio-card recurring-policy">
            <span className="recurring-policy-text">
              <strong>{p.productName}</strong> <span className="recurring-muted">{p.policyNumber}</span>
              <span className="recurring-line">{premiumText(p)}</span>
              <DueLines due={services.loadRecurringPolicies.dueOf(p)} />
              <span className="recurring-line recurring-current">{currentArrangementText(p)}</span>
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/** An overdue premium says so; the next premium due is today or later, never a past date. */
function DueLines({ due }: { due: DueView }) {
  return (
    <>
      {due.overdueSince ? (
        <span className="recurring-line recurring-overdue">{t.policy.overdueSince(showDate(due.overdueSince))}</span>
      ) : null}
      <span className="recurring-line">{t.policy.nextDue(showDate(due.nextDue))}</span>
    </>
  );
}
