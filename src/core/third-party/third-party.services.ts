import { ApiClient } from '../http/api-client';
import type { Journey, JourneyPorts } from '../journey';
import type { PaymentDraft } from '../payment/payment-draft';
import { FindPolicy } from './find-policy.use-case';
import { LoadThirdPartyOutcome } from './load-third-party-outcome.use-case';
import { PayAsGuest } from './pay-as-guest.use-case';
import { SubmitDeclaration } from './submit-declaration.use-case';
import { SubmitSourceOfFunds } from './submit-source-of-funds.use-case';
import { ThirdPartyDraft } from './third-party-draft';

/**
 * Third-party payor: declaration, source of funds, AML screening (issue 6). The payment screens read
 * `thirdPartyDraft.store` for who is paying (its `summary`: name, relationship, masked ID); the declaration
 * screen reads `paymentDraft` for the policyholder's payment the declaration is for.
 */
export interface ThirdPartyServices {
  thirdPartyDraft: ThirdPartyDraft;
  paymentDraft: PaymentDraft;
  findPolicy: FindPolicy;
  submitDeclaration: SubmitDeclaration;
  submitSourceOfFunds: SubmitSourceOfFunds;
  payAsGuest: PayAsGuest;
  loadThirdPartyOutcome: LoadThirdPartyOutcome;
}

export type ThirdPartyPorts = Pick<
  JourneyPorts,
  'http' | 'config' | 'api' | 'crypto' | 'clock' | 'navigation' | 'errors' | 'ids' | 'drafts'
> & {
  /** The policyholder's payment (the draft the payment area uses too) that a declaration is made for. */
  paymentDraft: PaymentDraft;
};

/**
 * Wires the third-party area. The standalone payor's calls go through their own ApiClient, whose bearer is the
 * guest token, never the policyholder's session. Its logout hook forgets its draft: the declaration id, the
 * payor's name and the guest token, in memory and storage (the payment draft is the composition's to forget).
 */
export function createThirdPartyJourney(ports: ThirdPartyPorts): Journey<ThirdPartyServices> {
  const { api, crypto, clock, navigation, errors, paymentDraft, config } = ports;
  const draft = new ThirdPartyDraft(ports.drafts('third-party'), crypto, ports.ids);
  const guest = new ApiClient(ports.http, {
    apiOrigin: config.apiOrigin,
    requestTimeoutMs: config.requestTimeoutMs,
    bearerToken: () => draft.guestToken(),
    // The session's Monitor: a guest's calls carry a correlation id too, and a failed one its support reference.
    monitor: api.monitor,
  });
  const submitSourceOfFunds = new SubmitSourceOfFunds(api, guest, draft, paymentDraft, navigation, errors);
  const services: ThirdPartyServices = {
    thirdPartyDraft: draft,
    paymentDraft,
    findPolicy: new FindPolicy(guest, crypto, clock, draft, errors),
    submitDeclaration: new SubmitDeclaration(api, guest, crypto, clock, draft, paymentDraft, navigation, errors),
    submitSourceOfFunds,
    payAsGuest: new PayAsGuest(guest, draft, submitSourceOfFunds, navigation, errors),
    loadThirdPartyOutcome: new LoadThirdPartyOutcome(guest, draft, errors),
  };
  return { services, forget: () => draft.forget() };
}
