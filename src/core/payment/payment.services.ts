import type { ChoosePaymentMethod } from './choose-payment-method.use-case';
import type { ChoosePolicies } from './choose-policies.use-case';
import type { LoadPaymentOutcome } from './load-payment-outcome.use-case';
import type { LoadPoliciesDue } from './load-policies-due.use-case';
import type { PaymentDraft } from './payment-draft';
import type { SavePayNowQr } from './save-paynow-qr.use-case';
import type { SubmitPayment } from './submit-payment.use-case';
import type { WatchPayNow } from './watch-paynow.use-case';

/** One-time payment and PayNow (issue 5). */
export interface PaymentServices {
  paymentDraft: PaymentDraft;
  loadPoliciesDue: LoadPoliciesDue;
  choosePolicies: ChoosePolicies;
  choosePaymentMethod: ChoosePaymentMethod;
  submitPayment: SubmitPayment;
  watchPayNow: WatchPayNow;
  loadPaymentOutcome: LoadPaymentOutcome;
  savePayNowQr: SavePayNowQr;
}
