import { formatMoney } from '../src/core/shared/money';
import { contactOf } from './outbox';
import { PAYMENT_ERRORS, type PolicyDue } from '../src/core/api/payment.contract';
import type { Reply } from '../src/core/api/openapi';
import {
  addDays,
  addMonths,
  compareDates,
  formatInstant,
  isoOf,
  sgCalendarDate,
  sgInstant,
} from '../src/core/shared/sg-date';
import type { CardBrand } from '../src/core/api/payment.contract';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { IdempotencyBook } from './idempotency';
import { GRACE_DAYS, INSURER, PAYNOW_TTL_MS, SEED_POLICIES, type SeedPolicy } from './payment.seed';
import type { PaymentArea, SandboxPayment } from './payment.area';
import { checkRequest, invalid } from './payment.request';
import { payNowCode, payNowTransfer, type PayNowBook, type PayNowTransfer } from './paynow';
import { receiptStatus } from './receipt-pdf';
import { DAY_MS, MONTHS_BY_FREQUENCY } from './rules';
import type { SandboxContext } from './sandbox';

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** A payment as its receipt names it, in the email and the PDF (in English). */
export const receiptFacts = (p: SandboxPayment) => ({
  status: receiptStatus(p.status === 'successful'),
  date: formatInstant(p.paidAt ?? p.createdAt, 'en-SG'),
  lines: p.lines.map((l) => ({ policy: `${l.productName} (${l.policyNumber})`, amount: formatMoney(l.amountCents) })),
  total: formatMoney(p.totalCents),
  method: methodFact(p.method, p.cardLast4),
});

/** "PayNow", or "Visa card ending 1111": how a receipt names the way it was paid. */
export function methodFact(method: { kind: 'paynow' } | { kind: 'card'; brand: CardBrand }, cardLast4?: string) {
  if (method.kind === 'paynow') return 'PayNow';
  return `${BRAND_NAMES[method.brand]} card${cardLast4 ? ` ending ${cardLast4}` : ''}`;
}

/** The receipt's email, the policyholder's and the payor's alike. */
export function receiptMessage(reference: string, facts: ReturnType<typeof receiptFacts>): [string, string] {
  return [
    `Your payment receipt ${reference}`,
    [
      `${INSURER.merchantName}: ${facts.status}, ${facts.date}. Reference ${reference}.`,
      ...facts.lines.map((l) => `${l.policy}: ${l.amount}`),
      `Total ${facts.total}, by ${facts.method}.`,
    ].join('\n'),
  ];
}

/** The day a payment shows in the policy records: the next. */
export const recordedBy = (paidAt: number) => isoOf(addDays(sgCalendarDate(paidAt), 1));

/** How far back the recent payments go. */
const RECENT_DAYS = 30;

/** The payment area's books: what is due, the payments and their outcomes, on the area's clock. */
export class PaymentLedger {
  /** What successful (or AML-held) payments have covered, by policy number. */
  private readonly paid = new Map<string, number>();
  private sequence = 0;
  private readonly idempotency = new IdempotencyBook<SandboxPayment>(
    (existing) => this.answer(existing),
    () => invalid(PAYMENT_ERRORS.requestInvalid, 'The request could not be read.'),
    () => this.area.stats,
  );

  constructor(
    private readonly ctx: SandboxContext,
    private readonly area: PaymentArea,
    private readonly otherPayNow: readonly PayNowBook[],
  ) {}

  reset(): void {
    this.idempotency.reset();
    this.paid.clear();
    this.sequence = 0;
  }

  dueOf(customerId: string): PolicyDue[] {
    const today = sgCalendarDate(this.area.now());
    return (SEED_POLICIES[customerId] ?? []).flatMap((seed: SeedPolicy) => {
      const left = seed.amountDueCents - (this.paid.get(seed.policyNumber) ?? 0);
      if (left <= 0) return [];
      const due = sgCalendarDate(this.area.now() + seed.dueInDays * DAY_MS);
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
      if (overdue) item.coverUntil = isoOf(sgCalendarDate(this.area.now() + (seed.dueInDays + GRACE_DAYS) * DAY_MS));
      if (seed.recurring) item.recurring = seed.recurring;
      // The arrangement takes the premium on its due date; an overdue one it has already missed.
      if (seed.recurring && !overdue) item.nextDeductionDate = isoOf(due);
      return [item];
    });
  }

  /** PayNow codes expire on the server's clock, whether or not anyone asks. */
  current(payment: SandboxPayment): SandboxPayment {
    if (payment.status === 'pending' && payment.expiresAt !== undefined && this.area.now() >= payment.expiresAt)
      payment.status = 'expired';
    return payment;
  }

  settle(payment: SandboxPayment, status: 'successful' | 'unsuccessful' | 'aml' | 'cancelled', reason?: string) {
    payment.status = status;
    if (reason) payment.reason = reason;
    if (status === 'successful' || status === 'aml') {
      payment.paidAt = this.area.now();
      for (const line of payment.lines)
        this.paid.set(line.policyNumber, (this.paid.get(line.policyNumber) ?? 0) + line.amountCents);
      this.ctx.outbox.send(
        contactOf(payment.customerId),
        payment.reference,
        ...receiptMessage(payment.reference, receiptFacts(payment)),
      );
    }
  }

  /** What happens next after a successful payment: when it shows in the records, each policy's state now. */
  after(p: SandboxPayment): Reply<'/rs/v1/payments/status'>['after'] {
    if (p.status !== 'successful' || p.paidAt === undefined) return undefined;
    const seeds = SEED_POLICIES[p.customerId] ?? [];
    return {
      recordedBy: recordedBy(p.paidAt),
      policies: p.lines.map((l) => {
        const seed = seeds.find((s) => s.policyNumber === l.policyNumber);
        const upToDate = seed !== undefined && seed.amountDueCents - (this.paid.get(l.policyNumber) ?? 0) <= 0;
        const frequency = seed?.frequency;
        const due = seed ? sgCalendarDate(p.createdAt + seed.dueInDays * DAY_MS) : undefined;
        const next =
          due && seed?.kind === 'policy'
            ? upToDate && frequency
              ? addMonths(due, MONTHS_BY_FREQUENCY[frequency])
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
  }

  /**
   * The customer's payments of the last 30 days that count, newest first: paid, held, or a PayNow code still
   * waiting (docs/api.md, "Recent payments"). Masked as the receipt is: the card's brand and last four digits.
   */
  recentOf(customerId: string): Reply<'/rs/v1/payments/recent'>['payments'] {
    const since = this.area.now() - RECENT_DAYS * DAY_MS;
    return [...this.area.payments.values()]
      .filter((p) => p.customerId === customerId && p.createdAt >= since)
      .map((p) => this.current(p))
      .filter((p) => p.status === 'successful' || p.status === 'aml' || (p.status === 'pending' && p.expiresAt))
      .sort((a, b) => (b.paidAt ?? b.createdAt) - (a.paidAt ?? a.createdAt))
      .slice(0, 50)
      .map((p) => ({
        reference: p.reference,
        status: p.status as 'pending' | 'successful' | 'aml',
        method: p.method.kind,
        ...(p.method.kind === 'card' ? { cardBrand: p.method.brand } : {}),
        ...(p.cardLast4 ? { cardLast4: p.cardLast4 } : {}),
        lines: p.lines,
        totalCents: p.totalCents,
        createdAt: sgInstant(p.createdAt),
        ...(p.paidAt !== undefined ? { paidAt: sgInstant(p.paidAt) } : {}),
      }));
  }

  async ownPayment(request: Request): Promise<SandboxPayment | Response> {
    const customerId = this.ctx.customerOf(request);
    if (!customerId) return unauthorised();
    const body = (await request.json().catch(() => ({}))) as { reference?: unknown };
    const payment = [...this.area.payments.values()].find(
      (p) => p.reference === body.reference && p.customerId === customerId,
    );
    return payment
      ? this.current(payment)
      : errorEnvelope(404, PAYMENT_ERRORS.paymentNotFound, 'We could not find that payment.');
  }

  receipt(p: SandboxPayment): Reply<'/rs/v1/payments/status'> {
    const sent = this.ctx.outbox.sentFor(p.reference);
    const next = this.after(p);
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
  }

  async create(request: Request): Promise<Response> {
    this.area.stats.createRequests += 1;
    const customerId = this.ctx.customerOf(request);
    if (!customerId) return unauthorised();
    const claim = await this.idempotency.claim(request, customerId);
    if ('answer' in claim) return claim.answer;
    const input = claim.body;
    // One premium, one payment (docs/api.md): a payment still open for one of these policies, or one that
    // paid what was due, is the answer to a second one, whatever its key.
    const first = this.firstFor(customerId, input);
    if (first) {
      this.area.stats.duplicates += 1;
      return this.answer(first);
    }
    const checked = checkRequest(input, this.dueOf(customerId));
    if ('error' in checked) return checked.error;

    this.sequence += 1;
    const now = this.area.now();
    const id = `P-${String(this.sequence).padStart(6, '0')}`;
    const d = sgCalendarDate(now);
    const reference = `PP${String(d.year).slice(2)}${String(d.month).padStart(2, '0')}${String(d.day).padStart(2, '0')}${String(this.sequence).padStart(4, '0')}`;
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
      lines: checked.lines,
      totalCents: checked.totalCents,
      method: checked.method,
      overdue: this.dueOf(customerId)
        .filter((d) => d.overdue && checked.lines.some((l) => l.policyNumber === d.policyNumber))
        .map((d) => d.policyNumber),
      payor: checked.payor,
      status: 'pending',
      createdAt: now,
      ...(expiresAt !== undefined ? { expiresAt } : {}),
      reply,
    };
    this.area.payments.set(id, payment);
    claim.keep(payment);
    return this.answer(payment);
  }

  /** A payment's creation reply with its state now. */
  answer(payment: SandboxPayment) {
    return envelope({ ...payment.reply, status: this.current(payment).status });
  }

  /**
   * The customer's payment that a new request for these policies would duplicate: one still pending for any of
   * them, or, when a requested policy has nothing left due, the last one that paid it.
   */
  firstFor(customerId: string, input: unknown): SandboxPayment | undefined {
    const lines = (input as { lines?: unknown } | null)?.lines;
    if (!Array.isArray(lines)) return undefined;
    const wanted = new Set(lines.map((l) => (l as { policyNumber?: unknown } | null)?.policyNumber));
    const mine = [...this.area.payments.values()].filter(
      (p) => p.customerId === customerId && p.lines.some((l) => wanted.has(l.policyNumber)),
    );
    const open = mine.find((p) => this.current(p).status === 'pending');
    if (open) return open;
    const due = new Set(this.dueOf(customerId).map((p) => p.policyNumber));
    const settled = [...wanted].some((n) => typeof n === 'string' && !due.has(n));
    return settled ? mine.filter((p) => p.status === 'successful' || p.status === 'aml').at(-1) : undefined;
  }

  /** The PayNow payment with the request's reference: the policyholder's here, or another area's (the guest's). */
  async transferOf(request: Request): Promise<PayNowTransfer | undefined> {
    const { reference } = (await request.json().catch(() => ({}))) as { reference?: unknown };
    const own = [...this.area.payments.values()].find((p) => p.reference === reference && p.method.kind === 'paynow');
    if (!own) return this.otherPayNow.map((book) => book(reference)).find((t) => t !== undefined);
    return payNowTransfer(
      own,
      (p) => this.current(p),
      (p) => this.settle(p, 'successful'),
      () => this.area.now(),
    );
  }
}
