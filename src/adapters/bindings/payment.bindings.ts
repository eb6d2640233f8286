import type { Container } from 'inversify';
import { ApiClient } from '../../core/http/api-client';
import { ChoosePaymentMethod } from '../../core/payment/choose-payment-method.use-case';
import { ChoosePolicies } from '../../core/payment/choose-policies.use-case';
import { LoadPaymentOutcome } from '../../core/payment/load-payment-outcome.use-case';
import { LoadPoliciesDue } from '../../core/payment/load-policies-due.use-case';
import { PaymentDraft } from '../../core/payment/payment-draft';
import type { PaymentServices } from '../../core/payment/payment.services';
import { SubmitPayment } from '../../core/payment/submit-payment.use-case';
import { WatchPayNow } from '../../core/payment/watch-paynow.use-case';
import { CryptoIdGeneratorAdapter } from '../crypto-id-generator.adapter';
import { SessionDraftStorageAdapter } from '../session-draft-storage.adapter';
import { TOKENS } from '../tokens';

export function bindPayment(c: Container): void {
  c.bind(TOKENS.IdGenerator).to(CryptoIdGeneratorAdapter);
  c.bind(TOKENS.DraftStorage).to(SessionDraftStorageAdapter);
  c.bind(PaymentDraft).toResolvedValue((storage) => new PaymentDraft(storage), [TOKENS.DraftStorage]);
  c.bind(LoadPoliciesDue).toResolvedValue((api: ApiClient) => new LoadPoliciesDue(api), [ApiClient]);
  c.bind(ChoosePolicies).toResolvedValue((draft: PaymentDraft) => new ChoosePolicies(draft), [PaymentDraft]);
  c.bind(ChoosePaymentMethod).toResolvedValue((draft: PaymentDraft) => new ChoosePaymentMethod(draft), [PaymentDraft]);
  c.bind(SubmitPayment).toResolvedValue(
    (api: ApiClient, draft: PaymentDraft, ids, clock, navigation) => new SubmitPayment(api, draft, ids, clock, navigation),
    [ApiClient, PaymentDraft, TOKENS.IdGenerator, TOKENS.Clock, TOKENS.Navigation],
  );
  c.bind(WatchPayNow).toResolvedValue(
    (api: ApiClient, draft: PaymentDraft, clock, navigation) => new WatchPayNow(api, draft, clock, navigation),
    [ApiClient, PaymentDraft, TOKENS.Clock, TOKENS.Navigation],
  );
  c.bind(LoadPaymentOutcome).toResolvedValue((api: ApiClient, draft: PaymentDraft) => new LoadPaymentOutcome(api, draft), [ApiClient, PaymentDraft]);
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
  };
}
