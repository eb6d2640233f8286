import { CARD_BRANDS, type CardBrand } from '../src/core/api/payment.contract';
import { THIRD_PARTY_ERRORS, type GuestPaymentStatus } from '../src/core/api/third-party.contract';
import { formatMoney } from '../src/core/shared/money';
import { formatInstant, sgCalendarDate, sgInstant } from '../src/core/shared/sg-date';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { IdempotencyBook } from './idempotency';
import { methodFact, receiptMessage, recordedBy } from './payment.ledger';
import { INSURER, PAYNOW_TTL_MS } from './payment.seed';
import { payNowCode } from './paynow';
import { receiptPdfReply, receiptStatus } from './receipt-pdf';
import { LIMITS } from './rules';
import type { SandboxContext } from './sandbox';
import type { GuestPayment, ThirdPartyArea } from './third-party.area';
import { invalid, readJson, ThirdPartyDeclarations } from './third-party.declarations';

/** The guest's payment, its outcome and its receipt (docs/sandbox.md). */
export class ThirdPartyPayments {
  private readonly idempotency = new IdempotencyBook<GuestPayment>(
    (existing) => envelope(existing.reply),
    () => invalid('The request could not be read.'),
  );

  constructor(
    private readonly ctx: SandboxContext,
    private readonly area: ThirdPartyArea,
    private readonly declarations: ThirdPartyDeclarations,
  ) {}

  reset(): void {
    this.idempotency.reset();
  }

  async pay(request: Request) {
    const caller = this.declarations.callerOf(request);
    if (!caller) return unauthorised();
    // A logged-in customer pays through POST /payments with the declaration id; this call is the guest's.
    if (caller.kind !== 'guest')
      return errorEnvelope(403, THIRD_PARTY_ERRORS.notAllowed, 'Use the payment of your own login.');
    const claim = await this.idempotency.claim(request, caller.token);
    if ('answer' in claim) return claim.answer;
    const body = claim.body;
    const found = this.declarations.ownDeclaration(request, body.declarationId);
    if ('error' in found) return found.error;
    const declaration = found.declaration;
    if (!declaration.sourceOfFunds) return invalid('Tell us the source of funds first.');
    const due = this.declarations.dueLeft(caller.guest.customerId, caller.guest.policyNumber);
    const m = (body.method ?? {}) as Record<string, unknown>;
    const method: GuestPayment['method'] | undefined =
      m.kind === 'paynow'
        ? { kind: 'paynow' }
        : m.kind === 'card' && CARD_BRANDS.includes(m.brand as CardBrand)
          ? { kind: 'card', brand: m.brand as CardBrand }
          : undefined;
    if (!method) return invalid('Choose a card type or PayNow.');
    const amount = body.amountCents;
    if (
      amount !== declaration.amountCents ||
      !due ||
      typeof amount !== 'number' ||
      amount > due.left ||
      amount <= 0 ||
      amount > (method.kind === 'paynow' ? LIMITS.payNowCents : LIMITS.cardCents)
    ) {
      return invalid('The amount is not valid for this policy.', THIRD_PARTY_ERRORS.amountInvalid);
    }
    const id = this.declarations.next('TP');
    const now = this.area.now();
    const d = sgCalendarDate(now);
    const reference = `TP${String(d.year).slice(2)}${String(d.month).padStart(2, '0')}${String(d.day).padStart(2, '0')}${id.slice(-4)}`;
    const expiresAt = method.kind === 'paynow' ? now + PAYNOW_TTL_MS : undefined;
    const payment: GuestPayment = {
      id,
      reference,
      guestToken: caller.token,
      declarationId: declaration.id,
      policyNumber: due.seed.policyNumber,
      amountCents: amount,
      method,
      payorName: declaration.payorName,
      contact: declaration.contact,
      status: 'pending',
      createdAt: now,
      ...(expiresAt !== undefined ? { expiresAt } : {}),
      reply: {
        paymentId: id,
        reference,
        totalCents: amount,
        next:
          expiresAt === undefined
            ? { kind: 'redirect', url: `${new URL(request.url).origin}/sandbox/third-party-gateway/${id}` }
            : payNowCode(reference, amount, expiresAt),
      },
    };
    this.area.payments.set(id, payment);
    claim.keep(payment);
    return envelope(payment.reply);
  }

  /** PayNow codes expire on the server's clock, whether or not anyone asks. */
  current(p: GuestPayment): GuestPayment {
    if (p.status === 'pending' && p.expiresAt !== undefined && this.area.now() >= p.expiresAt) p.status = 'expired';
    return p;
  }

  receipt(p: GuestPayment): GuestPaymentStatus {
    const sent = this.ctx.outbox.sentFor(p.reference);
    const after = this.after(p);
    return {
      reference: p.reference,
      status: this.current(p).status,
      method: p.method.kind,
      ...(p.method.kind === 'card' ? { cardBrand: p.method.brand } : {}),
      ...(p.cardLast4 ? { cardLast4: p.cardLast4 } : {}),
      ...(p.expiresAt !== undefined ? { expiresAt: sgInstant(p.expiresAt) } : {}),
      // Seconds left on the sandbox's clock, for the page that counts down (as POST /paynow/status).
      ...(p.expiresAt !== undefined && p.status === 'pending'
        ? { expiresInSeconds: Math.max(0, Math.ceil((p.expiresAt - this.area.now()) / 1000)) }
        : {}),
      lines: [{ policyNumber: p.policyNumber, amountCents: p.amountCents }],
      totalCents: p.amountCents,
      payorName: p.payorName,
      createdAt: sgInstant(p.createdAt),
      ...(p.paidAt !== undefined ? { paidAt: sgInstant(p.paidAt) } : {}),
      ...(p.reason ? { reason: p.reason } : {}),
      ...(sent ? { receipt: sent } : {}),
      ...(after ? { after } : {}),
    };
  }

  /**
   * What happens next, as the policyholder's receipt says it, of the payor's one policy: paid up or not, and when the
   * records show it. Not its next due date, nor GIRO: the policy's schedule is the policyholder's (ADR 0067).
   */
  private after(p: GuestPayment): GuestPaymentStatus['after'] {
    if (p.status !== 'successful' || p.paidAt === undefined) return undefined;
    const owner = this.area.guests.get(p.guestToken);
    const due = owner && this.declarations.dueLeft(owner.customerId, p.policyNumber);
    return {
      recordedBy: recordedBy(p.paidAt),
      policies: [{ policyNumber: p.policyNumber, upToDate: due !== undefined && due.left <= 0, offerGiro: false }],
    };
  }

  /** The guest's "Send again": only its own payment's receipt, within the receipts' one limit (outbox.ts). */
  async sendReceipt(request: Request) {
    const found = this.own(request, (await readJson(request)).reference);
    return found instanceof Response ? found : this.ctx.outbox.resend(found.reference);
  }

  async status(request: Request) {
    const found = this.own(request, (await readJson(request)).reference);
    return found instanceof Response ? found : envelope(this.receipt(found));
  }

  /** The guest's receipt as a PDF: only its own payment, and only once paid or held. */
  receiptPdf(request: Request) {
    const p = this.own(request, new URL(request.url).searchParams.get('reference'));
    if (p instanceof Response) return p;
    if (p.status !== 'successful' && p.status !== 'aml')
      return errorEnvelope(400, THIRD_PARTY_ERRORS.receiptNotAvailable, 'This payment has no receipt.');
    return receiptPdfReply(
      { insurer: { name: INSURER.merchantName, uen: INSURER.uen }, reference: p.reference, ...this.facts(p) },
      new Date(p.paidAt ?? p.createdAt),
    );
  }

  /** The payment with this reference, if it is the calling guest token's own; another's is not found. */
  private own(request: Request, reference: unknown): GuestPayment | Response {
    const caller = this.declarations.callerOf(request);
    if (!caller) return unauthorised();
    const payment = [...this.area.payments.values()].find(
      (p) => p.reference === reference && caller.kind === 'guest' && p.guestToken === caller.token,
    );
    return payment ?? errorEnvelope(404, THIRD_PARTY_ERRORS.paymentNotFound, 'We could not find that payment.');
  }

  /** The guest's payment as its receipt names it, in the email and the PDF: the policy by its number alone. */
  private facts(p: GuestPayment) {
    return {
      status: receiptStatus(p.status === 'successful'),
      date: formatInstant(p.paidAt ?? p.createdAt, 'en-SG'),
      lines: [{ policy: `Policy ${p.policyNumber}`, amount: formatMoney(p.amountCents) }],
      total: formatMoney(p.amountCents),
      method: methodFact(p.method, p.cardLast4),
    };
  }

  settle(payment: GuestPayment, outcome: 'successful' | 'unsuccessful' | 'aml' | 'cancelled') {
    payment.status = outcome;
    if (outcome === 'unsuccessful') payment.reason = 'The card issuer declined the payment.';
    if (outcome === 'successful' || outcome === 'aml') {
      payment.paidAt = this.area.now();
      this.declarations.paid.set(
        payment.policyNumber,
        (this.declarations.paid.get(payment.policyNumber) ?? 0) + payment.amountCents,
      );
      this.ctx.outbox.send(
        payment.contact,
        payment.reference,
        ...receiptMessage(payment.reference, this.facts(payment)),
      );
    }
  }
}
