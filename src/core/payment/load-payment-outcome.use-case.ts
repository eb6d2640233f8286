import type { DataCall, DataCallResult } from '../http/data-call';
import type { NavigationPort } from '../ports/navigation.port';
import { ROUTE, withRef, type RoutePath } from '../shared/routes';
import type { PaymentDraft } from './payment-draft';
import { PAYMENT_PATHS, paymentStatusDecoder } from '../api/payment.contract';
import type { Reply } from '../api/openapi';

/** The page that shows a status: the server's word decides, whichever page the gateway chose. */
export function paymentOutcomeRoute(receipt: Reply<'/rs/v1/payments/status'>): RoutePath | undefined {
  if (receipt.method === 'paynow') {
    return receipt.status === 'successful'
      ? ROUTE.payNowSuccess
      : receipt.status === 'expired'
        ? ROUTE.payNowExpired
        : receipt.status === 'aml'
          ? ROUTE.paymentAml
          : undefined;
  }
  return {
    successful: ROUTE.paymentSuccessful,
    unsuccessful: ROUTE.paymentUnsuccessful,
    aml: ROUTE.paymentAml,
    cancelled: ROUTE.paymentCancel,
    expired: undefined,
    pending: undefined,
  }[receipt.status];
}

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

  async execute(reference: string): Promise<DataCallResult<Reply<'/rs/v1/payments/status'>>> {
    const asking = this.navigation.currentPath();
    const result = await this.dataCall.execute(PAYMENT_PATHS.paymentStatus, { reference }, paymentStatusDecoder);
    if (result.kind !== 'ok') return result;
    const route = paymentOutcomeRoute(result.data);
    // Only the page that asked moves: a customer who left while the reply was on its way stays where they went.
    const here = this.navigation.currentPath();
    if (route && here === asking && route !== here) this.navigation.go(withRef(route, reference), { replace: true });
    if (this.draft.snapshot.submission?.reference !== reference) return result;
    const status = result.data.status;
    if (status === 'successful' || status === 'aml') this.draft.clear();
    else if (status === 'unsuccessful' || status === 'cancelled' || status === 'expired') this.draft.release();
    return result;
  }
}
