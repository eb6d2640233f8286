import type { Failed } from '../errors/failure-policy';
import type { DataCall } from '../http/data-call';
import type { ClockPort } from '../ports/clock.port';
import { Store } from '../shared/store';
import { dueView, type DueView } from './due-dates';
import { RECURRING_PATHS, recurringPoliciesDecoder, type RecurringPolicy } from '../api/recurring.contract';

export type RecurringPoliciesSnapshot =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; policies: readonly RecurringPolicy[] }
  /** shown: the global error dialog has taken over (401, 403, 5xx); otherwise the screen says it inline. */
  | ({ status: 'failed' } & Failed);

/** The customer's regular-premium policies, each with its current arrangement (ROUTE.recurring and the first steps). */
export class LoadRecurringPolicies {
  readonly store = new Store<RecurringPoliciesSnapshot>({ status: 'idle' });
  /** Bumped by forget(), so a reply that lands after the session ended is not kept. */
  private generation = 0;

  constructor(
    private readonly dataCall: DataCall,
    private readonly clock: ClockPort,
  ) {}

  /** The policy's due dates as of now: an overdue premium says so, and "next due" is never in the past. */
  dueOf(policy: Pick<RecurringPolicy, 'nextDueDate' | 'frequency'>): DueView {
    return dueView(policy.nextDueDate, policy.frequency, this.clock.now());
  }

  /** The session ended: the list goes (LoginState.holds). */
  forget(): void {
    this.generation += 1;
    this.store.set({ status: 'idle' });
  }

  async execute(): Promise<RecurringPoliciesSnapshot> {
    const generation = this.generation;
    this.store.set({ status: 'loading' });
    const result = await this.dataCall.execute(RECURRING_PATHS.policies, {}, recurringPoliciesDecoder);
    const next: RecurringPoliciesSnapshot =
      result.kind === 'ok'
        ? { status: 'ready', policies: result.data.policies }
        : { status: 'failed', failure: result.failure, shown: result.shown };
    if (generation === this.generation) this.store.set(next);
    return next;
  }
}
