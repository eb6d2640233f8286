import type { Failed } from '../errors/failure-policy';
import type { DataCall } from '../http/data-call';
import { Store } from '../shared/store';
import type { RecurringDraft } from './recurring-draft';
import { ROUTE } from '../shared/routes';
import { giroScheduleDecoder, RECURRING_PATHS } from '../api/recurring.contract';
import type { Reply } from '../api/openapi';

export type GiroScheduleSnapshot =
  | { status: 'idle' | 'loading' }
  | { status: 'noPolicy' }
  | { status: 'ready'; schedule: Reply<'/rs/v1/recurring/giro/schedule'> }
  | ({ status: 'failed' } & Failed);

/** ROUTE.giroSelectBank: the banks offering online GIRO set-up, and when the first deduction will be. */
export class LoadGiroSchedule {
  readonly store = new Store<GiroScheduleSnapshot>({ status: 'idle' });
  /** Bumped by forget(), so a reply that lands after the session ended is not kept. */
  private generation = 0;

  constructor(
    private readonly dataCall: DataCall,
    private readonly draft: RecurringDraft,
  ) {}

  /** The session ended: the schedule goes (LoginState.holds). */
  forget(): void {
    this.generation += 1;
    this.store.set({ status: 'idle' });
  }

  async execute(): Promise<GiroScheduleSnapshot> {
    const policy = this.draft.snapshot.policy;
    if (!policy || this.draft.missingStep('giro', ROUTE.giroSelectBank)) return this.set({ status: 'noPolicy' });
    const generation = this.generation;
    this.store.set({ status: 'loading' });
    const result = await this.dataCall.execute(
      RECURRING_PATHS.giroSchedule,
      { policyNumber: policy.policyNumber },
      giroScheduleDecoder,
    );
    if (generation !== this.generation) return { status: 'idle' };
    return this.set(
      result.kind === 'ok'
        ? { status: 'ready', schedule: result.data }
        : { status: 'failed', failure: result.failure, shown: result.shown },
    );
  }

  private set(next: GiroScheduleSnapshot): GiroScheduleSnapshot {
    this.store.set(next);
    return next;
  }
}
