import type { DataCall, DataCallResult } from '../http/data-call';
import type { PaymentDraft } from './payment-draft';
import { PAYMENT_PATHS, paymentStatusDecoder, type PaymentStatusBody } from '../api/payment.contract';

/**
 * An outcome page (a payment's status page with its `?ref=`, PayNow success): the receipt comes from the server,
 * never from the path the gateway sent the customer back to. When it settles this tab's payment, the
 * draft is cleared (paid, or held for review) or released for a new attempt (declined, cancelled, expired).
 */
export class LoadPaymentOutcome {
  constructor(
    private readonly dataCall: DataCall,
    private readonly draft: PaymentDraft,
  ) {}

  async execute(reference: string): Promise<DataCallResult<PaymentStatusBody>> {
    const result = await this.dataCall.execute(PAYMENT_PATHS.paymentStatus, { reference }, paymentStatusDecoder);
    if (!result.ok || this.draft.snapshot.submission?.reference !== reference) return result;
    const status = result.data.status;
    if (status === 'successful' || status === 'aml') this.draft.clear();
    else if (status === 'unsuccessful' || status === 'cancelled' || status === 'expired') this.draft.release();
    return result;
  }
}
