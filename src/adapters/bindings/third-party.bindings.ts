import type { Container, ServiceIdentifier } from 'inversify';
import type { PortalConfig } from '../../core/config';
import { ErrorState } from '../../core/errors/error-state';
import { ApiClient } from '../../core/http/api-client';
import { PaymentDraft } from '../../core/payment/payment-draft';
import { FindPolicy } from '../../core/third-party/find-policy.use-case';
import { LoadThirdPartyOutcome } from '../../core/third-party/load-third-party-outcome.use-case';
import { PayAsGuest } from '../../core/third-party/pay-as-guest.use-case';
import { SubmitDeclaration } from '../../core/third-party/submit-declaration.use-case';
import { SubmitSourceOfFunds } from '../../core/third-party/submit-source-of-funds.use-case';
import { ThirdPartyDraft } from '../../core/third-party/third-party-draft';
import type { ThirdPartyServices } from '../../core/third-party/third-party.services';
import { DRAFT_KEYS, SessionDraftStorageAdapter } from '../session-draft-storage.adapter';
import { LoginState } from '../../core/session/login-state';
import { TOKENS } from '../tokens';

/** An ApiClient whose bearer is the standalone payor's guest token, never the policyholder's session. */
const GUEST_API = Symbol.for('portal.ThirdPartyGuestApi') as ServiceIdentifier<ApiClient>;

export function bindThirdParty(c: Container): void {
  c.bind(ThirdPartyDraft).toResolvedValue(
    (crypto, ids) => new ThirdPartyDraft(new SessionDraftStorageAdapter(DRAFT_KEYS.thirdParty), crypto, ids),
    [TOKENS.Crypto, TOKENS.IdGenerator],
  );
  c.bind(GUEST_API).toResolvedValue(
    (http, draft: ThirdPartyDraft, cfg: PortalConfig) =>
      new ApiClient(http, {
        apiOrigin: cfg.apiOrigin,
        requestTimeoutMs: cfg.requestTimeoutMs,
        bearerToken: () => draft.guestToken(),
      }),
    [TOKENS.Http, ThirdPartyDraft, TOKENS.Config],
  );
  c.bind(FindPolicy).toResolvedValue(
    (api: ApiClient, crypto, clock, draft: ThirdPartyDraft, errors: ErrorState) =>
      new FindPolicy(api, crypto, clock, draft, errors),
    [GUEST_API, TOKENS.Crypto, TOKENS.Clock, ThirdPartyDraft, ErrorState],
  );
  c.bind(SubmitDeclaration).toResolvedValue(
    (
      session: ApiClient,
      guest: ApiClient,
      crypto,
      clock,
      draft: ThirdPartyDraft,
      payment: PaymentDraft,
      navigation,
      errors: ErrorState,
    ) => new SubmitDeclaration(session, guest, crypto, clock, draft, payment, navigation, errors),
    [ApiClient, GUEST_API, TOKENS.Crypto, TOKENS.Clock, ThirdPartyDraft, PaymentDraft, TOKENS.Navigation, ErrorState],
  );
  c.bind(SubmitSourceOfFunds).toResolvedValue(
    (
      session: ApiClient,
      guest: ApiClient,
      draft: ThirdPartyDraft,
      payment: PaymentDraft,
      navigation,
      errors: ErrorState,
    ) => new SubmitSourceOfFunds(session, guest, draft, payment, navigation, errors),
    [ApiClient, GUEST_API, ThirdPartyDraft, PaymentDraft, TOKENS.Navigation, ErrorState],
  );
  c.bind(PayAsGuest).toResolvedValue(
    (guest: ApiClient, draft: ThirdPartyDraft, funds: SubmitSourceOfFunds, navigation, errors: ErrorState) =>
      new PayAsGuest(guest, draft, funds, navigation, errors),
    [GUEST_API, ThirdPartyDraft, SubmitSourceOfFunds, TOKENS.Navigation, ErrorState],
  );
  c.bind(LoadThirdPartyOutcome).toResolvedValue(
    (guest: ApiClient, draft: ThirdPartyDraft, errors: ErrorState) => new LoadThirdPartyOutcome(guest, draft, errors),
    [GUEST_API, ThirdPartyDraft, ErrorState],
  );
}

export function thirdPartyServices(c: Container): ThirdPartyServices {
  const services: ThirdPartyServices = {
    thirdPartyDraft: c.get(ThirdPartyDraft),
    findPolicy: c.get(FindPolicy),
    submitDeclaration: c.get(SubmitDeclaration),
    submitSourceOfFunds: c.get(SubmitSourceOfFunds),
    payAsGuest: c.get(PayAsGuest),
    loadThirdPartyOutcome: c.get(LoadThirdPartyOutcome),
  };
  // The declaration id, the payor's name and the guest token: gone when the session ends (issue 15).
  c.get(LoginState).holds(services.thirdPartyDraft);
  return services;
}
