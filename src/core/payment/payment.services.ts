import { forgetAll, type Journey, type JourneyPorts } from '../journey';
import { ROUTE } from '../shared/routes';
import { ChoosePaymentMethod } from './choose-payment-method.use-case';
import { ChoosePolicies } from './choose-policies.use-case';
import { LoadPaymentOutcome } from './load-payment-outcome.use-case';
import { LoadPoliciesDue } from './load-policies-due.use-case';
import { PaymentDraft } from './payment-draft';
import { SavePayNowQr } from './save-paynow-qr.use-case';
import { SubmitPayment } from './submit-payment.use-case';
import { WatchPayNow } from './watch-paynow.use-case';

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

export type PaymentPorts = Pick<
  JourneyPorts,
  'api' | 'dataCall' | 'errors' | 'clock' | 'navigation' | 'ids' | 'drafts' | 'storage' | 'hostApp' | 'config'
>;

/** Wires the one-time payment area; its logout hook forgets the draft, the list of policies due and any submission. */
export function createPaymentJourney(ports: PaymentPorts): Journey<PaymentServices> {
  const { api, dataCall, errors, clock, navigation } = ports;
  const draft = new PaymentDraft(ports.drafts('payment'), ports.ids);
  const services: PaymentServices = {
    paymentDraft: draft,
    loadPoliciesDue: new LoadPoliciesDue(dataCall),
    choosePolicies: new ChoosePolicies(draft, navigation),
    choosePaymentMethod: new ChoosePaymentMethod(draft, navigation),
    submitPayment: new SubmitPayment(api, draft, clock, navigation, errors),
    watchPayNow: new WatchPayNow(api, draft, clock, navigation, errors),
    loadPaymentOutcome: new LoadPaymentOutcome(dataCall, draft, navigation),
    savePayNowQr: new SavePayNowQr(ports.storage, ports.config.mobileAppSource, ports.hostApp),
  };
  const { paymentDraft, loadPoliciesDue, submitPayment, watchPayNow } = services;
  return {
    services,
    forget: forgetAll(paymentDraft, loadPoliciesDue, submitPayment, watchPayNow),
    // The PayNow page's first status check goes as the page starts, not once its screen has drawn.
    arrive: (path) => {
      if (path === ROUTE.payNow) watchPayNow.prepare();
    },
  };
}
