import { http, HttpResponse } from 'msw';
import { formatMoney } from '../src/core/shared/money';
import {
  CARD_BRANDS,
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_HEADER,
  PAYMENT_ERRORS,
  PAYMENT_PATHS,
  type CardBrand,
  type PaymentState,
  type PayNowInstruction,
  type PolicyDue,
} from '../src/core/api/payment.contract';
import { buildPayNowPayload, crc16, tlv } from '../src/core/shared/paynow-payload';
import {
  addDays,
  addMonths,
  compareDates,
  formatInstant,
  isoOf,
  sgCalendarDate,
  sgInstant,
} from '../src/core/shared/sg-date';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { gatewayClosedPage, gatewayPage } from './gateway-page';
import {
  GRACE_DAYS,
  INSURER,
  MULE_UEN,
  PAYNOW_TTL_MS,
  SEED_POLICIES,
  TEST_CARDS,
  type SeedPolicy,
} from './payment.seed';
import { RECEIPT_NOT_AVAILABLE } from './outbox';
import { outcomePage } from '../src/core/shared/outcomes';
import { withRef } from '../src/core/shared/routes';
import { receiptPdfReply, receiptStatus } from './receipt-pdf';
import { DAY_MS, LIMITS } from './rules';
import type { SandboxArea, SandboxContext } from './sandbox';
import type { Reply } from '../src/core/api/openapi';

export interface SandboxPayment {
  id: string;
  reference: string;
  customerId: string;
  key: string;
  /** The request body as sent, to tell a replay from a different payment under the same key. */
  request: string;
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
}

const invalid = (code: string, message: string) => errorEnvelope(400, code, message);

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** Months from one premium to the next. */
const MONTHS = { monthly: 1, quarterly: 3, 'half-yearly': 6, yearly: 12 } as const;

/** A payment as its receipt names it, in the email and the PDF (in English). */
const receiptFacts = (p: SandboxPayment) => ({
  status: receiptStatus(p.status === 'successful'),
  date: formatInstant(p.paidAt ?? p.createdAt, 'en-SG'),
  lines: p.lines.map((l) => ({ policy: `${l.productName} (${l.policyNumber})`, amount: formatMoney(l.amountCents) })),
  total: formatMoney(p.totalCents),
  method:
    p.method.kind === 'paynow'
      ? 'PayNow'
      : `${BRAND_NAMES[p.method.brand]} card${p.cardLast4 ? ` ending ${p.cardLast4}` : ''}`,
});

/**
 * The `paynow-mule` fault (docs/sandbox.md): a PayNow reply as a compromised relay would pass it on, paying a mule's
 * UEN with the insurer's name, the CRC recomputed and the reply's `uen` agreeing. Any other reply passes unchanged.
 */
export async function toMule(real: Response): Promise<Response> {
  const reply = (await real.json()) as { body?: { next?: { kind?: string; payload?: string; uen?: string } } };
  const next = reply.body?.next;
  if (next?.kind === 'paynow' && next.payload) {
    const body = next.payload.slice(0, -4).replace(tlv('02', INSURER.uen), tlv('02', MULE_UEN));
    next.payload = body + crc16(body);
    next.uen = MULE_UEN;
  }
  return HttpResponse.json(reply, { status: real.status });
}

/** A PayNow code paying the sandbox's insurer, as the server answers one (docs/api.md, "PayNow"). */
export function payNowCode(reference: string, amountCents: number, expiresAt: number): PayNowInstruction {
  return {
    kind: 'paynow',
    payload: buildPayNowPayload({
      proxy: { type: 'uen', value: INSURER.uen },
      amountCents,
      editable: false,
      expiry: sgCalendarDate(expiresAt),
      merchantName: INSURER.merchantName,
      reference,
    }),
    uen: INSURER.uen,
    merchantName: INSURER.merchantName,
    amountCents,
    reference,
    expiresAt: sgInstant(expiresAt),
  };
}

/** A PayNow payment as the bank's side (the tester's controls) reaches it, whichever area made it. */
export interface PayNowTransfer {
  reference: string;
  /** Its state now, on the sandbox's clock. */
  status(): string;
  /** The transfer arrived (only while pending). */
  pay(): void;
  /** The code expires now (only while pending). */
  expire(): void;
}

/** Finds another area's PayNow payment by its reference (the guest payor's). */
export type PayNowBook = (reference: unknown) => PayNowTransfer | undefined;

/**
 * A PayNow payment of either area as the bank's side reaches it: `current` is its state on the clock, `paid` settles
 * it.
 */
export function payNowTransfer<P extends { reference: string; status: string; expiresAt?: number }>(
  payment: P,
  current: (p: P) => P,
  paid: (p: P) => void,
  now: () => number,
): PayNowTransfer {
  return {
    reference: payment.reference,
    status: () => current(payment).status,
    pay: () => paid(payment),
    expire: () => {
      if (payment.status === 'pending') payment.expiresAt = now();
    },
  };
}

export function createPaymentArea(ctx: SandboxContext, otherPayNow: readonly PayNowBook[] = []): PaymentArea {
  const payments = new Map<string, SandboxPayment>();
  const byKey = new Map<string, SandboxPayment>();
  /** What successful (or AML-held) payments have covered, by policy number. */
  const paid = new Map<string, number>();
  let sequence = 0;

  const area: PaymentArea = {
    payments,
    stats: { createRequests: 0, replays: 0, duplicates: 0 },
    now: () => Date.now(),
    handlers: [],
    reset() {
      payments.clear();
      byKey.clear();
      paid.clear();
      sequence = 0;
      area.stats = { createRequests: 0, replays: 0, duplicates: 0 };
      area.now = () => Date.now();
    },
  };

  const dueOf = (customerId: string): PolicyDue[] => {
    const today = sgCalendarDate(area.now());
    return (SEED_POLICIES[customerId] ?? []).flatMap((seed: SeedPolicy) => {
      const left = seed.amountDueCents - (paid.get(seed.policyNumber) ?? 0);
      if (left <= 0) return [];
      const due = sgCalendarDate(area.now() + seed.dueInDays * DAY_MS);
      const overdue = compareDates(due, today) < 0;
      const item: PolicyDue = {
        policyNumber: seed.policyNumber,
        productName: seed.productName,
        kind: seed.kind,
        lifeAssured: seed.lifeAssured,
        frequency: seed.frequency,
        amountDueCents: left,
        dueDate: isoOf(due),
        overdue,
        amountFixed: seed.amountFixed,
      };
      if (overdue) item.coverUntil = isoOf(sgCalendarDate(area.now() + (seed.dueInDays + GRACE_DAYS) * DAY_MS));
      if (seed.recurring) item.recurring = seed.recurring;
      // The arrangement takes the premium on its due date; an overdue one it has already missed.
      if (seed.recurring && !overdue) item.nextDeductionDate = isoOf(due);
      return [item];
    });
  };

  /** PayNow codes expire on the server's clock, whether or not anyone asks. */
  const current = (payment: SandboxPayment): SandboxPayment => {
    if (payment.status === 'pending' && payment.expiresAt !== undefined && area.now() >= payment.expiresAt)
      payment.status = 'expired';
    return payment;
  };

  const settle = (
    payment: SandboxPayment,
    status: 'successful' | 'unsuccessful' | 'aml' | 'cancelled',
    reason?: string,
  ) => {
    payment.status = status;
    if (reason) payment.reason = reason;
    if (status === 'successful' || status === 'aml') {
      payment.paidAt = area.now();
      for (const line of payment.lines)
        paid.set(line.policyNumber, (paid.get(line.policyNumber) ?? 0) + line.amountCents);
      const facts = receiptFacts(payment);
      ctx.outbox.send(
        payment.customerId,
        payment.reference,
        `Your payment receipt ${payment.reference}`,
        [
          `${INSURER.merchantName}: ${facts.status}, ${facts.date}. Reference ${payment.reference}.`,
          ...facts.lines.map((l) => `${l.policy}: ${l.amount}`),
          `Total ${facts.total}, by ${facts.method}.`,
        ].join('\n'),
      );
    }
  };

  /** What happens next after a successful payment: when it shows in the records, each policy's state now. */
  const after = (p: SandboxPayment): Reply<'/rs/v1/payments/status'>['after'] => {
    if (p.status !== 'successful' || p.paidAt === undefined) return undefined;
    const seeds = SEED_POLICIES[p.customerId] ?? [];
    return {
      recordedBy: isoOf(addDays(sgCalendarDate(p.paidAt), 1)),
      policies: p.lines.map((l) => {
        const seed = seeds.find((s) => s.policyNumber === l.policyNumber);
        const upToDate = seed !== undefined && seed.amountDueCents - (paid.get(l.policyNumber) ?? 0) <= 0;
        const frequency = seed?.frequency;
        const due = seed ? sgCalendarDate(p.createdAt + seed.dueInDays * DAY_MS) : undefined;
        const next =
          due && seed?.kind === 'policy'
            ? upToDate && frequency
              ? addMonths(due, MONTHS[frequency])
              : due
            : undefined;
        return {
          policyNumber: l.policyNumber,
          upToDate,
          ...(next ? { nextDueDate: isoOf(next) } : {}),
          offerGiro: upToDate && p.overdue.includes(l.policyNumber) && seed?.kind === 'policy' && !seed.recurring,
        };
      }),
    };
  };

  const ownPayment = async (request: Request): Promise<SandboxPayment | Response> => {
    const customerId = ctx.customerOf(request);
    if (!customerId) return unauthorised();
    const body = (await request.json().catch(() => ({}))) as { reference?: unknown };
    const payment = [...payments.values()].find((p) => p.reference === body.reference && p.customerId === customerId);
    return payment
      ? current(payment)
      : errorEnvelope(404, PAYMENT_ERRORS.paymentNotFound, 'We could not find that payment.');
  };

  const receipt = (p: SandboxPayment): Reply<'/rs/v1/payments/status'> => {
    const sent = ctx.outbox.sentFor(p.reference);
    const next = after(p);
    return {
      reference: p.reference,
      status: p.status,
      method: p.method.kind,
      ...(p.method.kind === 'card' ? { cardBrand: p.method.brand } : {}),
      ...(p.cardLast4 ? { cardLast4: p.cardLast4 } : {}),
      payor: p.payor,
      lines: p.lines,
      totalCents: p.totalCents,
      createdAt: sgInstant(p.createdAt),
      ...(p.paidAt !== undefined ? { paidAt: sgInstant(p.paidAt) } : {}),
      ...(p.reason ? { reason: p.reason } : {}),
      ...(sent ? { receipt: sent } : {}),
      ...(next ? { after: next } : {}),
    };
  };

  const create = async (request: Request): Promise<Response> => {
    area.stats.createRequests += 1;
    const customerId = ctx.customerOf(request);
    if (!customerId) return unauthorised();
    const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
    if (!/^[\w-]{8,100}$/.test(key))
      return invalid(
        IDEMPOTENCY_ERRORS.required,
        'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
      );
    const text = await request.text();
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      return invalid(PAYMENT_ERRORS.requestInvalid, 'The request could not be read.');
    }
    const canonical = JSON.stringify(input);
    const existing = byKey.get(`${customerId}\n${key}`);
    if (existing) {
      if (existing.request !== canonical) {
        return errorEnvelope(
          409,
          IDEMPOTENCY_ERRORS.reused,
          'This payment key was already used for a different payment.',
        );
      }
      area.stats.replays += 1;
      return answer(existing);
    }
    // One premium, one payment (docs/api.md): a payment still open for one of these policies, or one that
    // paid what was due, is the answer to a second one, whatever its key.
    const first = firstFor(customerId, input);
    if (first) {
      area.stats.duplicates += 1;
      return answer(first);
    }
    const checked = checkRequest(input, dueOf(customerId));
    if ('error' in checked) return checked.error;

    sequence += 1;
    const now = area.now();
    const id = `P-${String(sequence).padStart(6, '0')}`;
    const d = sgCalendarDate(now);
    const reference = `PP${String(d.year).slice(2)}${String(d.month).padStart(2, '0')}${String(d.day).padStart(2, '0')}${String(sequence).padStart(4, '0')}`;
    const expiresAt = checked.method.kind === 'paynow' ? now + PAYNOW_TTL_MS : undefined;
    const reply: SandboxPayment['reply'] = {
      paymentId: id,
      reference,
      totalCents: checked.totalCents,
      next:
        expiresAt === undefined
          ? { kind: 'redirect', url: `${new URL(request.url).origin}/sandbox/gateway/${id}` }
          : payNowCode(reference, checked.totalCents, expiresAt),
    };
    const payment: SandboxPayment = {
      id,
      reference,
      customerId,
      key,
      request: canonical,
      lines: checked.lines,
      totalCents: checked.totalCents,
      method: checked.method,
      overdue: dueOf(customerId)
        .filter((d) => d.overdue && checked.lines.some((l) => l.policyNumber === d.policyNumber))
        .map((d) => d.policyNumber),
      payor: checked.payor,
      status: 'pending',
      createdAt: now,
      ...(expiresAt !== undefined ? { expiresAt } : {}),
      reply,
    };
    payments.set(id, payment);
    byKey.set(`${customerId}\n${key}`, payment);
    return answer(payment);
  };

  /** A payment's creation reply with its state now. */
  const answer = (payment: SandboxPayment) => envelope({ ...payment.reply, status: current(payment).status });

  /**
   * The customer's payment that a new request for these policies would duplicate: one still pending for any of
   * them, or, when a requested policy has nothing left due, the last one that paid it.
   */
  const firstFor = (customerId: string, input: unknown): SandboxPayment | undefined => {
    const lines = (input as { lines?: unknown } | null)?.lines;
    if (!Array.isArray(lines)) return undefined;
    const wanted = new Set(lines.map((l) => (l as { policyNumber?: unknown } | null)?.policyNumber));
    const mine = [...payments.values()].filter(
      (p) => p.customerId === customerId && p.lines.some((l) => wanted.has(l.policyNumber)),
    );
    const open = mine.find((p) => current(p).status === 'pending');
    if (open) return open;
    const due = new Set(dueOf(customerId).map((p) => p.policyNumber));
    const settled = [...wanted].some((n) => typeof n === 'string' && !due.has(n));
    return settled ? mine.filter((p) => p.status === 'successful' || p.status === 'aml').at(-1) : undefined;
  };

  /** The PayNow payment with the request's reference: the policyholder's here, or another area's (the guest's). */
  const transferOf = async (request: Request): Promise<PayNowTransfer | undefined> => {
    const { reference } = (await request.json().catch(() => ({}))) as { reference?: unknown };
    const own = [...payments.values()].find((p) => p.reference === reference && p.method.kind === 'paynow');
    if (!own) return otherPayNow.map((book) => book(reference)).find((t) => t !== undefined);
    return payNowTransfer(
      own,
      current,
      (p) => settle(p, 'successful'),
      () => area.now(),
    );
  };

  area.handlers = [
    http.post(`*${PAYMENT_PATHS.policiesDue}`, ({ request }) => {
      const customerId = ctx.customerOf(request);
      return customerId ? envelope({ policies: dueOf(customerId) }) : unauthorised();
    }),
    http.post(`*${PAYMENT_PATHS.payments}`, ({ request }) => create(request)),
    http.post(`*${PAYMENT_PATHS.paymentStatus}`, async ({ request }) => {
      const found = await ownPayment(request);
      return found instanceof Response ? found : envelope(receipt(found));
    }),
    http.post(`*${PAYMENT_PATHS.sendReceipt}`, async ({ request }) => {
      const found = await ownPayment(request);
      return found instanceof Response ? found : ctx.outbox.resend(found.reference);
    }),
    http.get(`*${PAYMENT_PATHS.receiptPdf}`, async ({ request }) => {
      const customerId = ctx.customerOf(request);
      if (!customerId) return unauthorised();
      const reference = new URL(request.url).searchParams.get('reference');
      const p = [...payments.values()].find((x) => x.reference === reference && x.customerId === customerId);
      if (!p) return errorEnvelope(404, PAYMENT_ERRORS.paymentNotFound, 'We could not find that payment.');
      if (p.status !== 'successful' && p.status !== 'aml')
        return errorEnvelope(400, RECEIPT_NOT_AVAILABLE, 'This payment has no receipt.');
      return receiptPdfReply(
        { insurer: { name: INSURER.merchantName, uen: INSURER.uen }, reference: p.reference, ...receiptFacts(p) },
        new Date(p.paidAt ?? p.createdAt),
      );
    }),
    http.post(`*${PAYMENT_PATHS.payNowStatus}`, async ({ request }) => {
      const found = await ownPayment(request);
      if (found instanceof Response) return found;
      if (found.method.kind !== 'paynow')
        return errorEnvelope(404, PAYMENT_ERRORS.paymentNotFound, 'That is not a PayNow payment.');
      const status = found.status === 'successful' ? 'paid' : found.status === 'expired' ? 'expired' : 'pending';
      // Seconds left on the sandbox's clock: the portal counts down from them, whatever the device's clock says.
      const expiresInSeconds = Math.max(0, Math.ceil((found.expiresAt! - area.now()) / 1000));
      return envelope({ status, expiresAt: sgInstant(found.expiresAt!), expiresInSeconds });
    }),

    // The card gateway's hosted page.
    http.get('*/sandbox/gateway/:paymentId', ({ params }) => {
      const payment = payments.get(String(params.paymentId));
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
      const payment = payments.get(String(params.paymentId));
      if (!payment || payment.method.kind !== 'card') return HttpResponse.html(gatewayClosedPage(), { status: 404 });
      const form = new URLSearchParams(await request.text());
      if (payment.status === 'pending') {
        if (form.get('action') === 'cancel') settle(payment, 'cancelled');
        else {
          const card = (form.get('cardNumber') ?? '').replace(/\D/g, '');
          const outcome = TEST_CARDS[card as keyof typeof TEST_CARDS] ?? 'unsuccessful';
          if (outcome !== 'unsuccessful') payment.cardLast4 = card.slice(-4);
          settle(payment, outcome, outcome === 'unsuccessful' ? 'The card issuer declined the payment.' : undefined);
        }
      }
      // The card number never travels further than this handler: the redirect carries the reference only.
      return new HttpResponse(null, { status: 303, headers: { Location: outcomePath(payment) } });
    }),

    // PayNow controls for testers: the bank's side of the transfer, for the policyholder's and the guest's payments.
    http.post('*/sandbox/paynow/:action', async ({ params, request }) => {
      const action = params.action;
      if (action !== 'pay' && action !== 'expire') return undefined;
      const transfer = await transferOf(request);
      if (!transfer) return HttpResponse.json({ error: 'no PayNow payment with that reference' }, { status: 404 });
      if (action === 'pay' && transfer.status() !== 'pending')
        return HttpResponse.json({ error: `the payment is ${transfer.status()}` }, { status: 409 });
      transfer[action]();
      return HttpResponse.json({ reference: transfer.reference, status: transfer.status() });
    }),
    http.get('*/sandbox/payments', () =>
      HttpResponse.json({
        stats: area.stats,
        payments: [...payments.values()].map((p) => ({
          id: p.id,
          reference: p.reference,
          customerId: p.customerId,
          status: current(p).status,
          totalCents: p.totalCents,
          method: p.method.kind,
        })),
      }),
    ),
  ];
  return area;
}

/** The portal's outcome page for a card payment the gateway has answered. */
function outcomePath(payment: SandboxPayment): string {
  return withRef(outcomePage('policyholderCard', payment.status)!, payment.reference);
}

type Checked =
  | { error: Response }
  | {
      lines: SandboxPayment['lines'];
      totalCents: number;
      method: SandboxPayment['method'];
      payor: SandboxPayment['payor'];
    };

/** The server's own checks: never trust the portal's. */
function checkRequest(input: unknown, due: PolicyDue[]): Checked {
  const bad = (code: string, message: string) => ({ error: invalid(code, message) });
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const lines = body.lines;
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > 20)
    return bad(PAYMENT_ERRORS.requestInvalid, 'Choose at least one policy.');
  const out: SandboxPayment['lines'] = [];
  for (const raw of lines as Record<string, unknown>[]) {
    const policy = due.find((p) => p.policyNumber === raw?.policyNumber);
    if (!policy || out.some((l) => l.policyNumber === policy.policyNumber))
      return bad(PAYMENT_ERRORS.policyNotPayable, 'This policy has no premium due.');
    const amount = raw.amountCents;
    const fits =
      typeof amount === 'number' &&
      Number.isSafeInteger(amount) &&
      amount >= Math.min(LIMITS.minimumCents, policy.amountDueCents) &&
      amount <= policy.amountDueCents;
    if (!fits || (policy.amountFixed && amount !== policy.amountDueCents))
      return bad(PAYMENT_ERRORS.amountInvalid, 'The amount is not valid for this policy.');
    out.push({ policyNumber: policy.policyNumber, productName: policy.productName, amountCents: amount });
  }
  const totalCents = out.reduce((a, l) => a + l.amountCents, 0);
  const m = (body.method ?? {}) as Record<string, unknown>;
  let method: SandboxPayment['method'];
  if (m.kind === 'paynow') method = { kind: 'paynow' };
  else if (m.kind === 'card' && CARD_BRANDS.includes(m.brand as CardBrand))
    method = { kind: 'card', brand: m.brand as CardBrand };
  else return bad(PAYMENT_ERRORS.requestInvalid, 'Choose card or PayNow.');
  if (totalCents > (method.kind === 'paynow' ? LIMITS.payNowCents : LIMITS.cardCents)) {
    return bad(PAYMENT_ERRORS.limitExceeded, 'The total is above the limit for this payment method.');
  }
  const p = (body.payor ?? {}) as Record<string, unknown>;
  if (p.kind === 'policyholder') return { lines: out, totalCents, method, payor: 'policyholder' };
  if (p.kind === 'third-party' && typeof p.declarationId === 'string' && p.declarationId)
    return { lines: out, totalCents, method, payor: 'third-party' };
  return bad(PAYMENT_ERRORS.requestInvalid, 'Say who is paying.');
}
