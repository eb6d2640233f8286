import { PAYMENT_PATHS, PAYMENT_STATES, type PaymentState } from '../../../src/core/api/payment.contract';
import { ARRANGEMENT_STATES, RECURRING_PATHS } from '../../../src/core/api/recurring.contract';
import { THIRD_PARTY_PATHS } from '../../../src/core/api/third-party.contract';
import type { ApiClient } from '../../../src/core/http/api-client';
import { policyholderPayNow } from '../../../src/core/payment/payment.services';
import { SubmitPayment } from '../../../src/core/payment/submit-payment.use-case';
import type { OutcomeJourney } from '../../../src/core/shared/outcomes';
import { PATH, type PagePath } from '../../../src/core/shared/paths';
import { guestPayNow } from '../../../src/core/third-party/guest-paynow.services';
import { envelopeReply, type FakeNavigation } from '../../support/fakes';
import { paymentWorld, payNowInstruction } from '../payment/payment-builders';
import { arrangementStatus, giroReady, recurringPolicy, recurringWorld } from '../recurring/recurring-builders';
import { GUEST_POLICY, thirdPartyWorld } from '../third-party/third-party-builders';

/**
 * The outcome table's promise: however a customer reaches a settled payment or arrangement (the submit told it was
 * settled already, a reload or the gateway's return onto any of the journey's outcome pages, the PayNow watch), the
 * same status ends on the same page. A reload leaves an unsettled status where it is ("stay").
 */
const REF = 'REF1';

type Journey = OutcomeJourney;
type Status = PaymentState;

/** Where the customer is after a way in: the page (without its query). */
const landed = (navigation: FakeNavigation) => navigation.currentPath();

const PAYMENT_PAGES: PagePath[] = [
  PATH.paymentSuccessful,
  PATH.paymentUnsuccessful,
  PATH.paymentAml,
  PATH.paymentCancel,
  PATH.payNowSuccess,
  PATH.payNowExpired,
];
const GIRO_PAGES: PagePath[] = [PATH.giroSuccessful, PATH.giroUnsuccessful, PATH.giroAml, PATH.giroCancel];
const RECURRING_CARD_PAGES: PagePath[] = [PATH.cardSuccessful, PATH.cardAml, PATH.cardReview];
const PAYOR_PAGES: PagePath[] = [PATH.thirdPartySuccessful, PATH.thirdPartyStatus];

const paymentMethod = (j: Journey) =>
  j === 'policyholderPayNow' || j === 'payorPayNow' ? ('paynow' as const) : ('card' as const);

function paymentReceipt(status: Status, method: 'card' | 'paynow') {
  return envelopeReply({
    reference: REF,
    status,
    method,
    ...(method === 'card' ? { cardBrand: 'visa' } : {}),
    payor: 'policyholder',
    lines: [{ policyNumber: 'L-1001-01', productName: 'Term Life', amountCents: 245_30 }],
    totalCents: 245_30,
    createdAt: '2026-11-22T10:00:00+08:00',
  });
}

function guestReceipt(status: Status, method: 'card' | 'paynow') {
  return envelopeReply({
    reference: REF,
    status,
    method,
    lines: [{ policyNumber: GUEST_POLICY.policyNumber, productName: 'TermGuard Life', amountCents: 156_40 }],
    totalCents: 156_40,
    payorName: 'Lim Mei Ling',
    createdAt: '2026-11-22T10:00:00+08:00',
  });
}

/** The outcome page's own load (a reload, or the gateway's or bank's return) on `start`. */
async function reload(journey: Journey, status: Status, start: PagePath): Promise<string> {
  if (journey === 'policyholderCard' || journey === 'policyholderPayNow') {
    const w = paymentWorld(paymentMethod(journey) === 'card' ? { kind: 'card', brand: 'visa' } : { kind: 'paynow' });
    w.navigation.path = `${start}?ref=${REF}`;
    w.http.on(PAYMENT_PATHS.paymentStatus, paymentReceipt(status, paymentMethod(journey)));
    await w.services.loadPaymentOutcome.execute(REF);
    return landed(w.navigation);
  }
  if (journey === 'arrangementGiro' || journey === 'arrangementCard') {
    const w = recurringWorld();
    w.navigation.path = `${start}?ref=${REF}`;
    const method = journey === 'arrangementGiro' ? 'giro' : 'card';
    w.http.on(
      RECURRING_PATHS.arrangementStatus,
      envelopeReply(arrangementStatus({ reference: REF, status: status as never, method })),
    );
    await w.outcome.execute(REF);
    return landed(w.navigation);
  }
  const w = thirdPartyWorld();
  w.draft.foundPolicy({ ...GUEST_POLICY }, 'guest-1');
  w.navigation.path = `${start}?ref=${REF}`;
  w.http.on(THIRD_PARTY_PATHS.paymentStatus, guestReceipt(status, paymentMethod(journey)));
  await w.outcome.execute(REF);
  return landed(w.navigation);
}

/** The submit's answer "already settled" (another tab or window settled it): where it sends the customer. */
async function submitSettled(journey: Journey, status: Status): Promise<string | undefined> {
  if (status === 'pending') return undefined; // not settled: the submit goes on to the gateway, bank or code
  if (journey === 'policyholderCard' || journey === 'policyholderPayNow') {
    const method = paymentMethod(journey);
    const w = paymentWorld(method === 'card' ? { kind: 'card', brand: 'visa' } : { kind: 'paynow' });
    const submit = new SubmitPayment(w.api, w.draft, w.clock, w.navigation, w.errors, w.insurer);
    const next = method === 'card' ? { kind: 'redirect', url: 'https://gateway.test/pay/P-1' } : payNowInstruction();
    w.http.on(
      PAYMENT_PATHS.payments,
      envelopeReply({ paymentId: 'P-1', reference: REF, totalCents: 245_30, next, status }),
    );
    await expect(submit.execute({ consent: true })).resolves.toEqual({ kind: 'settled' });
    return landed(w.navigation);
  }
  if (journey === 'arrangementGiro' || journey === 'arrangementCard') {
    if (status === 'expired') return undefined; // not an arrangement's status
    const w = recurringWorld();
    if (journey === 'arrangementGiro') giroReady(w);
    else {
      expect(w.choosePolicy.execute(recurringPolicy(), 'card')).toEqual({ ok: true });
      expect(w.chooseCardType.execute('visa')).toMatchObject({ ok: true });
    }
    const next = { kind: 'redirect', url: '/sandbox/bank/giro/ARR-1' };
    w.http.on(RECURRING_PATHS.arrangements, envelopeReply({ arrangementId: 'A-1', reference: REF, next, status }));
    await expect(w.submit.execute({ consent: true })).resolves.toEqual({ kind: 'settled' });
    return landed(w.navigation);
  }
  return undefined; // the guest payor's payment has no "already settled" answer
}

/** The PayNow page's watch, as its status call reports the payment, then the page it moves to loads. */
async function watched(journey: Journey, status: Status): Promise<string | undefined> {
  if (journey === 'policyholderPayNow') {
    if (status === 'pending') return undefined;
    const w = paymentWorld({ kind: 'paynow' });
    return reload(journey, status, policyholderPayNow(w.api, w.draft).settled(status, REF));
  }
  if (journey === 'payorPayNow' && status !== 'pending') {
    const w = thirdPartyWorld();
    const said = status === 'successful' || status === 'aml' ? 'successful' : 'expired';
    return reload(journey, status, guestPayNow({} as ApiClient, w.draft).settled(said, REF));
  }
  return undefined;
}

const JOURNEYS: [Journey, readonly Status[], PagePath[]][] = [
  ['policyholderCard', PAYMENT_STATES, PAYMENT_PAGES],
  ['policyholderPayNow', PAYMENT_STATES, PAYMENT_PAGES],
  ['arrangementGiro', ARRANGEMENT_STATES, GIRO_PAGES],
  ['arrangementCard', ARRANGEMENT_STATES, RECURRING_CARD_PAGES],
  ['payorCard', PAYMENT_STATES, PAYOR_PAGES],
  ['payorPayNow', PAYMENT_STATES, PAYOR_PAGES],
];

/** "submit (already settled) -> /a; reload on any page, PayNow watch -> /b": the ways in, by the page they reach. */
function byPage(ends: [string, string][], reloads: number): string {
  const ways = new Map<string, string[]>();
  for (const [way, end] of ends) ways.set(end, [...(ways.get(end) ?? []), way]);
  return [...ways]
    .map(([end, w]) => {
      const reloaded = w.filter((way) => way.startsWith('reload')).length;
      const named = reloads > 0 && reloaded === reloads ? ['reload on any page', ...w.slice(reloaded)] : w;
      return `${named.join(', ')} -> ${end}`;
    })
    .join('; ');
}

describe('the outcome table', () => {
  it('every way in reaches the same page for the same status (journey x status x way in)', async () => {
    const disagreements: string[] = [];
    for (const [journey, statuses, pages] of JOURNEYS) {
      for (const status of statuses) {
        const ends: [string, string][] = [];
        for (const start of pages) ends.push([`reload on ${start}`, await reload(journey, status, start)]);
        const stays = ends.every(([way, end]) => way === `reload on ${end}`);
        const submitted = await submitSettled(journey, status);
        if (submitted) ends.push(['submit (already settled)', submitted]);
        const watchedTo = await watched(journey, status);
        if (watchedTo) ends.push(['PayNow watch', watchedTo]);
        const agree = stays ? ends.length === pages.length : new Set(ends.map(([, end]) => end)).size === 1;
        const shown = stays ? `a reload stays; ${byPage(ends.slice(pages.length), 0)}` : byPage(ends, pages.length);
        if (!agree) disagreements.push(`${journey} ${status}: ${shown}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
