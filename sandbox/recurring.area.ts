import { http, HttpResponse } from 'msw';
import { formatMoney } from '../src/core/shared/money';
import {
  GIRO_BANKS,
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_HEADER,
  RECURRING_CARD_TYPES,
  RECURRING_ERRORS,
  RECURRING_PATHS,
  type ArrangementState,
  type CurrentArrangement,
  type GiroBank,
  type RecurringCardType,
  type RecurringPolicy,
} from '../src/core/api/recurring.contract';
import { bankClosedPage, bankPage, BANK_DECISIONS, type BankDecision } from './bank-page';
import { cardSavingClosedPage, cardSavingPage } from './card-saving-page';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { confirmationPdfReply } from './receipt-pdf';
import { formatDate, formatInstant, parseIsoDate } from '../src/core/shared/sg-date';
import { INSURER, SEED_POLICIES, TEST_CARDS } from './payment.seed';
import {
  AML_HOLD_NAME,
  NOT_OWN_ACCOUNT_NAME,
  sameName,
  seededArrangement,
  seedRecurringPolicies,
} from './recurring.seed';
import { firstDeduction, GIRO_LEAD_DAYS, isoDay, LIMITS, normaliseName, validHolderName } from './rules';
import type { SandboxArea, SandboxContext } from './sandbox';
import { outcomePage } from '../src/core/shared/outcomes';
import { ROUTE, withRef } from '../src/core/shared/routes';
import type { Reply } from '../src/core/api/openapi';

export interface SandboxArrangement {
  id: string;
  reference: string;
  customerId: string;
  key: string;
  /** The request body as sent, to tell a replay from a different arrangement under the same key. */
  request: string;
  policy: Omit<RecurringPolicy, 'arrangement'>;
  method: { kind: 'giro'; bank: GiroBank; accountHolderName: string } | { kind: 'card'; cardType: RecurringCardType };
  status: ArrangementState;
  firstDeductionDate?: string;
  cardLast4?: string;
  reason?: string;
  /** When the bank or the gateway answered: the confirmation's date. */
  settledAt?: number;
  reply: Omit<Reply<'/rs/v1/recurring/arrangements'>, 'status'>;
}

/** The sandbox's recurring calls, the bank's GIRO page and the gateway's card-saving page (docs/sandbox.md). */
export interface RecurringArea extends SandboxArea {
  arrangements: Map<string, SandboxArrangement>;
  /**
   * Every POST /recurring/arrangements that reached the handler, how many replayed an existing one (same key),
   * and how many were answered with one already open for the same policy (another key).
   */
  stats: { createRequests: number; replays: number; duplicates: number };
  /** The sandbox's clock; tests replace it. */
  now: () => number;
}

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
const confirmationFacts = (a: SandboxArrangement) => ({
  status: a.status === 'successful' ? 'Set up' : 'Received, under review',
  date: formatInstant(a.settledAt!, 'en-SG'),
  policy: `${a.policy.productName} (${a.policy.policyNumber})`,
  premium: `${formatMoney(a.policy.premiumCents)} ${a.policy.frequency}`,
  method:
    a.method.kind === 'giro'
      ? `GIRO from your ${BANK_NAMES[a.method.bank]} account`
      : `${a.method.cardType === 'visa' ? 'Visa' : 'Mastercard'} card ending ${a.cardLast4 ?? ''}`,
  ...(a.firstDeductionDate ? { firstDeduction: formatDate(parseIsoDate(a.firstDeductionDate)!, 'en-SG') } : {}),
});

const invalid = (message: string) => errorEnvelope(400, RECURRING_ERRORS.requestInvalid, message);
const html = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
const redirect = (location: string) => new HttpResponse(null, { status: 303, headers: { Location: location } });

export function createRecurringArea(ctx: SandboxContext): RecurringArea {
  const arrangements = new Map<string, SandboxArrangement>();
  const byKey = new Map<string, SandboxArrangement>();
  /** Each policy's arrangement now in place, after the seeded ones. */
  const current = new Map<string, CurrentArrangement>();
  let sequence = 0;

  const area: RecurringArea = {
    arrangements,
    stats: { createRequests: 0, replays: 0, duplicates: 0 },
    now: () => Date.now(),
    handlers: [],
    reset() {
      arrangements.clear();
      byKey.clear();
      current.clear();
      sequence = 0;
      area.stats = { createRequests: 0, replays: 0, duplicates: 0 };
      area.now = () => Date.now();
    },
  };

  const policiesOf = (customerId: string): RecurringPolicy[] =>
    seedRecurringPolicies(customerId, area.now(), isoDay).map((p) => {
      const seeded = seededArrangement(
        (SEED_POLICIES[customerId] ?? []).find((s) => s.policyNumber === p.policyNumber)?.recurring,
      );
      const arrangement = current.get(p.policyNumber) ?? seeded;
      return arrangement ? { ...p, arrangement } : p;
    });

  const receipt = (a: SandboxArrangement): Reply<'/rs/v1/recurring/arrangements/status'> => ({
    reference: a.reference,
    status: a.status,
    method: a.method.kind,
    policyNumber: a.policy.policyNumber,
    productName: a.policy.productName,
    premiumCents: a.policy.premiumCents,
    frequency: a.policy.frequency,
    ...(a.method.kind === 'giro' ? { bank: a.method.bank } : { cardType: a.method.cardType }),
    ...(a.cardLast4 ? { cardLast4: a.cardLast4 } : {}),
    ...(a.firstDeductionDate ? { firstDeductionDate: a.firstDeductionDate } : {}),
    ...(a.reason ? { reason: a.reason } : {}),
    ...(ctx.outbox.sentFor(a.reference) ? { receipt: ctx.outbox.sentFor(a.reference)! } : {}),
  });

  const settle = (
    a: SandboxArrangement,
    status: 'successful' | 'unsuccessful' | 'aml' | 'cancelled',
    reason?: string,
  ) => {
    a.status = status;
    a.settledAt = area.now();
    if (reason) a.reason = reason;
    if (status === 'successful' || status === 'aml') {
      const facts = confirmationFacts(a);
      ctx.outbox.send(
        a.customerId,
        a.reference,
        `Your recurring payment ${a.reference}`,
        `${INSURER.merchantName}: ${facts.policy}, ${facts.premium}, by ${facts.method}. ` +
          (status === 'aml' ? 'Held for a routine review.' : 'Set up.'),
      );
    }
    if (status !== 'successful') return;
    current.set(
      a.policy.policyNumber,
      a.method.kind === 'giro'
        ? { method: 'giro', status: 'pending', bank: a.method.bank }
        : { method: 'card', status: 'active', cardType: a.method.cardType },
    );
  };

  /** The caller's own arrangement named by the body's reference; another customer's is not found. */
  const ownArrangement = async (request: Request): Promise<SandboxArrangement | Response> => {
    const customerId = ctx.customerOf(request);
    if (!customerId) return unauthorised();
    const body = (await request.json().catch(() => ({}))) as { reference?: unknown };
    const found = [...arrangements.values()].find((a) => a.reference === body.reference && a.customerId === customerId);
    return found ?? errorEnvelope(404, RECURRING_ERRORS.arrangementNotFound, 'We could not find that arrangement.');
  };

  const create = async (request: Request): Promise<Response> => {
    area.stats.createRequests += 1;
    const customerId = ctx.customerOf(request);
    if (!customerId) return unauthorised();
    const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
    if (!/^[A-Za-z0-9-]{8,100}$/.test(key)) {
      return errorEnvelope(400, IDEMPOTENCY_ERRORS.required, 'An Idempotency-Key header is required.');
    }
    const text = await request.text();
    const existing = byKey.get(`${customerId}:${key}`);
    if (existing) {
      if (existing.request !== text) {
        return errorEnvelope(409, IDEMPOTENCY_ERRORS.reused, 'This key was used for a different arrangement.');
      }
      area.stats.replays += 1;
      return answer(existing);
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return invalid('The request could not be read.');
    }
    const policy = policiesOf(customerId).find((p) => p.policyNumber === body.policyNumber);
    if (!policy)
      return errorEnvelope(400, RECURRING_ERRORS.policyNotEligible, 'This policy cannot have a recurring arrangement.');
    // One policy, one arrangement at a time (docs/api.md): one still open at the bank or gateway is the answer
    // to a second, whatever its key. The customer cancels it there to choose again.
    const open = [...arrangements.values()].find(
      (a) => a.customerId === customerId && a.policy.policyNumber === policy.policyNumber && a.status === 'pending',
    );
    if (open) {
      area.stats.duplicates += 1;
      return answer(open);
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

    sequence += 1;
    const id = `ARR-${String(sequence).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8)}`;
    const reference = `RA${String(100000 + sequence)}`;
    const { arrangement: _, ...plain } = policy;
    const url = chosen.kind === 'giro' ? `/sandbox/bank/giro/${id}` : `/sandbox/card-saving/${id}`;
    const arrangement: SandboxArrangement = {
      id,
      reference,
      customerId,
      key,
      request: text,
      policy: plain,
      method: chosen,
      status: 'pending',
      firstDeductionDate:
        chosen.kind === 'giro'
          ? firstDeduction(policy.nextDueDate, policy.frequency, area.now(), GIRO_LEAD_DAYS)
          : firstDeduction(policy.nextDueDate, policy.frequency, area.now(), 1),
      reply: { arrangementId: id, reference, next: { kind: 'redirect', url } },
    };
    arrangements.set(id, arrangement);
    byKey.set(`${customerId}:${key}`, arrangement);
    return answer(arrangement);
  };

  /** An arrangement's creation reply with its state now. */
  const answer = (a: SandboxArrangement) => envelope({ ...a.reply, status: a.status });

  const formOf = async (request: Request): Promise<URLSearchParams> =>
    new URLSearchParams(await request.text().catch(() => ''));

  // Unanswered, the bank's Back returns to the review.
  const giroReturn = (a: SandboxArrangement): string =>
    withRef(outcomePage('arrangementGiro', a.status) ?? ROUTE.giroReview, a.reference);
  const cardReturn = (a: SandboxArrangement): string => withRef(outcomePage('arrangementCard', a.status)!, a.reference);

  area.handlers = [
    http.post(`*${RECURRING_PATHS.policies}`, ({ request }) => {
      const customerId = ctx.customerOf(request);
      if (!customerId) return unauthorised();
      return envelope({ policies: policiesOf(customerId) });
    }),

    http.post(`*${RECURRING_PATHS.giroSchedule}`, async ({ request }) => {
      const customerId = ctx.customerOf(request);
      if (!customerId) return unauthorised();
      const body = (await request.json().catch(() => ({}))) as { policyNumber?: unknown };
      const policy = policiesOf(customerId).find((p) => p.policyNumber === body.policyNumber);
      if (!policy)
        return errorEnvelope(
          400,
          RECURRING_ERRORS.policyNotEligible,
          'This policy cannot have a recurring arrangement.',
        );
      const reply: Reply<'/rs/v1/recurring/giro/schedule'> = {
        banks: [...GIRO_BANKS],
        firstDeductionDate: firstDeduction(policy.nextDueDate, policy.frequency, area.now(), GIRO_LEAD_DAYS),
      };
      return envelope(reply);
    }),

    http.post(`*${RECURRING_PATHS.arrangements}`, ({ request }) => create(request)),

    http.post(`*${RECURRING_PATHS.arrangementStatus}`, async ({ request }) => {
      const found = await ownArrangement(request);
      return found instanceof Response ? found : envelope(receipt(found));
    }),
    http.post(`*${RECURRING_PATHS.sendReceipt}`, async ({ request }) => {
      const found = await ownArrangement(request);
      return found instanceof Response ? found : ctx.outbox.resend(found.reference);
    }),
    http.get(`*${RECURRING_PATHS.confirmationPdf}`, ({ request }) => {
      const customerId = ctx.customerOf(request);
      if (!customerId) return unauthorised();
      const reference = new URL(request.url).searchParams.get('reference');
      const a = [...arrangements.values()].find((x) => x.reference === reference && x.customerId === customerId);
      if (!a) return errorEnvelope(404, RECURRING_ERRORS.arrangementNotFound, 'We could not find that arrangement.');
      if (a.status !== 'successful' && a.status !== 'aml')
        return errorEnvelope(400, RECURRING_ERRORS.receiptNotAvailable, 'This arrangement has no confirmation.');
      return confirmationPdfReply(
        { insurer: { name: INSURER.merchantName, uen: INSURER.uen }, reference: a.reference, ...confirmationFacts(a) },
        new Date(a.settledAt!),
      );
    }),

    // The bank's GIRO authorisation page: approve, reject or cancel, then back to the portal.
    http.get('*/sandbox/bank/giro/:id', ({ params }) => {
      const a = arrangements.get(String(params.id));
      if (!a || a.method.kind !== 'giro') return html(bankClosedPage(ROUTE.recurring), 404);
      if (a.status !== 'pending') return html(bankClosedPage(giroReturn(a)));
      return html(
        bankPage({
          arrangementId: a.id,
          bankName: BANK_NAMES[a.method.bank],
          merchantName: INSURER.merchantName,
          reference: a.reference,
          accountHolderName: a.method.accountHolderName,
          policyNumber: a.policy.policyNumber,
        }),
      );
    }),
    http.post('*/sandbox/bank/giro/:id', async ({ request, params }) => {
      const a = arrangements.get(String(params.id));
      const decision = (await formOf(request)).get('decision') as BankDecision;
      if (!a || a.method.kind !== 'giro' || !BANK_DECISIONS.includes(decision))
        return html(bankClosedPage(ROUTE.recurring), 400);
      // Answered once, as a bank does: a second POST (Back and resubmit) changes nothing.
      if (a.status === 'pending') {
        if (decision === 'cancel') settle(a, 'cancelled');
        else if (decision === 'reject') settle(a, 'unsuccessful', 'Your bank did not approve the GIRO arrangement.');
        else settle(a, sameName(a.method.accountHolderName, AML_HOLD_NAME) ? 'aml' : 'successful');
      }
      return redirect(giroReturn(a));
    }),

    // The gateway's card-saving page: a test card decides the answer.
    http.get('*/sandbox/card-saving/:id', ({ params }) => {
      const a = arrangements.get(String(params.id));
      if (!a || a.method.kind !== 'card') return html(cardSavingClosedPage(ROUTE.recurring), 404);
      if (a.status !== 'pending') return html(cardSavingClosedPage(cardReturn(a)));
      return html(
        cardSavingPage({
          arrangementId: a.id,
          merchantName: INSURER.merchantName,
          reference: a.reference,
          cardType: a.method.cardType === 'visa' ? 'Visa' : 'Mastercard',
          premium: formatMoney(a.policy.premiumCents),
        }),
      );
    }),
    http.post('*/sandbox/card-saving/:id', async ({ request, params }) => {
      const a = arrangements.get(String(params.id));
      const form = await formOf(request);
      if (!a || a.method.kind !== 'card') return html(cardSavingClosedPage(ROUTE.recurring), 400);
      if (a.status === 'pending') {
        if (form.get('action') === 'cancel') settle(a, 'cancelled');
        else {
          const number = (form.get('cardNumber') ?? '').replace(/\D/g, '');
          const brandMatches = a.method.cardType === 'visa' ? number.startsWith('4') : /^(5[1-5]|2[2-7])/.test(number);
          const result = brandMatches
            ? ((TEST_CARDS as Record<string, 'successful' | 'unsuccessful' | 'aml'>)[number] ?? 'unsuccessful')
            : 'unsuccessful';
          if (result !== 'unsuccessful') a.cardLast4 = number.slice(-4);
          const reason = brandMatches ? 'The card was declined.' : 'The card is not of the type chosen.';
          settle(a, result, result === 'unsuccessful' ? reason : undefined);
        }
      }
      return redirect(cardReturn(a));
    }),
    // For testers and browser tests: every arrangement made, and how the create calls were answered.
    http.get('*/sandbox/arrangements', () =>
      HttpResponse.json({
        stats: area.stats,
        arrangements: [...arrangements.values()].map((a) => ({
          id: a.id,
          reference: a.reference,
          customerId: a.customerId,
          policyNumber: a.policy.policyNumber,
          method: a.method.kind,
          status: a.status,
        })),
      }),
    ),
  ];

  return area;
}
