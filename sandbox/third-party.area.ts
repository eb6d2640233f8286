import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Reply } from '../src/core/api/openapi';
import { outcomePage } from '../src/core/shared/outcomes';
import { withRef } from '../src/core/shared/paths';
import type { CardBrand } from '../src/core/api/payment.contract';
import { THIRD_PARTY_PATHS, type GuestPaymentState } from '../src/core/api/third-party.contract';
import { formatMoney } from '../src/core/shared/money';
import { FailureLimiter } from './failure-limiter';
import type { Contact } from './outbox';
import { gatewayClosedPage, gatewayPage } from './gateway-page';
import { BRAND_NAMES } from './payment.ledger';
import { INSURER, TEST_CARDS } from './payment.seed';
import { payNowTransfer, type PayNowBook } from './paynow';
import type { SandboxArea, SandboxContext } from './sandbox';
import { FIND_CLIENT_LIMIT, FIND_IDENTITY_LIMIT, FIND_POLICY_LIMIT } from './third-party.seed';
import { ThirdPartyDeclarations } from './third-party.declarations';
import { ThirdPartyPayments } from './third-party.payments';

/** A guest token's scope: one policy, for a limited time. Its ctx.sessions entry is `guest:<policy>`. */
export interface Guest {
  customerId: string;
  policyNumber: string;
  expiresAt: number;
}

export interface SandboxDeclaration {
  id: string;
  /** The customer id, or the guest token, that made it: only its maker may use it. */
  owner: string;
  policyNumbers: string[];
  amountCents: number;
  payorName: string;
  /** Kept masked: the sandbox, like the real server, has no reason to echo identity values. */
  idNumberMasked: string;
  /** Where the payor's receipt goes: the email address they declared (a real server may fall back to the mobile). */
  contact: Contact;
  sourceOfFunds?: { source: string; sourceOther?: string; sourceOfWealth?: { source: string; description?: string } };
}

export interface GuestPayment {
  id: string;
  reference: string;
  guestToken: string;
  declarationId: string;
  policyNumber: string;
  amountCents: number;
  method: { kind: 'card'; brand: CardBrand } | { kind: 'paynow' };
  cardLast4?: string;
  payorName: string;
  contact: Contact;
  status: GuestPaymentState;
  createdAt: number;
  paidAt?: number;
  /** A PayNow code's end, on the sandbox's clock. */
  expiresAt?: number;
  reason?: string;
  reply: Reply<'/rs/v1/third-party/payments'>;
}

/** The sandbox's third-party payor calls and their gateway page (docs/sandbox.md). */
export interface ThirdPartyArea extends SandboxArea {
  guests: Map<string, Guest>;
  declarations: Map<string, SandboxDeclaration>;
  payments: Map<string, GuestPayment>;
  /** Every screening the sandbox ran, by outcome: tests count them. */
  screenings: { cleared: number; held: number; unavailable: number };
  /** The find call's lock-out counters (docs/api.md, "Lock-outs"), for tests. */
  limits: { identity: FailureLimiter; policy: FailureLimiter; client: FailureLimiter };
  /** The sandbox's clock (`POST /sandbox/clock` moves it); a test may replace it. */
  now: () => number;
  /** The guest PayNow payments the bank's side controls reach (`/sandbox/paynow/pay`, `…/expire`). */
  payNow: PayNowBook;
}

export function createThirdPartyArea(ctx: SandboxContext): ThirdPartyArea {
  const clock = () => ctx.now?.() ?? Date.now();
  const now = () => area.now();
  const limits = {
    identity: new FailureLimiter(FIND_IDENTITY_LIMIT, now),
    policy: new FailureLimiter(FIND_POLICY_LIMIT, now),
    client: new FailureLimiter(FIND_CLIENT_LIMIT, now),
  };

  const area: ThirdPartyArea = {
    guests: new Map(),
    declarations: new Map(),
    payments: new Map(),
    screenings: { cleared: 0, held: 0, unavailable: 0 },
    limits,
    now: clock,
    payNow: (reference) => {
      const p = [...area.payments.values()].find((x) => x.reference === reference && x.method.kind === 'paynow');
      return (
        p &&
        payNowTransfer(
          p,
          (x) => payments.current(x),
          (x) => payments.settle(x, 'successful'),
          () => area.now(),
        )
      );
    },
    handlers: [],
    reset() {
      area.guests.clear();
      area.declarations.clear();
      area.payments.clear();
      declarations.reset();
      payments.reset();
      area.screenings = { cleared: 0, held: 0, unavailable: 0 };
      area.now = clock;
      for (const limiter of Object.values(limits)) limiter.reset();
    },
  };
  const declarations = new ThirdPartyDeclarations(ctx, area);
  const payments = new ThirdPartyPayments(ctx, area, declarations);
  area.handlers = [
    http.post(`*${THIRD_PARTY_PATHS.findPolicy}`, ({ request }) => declarations.findPolicy(request)),
    http.post(`*${THIRD_PARTY_PATHS.sourceOfFunds}`, ({ request }) => declarations.sourceOfFunds(request)),
    http.post(`*${THIRD_PARTY_PATHS.declarations}`, ({ request }) => declarations.declare(request)),
    http.post(`*${THIRD_PARTY_PATHS.paymentStatus}`, ({ request }) => payments.status(request)),
    http.post(`*${THIRD_PARTY_PATHS.payments}`, ({ request }) => payments.pay(request)),
    http.post(`*${THIRD_PARTY_PATHS.sendReceipt}`, ({ request }) => payments.sendReceipt(request)),
    http.get(`*${THIRD_PARTY_PATHS.receiptPdf}`, ({ request }) => payments.receiptPdf(request)),
    ...declarations.myinfo.handlers,
    ...gatewayHandlers(area, payments),
  ];
  return area;
}

/** The card gateway's hosted page for guest payments: the payment area's page, posting back here. */
function gatewayHandlers(area: ThirdPartyArea, payments: ThirdPartyPayments): HttpHandler[] {
  return [
    http.get('*/sandbox/third-party-gateway/:paymentId', ({ params }) => {
      const payment = area.payments.get(String(params.paymentId));
      if (!payment || payment.status !== 'pending' || payment.method.kind !== 'card')
        return HttpResponse.html(gatewayClosedPage(), { status: 404 });
      const page = gatewayPage({
        paymentId: payment.id,
        merchantName: INSURER.merchantName,
        amount: formatMoney(payment.amountCents),
        reference: payment.reference,
        brand: BRAND_NAMES[payment.method.brand],
      });
      return HttpResponse.html(page.replaceAll('/sandbox/gateway/', '/sandbox/third-party-gateway/'));
    }),
    http.post('*/sandbox/third-party-gateway/:paymentId', async ({ params, request }) => {
      const payment = area.payments.get(String(params.paymentId));
      if (!payment || payment.method.kind !== 'card') return HttpResponse.html(gatewayClosedPage(), { status: 404 });
      const form = new URLSearchParams(await request.text());
      if (payment.status === 'pending') {
        if (form.get('action') === 'cancel') payments.settle(payment, 'cancelled');
        else {
          const card = (form.get('cardNumber') ?? '').replace(/\D/g, '');
          const outcome = TEST_CARDS[card as keyof typeof TEST_CARDS] ?? 'unsuccessful';
          if (outcome !== 'unsuccessful') payment.cardLast4 = card.slice(-4);
          payments.settle(payment, outcome);
        }
      }
      // Only the reference travels back: the outcome page asks the server what happened.
      return new HttpResponse(null, {
        status: 303,
        headers: { Location: withRef(outcomePage('payorCard', payment.status)!, payment.reference) },
      });
    }),
  ];
}
