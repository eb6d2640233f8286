import { http, HttpResponse, type HttpHandler } from 'msw';
import { formatMoney } from '../src/core/shared/money';
import {
  PAYMENT_ERRORS,
  PAYMENT_PATHS,
  type CardBrand,
  type PaymentState,
  type PolicyDue,
} from '../src/core/api/payment.contract';
import { sgInstant } from '../src/core/shared/sg-date';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { gatewayClosedPage, gatewayPage } from './gateway-page';
import { INSURER, TEST_CARDS } from './payment.seed';
import { BRAND_NAMES, PaymentLedger, receiptFacts } from './payment.ledger';
import type { PayNowBook } from './paynow';
import { RECEIPT_NOT_AVAILABLE } from './outbox';
import { outcomePage } from '../src/core/shared/outcomes';
import { withRef } from '../src/core/shared/paths';
import { receiptPdfReply } from './receipt-pdf';
import type { SandboxArea, SandboxContext } from './sandbox';
import type { Reply } from '../src/core/api/openapi';

export interface SandboxPayment {
  id: string;
  reference: string;
  customerId: string;
  lines: { policyNumber: string; productName: string; amountCents: number }[];
  totalCents: number;
  method: { kind: 'card'; brand: CardBrand } | { kind: 'paynow' };
  /** The card's last four digits, once the gateway took it. */
  cardLast4?: string;
  /** The policies whose premium was overdue when the payment was made: GIRO is offered for them once paid. */
  overdue: string[];
  payor: 'policyholder' | 'third-party';
  status: PaymentState;
  createdAt: number;
  paidAt?: number;
  expiresAt?: number;
  reason?: string;
  reply: Omit<Reply<'/rs/v1/payments'>, 'status'>;
}

/** The sandbox's payment calls, the card gateway's page and the PayNow controls (docs/sandbox.md). */
export interface PaymentArea extends SandboxArea {
  payments: Map<string, SandboxPayment>;
  /**
   * Every POST /payments that reached the handler, how many replayed an existing payment (same key), and how
   * many were answered with a payment already open or paid for the same policy instalment (another key).
   */
  stats: { createRequests: number; replays: number; duplicates: number };
  /** The sandbox's clock; tests replace it. */
  now: () => number;
  /** What the customer has due now, after the payments made: the recurring area reads it too. */
  dueOf: (customerId: string) => PolicyDue[];
}

export function createPaymentArea(ctx: SandboxContext, otherPayNow: readonly PayNowBook[] = []): PaymentArea {
  const area: PaymentArea = {
    payments: new Map(),
    stats: { createRequests: 0, replays: 0, duplicates: 0 },
    now: () => Date.now(),
    dueOf: (customerId) => ledger.dueOf(customerId),
    handlers: [],
    reset() {
      area.payments.clear();
      ledger.reset();
      area.stats = { createRequests: 0, replays: 0, duplicates: 0 };
      area.now = () => Date.now();
    },
  };
  const ledger = new PaymentLedger(ctx, area, otherPayNow);
  area.handlers = [...apiHandlers(ctx, area, ledger), ...pageHandlers(area, ledger)];
  return area;
}

/** The payment calls of docs/openapi.yaml. */
function apiHandlers(ctx: SandboxContext, area: PaymentArea, ledger: PaymentLedger): HttpHandler[] {
  return [
    http.post(`*${PAYMENT_PATHS.policiesDue}`, ({ request }) => {
      const customerId = ctx.customerOf(request);
      return customerId ? envelope({ policies: ledger.dueOf(customerId) }) : unauthorised();
    }),
    http.post(`*${PAYMENT_PATHS.recentPayments}`, ({ request }) => {
      const customerId = ctx.customerOf(request);
      return customerId ? envelope({ payments: ledger.recentOf(customerId) }) : unauthorised();
    }),
    http.post(`*${PAYMENT_PATHS.payments}`, ({ request }) => ledger.create(request)),
    http.post(`*${PAYMENT_PATHS.paymentStatus}`, async ({ request }) => {
      const found = await ledger.ownPayment(request);
      return found instanceof Response ? found : envelope(ledger.receipt(found));
    }),
    http.post(`*${PAYMENT_PATHS.sendReceipt}`, async ({ request }) => {
      const found = await ledger.ownPayment(request);
      return found instanceof Response ? found : ctx.outbox.resend(found.reference);
    }),
    http.get(`*${PAYMENT_PATHS.receiptPdf}`, async ({ request }) => {
      const customerId = ctx.customerOf(request);
      if (!customerId) return unauthorised();
      const reference = new URL(request.url).searchParams.get('reference');
      const p = [...area.payments.values()].find((x) => x.reference === reference && x.customerId === customerId);
      if (!p) return errorEnvelope(404, PAYMENT_ERRORS.paymentNotFound, 'We could not find that payment.');
      if (p.status !== 'successful' && p.status !== 'aml')
        return errorEnvelope(400, RECEIPT_NOT_AVAILABLE, 'This payment has no receipt.');
      return receiptPdfReply(
        { insurer: { name: INSURER.merchantName, uen: INSURER.uen }, reference: p.reference, ...receiptFacts(p) },
        new Date(p.paidAt ?? p.createdAt),
      );
    }),
    http.post(`*${PAYMENT_PATHS.payNowStatus}`, async ({ request }) => {
      const found = await ledger.ownPayment(request);
      if (found instanceof Response) return found;
      if (found.method.kind !== 'paynow')
        return errorEnvelope(404, PAYMENT_ERRORS.paymentNotFound, 'That is not a PayNow payment.');
      // Its own status, `paid` for successful: a held, declined or cancelled payment is settled too, not pending.
      const status = found.status === 'successful' ? 'paid' : found.status;
      // Seconds left on the sandbox's clock: the portal counts down from them, whatever the device's clock says.
      const expiresInSeconds = Math.max(0, Math.ceil((found.expiresAt! - area.now()) / 1000));
      const receiptTo = ctx.outbox.destinationOf(found.customerId);
      return envelope({
        status,
        expiresAt: sgInstant(found.expiresAt!),
        expiresInSeconds,
        ...(receiptTo ? { receiptTo } : {}),
      });
    }),
  ];
}

/** The card gateway's hosted page and the testers' PayNow controls (docs/sandbox.md). */
function pageHandlers(area: PaymentArea, ledger: PaymentLedger): HttpHandler[] {
  return [
    http.get('*/sandbox/gateway/:paymentId', ({ params }) => {
      const payment = area.payments.get(String(params.paymentId));
      if (!payment || payment.method.kind !== 'card') return HttpResponse.html(gatewayClosedPage(), { status: 404 });
      // Answered already: Back from the outcome page lands here, an ordinary page that leads to the outcome.
      if (payment.status !== 'pending') return HttpResponse.html(gatewayClosedPage(outcomePath(payment)));
      return HttpResponse.html(
        gatewayPage({
          paymentId: payment.id,
          merchantName: INSURER.merchantName,
          amount: formatMoney(payment.totalCents),
          reference: payment.reference,
          brand: BRAND_NAMES[payment.method.brand],
        }),
      );
    }),
    http.post('*/sandbox/gateway/:paymentId', async ({ params, request }) => {
      const payment = area.payments.get(String(params.paymentId));
      if (!payment || payment.method.kind !== 'card') return HttpResponse.html(gatewayClosedPage(), { status: 404 });
      const form = new URLSearchParams(await request.text());
      if (payment.status === 'pending') {
        if (form.get('action') === 'cancel') ledger.settle(payment, 'cancelled');
        else {
          const card = (form.get('cardNumber') ?? '').replace(/\D/g, '');
          const outcome = TEST_CARDS[card as keyof typeof TEST_CARDS] ?? 'unsuccessful';
          if (outcome !== 'unsuccessful') payment.cardLast4 = card.slice(-4);
          ledger.settle(
            payment,
            outcome,
            outcome === 'unsuccessful' ? 'The card issuer declined the payment.' : undefined,
          );
        }
      }
      // The card number never travels further than this handler: the redirect carries the reference only.
      return new HttpResponse(null, { status: 303, headers: { Location: outcomePath(payment) } });
    }),

    // PayNow controls for testers: the bank's side of the transfer, for the policyholder's and the guest's area.payments.
    http.post('*/sandbox/paynow/:action', async ({ params, request }) => {
      const action = params.action;
      if (action !== 'pay' && action !== 'expire') return undefined;
      const transfer = await ledger.transferOf(request);
      if (!transfer) return HttpResponse.json({ error: 'no PayNow payment with that reference' }, { status: 404 });
      if (action === 'pay' && transfer.status() !== 'pending')
        return HttpResponse.json({ error: `the payment is ${transfer.status()}` }, { status: 409 });
      transfer[action]();
      return HttpResponse.json({ reference: transfer.reference, status: transfer.status() });
    }),
    http.get('*/sandbox/payments', () =>
      HttpResponse.json({
        stats: area.stats,
        payments: [...area.payments.values()].map((p) => ({
          id: p.id,
          reference: p.reference,
          customerId: p.customerId,
          status: ledger.current(p).status,
          totalCents: p.totalCents,
          method: p.method.kind,
        })),
      }),
    ),
  ];
}

/** The portal's outcome page for a card payment the gateway has answered. */
function outcomePath(payment: SandboxPayment): string {
  return withRef(outcomePage('policyholderCard', payment.status)!, payment.reference);
}
