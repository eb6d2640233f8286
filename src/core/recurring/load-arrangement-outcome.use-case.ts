import type { DataCall, DataCallResult } from '../http/data-call';
import type { ClockPort } from '../ports/clock.port';
import { isPast } from './due-dates';
import type { RecurringDraft } from './recurring-draft';
import { arrangementStatusDecoder, RECURRING_PATHS, type ArrangementStatusBody } from '../api/recurring.contract';

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
    private readonly clock: ClockPort,
  ) {}

  async execute(reference: string): Promise<DataCallResult<ArrangementStatusBody>> {
    let result = await this.dataCall.execute(
      RECURRING_PATHS.arrangementStatus,
      { reference },
      arrangementStatusDecoder,
    );
    if (result.ok) result = { ...result, data: this.withoutPastDeduction(result.data) };
    if (!result.ok || this.draft.snapshot.submission?.reference !== reference) return result;
    const status = result.data.status;
    if (status === 'successful' || status === 'aml') this.draft.clear();
    else if (status === 'unsuccessful' || status === 'cancelled') this.draft.release();
    return result;
  }

  /** A first deduction before today cannot be true of a new arrangement: it is not shown (issue 14). */
  private withoutPastDeduction(data: ArrangementStatusBody): ArrangementStatusBody {
    if (!data.firstDeductionDate || !isPast(data.firstDeductionDate, this.clock.now())) return data;
    const rest = { ...data };
    delete rest.firstDeductionDate;
    return rest;
  }
}
