import type { Container } from 'inversify';
import { ErrorState } from '../../core/errors/error-state';
import { ApiClient } from '../../core/http/api-client';
import { DataCall } from '../../core/http/data-call';
import { ChoosePaymentMethod } from '../../core/payment/choose-payment-method.use-case';
import { ChoosePolicies } from '../../core/payment/choose-policies.use-case';
import { LoadPaymentOutcome } from '../../core/payment/load-payment-outcome.use-case';
import { LoadPoliciesDue } from '../../core/payment/load-policies-due.use-case';
import { PaymentDraft } from '../../core/payment/payment-draft';
import type { PaymentServices } from '../../core/payment/payment.services';
import { SavePayNowQr } from '../../core/payment/save-paynow-qr.use-case';
import { SubmitPayment } from '../../core/payment/submit-payment.use-case';
import { WatchPayNow } from '../../core/payment/watch-paynow.use-case';
import { CryptoIdGeneratorAdapter } from '../crypto-id-generator.adapter';
import { DRAFT_KEYS, SessionDraftStorageAdapter } from '../session-draft-storage.adapter';
import { LoginState } from '../../core/session/login-state';
import { TOKENS } from '../tokens';

export function bindPayment(c: Container): void {
  c.bind(TOKENS.IdGenerator).to(CryptoIdGeneratorAdapter);
  c.bind(TOKENS.DraftStorage).toResolvedValue(() => new SessionDraftStorageAdapter(DRAFT_KEYS.payment));
  c.bind(PaymentDraft).toResolvedValue(
    (storage, ids) => new PaymentDraft(storage, ids),
    [TOKENS.DraftStorage, TOKENS.IdGenerator],
  );
  c.bind(LoadPoliciesDue).toResolvedValue((data: DataCall) => new LoadPoliciesDue(data), [DataCall]);
  c.bind(ChoosePolicies).toResolvedValue(
    (draft: PaymentDraft, navigation) => new ChoosePolicies(draft, navigation),
    [PaymentDraft, TOKENS.Navigation],
  );
  c.bind(ChoosePaymentMethod).toResolvedValue(
    (draft: PaymentDraft, navigation) => new ChoosePaymentMethod(draft, navigation),
    [PaymentDraft, TOKENS.Navigation],
  );
  c.bind(SubmitPayment).toResolvedValue(
    (api: ApiClient, draft: PaymentDraft, clock, navigation, errors: ErrorState) =>
      new SubmitPayment(api, draft, clock, navigation, errors),
    [ApiClient, PaymentDraft, TOKENS.Clock, TOKENS.Navigation, ErrorState],
  );
  c.bind(WatchPayNow).toResolvedValue(
    (api: ApiClient, draft: PaymentDraft, clock, navigation, errors: ErrorState) =>
      new WatchPayNow(api, draft, clock, navigation, errors),
    [ApiClient, PaymentDraft, TOKENS.Clock, TOKENS.Navigation, ErrorState],
  );
  c.bind(LoadPaymentOutcome).toResolvedValue(
    (data: DataCall, draft: PaymentDraft, navigation) => new LoadPaymentOutcome(data, draft, navigation),
    [DataCall, PaymentDraft, TOKENS.Navigation],
  );
  c.bind(SavePayNowQr).toResolvedValue(
    (storage, config, hostApp) => new SavePayNowQr(storage, config.mobileAppSource, hostApp),
    [TOKENS.Storage, TOKENS.Config, TOKENS.HostApp],
  );
}

export function paymentServices(c: Container): PaymentServices {
  const services: PaymentServices = {
    paymentDraft: c.get(PaymentDraft),
    loadPoliciesDue: c.get(LoadPoliciesDue),
    choosePolicies: c.get(ChoosePolicies),
    choosePaymentMethod: c.get(ChoosePaymentMethod),
    submitPayment: c.get(SubmitPayment),
    watchPayNow: c.get(WatchPayNow),
    loadPaymentOutcome: c.get(LoadPaymentOutcome),
    savePayNowQr: c.get(SavePayNowQr),
  };
  // Everything of the customer's that this area keeps in memory goes when their login ends (issue 15).
  const { paymentDraft, loadPoliciesDue, submitPayment, watchPayNow } = services;
  c.get(LoginState).holds(paymentDraft, loadPoliciesDue, submitPayment, watchPayNow);
  return services;
}
