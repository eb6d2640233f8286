import { useState } from 'react';
import type { DueView } from '../../../core/recurring/due-dates';
import type { RecurringPolicy } from '../../../core/api/recurring.contract';
import { useArea } from '../../services-context';
import { recurringText as t } from '../../text/en-recurring';
import { ChoiceField } from '../../shell/choice-field';
import { showDate } from '../../shell/screen-parts';
import { currentArrangementText, premiumText, useRecurringDraft, useRecurringPolicies } from './recurring-parts';

/**
 * A step that picks a policy (the start, GIRO's account, the card's policy): the list, loaded once per visit, and
 * the choice, the draft's until the customer picks another.
 */
export function usePolicyChoice() {
  const { services, draft } = useRecurringDraft();
  const { snapshot, reload } = useRecurringPolicies();
  const [policyNumber, setPolicyNumber] = useState<string | null>(draft.policy?.policyNumber ?? null);
  return { services, draft, snapshot, reload, policyNumber, setPolicyNumber };
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
  const services = useArea('recurring');
  return (
    <ChoiceField
      name="policy"
      label={t.policy.label}
      value={value}
      onChange={onChange}
      onEdit={onEdit}
      listClassName="recurring-options"
      choiceClassName="radio radio-card recurring-policy"
      choices={policies.map((p) => ({
        value: p.policyNumber,
        label: (
          <span className="recurring-policy-text">
            <strong>{p.productName}</strong> <span className="recurring-muted">{p.policyNumber}</span>
            <span className="recurring-line">{premiumText(p)}</span>
            <DueLines due={services.loadRecurringPolicies.dueOf(p)} />
            <span className="recurring-line recurring-current">{currentArrangementText(p)}</span>
          </span>
        ),
      }))}
    />
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
