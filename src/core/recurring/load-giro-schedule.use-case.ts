import { DataLoad, type DataLoadSnapshot } from '../http/data-load';
import type { DataCall } from '../http/data-call';
import type { RecurringDraft } from './recurring-draft';
import { PATH } from '../shared/paths';
import { giroScheduleDecoder, RECURRING_PATHS } from '../api/recurring.contract';
import type { Reply } from '../api/openapi';

type Ready = { status: 'noPolicy' } | { status: 'ready'; schedule: Reply<'/rs/v1/recurring/giro/schedule'> };
export type GiroScheduleSnapshot = DataLoadSnapshot<Ready>;

/** PATH.giroSelectBank: the banks offering online GIRO set-up, and when the first deduction will be. */
export class LoadGiroSchedule extends DataLoad<Ready> {
  constructor(
    dataCall: DataCall,
    private readonly draft: RecurringDraft,
  ) {
    super(dataCall);
  }

  async execute(): Promise<GiroScheduleSnapshot> {
    const policy = this.draft.snapshot.policy;
    if (!policy || this.draft.missingStep('giro', PATH.giroSelectBank)) {
      this.store.set({ status: 'noPolicy' });
      return { status: 'noPolicy' };
    }
    return this.load(
      RECURRING_PATHS.giroSchedule,
      { policyNumber: policy.policyNumber },
      giroScheduleDecoder,
      (schedule) => ({ status: 'ready', schedule }),
    );
  }
}
