import { forgetAll, type Area, type AreaPorts } from '../area';
import { PATH } from '../shared/paths';
import { outcomePage } from '../shared/outcomes';
import { ChoosePaymentMethod } from './choose-payment-method.use-case';
import { ChoosePolicies } from './choose-policies.use-case';
import { LoadPaymentOutcome } from './load-payment-outcome.use-case';
import { LoadPoliciesDue } from './load-policies-due.use-case';
import { LoadRecentPayments } from './load-recent-payments.use-case';
import type { PaymentDraft } from './payment-draft';
import { PayNowCountdown } from './paynow-countdown';
import { PayNowQrSaver } from './paynow-qr-saver';
import { SubmitPayment } from './submit-payment.use-case';
import { PayNowWatch, type WatchedPayNow } from './paynow-watch';
import { PayNowInstead } from './paynow-instead.use-case';
import { PayPremiumNow } from './pay-premium-now.use-case';
import { ReceiptPdf } from '../receipts/receipt-pdf.use-case';
import { SendReceipt } from '../receipts/send-receipt.use-case';
import { PAYMENT_PATHS, payNowStatusDecoder } from '../api/payment.contract';
import type { ApiClient } from '../http/api-client';

/**
 * The policyholder's PayNow payment, as its page watches it: the code in the payment draft, POST /paynow/status;
 * paid or held, the draft is done with; expired, unsuccessful or cancelled, it is released for a new code.
 */
export function policyholderPayNow(api: ApiClient, draft: PaymentDraft): WatchedPayNow {
  return {
    current: () => {
      const instruction = draft.payNow;
      return instruction && { instruction, totalCents: draft.totalCents };
    },
    status: (reference) => api.post(PAYMENT_PATHS.payNowStatus, { reference }, payNowStatusDecoder),
    settled: (status) => {
      // Money received (paid, or held for review): done with; otherwise released for a new code.
      if (status === 'successful' || status === 'aml') draft.clear();
      else draft.release();
      return outcomePage('policyholderPayNow', status)!;
    },
  };
}

/** One-time payment and PayNow: what buildPaymentArea builds. */
export type PaymentServices = ReturnType<typeof buildPaymentArea>['services'];

/**
 * Wires the one-time payment area on the tab's payment draft, which a third-party payor's declaration is made for too
 * (made and forgotten at logout by its own row of the areas, src/adapters/areas.ts). Its logout hook forgets the list
 * of policies due, the recent payments and the submission's state.
 */
export function buildPaymentArea(
  ports: Pick<
    AreaPorts,
    'api' | 'dataCall' | 'errors' | 'clock' | 'activity' | 'navigation' | 'channel' | 'hostApp' | 'config'
  >,
  draft: PaymentDraft,
) {
  const { api, dataCall, errors, clock, navigation } = ports;
  const { activity, config } = ports;
  const payment = policyholderPayNow(api, draft);
  const payNowWatch = new PayNowWatch({
    payment,
    clock,
    activity,
    navigation,
    errors,
    insurer: config.insurer,
    sessionOver: dataCall.sessionOver,
  });
  const choosePaymentMethod = new ChoosePaymentMethod(draft, navigation);
  const loadPoliciesDue = new LoadPoliciesDue(dataCall);
  const choosePolicies = new ChoosePolicies(draft, navigation);
  const services = {
    paymentDraft: draft,
    loadPoliciesDue,
    choosePolicies,
    /** The recurring outcomes' offer: the premium due before the first deduction, paid now. */
    payPremiumNow: new PayPremiumNow(loadPoliciesDue, choosePolicies, navigation),
    // A waiting PayNow code paid meanwhile: its policies are no longer due.
    loadRecentPayments: new LoadRecentPayments(dataCall, api, clock, () => void loadPoliciesDue.execute()),
    choosePaymentMethod,
    // The PayNow payee is the configured insurer's, never the reply's (docs/api.md, "PayNow").
    submitPayment: new SubmitPayment(api, draft, clock, navigation, errors, ports.config.insurer),
    payNowWatch,
    payNowCountdown: new PayNowCountdown(clock, payNowWatch.store),
    loadPaymentOutcome: new LoadPaymentOutcome(dataCall, draft, navigation),
    payNowQrSaver: new PayNowQrSaver(ports.channel, ports.hostApp),
    payNowInstead: new PayNowInstead(draft, choosePaymentMethod),
    sendReceipt: new SendReceipt(dataCall, PAYMENT_PATHS.sendReceipt),
    receiptPdf: new ReceiptPdf(dataCall, PAYMENT_PATHS.receiptPdf, ports.channel, ports.hostApp),
  };
  const { loadRecentPayments, submitPayment } = services;
  return {
    services,
    forget: forgetAll(loadPoliciesDue, loadRecentPayments, submitPayment, payNowWatch),
    // The PayNow page's code is checked and offered as the page starts, for its screen's first render; the policies
    // page's calls go then too, while the shell and the screen render (signed-in hard loads, docs/performance.md).
    arrive: (path) => {
      if (path === PATH.payNow) payNowWatch.prepare();
      if (path === PATH.oneTimePayment || path === PATH.acceptanceCodePayment) {
        void loadPoliciesDue.execute();
        void loadRecentPayments.execute();
      }
    },
  } satisfies Area<typeof services>;
}
