import type { DataCall, DataCallResult } from '../http/data-call';
import type { RecurringDraft } from './recurring-draft';
import { arrangementStatusDecoder, RECURRING_PATHS, type ArrangementStatusBody } from './recurring.contract';

/**
 * An outcome page (`/recurring-arrangements/*\/status/*?ref=`), or the card review page after a decline:
 * the result comes from the server, never from the path the bank or gateway sent the customer back to.
 * When it settles this tab's intent, the draft is cleared (set up, or held for review) or released for
 * a new attempt (rejected, declined, cancelled). Reading it again (Back, refresh) submits nothing.
 */
export class LoadArrangementOutcome {
  constructor(
    private readonly dataCall: DataCall,
    private readonly draft: RecurringDraft,
  ) {}

  async execute(reference: string): Promise<DataCallResult<ArrangementStatusBody>> {
    const result = await this.dataCall.execute(
      RECURRING_PATHS.arrangementStatus,
      { reference },
      arrangementStatusDecoder,
    );
    if (!result.ok || this.draft.snapshot.submission?.reference !== reference) return result;
    const status = result.data.status;
    if (status === 'successful' || status === 'aml') this.draft.clear();
    else if (status === 'unsuccessful' || status === 'cancelled') this.draft.release();
    return result;
  }
}
