import type { Container, ServiceIdentifier } from 'inversify';
import type { PortalConfig } from '../../core/config';
import { ApiClient } from '../../core/http/api-client';
import { PaymentDraft } from '../../core/payment/payment-draft';
import type { DraftStoragePort } from '../../core/ports/draft-storage.port';
import type { SessionCore } from '../../core/session/session-core';
import { FindPolicy } from '../../core/third-party/find-policy.use-case';
import { LoadThirdPartyOutcome } from '../../core/third-party/load-third-party-outcome.use-case';
import { PayAsGuest } from '../../core/third-party/pay-as-guest.use-case';
import { SubmitDeclaration } from '../../core/third-party/submit-declaration.use-case';
import { SubmitSourceOfFunds } from '../../core/third-party/submit-source-of-funds.use-case';
import { ThirdPartyDraft } from '../../core/third-party/third-party-draft';
import type { ThirdPartyServices } from '../../core/third-party/third-party.services';
import { TOKENS } from '../tokens';

/** Our own key beside the payment draft's; the spec's logout (sessionStorage.clear) removes it too. */
export const THIRD_PARTY_DRAFT_KEY = 'portal.third-party.draft';

/** The third-party draft's session storage; the same shape as the payment draft's adapter, another key. */
class ThirdPartyDraftStorage implements DraftStoragePort {
  private fallback: string | null = null;
  read(): string | null {
    try {
      return sessionStorage.getItem(THIRD_PARTY_DRAFT_KEY);
    } catch {
      return this.fallback;
    }
  }
  write(value: string): void {
    this.fallback = value;
    try {
      sessionStorage.setItem(THIRD_PARTY_DRAFT_KEY, value);
    } catch {
      /* storage refused: the in-memory copy serves this page */
    }
  }
  clear(): void {
    this.fallback = null;
    try {
      sessionStorage.removeItem(THIRD_PARTY_DRAFT_KEY);
    } catch {
      /* storage unavailable: nothing to remove */
    }
  }
}

// The session core is bound by the session area under this global symbol (session.bindings.ts).
const SESSION_CORE = Symbol.for('portal.SessionCore') as ServiceIdentifier<SessionCore>;
/** An ApiClient whose bearer is the standalone payor's guest token, never the policyholder's session. */
const GUEST_API = Symbol.for('portal.ThirdPartyGuestApi') as ServiceIdentifier<ApiClient>;

export function bindThirdParty(c: Container): void {
  c.bind(ThirdPartyDraft).toResolvedValue((crypto) => new ThirdPartyDraft(new ThirdPartyDraftStorage(), crypto), [TOKENS.Crypto]);
  c.bind(GUEST_API).toResolvedValue(
    (http, draft: ThirdPartyDraft, cfg: PortalConfig) =>
      new ApiClient(http, { apiOrigin: cfg.apiOrigin, requestTimeoutMs: cfg.requestTimeoutMs, bearerToken: () => draft.guestToken() }),
    [TOKENS.Http, ThirdPartyDraft, TOKENS.Config],
  );
  c.bind(FindPolicy).toResolvedValue(
    (api: ApiClient, crypto, clock, draft: ThirdPartyDraft, core: SessionCore) => new FindPolicy(api, crypto, clock, draft, core.errorState),
    [GUEST_API, TOKENS.Crypto, TOKENS.Clock, ThirdPartyDraft, SESSION_CORE],
  );
  c.bind(SubmitDeclaration).toResolvedValue(
    (session: ApiClient, guest: ApiClient, crypto, clock, draft: ThirdPartyDraft, payment: PaymentDraft, navigation, core: SessionCore) =>
      new SubmitDeclaration(session, guest, crypto, clock, draft, payment, navigation, core.errorState),
    [ApiClient, GUEST_API, TOKENS.Crypto, TOKENS.Clock, ThirdPartyDraft, PaymentDraft, TOKENS.Navigation, SESSION_CORE],
  );
  c.bind(SubmitSourceOfFunds).toResolvedValue(
    (session: ApiClient, guest: ApiClient, draft: ThirdPartyDraft, payment: PaymentDraft, navigation, core: SessionCore) =>
      new SubmitSourceOfFunds(session, guest, draft, payment, navigation, core.errorState),
    [ApiClient, GUEST_API, ThirdPartyDraft, PaymentDraft, TOKENS.Navigation, SESSION_CORE],
  );
  c.bind(PayAsGuest).toResolvedValue(
    (guest: ApiClient, draft: ThirdPartyDraft, funds: SubmitSourceOfFunds, ids, navigation, core: SessionCore) =>
      new PayAsGuest(guest, draft, funds, ids, navigation, core.errorState),
    [GUEST_API, ThirdPartyDraft, SubmitSourceOfFunds, TOKENS.IdGenerator, TOKENS.Navigation, SESSION_CORE],
  );
  c.bind(LoadThirdPartyOutcome).toResolvedValue((guest: ApiClient, draft: ThirdPartyDraft) => new LoadThirdPartyOutcome(guest, draft), [GUEST_API, ThirdPartyDraft]);
}

export function thirdPartyServices(c: Container): ThirdPartyServices {
  return {
    thirdPartyDraft: c.get(ThirdPartyDraft),
    findPolicy: c.get(FindPolicy),
    submitDeclaration: c.get(SubmitDeclaration),
    submitSourceOfFunds: c.get(SubmitSourceOfFunds),
    payAsGuest: c.get(PayAsGuest),
    loadThirdPartyOutcome: c.get(LoadThirdPartyOutcome),
  };
}
