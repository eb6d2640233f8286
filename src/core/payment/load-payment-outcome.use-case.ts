import type { DataCall, DataCallResult } from '../http/data-call';
import type { NavigationPort } from '../ports/navigation.port';
import { readIntentOutcome } from '../shared/outcome-page';
import { outcomePage } from '../shared/outcomes';
import type { PaymentDraft } from './payment-draft';
import { PAYMENT_PATHS, paymentStatusDecoder } from '../api/payment.contract';
import type { Reply } from '../api/openapi';

/**
 * An outcome page (a payment's status page with its `?ref=`, PayNow success): the receipt comes from the server,
 * never from the path the gateway sent the customer back to, and the customer is moved (in place) to the page of the
 * status the server gives. When it settles this tab's payment, the draft is cleared (paid, or held for review) or
 * released for a new attempt (declined, cancelled, expired).
 */
export class LoadPaymentOutcome {
  constructor(
    private readonly dataCall: DataCall,
    private readonly draft: PaymentDraft,
    private readonly navigation: NavigationPort,
  ) {}

  execute(reference: string): Promise<DataCallResult<Reply<'/rs/v1/payments/status'>>> {
    const { dataCall, navigation, draft } = this;
    return readIntentOutcome(
      { dataCall, navigation, draft },
      reference,
      PAYMENT_PATHS.paymentStatus,
      paymentStatusDecoder,
      (receipt) => outcomePage(receipt.method === 'paynow' ? 'policyholderPayNow' : 'policyholderCard', receipt.status),
    );
  }
}
