import { getResponse } from 'msw';
import { ErrorState } from '../../src/core/errors/error-state';
import { ApiClient } from '../../src/core/http/api-client';
import { DataCall } from '../../src/core/http/data-call';
import { ChoosePaymentMethod } from '../../src/core/payment/choose-payment-method.use-case';
import { ChoosePolicies } from '../../src/core/payment/choose-policies.use-case';
import { LoadPaymentOutcome } from '../../src/core/payment/load-payment-outcome.use-case';
import { PaymentDraft } from '../../src/core/payment/payment-draft';
import {
  createPaymentDecoder,
  PAYMENT_PATHS,
  paymentStatusDecoder,
  payNowStatusDecoder,
  policiesDueDecoder,
  recentPaymentsDecoder,
  type PayNowInstruction,
} from '../../src/core/api/payment.contract';
import { checkPayNowInstruction } from '../../src/core/payment/paynow-check';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { parsePayNowPayload } from '../../src/core/shared/paynow-payload';
import { SubmitPayment } from '../../src/core/payment/submit-payment.use-case';
import type { HttpPort, HttpRequest } from '../../src/core/ports/http.port';
import { contractGate } from '../../sandbox/contract';
import { createPaymentArea, type PaymentArea } from '../../sandbox/payment.area';
import { INSURER } from '../../sandbox/payment.seed';
import { Outbox } from '../../sandbox/outbox';
import { createSandbox, SessionTable, type SandboxContext } from '../../sandbox/sandbox';
import { FakeClock, FakeNavigation, InMemoryDraftStorage, SequentialIds } from '../support/fakes';
import { testSandboxKeys } from '../support/sandbox-keys';

const ORIGIN = 'http://portal.test';
const NOW = Date.UTC(2026, 10, 22, 2, 0, 0); // 10:00 on 22 Nov 2026 in Singapore
const TOKENS = { 'tok-1001': 'C-1001', 'tok-1002': 'C-1002', 'tok-app': 'APP-2001' } as const;
type Token = keyof typeof TOKENS;

function world() {
  const sessions = new SessionTable(() => NOW);
  for (const [token, customerId] of Object.entries(TOKENS)) sessions.set(token, customerId);
  const ctx: SandboxContext = {
    decrypt: () => {
      throw new Error('payments carry nothing encrypted');
    },
    sessions,
    customerOf: (request) => sessions.get((request.headers.get('authorization') ?? '').replace(/^Bearer /, '')),
    outbox: new Outbox(() => NOW),
  };
  const area = createPaymentArea(ctx);
  let now = NOW;
  area.now = () => now;
  const send = async (
    path: string,
    init: { token?: Token; body?: unknown; headers?: Record<string, string>; method?: string; form?: string } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.form !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    else headers['Content-Type'] = 'application/json';
    const method = init.method ?? 'POST';
    const request = new Request(ORIGIN + path, {
      method,
      headers,
      body: method === 'GET' ? undefined : (init.form ?? JSON.stringify(init.body ?? {})),
    });
    // Through the contract check too (test/support/contract.ts), as the whole sandbox's calls are.
    const response = await getResponse([contractGate(area.handlers), ...area.handlers], request);
    if (!response) throw new Error(`no handler for ${method} ${path}`);
    return response;
  };
  const json = async (path: string, init: Parameters<typeof send>[1] = {}) => {
    const response = await send(path, init);
    return {
      status: response.status,
      body: (await response.json()) as { header: { statusCode: string }; body: Record<string, unknown> },
    };
  };
  return { area, send, json, advance: (ms: number) => (now += ms), sessions, outbox: ctx.outbox };
}

const card = (lines: { policyNumber: string; amountCents: number }[], brand = 'visa') => ({
  lines,
  method: { kind: 'card', brand },
  payor: { kind: 'policyholder' },
});
const paynow = (lines: { policyNumber: string; amountCents: number }[]) => ({
  lines,
  method: { kind: 'paynow' },
  payor: { kind: 'policyholder' },
});
const key = (n: number) => ({ 'Idempotency-Key': `test-key-${n}` });

describe('sandbox: policies due', () => {
  it('lists C-1001’s regular-premium policies, one overdue and one on GIRO, in the contract’s shape', async () => {
    const w = world();
    const { status, body } = await w.json(PAYMENT_PATHS.policiesDue, { token: 'tok-1001' });
    expect(status).toBe(200);
    const decoded = policiesDueDecoder(body.body)!;
    expect(decoded).toBeDefined();
    expect(decoded.policies.map((p) => [p.policyNumber, p.overdue, p.recurring, p.kind])).toEqual([
      ['L-1001-01', true, undefined, 'policy'],
      ['H-1001-02', false, 'giro', 'policy'],
      ['E-1001-03', false, undefined, 'policy'],
      ['W-1001-04', false, undefined, 'policy'],
    ]);
    expect(decoded.policies[0]).toMatchObject({ amountDueCents: 245_30, dueDate: '2026-11-01', amountFixed: false });
  });

  it('gives C-1002 one policy, and APP-2001 its fixed initial premium', async () => {
    const w = world();
    const one = policiesDueDecoder((await w.json(PAYMENT_PATHS.policiesDue, { token: 'tok-1002' })).body.body)!;
    expect(one.policies).toHaveLength(1);
    const app = policiesDueDecoder((await w.json(PAYMENT_PATHS.policiesDue, { token: 'tok-app' })).body.body)!;
    expect(app.policies).toEqual([
      expect.objectContaining({
        policyNumber: 'APP-2001',
        kind: 'application',
        amountFixed: true,
        amountDueCents: 3_600_00,
      }),
    ]);
  });

  it.each([PAYMENT_PATHS.policiesDue, PAYMENT_PATHS.payments, PAYMENT_PATHS.paymentStatus, PAYMENT_PATHS.payNowStatus])(
    'answers 401 on %s without a session',
    async (path) => {
      const w = world();
      const { status, body } = await w.json(path, { headers: key(1), body: card([]) });
      expect(status).toBe(401);
      expect(body.header.statusCode).toBe('401');
    },
  );
});

describe('sandbox: creating a payment honours the idempotency key', () => {
  it('makes one payment per key: the same key and body replay it, and every request is counted', async () => {
    const w = world();
    const request = card([{ policyNumber: 'L-1001-01', amountCents: 245_30 }]);
    const first = await w.json(PAYMENT_PATHS.payments, { token: 'tok-1001', headers: key(1), body: request });
    const again = await w.json(PAYMENT_PATHS.payments, { token: 'tok-1001', headers: key(1), body: request });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(w.area.payments.size).toBe(1);
    expect(w.area.stats).toEqual({ createRequests: 2, replays: 1, duplicates: 0 });
    expect(createPaymentDecoder(first.body.body)).toMatchObject({
      paymentId: 'P-000001',
      reference: 'PP2611220001',
      totalCents: 245_30,
      next: { kind: 'redirect', url: `${ORIGIN}/sandbox/gateway/P-000001` },
    });
  });

  it('refuses the same key with a different body (409) and a missing key (400)', async () => {
    const w = world();
    await w.json(PAYMENT_PATHS.payments, {
      token: 'tok-1001',
      headers: key(1),
      body: card([{ policyNumber: 'L-1001-01', amountCents: 245_30 }]),
    });
    const changed = await w.json(PAYMENT_PATHS.payments, {
      token: 'tok-1001',
      headers: key(1),
      body: card([{ policyNumber: 'L-1001-01', amountCents: 100_00 }]),
    });
    expect(changed.status).toBe(409);
    expect(changed.body.body.errors).toEqual([expect.objectContaining({ errorCode: 'IDEMPOTENCY_KEY_REUSED' })]);
    const keyless = await w.json(PAYMENT_PATHS.payments, {
      token: 'tok-1001',
      body: card([{ policyNumber: 'L-1001-01', amountCents: 245_30 }]),
    });
    expect(keyless.status).toBe(400);
    expect(w.area.payments.size).toBe(1);
  });

  it('keeps keys per customer: another customer’s key never replays someone else’s payment', async () => {
    const w = world();
    await w.json(PAYMENT_PATHS.payments, {
      token: 'tok-1001',
      headers: key(1),
      body: card([{ policyNumber: 'L-1001-01', amountCents: 245_30 }]),
    });
    const other = await w.json(PAYMENT_PATHS.payments, {
      token: 'tok-1002',
      headers: key(1),
      body: card([{ policyNumber: 'L-1002-01', amountCents: 156_40 }]),
    });
    expect(other.status).toBe(200);
    expect(w.area.payments.size).toBe(2);
  });

  it.each([
    ['another customer’s policy', card([{ policyNumber: 'L-1002-01', amountCents: 100_00 }]), 'POLICY_NOT_PAYABLE'],
    ['more than is due', card([{ policyNumber: 'L-1001-01', amountCents: 245_31 }]), 'PAYMENT_AMOUNT_INVALID'],
    ['less than S$1', card([{ policyNumber: 'L-1001-01', amountCents: 99 }]), 'PAYMENT_AMOUNT_INVALID'],
    ['fractional cents', card([{ policyNumber: 'L-1001-01', amountCents: 100.5 }]), 'PAYMENT_AMOUNT_INVALID'],
    [
      'the same policy twice',
      card([
        { policyNumber: 'L-1001-01', amountCents: 100_00 },
        { policyNumber: 'L-1001-01', amountCents: 100_00 },
      ]),
      'POLICY_NOT_PAYABLE',
    ],
    ['a card above S$50,000', card([{ policyNumber: 'W-1001-04', amountCents: 50_000_01 }]), 'PAYMENT_LIMIT_EXCEEDED'],
    [
      'an unknown card brand',
      card([{ policyNumber: 'L-1001-01', amountCents: 100_00 }], 'diners'),
      'PAYMENT_REQUEST_INVALID',
    ],
    [
      'a third party without a declaration',
      { ...card([{ policyNumber: 'L-1001-01', amountCents: 100_00 }]), payor: { kind: 'third-party' } },
      'PAYMENT_REQUEST_INVALID',
    ],
  ])('refuses %s', async (_, body, code) => {
    const w = world();
    const reply = await w.json(PAYMENT_PATHS.payments, { token: 'tok-1001', headers: key(1), body });
    expect(reply.status).toBe(400);
    expect(reply.body.body.errors).toEqual([expect.objectContaining({ errorCode: code })]);
    expect(w.area.payments.size).toBe(0);
  });

  it('one premium, one payment: a second key for a policy with a payment open, or paid, is answered with the first', async () => {
    const w = world();
    const request = card([{ policyNumber: 'L-1001-01', amountCents: 245_30 }]);
    const first = await w.json(PAYMENT_PATHS.payments, { token: 'tok-1001', headers: key(1), body: request });
    expect(createPaymentDecoder(first.body.body)).toMatchObject({ paymentId: 'P-000001', status: 'pending' });
    // A second window made its own draft (another key), even for part of the premium: the open payment answers.
    const second = await w.json(PAYMENT_PATHS.payments, {
      token: 'tok-1001',
      headers: key(2),
      body: card([{ policyNumber: 'L-1001-01', amountCents: 100_00 }]),
    });
    expect(second.status).toBe(200);
    expect(second.body.body).toEqual(first.body.body);
    // Paid at the gateway: a third key is shown the paid payment, and a replay of the first key says paid too.
    await w.send('/sandbox/gateway/P-000001', { form: 'action=pay&cardNumber=4111111111111111' });
    const third = await w.json(PAYMENT_PATHS.payments, { token: 'tok-1001', headers: key(3), body: request });
    expect(createPaymentDecoder(third.body.body)).toMatchObject({ paymentId: 'P-000001', status: 'successful' });
    const replay = await w.json(PAYMENT_PATHS.payments, { token: 'tok-1001', headers: key(1), body: request });
    expect(createPaymentDecoder(replay.body.body)).toMatchObject({ paymentId: 'P-000001', status: 'successful' });
    expect(w.area.payments.size).toBe(1);
    expect(w.area.stats).toEqual({ createRequests: 4, replays: 1, duplicates: 2 });
    // Another policy is another premium.
    const other = await w.json(PAYMENT_PATHS.payments, {
      token: 'tok-1001',
      headers: key(4),
      body: card([{ policyNumber: 'E-1001-03', amountCents: 88_05 }]),
    });
    expect(createPaymentDecoder(other.body.body)).toMatchObject({ paymentId: 'P-000002', status: 'pending' });
  });

  it('a declined or cancelled payment does not hold the instalment: the next key makes a new payment', async () => {
    const w = world();
    const request = card([{ policyNumber: 'L-1001-01', amountCents: 245_30 }]);
    await w.json(PAYMENT_PATHS.payments, { token: 'tok-1001', headers: key(1), body: request });
    await w.send('/sandbox/gateway/P-000001', { form: 'action=pay&cardNumber=4000000000000002' });
    const again = await w.json(PAYMENT_PATHS.payments, { token: 'tok-1001', headers: key(2), body: request });
    expect(createPaymentDecoder(again.body.body)).toMatchObject({ paymentId: 'P-000002', status: 'pending' });
  });

  it('takes a new application’s initial premium only whole', async () => {
    const w = world();
    const part = await w.json(PAYMENT_PATHS.payments, {
      token: 'tok-app',
      headers: key(1),
      body: card([{ policyNumber: 'APP-2001', amountCents: 1_000_00 }]),
    });
    expect(part.status).toBe(400);
    const whole = await w.json(PAYMENT_PATHS.payments, {
      token: 'tok-app',
      headers: key(2),
      body: card([{ policyNumber: 'APP-2001', amountCents: 3_600_00 }]),
    });
    expect(whole.status).toBe(200);
  });
});

describe('sandbox: the card gateway', () => {
  async function cardPayment(w: ReturnType<typeof world>) {
    const created = await w.json(PAYMENT_PATHS.payments, {
      token: 'tok-1001',
      headers: key(1),
      body: card([{ policyNumber: 'L-1001-01', amountCents: 245_30 }]),
    });
    return createPaymentDecoder(created.body.body)!;
  }

  it('serves a plain HTML page with forms and no script or inline style', async () => {
    const w = world();
    const { paymentId } = await cardPayment(w);
    const page = await w.send(`/sandbox/gateway/${paymentId}`, { method: 'GET' });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('S$245.30');
    expect(html).toContain(`action="/sandbox/gateway/${paymentId}"`);
    expect(html).toMatch(/value="cancel"/);
    expect(html).not.toMatch(/<script|<style|style=|\son\w+=/i);
    // No favicon request for the browser to log as a 404.
    expect(html).toContain('<link rel="icon" href="data:,">');
  });

  it.each([
    ['4111 1111 1111 1111', 'successful', 'successful'],
    ['5555555555554444', 'successful', 'successful'],
    ['378282246310005', 'successful', 'successful'],
    ['4000000000000002', 'unsuccessful', 'unsuccessful'],
    ['4000000000009995', 'aml', 'aml'],
    ['4242424242424242', 'unsuccessful', 'unsuccessful'],
  ])('card %s: redirects to the %s page, and the status call agrees', async (number, page, status) => {
    const w = world();
    const { paymentId, reference } = await cardPayment(w);
    const posted = await w.send(`/sandbox/gateway/${paymentId}`, {
      form: `cardNumber=${encodeURIComponent(number)}&action=pay`,
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/one-time-payment/status/${page}?ref=${reference}`);
    expect(posted.headers.get('location')).not.toContain(number.replace(/\s/g, '').slice(-4) + '&');
    const receipt = paymentStatusDecoder(
      (await w.json(PAYMENT_PATHS.paymentStatus, { token: 'tok-1001', body: { reference } })).body.body,
    );
    expect(receipt).toMatchObject({
      reference,
      status,
      method: 'card',
      cardBrand: 'visa',
      totalCents: 245_30,
      payor: 'policyholder',
    });
  });

  it('Cancel returns to the cancel page; a second post changes nothing', async () => {
    const w = world();
    const { paymentId, reference } = await cardPayment(w);
    const cancelled = await w.send(`/sandbox/gateway/${paymentId}`, { form: 'action=cancel' });
    expect(cancelled.headers.get('location')).toBe(`/one-time-payment/status/cancel?ref=${reference}`);
    const later = await w.send(`/sandbox/gateway/${paymentId}`, { form: 'cardNumber=4111111111111111&action=pay' });
    expect(later.headers.get('location')).toBe(`/one-time-payment/status/cancel?ref=${reference}`);
    // Back from the outcome page: an ordinary page (no 404 for the browser to log) that leads to the outcome.
    const back = await w.send(`/sandbox/gateway/${paymentId}`, { method: 'GET' });
    expect(back.status).toBe(200);
    const html = await back.text();
    expect(html).toContain('This payment is no longer open');
    expect(html).toContain(`href="/one-time-payment/status/cancel?ref=${reference}"`);
    expect(html).not.toContain('cardNumber');
    expect((await w.send('/sandbox/gateway/P-999999', { method: 'GET' })).status).toBe(404);
  });

  it('a successful payment takes the policy off the list of premiums due', async () => {
    const w = world();
    const { paymentId } = await cardPayment(w);
    await w.send(`/sandbox/gateway/${paymentId}`, { form: 'cardNumber=4111111111111111&action=pay' });
    const due = policiesDueDecoder((await w.json(PAYMENT_PATHS.policiesDue, { token: 'tok-1001' })).body.body)!;
    expect(due.policies.map((p) => p.policyNumber)).not.toContain('L-1001-01');
  });

  it('shows one customer’s receipt to nobody else', async () => {
    const w = world();
    const { reference } = await cardPayment(w);
    expect((await w.json(PAYMENT_PATHS.paymentStatus, { token: 'tok-1002', body: { reference } })).status).toBe(404);
  });
});

describe('sandbox: receipts', () => {
  /** C-1001 pays TermGuard Life (overdue) and EduSaver Endowment in full with `cardNumber`. */
  async function paid(cardNumber = '4111111111111111') {
    const w = world();
    const lines = [
      { policyNumber: 'L-1001-01', amountCents: 245_30 },
      { policyNumber: 'E-1001-03', amountCents: 88_05 },
    ];
    const created = await w.json(PAYMENT_PATHS.payments, { token: 'tok-1001', headers: key(1), body: card(lines) });
    const reference = String(created.body.body.reference);
    await w.send('/sandbox/gateway/P-000001', { form: `action=pay&cardNumber=${cardNumber}` });
    return { w, reference };
  }

  it('sends the receipt when paid and names it masked, with the card’s last four and what happens next', async () => {
    const { w, reference } = await paid();
    expect(w.outbox.messages).toEqual([
      expect.objectContaining({ channel: 'email', to: 'tan.wei.ming@example.com', reference }),
    ]);
    expect(w.outbox.messages[0]!.text).toContain('Visa card ending 1111');
    const status = paymentStatusDecoder(
      (await w.json(PAYMENT_PATHS.paymentStatus, { token: 'tok-1001', body: { reference } })).body.body,
    )!;
    expect(status).toMatchObject({
      cardLast4: '1111',
      receipt: { channel: 'email', sentTo: 't•••@example.com', sendsLeft: 3 },
      after: {
        recordedBy: '2026-11-23',
        policies: [
          { policyNumber: 'L-1001-01', upToDate: true, nextDueDate: '2026-12-01', offerGiro: true },
          { policyNumber: 'E-1001-03', upToDate: true, nextDueDate: '2027-01-16', offerGiro: false },
        ],
      },
    });
  });

  it('sends nothing for a declined payment, and has no PDF for it', async () => {
    const { w, reference } = await paid('4000000000000002');
    expect(w.outbox.messages).toEqual([]);
    const pdf = await w.send(`${PAYMENT_PATHS.receiptPdf}?reference=${reference}`, {
      token: 'tok-1001',
      method: 'GET',
    });
    expect([
      pdf.status,
      ((await pdf.json()) as { body: { errors: { errorCode: string }[] } }).body.errors[0]!.errorCode,
    ]).toEqual([400, 'RECEIPT_NOT_AVAILABLE']);
  });

  it('sends again three times in a day, then answers 429 with the wait; another customer gets 404', async () => {
    const { w, reference } = await paid();
    const again = () => w.json(PAYMENT_PATHS.sendReceipt, { token: 'tok-1001', body: { reference } });
    for (const left of [2, 1, 0])
      expect((await again()).body.body).toEqual({ channel: 'email', sentTo: 't•••@example.com', sendsLeft: left });
    const limited = await again();
    expect(limited.status).toBe(429);
    expect(limited.body.body.errors).toEqual([
      expect.objectContaining({ errorCode: 'RECEIPT_SEND_LIMITED', retryAfterSeconds: 86_400 }),
    ]);
    expect(w.outbox.messages).toHaveLength(4);
    expect((await w.json(PAYMENT_PATHS.sendReceipt, { token: 'tok-1002', body: { reference } })).status).toBe(404);
  });

  it('renders the receipt as a PDF for its customer only', async () => {
    const { w, reference } = await paid();
    const pdf = await w.send(`${PAYMENT_PATHS.receiptPdf}?reference=${reference}`, {
      token: 'tok-1001',
      method: 'GET',
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const other = await w.send(`${PAYMENT_PATHS.receiptPdf}?reference=${reference}`, {
      token: 'tok-1002',
      method: 'GET',
    });
    expect(other.status).toBe(404);
  });
});

describe('sandbox: PayNow', () => {
  async function payNowPayment(w: ReturnType<typeof world>) {
    const created = await w.json(PAYMENT_PATHS.payments, {
      token: 'tok-1001',
      headers: key(1),
      body: paynow([
        { policyNumber: 'L-1001-01', amountCents: 245_30 },
        { policyNumber: 'W-1001-04', amountCents: 62_500_00 },
      ]),
    });
    const body = createPaymentDecoder(created.body.body)!;
    return body.next as PayNowInstruction;
  }

  it('returns a payload for the insurer’s UEN with a correct CRC, the total, the reference and the expiry date', async () => {
    const w = world();
    const next = await payNowPayment(w);
    expect(next).toMatchObject({
      kind: 'paynow',
      uen: INSURER.uen,
      amountCents: 62_745_30,
      reference: 'PP2611220001',
      expiresAt: '2026-11-22T10:15:00+08:00',
    });
    // The sandbox's insurer is the default configuration's: the page pins the payee to it.
    expect(checkPayNowInstruction(next, DEFAULT_CONFIG.insurer, 62_745_30)).toEqual({
      ok: true,
      payee: { name: INSURER.merchantName, uen: INSURER.uen },
    });
    expect(parsePayNowPayload(next.payload)).toEqual({
      ok: true,
      fields: {
        dynamic: true,
        proxy: { type: 'uen', value: INSURER.uen },
        editable: false,
        expiry: '20261122',
        amountCents: 62_745_30,
        merchantName: INSURER.merchantName,
        reference: 'PP2611220001',
      },
    });
  });

  it('is pending until the tester marks it paid', async () => {
    const w = world();
    const { reference } = await payNowPayment(w);
    const status = async () =>
      payNowStatusDecoder(
        (await w.json(PAYMENT_PATHS.payNowStatus, { token: 'tok-1001', body: { reference } })).body.body,
      )!.status;
    expect(await status()).toBe('pending');
    expect((await w.send('/sandbox/paynow/pay', { body: { reference } })).status).toBe(200);
    expect(await status()).toBe('paid');
    expect(
      paymentStatusDecoder(
        (await w.json(PAYMENT_PATHS.paymentStatus, { token: 'tok-1001', body: { reference } })).body.body,
      ),
    ).toMatchObject({
      status: 'successful',
      paidAt: '2026-11-22T10:00:00+08:00',
    });
  });

  it('expires after 15 minutes, or at once on the tester’s control; an expired code cannot be paid', async () => {
    const w = world();
    const { reference } = await payNowPayment(w);
    const status = async () =>
      payNowStatusDecoder(
        (await w.json(PAYMENT_PATHS.payNowStatus, { token: 'tok-1001', body: { reference } })).body.body,
      )!.status;
    w.advance(15 * 60_000 - 1);
    expect(await status()).toBe('pending');
    w.advance(1);
    expect(await status()).toBe('expired');
    expect((await w.send('/sandbox/paynow/pay', { body: { reference } })).status).toBe(409);

    const w2 = world();
    const second = await payNowPayment(w2);
    await w2.send('/sandbox/paynow/expire', { body: { reference: second.reference } });
    expect(
      payNowStatusDecoder(
        (await w2.json(PAYMENT_PATHS.payNowStatus, { token: 'tok-1001', body: { reference: second.reference } })).body
          .body,
      )!.status,
    ).toBe('expired');
  });
  it('answers a payment settled otherwise with its own status, never pending: the page stops polling it', async () => {
    for (const settled of ['aml', 'unsuccessful', 'cancelled'] as const) {
      const w = world();
      const { reference } = await payNowPayment(w);
      const payment = [...w.area.payments.values()].find((p) => p.reference === reference)!;
      payment.status = settled; // held for review, or refused by the bank, or cancelled, on the server's side
      const reply = await w.json(PAYMENT_PATHS.payNowStatus, { token: 'tok-1001', body: { reference } });
      expect(payNowStatusDecoder(reply.body.body)?.status).toBe(settled);
    }
  });
});

describe('the portal’s core against the sandbox', () => {
  /** An HttpPort that answers from the sandbox's handlers, as msw/node would. */
  function sandboxHttp(area: PaymentArea): HttpPort {
    return {
      async send(request: HttpRequest) {
        const response = await getResponse(
          area.handlers,
          new Request(request.url, { method: request.method, headers: request.headers, body: request.body }),
        );
        return response ? { kind: 'reply', status: response.status, text: await response.text() } : { kind: 'network' };
      },
    };
  }

  it('a double click on Pay makes one payment, and the outcome page releases nothing it should not', async () => {
    const w = world();
    const api = new ApiClient(sandboxHttp(w.area), {
      apiOrigin: ORIGIN,
      requestTimeoutMs: 1000,
      bearerToken: () => 'tok-1001',
    });
    const draft = new PaymentDraft(new InMemoryDraftStorage(), new SequentialIds('payment-key-'));
    const due = policiesDueDecoder((await w.json(PAYMENT_PATHS.policiesDue, { token: 'tok-1001' })).body.body)!;
    expect(
      new ChoosePolicies(draft, new FakeNavigation()).execute([{ policy: due.policies[0]!, amountInput: '245.30' }]),
    ).toMatchObject({
      ok: true,
    });
    expect(
      new ChoosePaymentMethod(draft, new FakeNavigation()).execute({ kind: 'card', brand: 'visa' }, 'policyholder'),
    ).toMatchObject({
      ok: true,
    });
    const navigation = new FakeNavigation();
    const errors = new ErrorState();
    const submit = new SubmitPayment(api, draft, new FakeClock(), navigation, errors, DEFAULT_CONFIG.insurer);
    const [a, b] = await Promise.all([submit.execute({ consent: true }), submit.execute({ consent: true })]);
    expect(a).toEqual(b);
    expect(w.area.stats.createRequests).toBe(1);
    expect(navigation.left).toEqual([`${ORIGIN}/sandbox/gateway/P-000001`]);

    await w.send('/sandbox/gateway/P-000001', { form: 'cardNumber=4111111111111111&action=pay' });
    const outcome = await new LoadPaymentOutcome(new DataCall(api, errors, () => false), draft, navigation).execute(
      'PP2611220001',
    );
    expect(outcome).toMatchObject({ kind: 'ok', data: { status: 'successful' } });
    expect(draft.snapshot.lines).toEqual([]);
  });

  it('is wired into the whole sandbox', async () => {
    const sandbox = createSandbox({ keys: testSandboxKeys() });
    const response = await getResponse(
      sandbox.handlers,
      new Request(ORIGIN + '/rs/v1/policies/due', { method: 'POST', body: '{}' }),
    );
    expect(response?.status).toBe(401);
  });
});

describe('sandbox: recent payments', () => {
  const recent = async (w: ReturnType<typeof world>, token: Token = 'tok-1001') => {
    const reply = await w.json(PAYMENT_PATHS.recentPayments, { token });
    return recentPaymentsDecoder(reply.body.body)!.payments;
  };
  const create = async (w: ReturnType<typeof world>, n: number, body: unknown) =>
    createPaymentDecoder(
      (await w.json(PAYMENT_PATHS.payments, { token: 'tok-1001', headers: key(n), body })).body.body,
    )!;

  it('lists the customer’s own paid, held and waiting payments of 30 days, newest first, masked as the receipt', async () => {
    const w = world();
    const paid = await create(w, 1, card([{ policyNumber: 'E-1001-03', amountCents: 88_05 }]));
    await w.send(`/sandbox/gateway/${paid.paymentId}`, { form: 'action=pay&cardNumber=4111111111111111' });
    w.advance(60_000);
    const declined = await create(w, 2, card([{ policyNumber: 'L-1001-01', amountCents: 245_30 }]));
    await w.send(`/sandbox/gateway/${declined.paymentId}`, { form: 'action=pay&cardNumber=4000000000000002' });
    w.advance(60_000);
    const waiting = await create(w, 3, paynow([{ policyNumber: 'L-1001-01', amountCents: 245_30 }]));

    expect(await recent(w)).toEqual([
      {
        reference: waiting.reference,
        status: 'pending',
        method: 'paynow',
        lines: [{ policyNumber: 'L-1001-01', productName: 'TermGuard Life', amountCents: 245_30 }],
        totalCents: 245_30,
        createdAt: '2026-11-22T10:02:00+08:00',
      },
      {
        reference: paid.reference,
        status: 'successful',
        method: 'card',
        cardBrand: 'visa',
        cardLast4: '1111',
        lines: [{ policyNumber: 'E-1001-03', productName: 'EduSaver Endowment', amountCents: 88_05 }],
        totalCents: 88_05,
        createdAt: '2026-11-22T10:00:00+08:00',
        paidAt: '2026-11-22T10:00:00+08:00',
      },
    ]);
    // Another customer sees none of them; a paid code moves to the top as paid; expired ones and old ones go.
    expect(await recent(w, 'tok-1002')).toEqual([]);
    w.advance(5 * 60_000);
    await w.send('/sandbox/paynow/pay', { body: { reference: waiting.reference } });
    expect((await recent(w))[0]).toMatchObject({ reference: waiting.reference, status: 'successful' });
    w.advance(30 * 24 * 60 * 60_000 - 6 * 60_000);
    expect((await recent(w)).map((p) => p.reference)).toEqual([waiting.reference]);
    w.advance(2 * 60_000);
    expect(await recent(w)).toEqual([]);
  });

  it('leaves out an expired code, and says where a waiting code’s receipt will go, masked', async () => {
    const w = world();
    const waiting = await create(w, 1, paynow([{ policyNumber: 'L-1001-01', amountCents: 245_30 }]));
    const status = await w.json(PAYMENT_PATHS.payNowStatus, {
      token: 'tok-1001',
      body: { reference: waiting.reference },
    });
    expect(payNowStatusDecoder(status.body.body)!.receiptTo).toEqual({
      channel: 'email',
      sentTo: expect.stringMatching(/^.•+.*@/),
    });
    w.advance(15 * 60_000);
    expect(await recent(w)).toEqual([]);
  });

  it('answers a token that is no customer’s with 401', async () => {
    const w = world();
    expect((await w.json(PAYMENT_PATHS.recentPayments)).status).toBe(401);
  });
});
