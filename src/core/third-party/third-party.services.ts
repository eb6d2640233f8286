import type { Journey, JourneyPorts } from '../journey';
import type { PaymentDraft } from '../payment/payment-draft';
import { guestClient } from './guest-client';
import { SubmitDeclaration } from './submit-declaration.use-case';
import { SubmitSourceOfFunds } from './submit-source-of-funds.use-case';
import { ThirdPartyDraft } from './third-party-draft';

/**
 * Third-party payor: the declaration and the source of funds with their AML screening, which both the
 * logged-in payor and the standalone one make; the standalone payor's own steps are the guest payor area
 * (guest-payor.services.ts). The payment screens read `thirdPartyDraft.store` for who is paying (its `summary`:
 * name, relationship, masked ID); the declaration screen reads `paymentDraft` for the policyholder's payment the
 * declaration is for.
 */
export type ThirdPartyServices = ReturnType<typeof createThirdPartyJourney>['services'];

/**
 * Wires the third-party area on the policyholder's payment (the draft the payment area uses too) that a declaration
 * is made for. The standalone payor's calls go through a guest client (guest-client.ts). Its logout hook forgets its
 * draft: the declaration id, the payor's name and the guest token, in memory and storage (the payment draft is the
 * composition's to forget).
 */
export function createThirdPartyJourney(
  ports: Pick<
    JourneyPorts,
    'http' | 'config' | 'api' | 'crypto' | 'clock' | 'navigation' | 'errors' | 'ids' | 'drafts'
  >,
  paymentDraft: PaymentDraft,
) {
  const { api, crypto, clock, navigation, errors } = ports;
  const draft = new ThirdPartyDraft(ports.drafts('third-party'), crypto, ports.ids);
  const guest = guestClient(ports, draft);
  const services = {
    thirdPartyDraft: draft,
    paymentDraft,
    submitDeclaration: new SubmitDeclaration(api, guest, crypto, clock, draft, paymentDraft, navigation, errors),
    submitSourceOfFunds: new SubmitSourceOfFunds(api, guest, draft, paymentDraft, navigation, errors),
  };
  return { services, forget: () => draft.forget() } satisfies Journey<typeof services>;
}
