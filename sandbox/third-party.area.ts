import { http, HttpResponse } from 'msw';
import { randomBytes } from 'node:crypto';
import { formatMoney } from '../src/core/shared/money';
import { CARD_BRANDS, IDEMPOTENCY_ERRORS, IDEMPOTENCY_HEADER, type CardBrand } from '../src/core/api/payment.contract';
import { formatInstant, sgCalendarDate, sgInstant } from '../src/core/shared/sg-date';
import {
  FUND_SOURCES,
  NATIONALITIES,
  PAYMENT_REASONS,
  RELATIONSHIPS,
  SCREENING_UNAVAILABLE_STATUS,
  SOURCE_OF_WEALTH_THRESHOLD_CENTS,
  THIRD_PARTY_ERRORS,
  THIRD_PARTY_PATHS,
  type GuestPaymentState,
  type GuestPaymentStatus,
} from '../src/core/api/third-party.contract';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { gatewayClosedPage, gatewayPage } from './gateway-page';
import { SEED_CUSTOMERS } from './login.seed';
import { INSURER, SEED_POLICIES, TEST_CARDS } from './payment.seed';
import { BRAND_NAMES, payNowCode, payNowTransfer, type PayNowBook } from './payment.area';
import { PAYNOW_TTL_MS } from './payment.seed';
import { receiptPdfReply, receiptStatus } from './receipt-pdf';
import type { SandboxArea, SandboxContext } from './sandbox';
import { holdsCardNumber, LIMITS, validIdNumber } from './rules';
import { clientOf, FailureLimiter, lockedOut } from './failure-limiter';
import {
  FIND_CLIENT_LIMIT,
  FIND_IDENTITY_LIMIT,
  FIND_POLICY_LIMIT,
  GUEST_TOKEN_TTL_SECONDS,
  SCREENING_HELD_ID,
  SCREENING_UNAVAILABLE_ID,
} from './third-party.seed';
import type { Reply } from '../src/core/api/openapi';
import { ROUTE, withRef } from '../src/core/shared/routes';
import { outcomePage } from '../src/core/shared/outcomes';
import { createMyinfo } from './myinfo';

/** A guest token's scope: one policy, for a limited time. Its ctx.sessions entry is `guest:<policy>`. */
interface Guest {
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
  sourceOfFunds?: { source: string; sourceOther?: string; sourceOfWealth?: { source: string; description?: string } };
}

export interface GuestPayment {
  id: string;
  reference: string;
  guestToken: string;
  key: string;
  request: string;
  declarationId: string;
  policyNumber: string;
  productName: string;
  amountCents: number;
  method: { kind: 'card'; brand: CardBrand } | { kind: 'paynow' };
  payorName: string;
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

const GUEST_PREFIX = 'guest:';
const FIND_LIMITED_MESSAGE = 'Too many searches that found nothing. Please try again later.';
const invalid = (message: string, code: string = THIRD_PARTY_ERRORS.declarationInvalid) =>
  errorEnvelope(400, code, message);
const isOneOf = (list: readonly string[], v: unknown): v is string => typeof v === 'string' && list.includes(v);
const text = (v: unknown, required = true) =>
  v === undefined || v === null || v === ''
    ? !required
    : typeof v === 'string' && v.trim().length > 0 && v.length <= 200 && !holdsCardNumber(v);

export function createThirdPartyArea(ctx: SandboxContext): ThirdPartyArea {
  const guests = new Map<string, Guest>();
  const declarations = new Map<string, SandboxDeclaration>();
  const payments = new Map<string, GuestPayment>();
  const byKey = new Map<string, GuestPayment>();
  /** What guest payments (successful or held) have covered, by policy number. */
  const paid = new Map<string, number>();
  let sequence = 0;
  const clock = () => ctx.now?.() ?? Date.now();
  const now = () => area.now();
  const limits = {
    identity: new FailureLimiter(FIND_IDENTITY_LIMIT, now),
    policy: new FailureLimiter(FIND_POLICY_LIMIT, now),
    client: new FailureLimiter(FIND_CLIENT_LIMIT, now),
  };

  const area: ThirdPartyArea = {
    guests,
    declarations,
    payments,
    screenings: { cleared: 0, held: 0, unavailable: 0 },
    limits,
    now: clock,
    payNow: (reference) => {
      const p = [...payments.values()].find((x) => x.reference === reference && x.method.kind === 'paynow');
      return (
        p &&
        payNowTransfer(
          p,
          current,
          (x) => settle(x, 'successful'),
          () => area.now(),
        )
      );
    },
    handlers: [],
    reset() {
      guests.clear();
      declarations.clear();
      payments.clear();
      byKey.clear();
      paid.clear();
      sequence = 0;
      area.screenings = { cleared: 0, held: 0, unavailable: 0 };
      area.now = clock;
      for (const limiter of Object.values(limits)) limiter.reset();
      myinfo.reset();
    },
  };

  const next = (prefix: string) => `${prefix}-${String(++sequence).padStart(6, '0')}`;

  /** Who is calling: a logged-in customer, a guest with a live token, or nobody (401). */
  const callerOf = (
    request: Request,
  ):
    | { kind: 'customer'; token: string; customerId: string }
    | { kind: 'guest'; token: string; guest: Guest }
    | undefined => {
    const token = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
    const who = ctx.customerOf(request);
    if (!who) return undefined;
    if (!who.startsWith(GUEST_PREFIX)) return { kind: 'customer', token, customerId: who };
    const guest = guests.get(token);
    if (!guest || area.now() >= guest.expiresAt) {
      ctx.sessions.delete(token);
      return undefined;
    }
    return { kind: 'guest', token, guest };
  };

  // Myinfo returns to the declaration the caller's token belongs to.
  const myinfo = createMyinfo((request) => {
    const caller = callerOf(request);
    if (!caller) return undefined;
    return { token: caller.token, returnTo: caller.kind === 'guest' ? ROUTE.thirdParty : ROUTE.thirdPartyDeclaration };
  }, now);

  const dueLeft = (customerId: string, policyNumber: string) => {
    const seed = (SEED_POLICIES[customerId] ?? []).find((p) => p.policyNumber === policyNumber && p.kind === 'policy');
    return seed ? { seed, left: seed.amountDueCents - (paid.get(policyNumber) ?? 0) } : undefined;
  };

  const decryptOr = (value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    try {
      return ctx.decrypt(value);
    } catch {
      return undefined;
    }
  };

  const readJson = async (request: Request): Promise<Record<string, unknown>> => {
    const body = (await request.json().catch(() => ({}))) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  };

  const findPolicy = async (request: Request) => {
    const body = await readJson(request);
    const idNumber = decryptOr(body.idNumber);
    const dateOfBirth = decryptOr(body.dateOfBirth);
    if (idNumber === undefined || dateOfBirth === undefined)
      return invalid('The ID number and date of birth could not be read.');
    // Keyed on what was typed, whether or not it exists: the counts say nothing about which policies do.
    const keys = [
      [limits.identity, `${String(body.idType)}:${idNumber.trim().toUpperCase()}`],
      [limits.policy, String(body.policyNumber).replace(/\s/g, '').toUpperCase()],
      [limits.client, clientOf(request)],
    ] as const;
    const wait = Math.max(...keys.map(([limiter, key]) => limiter.lockedForSeconds(key)));
    if (wait) return lockedOut(THIRD_PARTY_ERRORS.findLimited, FIND_LIMITED_MESSAGE, wait);
    const customer = SEED_CUSTOMERS.find(
      (c) => c.idType === body.idType && c.idNumber === idNumber && c.dateOfBirth === dateOfBirth && !c.blockedWith,
    );
    const found =
      customer && typeof body.policyNumber === 'string' ? dueLeft(customer.customerId, body.policyNumber) : undefined;
    // One answer for a wrong number, a wrong identity and nothing due, counted alike: none of them can be told apart.
    // A find that succeeds clears nothing: it proves no one's identity.
    if (!customer || !found || found.left <= 0) {
      const lock = Math.max(...keys.map(([limiter, key]) => limiter.fail(key)));
      if (lock) return lockedOut(THIRD_PARTY_ERRORS.findLimited, FIND_LIMITED_MESSAGE, lock);
      return errorEnvelope(
        404,
        THIRD_PARTY_ERRORS.policyNotFound,
        'We could not find a premium due for these details.',
      );
    }
    const token = `tpg-${randomBytes(18).toString('base64url')}`;
    guests.set(token, {
      customerId: customer.customerId,
      policyNumber: found.seed.policyNumber,
      expiresAt: area.now() + GUEST_TOKEN_TTL_SECONDS * 1000,
    });
    ctx.sessions.set(token, GUEST_PREFIX + found.seed.policyNumber);
    return envelope({
      guestToken: token,
      expiresInSeconds: GUEST_TOKEN_TTL_SECONDS,
      policy: { policyNumber: found.seed.policyNumber, amountDueCents: found.left },
    });
  };

  const declare = async (request: Request) => {
    const caller = callerOf(request);
    if (!caller) return unauthorised();
    const body = await readJson(request);
    const policyNumbers = body.policyNumbers;
    const amountCents = body.amountCents;
    if (!Array.isArray(policyNumbers) || policyNumbers.length === 0 || policyNumbers.length > 20)
      return invalid('Say which policies are paid.');
    if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents < LIMITS.minimumCents)
      return invalid('The amount is not valid.', THIRD_PARTY_ERRORS.amountInvalid);
    const allowed =
      caller.kind === 'guest'
        ? policyNumbers.length === 1 && policyNumbers[0] === caller.guest.policyNumber
        : policyNumbers.every((n) => typeof n === 'string' && dueLeft(caller.customerId, n) !== undefined);
    if (!allowed) return errorEnvelope(403, THIRD_PARTY_ERRORS.notAllowed, 'You cannot declare for this policy.');

    const p = (typeof body.payor === 'object' && body.payor !== null ? body.payor : {}) as Record<string, unknown>;
    const idNumber = decryptOr(p.idNumber);
    const dateOfBirth = decryptOr(p.dateOfBirth);
    const idType = p.idType === 'PASSPORT' || p.idType === 'NRIC_FIN' ? p.idType : undefined;
    const valid =
      idType &&
      idNumber !== undefined &&
      validIdNumber(idType, idNumber) &&
      dateOfBirth !== undefined &&
      /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) &&
      text(p.fullName) &&
      isOneOf(NATIONALITIES, p.nationality) &&
      (p.nationality !== 'OTHER' || text(p.nationalityOther)) &&
      isOneOf(RELATIONSHIPS, p.relationship) &&
      (p.relationship !== 'other' || text(p.relationshipOther)) &&
      isOneOf(PAYMENT_REASONS, p.reason) &&
      (p.reason !== 'other' || text(p.reasonOther)) &&
      text(p.nationalityOther, false) &&
      text(p.relationshipOther, false) &&
      text(p.reasonOther, false) &&
      typeof p.mobile === 'string' &&
      /^\+\d{8,15}$/.test(p.mobile) &&
      typeof p.email === 'string' &&
      p.email.includes('@') &&
      p.declaredTrue === true &&
      (p.myinfoRef === undefined || fromMyinfo(caller.token, p, idNumber, dateOfBirth));
    if (!valid) return invalid('The declaration is incomplete or not valid.');

    // Screening, by the payor's ID number (third-party.seed.ts).
    if (idNumber === SCREENING_UNAVAILABLE_ID) {
      area.screenings.unavailable += 1;
      return errorEnvelope(
        SCREENING_UNAVAILABLE_STATUS,
        THIRD_PARTY_ERRORS.screeningUnavailable,
        'Screening is unavailable.',
      );
    }
    if (idNumber === SCREENING_HELD_ID) {
      area.screenings.held += 1;
      return envelope({ screening: 'held', reference: next('TPH') });
    }
    area.screenings.cleared += 1;
    const id = next('TPD');
    declarations.set(id, {
      id,
      owner: caller.kind === 'guest' ? caller.token : caller.customerId,
      policyNumbers: policyNumbers as string[],
      amountCents,
      payorName: String(p.fullName).trim(),
      idNumberMasked: `${'•'.repeat(idNumber.length - 4)}${idNumber.slice(-4)}`,
    });
    return envelope({ screening: 'cleared', declarationId: id });
  };

  /** A declaration naming a Myinfo retrieval declares what Myinfo gave this token, word for word. */
  const fromMyinfo = (token: string, p: Record<string, unknown>, idNumber: string, dateOfBirth: string) => {
    const person = myinfo.retrieval(p.myinfoRef, token)?.person;
    return (
      person !== undefined &&
      person.fullName === p.fullName &&
      p.idType === 'NRIC_FIN' &&
      person.idNumber === idNumber &&
      person.dateOfBirth === dateOfBirth &&
      person.nationality === p.nationality
    );
  };

  const ownDeclaration = (request: Request, id: unknown) => {
    const caller = callerOf(request);
    if (!caller) return { error: unauthorised() };
    const owner = caller.kind === 'guest' ? caller.token : caller.customerId;
    const declaration = typeof id === 'string' ? declarations.get(id) : undefined;
    if (!declaration || declaration.owner !== owner) {
      return {
        error: errorEnvelope(404, THIRD_PARTY_ERRORS.declarationNotFound, 'We could not find that declaration.'),
      };
    }
    return { caller, declaration };
  };

  const sourceOfFunds = async (request: Request) => {
    const body = await readJson(request);
    const found = ownDeclaration(request, body.declarationId);
    if ('error' in found) return found.error;
    if (
      !isOneOf(FUND_SOURCES, body.source) ||
      (body.source === 'other' && !text(body.sourceOther)) ||
      !text(body.sourceOther, false)
    ) {
      return invalid('Say where the money comes from.');
    }
    const wealth = body.sourceOfWealth as { source?: unknown; description?: unknown } | undefined;
    if (found.declaration.amountCents > SOURCE_OF_WEALTH_THRESHOLD_CENTS) {
      const ok = wealth && isOneOf(FUND_SOURCES, wealth.source) && text(wealth.description, wealth.source === 'other');
      if (!ok)
        return invalid('Above S$20,000 we also need the source of wealth.', THIRD_PARTY_ERRORS.sourceOfWealthRequired);
    }
    found.declaration.sourceOfFunds = {
      source: body.source,
      ...(typeof body.sourceOther === 'string' ? { sourceOther: body.sourceOther } : {}),
      ...(wealth && typeof wealth.source === 'string'
        ? {
            sourceOfWealth: {
              source: wealth.source,
              ...(typeof wealth.description === 'string' ? { description: wealth.description } : {}),
            },
          }
        : {}),
    };
    return envelope({ declarationId: found.declaration.id, complete: true });
  };

  const pay = async (request: Request) => {
    const caller = callerOf(request);
    if (!caller) return unauthorised();
    // A logged-in customer pays through POST /payments with the declaration id; this call is the guest's.
    if (caller.kind !== 'guest')
      return errorEnvelope(403, THIRD_PARTY_ERRORS.notAllowed, 'Use the payment of your own login.');
    const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
    if (!/^[\w-]{8,100}$/.test(key))
      return invalid('An Idempotency-Key header is required.', IDEMPOTENCY_ERRORS.required);
    const raw = await request.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return invalid('The request could not be read.');
    }
    const canonical = JSON.stringify(body);
    const existing = byKey.get(`${caller.token}\n${key}`);
    if (existing) {
      if (existing.request !== canonical)
        return errorEnvelope(
          409,
          IDEMPOTENCY_ERRORS.reused,
          'This payment key was already used for a different payment.',
        );
      return envelope(existing.reply);
    }
    const found = ownDeclaration(request, body.declarationId);
    if ('error' in found) return found.error;
    const declaration = found.declaration;
    if (!declaration.sourceOfFunds) return invalid('Tell us the source of funds first.');
    const due = dueLeft(caller.guest.customerId, caller.guest.policyNumber);
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
    const id = next('TP');
    const now = area.now();
    const d = sgCalendarDate(now);
    const reference = `TP${String(d.year).slice(2)}${String(d.month).padStart(2, '0')}${String(d.day).padStart(2, '0')}${id.slice(-4)}`;
    const expiresAt = method.kind === 'paynow' ? now + PAYNOW_TTL_MS : undefined;
    const payment: GuestPayment = {
      id,
      reference,
      guestToken: caller.token,
      key,
      request: canonical,
      declarationId: declaration.id,
      policyNumber: due.seed.policyNumber,
      productName: due.seed.productName,
      amountCents: amount,
      method,
      payorName: declaration.payorName,
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
    payments.set(id, payment);
    byKey.set(`${caller.token}\n${key}`, payment);
    return envelope(payment.reply);
  };

  /** PayNow codes expire on the server's clock, whether or not anyone asks. */
  const current = (p: GuestPayment): GuestPayment => {
    if (p.status === 'pending' && p.expiresAt !== undefined && area.now() >= p.expiresAt) p.status = 'expired';
    return p;
  };

  const receipt = (p: GuestPayment): GuestPaymentStatus => ({
    reference: p.reference,
    status: current(p).status,
    method: p.method.kind,
    ...(p.method.kind === 'card' ? { cardBrand: p.method.brand } : {}),
    ...(p.expiresAt !== undefined ? { expiresAt: sgInstant(p.expiresAt) } : {}),
    // Seconds left on the sandbox's clock, for the page that counts down (as POST /paynow/status).
    ...(p.expiresAt !== undefined && p.status === 'pending'
      ? { expiresInSeconds: Math.max(0, Math.ceil((p.expiresAt - area.now()) / 1000)) }
      : {}),
    lines: [{ policyNumber: p.policyNumber, productName: p.productName, amountCents: p.amountCents }],
    totalCents: p.amountCents,
    payorName: p.payorName,
    createdAt: sgInstant(p.createdAt),
    ...(p.paidAt !== undefined ? { paidAt: sgInstant(p.paidAt) } : {}),
    ...(p.reason ? { reason: p.reason } : {}),
  });

  const status = async (request: Request) => {
    const caller = callerOf(request);
    if (!caller) return unauthorised();
    const body = await readJson(request);
    const payment = [...payments.values()].find(
      (p) => p.reference === body.reference && caller.kind === 'guest' && p.guestToken === caller.token,
    );
    return payment
      ? envelope(receipt(payment))
      : errorEnvelope(404, THIRD_PARTY_ERRORS.paymentNotFound, 'We could not find that payment.');
  };

  /** The guest's receipt as a PDF: only its own payment, and only once paid or held. */
  const receiptPdf = (request: Request) => {
    const caller = callerOf(request);
    if (!caller) return unauthorised();
    const reference = new URL(request.url).searchParams.get('reference');
    const p = [...payments.values()].find(
      (x) => x.reference === reference && caller.kind === 'guest' && x.guestToken === caller.token,
    );
    if (!p) return errorEnvelope(404, THIRD_PARTY_ERRORS.paymentNotFound, 'We could not find that payment.');
    if (p.status !== 'successful' && p.status !== 'aml')
      return errorEnvelope(400, THIRD_PARTY_ERRORS.receiptNotAvailable, 'This payment has no receipt.');
    const at = p.paidAt ?? p.createdAt;
    return receiptPdfReply(
      {
        insurer: { name: INSURER.merchantName, uen: INSURER.uen },
        reference: p.reference,
        status: receiptStatus(p.status === 'successful'),
        date: formatInstant(at, 'en-SG'),
        lines: [{ policy: `${p.productName} (${p.policyNumber})`, amount: formatMoney(p.amountCents) }],
        total: formatMoney(p.amountCents),
        method: p.method.kind === 'paynow' ? 'PayNow' : `${BRAND_NAMES[p.method.brand]} card`,
      },
      new Date(at),
    );
  };

  const settle = (payment: GuestPayment, outcome: 'successful' | 'unsuccessful' | 'aml' | 'cancelled') => {
    payment.status = outcome;
    if (outcome === 'unsuccessful') payment.reason = 'The card issuer declined the payment.';
    if (outcome === 'successful' || outcome === 'aml') {
      payment.paidAt = area.now();
      paid.set(payment.policyNumber, (paid.get(payment.policyNumber) ?? 0) + payment.amountCents);
    }
  };

  area.handlers = [
    http.post(`*${THIRD_PARTY_PATHS.findPolicy}`, ({ request }) => findPolicy(request)),
    http.post(`*${THIRD_PARTY_PATHS.sourceOfFunds}`, ({ request }) => sourceOfFunds(request)),
    http.post(`*${THIRD_PARTY_PATHS.declarations}`, ({ request }) => declare(request)),
    http.post(`*${THIRD_PARTY_PATHS.paymentStatus}`, ({ request }) => status(request)),
    http.post(`*${THIRD_PARTY_PATHS.payments}`, ({ request }) => pay(request)),
    http.get(`*${THIRD_PARTY_PATHS.receiptPdf}`, ({ request }) => receiptPdf(request)),
    ...myinfo.handlers,

    // The card gateway's hosted page for guest payments: the payment area's page, posting back here.
    http.get('*/sandbox/third-party-gateway/:paymentId', ({ params }) => {
      const payment = payments.get(String(params.paymentId));
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
      const payment = payments.get(String(params.paymentId));
      if (!payment || payment.method.kind !== 'card') return HttpResponse.html(gatewayClosedPage(), { status: 404 });
      const form = new URLSearchParams(await request.text());
      if (payment.status === 'pending') {
        if (form.get('action') === 'cancel') settle(payment, 'cancelled');
        else
          settle(
            payment,
            TEST_CARDS[(form.get('cardNumber') ?? '').replace(/\D/g, '') as keyof typeof TEST_CARDS] ?? 'unsuccessful',
          );
      }
      // Only the reference travels back: the outcome page asks the server what happened.
      return new HttpResponse(null, {
        status: 303,
        headers: { Location: withRef(outcomePage('payorCard', payment.status)!, payment.reference) },
      });
    }),
  ];
  return area;
}
