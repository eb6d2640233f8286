import { DataLoad, type DataLoadSnapshot } from '../http/data-load';
import type { DataCall } from '../http/data-call';
import type { ClockPort } from '../ports/clock.port';
import { dueByHand, dueView, type DueView } from './due-dates';
import {
  RECURRING_PATHS,
  recurringPoliciesDecoder,
  type PremiumDue,
  type RecurringPolicy,
} from '../api/recurring.contract';

type Ready = { status: 'ready'; policies: readonly RecurringPolicy[] };

/**
 * How long a list stays fresh enough for the step after the one that loaded it: what is due changes by a payment,
 * which the steps between do not make, and the GIRO step then draws at once instead of asking again.
 */
export const LIST_REUSED_FOR_MS = 60_000;
export type RecurringPoliciesSnapshot = DataLoadSnapshot<Ready>;

/** The customer's regular-premium policies, each with its current arrangement (PATH.recurring and the first steps). */
export class LoadRecurringPolicies extends DataLoad<Ready> {
  constructor(
    dataCall: DataCall,
    private readonly clock: ClockPort,
  ) {
    super(dataCall);
  }

  /** The policy's due dates as of now: an overdue premium says so, and "next due" is never in the past. */
  dueOf(policy: Pick<RecurringPolicy, 'nextDueDate' | 'frequency'>): DueView {
    return dueView(policy.nextDueDate, policy.frequency, this.clock.now());
  }

  /** The policy's premium to pay by hand (dueByHand), as of now. */
  dueByHand(policy: Pick<RecurringPolicy, 'due'> | undefined, firstDeductionDate?: string): PremiumDue | undefined {
    return dueByHand(policy?.due, firstDeductionDate, this.clock.now());
  }

  private loadedAt = -Infinity;

  execute(): Promise<RecurringPoliciesSnapshot> {
    const asked = this.clock.now();
    return this.load(RECURRING_PATHS.policies, {}, recurringPoliciesDecoder, ({ policies }) => {
      this.loadedAt = asked;
      return { status: 'ready', policies };
    });
  }

  /** The list as loaded in the last LIST_REUSED_FOR_MS (the step before's), or loaded afresh. */
  recent(): Promise<RecurringPoliciesSnapshot> {
    const shown = this.store.getSnapshot();
    if (shown.status === 'ready' && this.clock.now() - this.loadedAt < LIST_REUSED_FOR_MS)
      return Promise.resolve(shown);
    return this.execute();
  }
}
