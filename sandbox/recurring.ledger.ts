import { formatMoney } from '../src/core/shared/money';
import { contactOf } from './outbox';
import {
  GIRO_BANKS,
  RECURRING_CARD_TYPES,
  RECURRING_ERRORS,
  type CurrentArrangement,
  type GiroBank,
  type PremiumDue,
  type RecurringCardType,
  type RecurringPolicy,
} from '../src/core/api/recurring.contract';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { IdempotencyBook } from './idempotency';
import { addDays, formatDate, formatInstant, isoOf, parseIsoDate } from '../src/core/shared/sg-date';
import type { PolicyDue } from '../src/core/api/payment.contract';
import { GRACE_DAYS, INSURER, SEED_POLICIES } from './payment.seed';
import { NOT_OWN_ACCOUNT_NAME, sameName, seededArrangement, seedRecurringPolicies } from './recurring.seed';
import { firstDeduction, GIRO_LEAD_DAYS, isoDay, LIMITS, normaliseName, validHolderName } from './rules';
import type { SandboxContext } from './sandbox';
import type { RecurringArea, SandboxArrangement } from './recurring.area';
import type { Reply } from '../src/core/api/openapi';
import { outcomePage } from '../src/core/shared/outcomes';
import { PATH, withRef } from '../src/core/shared/paths';

/** Names as the bank's page and the receipts show them (the portal has its own copy in its texts). */
export const BANK_NAMES: Readonly<Record<GiroBank, string>> = {
  BOC: 'Bank of China',
  CITI: 'Citibank',
  DBS: 'DBS/POSB',
  HSBC: 'HSBC',
  ICBC: 'ICBC',
  MBB: 'Maybank',
  OCBC: 'OCBC',
  SCB: 'Standard Chartered',
  UOB: 'UOB',
};

/** What the confirmation (email and PDF) names, in the sandbox's English. */
export const confirmationFacts = (a: SandboxArrangement) => ({
  status: a.status === 'successful' ? 'Set up' : 'Received, under review',
  date: formatInstant(a.settledAt!, 'en-SG'),
  policy: `${a.policy.productName} (${a.policy.policyNumber})`,
  premium: `${formatMoney(a.policy.premiumCents)} ${a.policy.frequency}`,
  method:
    a.method.kind === 'giro'
      ? `GIRO from your ${BANK_NAMES[a.method.bank]} account ending ${a.accountLast4 ?? ''}`
      : `${a.method.cardType === 'visa' ? 'Visa' : 'Mastercard'} card ending ${a.cardLast4 ?? ''}`,
  ...(a.firstDeductionDate ? { firstDeduction: formatDate(parseIsoDate(a.firstDeductionDate)!, 'en-SG') } : {}),
});

/** A payment area's item as the recurring policy's `due`: the grace period runs from the due date. */
function premiumDue(item: PolicyDue | undefined): PremiumDue | undefined {
  const dueDate = item && parseIsoDate(item.dueDate);
  if (!item || !dueDate) return undefined;
  const coverUntil = item.coverUntil ?? isoOf(addDays(dueDate, GRACE_DAYS));
  return { amountCents: item.amountDueCents, dueDate: item.dueDate, coverUntil };
}

const invalid = (message: string) => errorEnvelope(400, RECURRING_ERRORS.requestInvalid, message);

/** The recurring area's books: the arrangements made, what each policy has now, on the area's clock. */
export class RecurringLedger {
  /** Each policy's arrangement now in place, after the seeded ones. */
  private readonly current = new Map<string, CurrentArrangement>();
  private sequence = 0;
  private readonly idempotency = new IdempotencyBook<SandboxArrangement>(
    (existing) => this.answer(existing),
    () => invalid('The request could not be read.'),
    () => this.area.stats,
  );

  constructor(
    private readonly ctx: SandboxContext,
    private readonly area: RecurringArea,
    private readonly dueOf: (customerId: string) => readonly PolicyDue[],
  ) {}

  reset(): void {
    this.idempotency.reset();
    this.current.clear();
    this.sequence = 0;
  }

  policiesOf(customerId: string): RecurringPolicy[] {
    const dues = this.dueOf(customerId);
    return seedRecurringPolicies(customerId, this.area.now(), isoDay).map((p) => {
      const seeded = seededArrangement(
        (SEED_POLICIES[customerId] ?? []).find((s) => s.policyNumber === p.policyNumber)?.recurring,
      );
      const arrangement = this.current.get(p.policyNumber) ?? seeded;
      const due = premiumDue(dues.find((d) => d.policyNumber === p.policyNumber));
      return { ...p, ...(due ? { due } : {}), ...(arrangement ? { arrangement } : {}) };
    });
  }

  receipt(a: SandboxArrangement): Reply<'/rs/v1/recurring/arrangements/status'> {
    return {
      reference: a.reference,
      status: a.status,
      method: a.method.kind,
      policyNumber: a.policy.policyNumber,
      productName: a.policy.productName,
      premiumCents: a.policy.premiumCents,
      frequency: a.policy.frequency,
      ...(a.method.kind === 'giro' ? { bank: a.method.bank } : { cardType: a.method.cardType }),
      ...(a.cardLast4 ? { cardLast4: a.cardLast4 } : {}),
      ...(a.accountLast4 ? { accountLast4: a.accountLast4 } : {}),
      ...(a.firstDeductionDate ? { firstDeductionDate: a.firstDeductionDate } : {}),
      ...(a.reason ? { reason: a.reason } : {}),
      ...(this.ctx.outbox.sentFor(a.reference) ? { receipt: this.ctx.outbox.sentFor(a.reference)! } : {}),
    };
  }

  settle(a: SandboxArrangement, status: 'successful' | 'unsuccessful' | 'aml' | 'cancelled', reason?: string) {
    a.status = status;
    a.settledAt = this.area.now();
    if (reason) a.reason = reason;
    if (status === 'successful' || status === 'aml') {
      const facts = confirmationFacts(a);
      this.ctx.outbox.send(
        contactOf(a.customerId),
        a.reference,
        `Your recurring payment ${a.reference}`,
        `${INSURER.merchantName}: ${facts.policy}, ${facts.premium}, by ${facts.method}. ` +
          (status === 'aml' ? 'Held for a routine review.' : 'Set up.'),
      );
    }
    if (status !== 'successful') return;
    this.current.set(
      a.policy.policyNumber,
      a.method.kind === 'giro'
        ? { method: 'giro', status: 'pending', bank: a.method.bank }
        : { method: 'card', status: 'active', cardType: a.method.cardType },
    );
  }

  /** The caller's own arrangement named by the body's reference; another customer's is not found. */
  async ownArrangement(request: Request): Promise<SandboxArrangement | Response> {
    const customerId = this.ctx.customerOf(request);
    if (!customerId) return unauthorised();
    const body = (await request.json().catch(() => ({}))) as { reference?: unknown };
    const found = [...this.area.arrangements.values()].find(
      (a) => a.reference === body.reference && a.customerId === customerId,
    );
    return found ?? errorEnvelope(404, RECURRING_ERRORS.arrangementNotFound, 'We could not find that arrangement.');
  }

  async create(request: Request): Promise<Response> {
    this.area.stats.createRequests += 1;
    const customerId = this.ctx.customerOf(request);
    if (!customerId) return unauthorised();
    const claim = await this.idempotency.claim(request, customerId);
    if ('answer' in claim) return claim.answer;
    const body = claim.body;
    const policy = this.policiesOf(customerId).find((p) => p.policyNumber === body.policyNumber);
    if (!policy)
      return errorEnvelope(400, RECURRING_ERRORS.policyNotEligible, 'This policy cannot have a recurring arrangement.');
    // One policy, one arrangement at a time (docs/api.md): one still open at the bank or gateway is the answer
    // to a second, whatever its key. The customer cancels it there to choose again.
    const open = [...this.area.arrangements.values()].find(
      (a) => a.customerId === customerId && a.policy.policyNumber === policy.policyNumber && a.status === 'pending',
    );
    if (open) {
      this.area.stats.duplicates += 1;
      return this.answer(open);
    }
    if (body.consent !== true) return invalid('Consent is required.');
    const method = body.method as Record<string, unknown> | undefined;
    let chosen: SandboxArrangement['method'];
    if (method?.kind === 'giro') {
      const name = typeof method.accountHolderName === 'string' ? method.accountHolderName : '';
      if (
        !GIRO_BANKS.includes(method.bank as GiroBank) ||
        !validHolderName(name) ||
        method.ownAccountDeclared !== true
      ) {
        return invalid('Bank, account holder name and the own-account declaration are required.');
      }
      if (sameName(name, NOT_OWN_ACCOUNT_NAME)) {
        return errorEnvelope(400, RECURRING_ERRORS.invalidBankAccount, 'The bank account must be in your own name.');
      }
      chosen = { kind: 'giro', bank: method.bank as GiroBank, accountHolderName: normaliseName(name) };
    } else if (method?.kind === 'card' && RECURRING_CARD_TYPES.includes(method.cardType as RecurringCardType)) {
      if (policy.premiumCents > LIMITS.cardCents)
        return errorEnvelope(400, RECURRING_ERRORS.policyNotEligible, 'This premium is above the card limit.');
      chosen = { kind: 'card', cardType: method.cardType as RecurringCardType };
    } else {
      return invalid('A method of GIRO or card is required.');
    }

    this.sequence += 1;
    const id = `ARR-${String(this.sequence).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8)}`;
    const reference = `RA${String(100000 + this.sequence)}`;
    const { arrangement: _, ...plain } = policy;
    const url = chosen.kind === 'giro' ? `/sandbox/bank/giro/${id}` : `/sandbox/card-saving/${id}`;
    const arrangement: SandboxArrangement = {
      id,
      reference,
      customerId,
      policy: plain,
      method: chosen,
      status: 'pending',
      firstDeductionDate:
        chosen.kind === 'giro'
          ? firstDeduction(policy.nextDueDate, policy.frequency, this.area.now(), GIRO_LEAD_DAYS)
          : firstDeduction(policy.nextDueDate, policy.frequency, this.area.now(), 1),
      reply: { arrangementId: id, reference, next: { kind: 'redirect', url } },
    };
    this.area.arrangements.set(id, arrangement);
    claim.keep(arrangement);
    return this.answer(arrangement);
  }

  /** An arrangement's creation reply with its state now. */
  answer(a: SandboxArrangement) {
    return envelope({ ...a.reply, status: a.status });
  }

  /** Where the bank sends the customer back to; unanswered, the bank's Back returns to the review. */
  giroReturn(a: SandboxArrangement): string {
    return withRef(outcomePage('arrangementGiro', a.status) ?? PATH.giroReview, a.reference);
  }

  cardReturn(a: SandboxArrangement): string {
    return withRef(outcomePage('arrangementCard', a.status)!, a.reference);
  }
}
