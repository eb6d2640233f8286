import { http, HttpResponse, type HttpHandler } from 'msw';
import { formatMoney } from '../src/core/shared/money';
import type { PolicyDue } from '../src/core/api/payment.contract';
import {
  GIRO_BANKS,
  RECURRING_ERRORS,
  RECURRING_PATHS,
  type ArrangementState,
  type GiroBank,
  type RecurringCardType,
  type RecurringPolicy,
} from '../src/core/api/recurring.contract';
import { bankClosedPage, bankPage, BANK_DECISIONS, TEST_ACCOUNT, type BankDecision } from './bank-page';
import { cardSavingClosedPage, cardSavingPage } from './card-saving-page';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { confirmationPdfReply } from './receipt-pdf';
import { INSURER, TEST_CARDS } from './payment.seed';
import { AML_HOLD_NAME, sameName } from './recurring.seed';
import { firstDeduction, GIRO_LEAD_DAYS } from './rules';
import type { SandboxArea, SandboxContext } from './sandbox';
import type { Reply } from '../src/core/api/openapi';
import { PATH } from '../src/core/shared/paths';
import { BANK_NAMES, confirmationFacts, RecurringLedger } from './recurring.ledger';

export interface SandboxArrangement {
  id: string;
  reference: string;
  customerId: string;
  policy: Omit<RecurringPolicy, 'arrangement'>;
  method: { kind: 'giro'; bank: GiroBank; accountHolderName: string } | { kind: 'card'; cardType: RecurringCardType };
  status: ArrangementState;
  firstDeductionDate?: string;
  cardLast4?: string;
  /** GIRO: the last four digits of the account the customer approved at the bank. */
  accountLast4?: string;
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

const html = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
const redirect = (location: string) => new HttpResponse(null, { status: 303, headers: { Location: location } });

const formOf = async (request: Request): Promise<URLSearchParams> =>
  new URLSearchParams(await request.text().catch(() => ''));

/**
 * `dueOf` is the payment area's list of what each customer has due (none without one): a policy's premium due, and
 * whether it is paid, is one fact the two areas share.
 */
export function createRecurringArea(
  ctx: SandboxContext,
  dueOf: (customerId: string) => readonly PolicyDue[] = () => [],
): RecurringArea {
  const area: RecurringArea = {
    arrangements: new Map(),
    stats: { createRequests: 0, replays: 0, duplicates: 0 },
    now: () => Date.now(),
    handlers: [],
    reset() {
      area.arrangements.clear();
      ledger.reset();
      area.stats = { createRequests: 0, replays: 0, duplicates: 0 };
      area.now = () => Date.now();
    },
  };
  const ledger = new RecurringLedger(ctx, area, dueOf);
  area.handlers = [...apiHandlers(ctx, area, ledger), ...pageHandlers(area, ledger)];
  return area;
}

/** The recurring calls of docs/openapi.yaml, and the testers' list of arrangements. */
function apiHandlers(ctx: SandboxContext, area: RecurringArea, ledger: RecurringLedger): HttpHandler[] {
  return [
    http.post(`*${RECURRING_PATHS.policies}`, ({ request }) => {
      const customerId = ctx.customerOf(request);
      if (!customerId) return unauthorised();
      return envelope({ policies: ledger.policiesOf(customerId) });
    }),

    http.post(`*${RECURRING_PATHS.giroSchedule}`, async ({ request }) => {
      const customerId = ctx.customerOf(request);
      if (!customerId) return unauthorised();
      const body = (await request.json().catch(() => ({}))) as { policyNumber?: unknown };
      const policy = ledger.policiesOf(customerId).find((p) => p.policyNumber === body.policyNumber);
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

    http.post(`*${RECURRING_PATHS.arrangements}`, ({ request }) => ledger.create(request)),

    http.post(`*${RECURRING_PATHS.arrangementStatus}`, async ({ request }) => {
      const found = await ledger.ownArrangement(request);
      return found instanceof Response ? found : envelope(ledger.receipt(found));
    }),
    http.post(`*${RECURRING_PATHS.sendReceipt}`, async ({ request }) => {
      const found = await ledger.ownArrangement(request);
      return found instanceof Response ? found : ctx.outbox.resend(found.reference);
    }),
    http.get(`*${RECURRING_PATHS.confirmationPdf}`, ({ request }) => {
      const customerId = ctx.customerOf(request);
      if (!customerId) return unauthorised();
      const reference = new URL(request.url).searchParams.get('reference');
      const a = [...area.arrangements.values()].find((x) => x.reference === reference && x.customerId === customerId);
      if (!a) return errorEnvelope(404, RECURRING_ERRORS.arrangementNotFound, 'We could not find that arrangement.');
      if (a.status !== 'successful' && a.status !== 'aml')
        return errorEnvelope(400, RECURRING_ERRORS.receiptNotAvailable, 'This arrangement has no confirmation.');
      return confirmationPdfReply(
        { insurer: { name: INSURER.merchantName, uen: INSURER.uen }, reference: a.reference, ...confirmationFacts(a) },
        new Date(a.settledAt!),
      );
    }),

    // For testers and browser tests: every arrangement made, and how the create calls were answered.
    http.get('*/sandbox/arrangements', () =>
      HttpResponse.json({
        stats: area.stats,
        arrangements: [...area.arrangements.values()].map((a) => ({
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
}

/** The bank's GIRO page and the gateway's card-saving page (docs/sandbox.md). */
function pageHandlers(area: RecurringArea, ledger: RecurringLedger): HttpHandler[] {
  return [
    // The bank's GIRO authorisation page: approve, reject or cancel, then back to the portal.
    http.get('*/sandbox/bank/giro/:id', ({ params }) => {
      const a = area.arrangements.get(String(params.id));
      if (!a || a.method.kind !== 'giro') return html(bankClosedPage(PATH.recurring), 404);
      if (a.status !== 'pending') return html(bankClosedPage(ledger.giroReturn(a)));
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
      const a = area.arrangements.get(String(params.id));
      const form = await formOf(request);
      const decision = form.get('decision') as BankDecision;
      // A form without the field (a test's own POST) approves the page's test account.
      const account = (form.get('accountNumber') ?? TEST_ACCOUNT).replace(/\D/g, '');
      if (!a || a.method.kind !== 'giro' || !BANK_DECISIONS.includes(decision))
        return html(bankClosedPage(PATH.recurring), 400);
      // Answered once, as a bank does: a second POST (Back and resubmit) changes nothing.
      if (a.status === 'pending') {
        if (decision === 'cancel') ledger.settle(a, 'cancelled');
        else if (decision === 'reject')
          ledger.settle(a, 'unsuccessful', 'Your bank did not approve the GIRO arrangement.');
        else if (account.length < 6 || account.length > 34)
          ledger.settle(a, 'unsuccessful', 'Your bank could not find that account number.');
        else {
          a.accountLast4 = account.slice(-4);
          ledger.settle(a, sameName(a.method.accountHolderName, AML_HOLD_NAME) ? 'aml' : 'successful');
        }
      }
      return redirect(ledger.giroReturn(a));
    }),

    // The gateway's card-saving page: a test card decides the answer.
    http.get('*/sandbox/card-saving/:id', ({ params }) => {
      const a = area.arrangements.get(String(params.id));
      if (!a || a.method.kind !== 'card') return html(cardSavingClosedPage(PATH.recurring), 404);
      if (a.status !== 'pending') return html(cardSavingClosedPage(ledger.cardReturn(a)));
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
      const a = area.arrangements.get(String(params.id));
      const form = await formOf(request);
      if (!a || a.method.kind !== 'card') return html(cardSavingClosedPage(PATH.recurring), 400);
      if (a.status === 'pending') {
        if (form.get('action') === 'cancel') ledger.settle(a, 'cancelled');
        else {
          const number = (form.get('cardNumber') ?? '').replace(/\D/g, '');
          const brandMatches = a.method.cardType === 'visa' ? number.startsWith('4') : /^(5[1-5]|2[2-7])/.test(number);
          const result = brandMatches
            ? ((TEST_CARDS as Record<string, 'successful' | 'unsuccessful' | 'aml'>)[number] ?? 'unsuccessful')
            : 'unsuccessful';
          if (result !== 'unsuccessful') a.cardLast4 = number.slice(-4);
          const reason = brandMatches ? 'The card was declined.' : 'The card is not of the type chosen.';
          ledger.settle(a, result, result === 'unsuccessful' ? reason : undefined);
        }
      }
      return redirect(ledger.cardReturn(a));
    }),
  ];
}
