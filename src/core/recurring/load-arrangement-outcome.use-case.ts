import type { DataCall, DataCallResult } from '../http/data-call';
import type { ClockPort } from '../ports/clock.port';
import type { NavigationPort } from '../ports/navigation.port';
import { readIntentOutcome } from '../shared/outcome-page';
import { outcomePage } from '../shared/outcomes';
import { isPast } from './due-dates';
import type { RecurringDraft } from './recurring-draft';
import { arrangementStatusDecoder, RECURRING_PATHS } from '../api/recurring.contract';
import type { Reply } from '../api/openapi';

/**
 * An outcome page (a status page with its `?ref=`), or the card review page after a decline: the result comes
 * from the server, never from the path the bank or gateway sent the customer back to, and the customer is moved (in
 * place) to the page of the status the server gives.
 * When it settles this tab's intent, the draft is cleared (set up, or held for review) or released for
 * a new attempt (rejected, declined, cancelled). Reading it again (Back, refresh) submits nothing.
 */
export class LoadArrangementOutcome {
  constructor(
    private readonly dataCall: DataCall,
    private readonly draft: RecurringDraft,
    private readonly clock: ClockPort,
    private readonly navigation: NavigationPort,
  ) {}

  async execute(reference: string): Promise<DataCallResult<Reply<'/rs/v1/recurring/arrangements/status'>>> {
    const { dataCall, navigation, draft } = this;
    const result = await readIntentOutcome(
      { dataCall, navigation, draft },
      reference,
      RECURRING_PATHS.arrangementStatus,
      arrangementStatusDecoder,
      (receipt) => outcomePage(receipt.method === 'giro' ? 'arrangementGiro' : 'arrangementCard', receipt.status),
    );
    return result.kind === 'ok' ? { ...result, data: this.withoutPastDeduction(result.data) } : result;
  }

  /** A first deduction before today cannot be true of a new arrangement: it is not shown. */
  private withoutPastDeduction(
    data: Reply<'/rs/v1/recurring/arrangements/status'>,
  ): Reply<'/rs/v1/recurring/arrangements/status'> {
    if (!data.firstDeductionDate || !isPast(data.firstDeductionDate, this.clock.now())) return data;
    const rest = { ...data };
    delete rest.firstDeductionDate;
    return rest;
  }
}
