import type { Area, AreaPorts } from '../area';
import type { PaymentDraft } from '../payment/payment-draft';
import { guestClient } from './guest-client';
import { SubmitDeclaration } from './submit-declaration.use-case';
import { SubmitSourceOfFunds } from './submit-source-of-funds.use-case';
import { PayorDraft } from './payor-draft';
import { SingpassBinding } from '../login/singpass-binding';
import { MyinfoRetrieval } from './myinfo-retrieval';
import { StartMyinfo } from './start-myinfo.use-case';
import { CompleteMyinfo } from './complete-myinfo.use-case';

/**
 * The payor area: the declaration and the source of funds with their AML screening, which both the
 * signed-in payor and the guest one make; the guest payor's own steps are the guest payor area
 * (guest-payor.services.ts). The payment screens read `payorDraft.store` for who is paying (its `summary`:
 * name, relationship, masked ID); the declaration screen reads `paymentDraft` for the policyholder's payment the
 * declaration is for.
 */
export type PayorServices = ReturnType<typeof buildPayorArea>['services'];

/**
 * Wires the payor area on the policyholder's payment (the draft the payment area uses too) that a declaration
 * is made for. The guest payor's calls go through a guest client (guest-client.ts). Its logout hook forgets its
 * draft: the declaration id, the payor's name and the guest token, in memory and storage, and what Myinfo gave (the
 * payment draft is the composition's to forget).
 */
export function buildPayorArea(
  ports: Pick<
    AreaPorts,
    'http' | 'config' | 'api' | 'crypto' | 'clock' | 'navigation' | 'errors' | 'ids' | 'drafts' | 'secrets' | 'channel'
  >,
  paymentDraft: PaymentDraft,
) {
  const { api, crypto, clock, navigation, errors } = ports;
  const draft = new PayorDraft(ports.drafts('third-party'), crypto, ports.ids);
  const guest = guestClient(ports, draft);
  const apis = { 'signed-in': api, guest } as const;
  // Myinfo leaves for Singpass as the login does: the same tab binding, under the same key.
  const binding = new SingpassBinding(ports.secrets, ports.drafts('singpass'));
  const myinfo = new MyinfoRetrieval(ports.channel);
  const myinfoDeps = { apis, binding, myinfo, navigation, errors };
  const services = {
    payorDraft: draft,
    paymentDraft,
    myinfo,
    startMyinfo: new StartMyinfo(myinfoDeps),
    completeMyinfo: new CompleteMyinfo(myinfoDeps),
    submitDeclaration: new SubmitDeclaration(apis, crypto, clock, draft, paymentDraft, myinfo, navigation, errors),
    submitSourceOfFunds: new SubmitSourceOfFunds(apis, draft, paymentDraft, navigation, errors),
  };
  const forget = () => {
    draft.forget();
    myinfo.forget();
  };
  return { services, forget } satisfies Area<typeof services>;
}
