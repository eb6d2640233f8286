import type { DataCall, DataCallResult } from '../http/data-call';
import { SingleFlight } from '../http/exactly-once';
import { receiptSentDecoder, type ReceiptSent } from '../api/payment.contract';
import type { ApiPath } from '../api/openapi';

/**
 * "Send again" on an outcome page: the server sends the receipt once more to where it went before and says how many
 * more sends it allows (docs/api.md, "Receipts"). Not money, so no key: a double click joins the send in flight.
 */
export class SendReceipt {
  private readonly flight = new SingleFlight<DataCallResult<ReceiptSent>>();

  constructor(
    private readonly dataCall: DataCall,
    private readonly path: ApiPath,
  ) {}

  execute(reference: string): Promise<DataCallResult<ReceiptSent>> {
    return this.flight.run(() => this.dataCall.execute(this.path, { reference }, receiptSentDecoder));
  }
}
