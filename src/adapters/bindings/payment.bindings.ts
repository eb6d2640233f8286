import type { Container, ServiceIdentifier } from 'inversify';
import { ApiClient } from '../../core/http/api-client';
import { ChoosePaymentMethod } from '../../core/payment/choose-payment-method.use-case';
import { ChoosePolicies } from '../../core/payment/choose-policies.use-case';
import { LoadPaymentOutcome } from '../../core/payment/load-payment-outcome.use-case';
import { LoadPoliciesDue } from '../../core/payment/load-policies-due.use-case';
import { forgetDraftOnLogout, PaymentDraft } from '../../core/payment/payment-draft';
import type { PaymentServices } from '../../core/payment/payment.services';
import { SavePayNowQr } from '../../core/payment/save-paynow-qr.use-case';
import { SubmitPayment } from '../../core/payment/submit-payment.use-case';
import { WatchPayNow } from '../../core/payment/watch-paynow.use-case';
import { CryptoIdGeneratorAdapter } from '../crypto-id-generator.adapter';
import { SessionDraftStorageAdapter } from '../session-draft-storage.adapter';
import { LoginState } from '../../core/session/login-state';
import type { SessionServices } from '../../core/session/session.services';
import { TOKENS } from '../tokens';
import { sessionServices } from './session.bindings';

// The session area builds the error state and the data call together; we take them from its public services.
const PaymentSession = Symbol.for('portal.PaymentSession') as ServiceIdentifier<Pick<SessionServices, 'errorState' | 'dataCall'>>;

export function bindPayment(c: Container): void {
  c.bind(TOKENS.IdGenerator).to(CryptoIdGeneratorAdapter);
  c.bind(TOKENS.DraftStorage).to(SessionDraftStorageAdapter);
  c.bind(PaymentSession).toResolvedValue(() => {
    const { errorState, dataCall } = sessionServices(c);
    return { errorState, dataCall };
  });
  c.bind(PaymentDraft).toResolvedValue(
    (storage, login: LoginState) => {
      const draft = new PaymentDraft(storage);
      forgetDraftOnLogout(draft, login.store);
      return draft;
    },
    [TOKENS.DraftStorage, LoginState],
  );
  c.bind(LoadPoliciesDue).toResolvedValue((s) => new LoadPoliciesDue(s.dataCall), [PaymentSession]);
  c.bind(ChoosePolicies).toResolvedValue((draft: PaymentDraft) => new ChoosePolicies(draft), [PaymentDraft]);
  c.bind(ChoosePaymentMethod).toResolvedValue((draft: PaymentDraft) => new ChoosePaymentMethod(draft), [PaymentDraft]);
  c.bind(SubmitPayment).toResolvedValue(
    (api: ApiClient, draft: PaymentDraft, ids, clock, navigation, s) => new SubmitPayment(api, draft, ids, clock, navigation, s.errorState),
    [ApiClient, PaymentDraft, TOKENS.IdGenerator, TOKENS.Clock, TOKENS.Navigation, PaymentSession],
  );
  c.bind(WatchPayNow).toResolvedValue(
    (api: ApiClient, draft: PaymentDraft, clock, navigation, s) => new WatchPayNow(api, draft, clock, navigation, s.errorState),
    [ApiClient, PaymentDraft, TOKENS.Clock, TOKENS.Navigation, PaymentSession],
  );
  c.bind(LoadPaymentOutcome).toResolvedValue((s, draft: PaymentDraft) => new LoadPaymentOutcome(s.dataCall, draft), [PaymentSession, PaymentDraft]);
  c.bind(SavePayNowQr).toResolvedValue((storage, config, hostApp) => new SavePayNowQr(storage, config.mobileAppSource, hostApp), [TOKENS.Storage, TOKENS.Config, TOKENS.HostApp]);
}

export function paymentServices(c: Container): PaymentServices {
  return {
    paymentDraft: c.get(PaymentDraft),
    loadPoliciesDue: c.get(LoadPoliciesDue),
    choosePolicies: c.get(ChoosePolicies),
    choosePaymentMethod: c.get(ChoosePaymentMethod),
    submitPayment: c.get(SubmitPayment),
    watchPayNow: c.get(WatchPayNow),
    loadPaymentOutcome: c.get(LoadPaymentOutcome),
    savePayNowQr: c.get(SavePayNowQr),
  };
}
