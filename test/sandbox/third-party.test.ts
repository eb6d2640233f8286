import { ApiClient } from '../../src/core/http/api-client';
import { PaymentDraft } from '../../src/core/payment/payment-draft';
import { createPaymentDecoder, PAYMENT_PATHS } from '../../src/core/api/payment.contract';
import type { CryptoPort } from '../../src/core/ports/crypto.port';
import { THIRD_PARTY_PATHS } from '../../src/core/api/third-party.contract';
import { createSandbox } from '../../sandbox/sandbox';
import { buildPayorArea } from '../../src/core/third-party/payor.services';
import { buildGuestPayorArea } from '../../src/core/third-party/guest-payor.services';
import { fakeAreaPorts } from '../support/area-ports';
import {
  CLEARED_PAYOR,
  MYINFO_PERSON,
  PAYABLE_POLICY,
  SCREENING_HELD_ID,
  SCREENING_UNAVAILABLE_ID,
} from '../../sandbox/third-party.seed';
import { FakeClock, RecordingMonitoring, SequentialIds } from '../support/fakes';
import { settle } from '../support/reply-arbitraries';
import { Monitor } from '../../src/core/monitoring/monitor';
import type { HttpPort } from '../../src/core/ports/http.port';
import { IDEMPOTENCY_HEADER } from '../../src/core/http/exactly-once';
import { nodeOaep, ORIGIN, SandboxHttp, sandboxKeys, singpassRedirect } from './login-world';
import { CLIENT_HEADER } from '../../sandbox/login.seed';
import { pdfTexts } from '../support/pdf';

const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

/**
 * The third-party and guest payor areas over the real sandbox, wired by their own factories, with Node's RSA-OAEP as
 * the portal's encryption; the portal's calls go through `wrap` (a lost reply, say), and are monitored into `monitoring`.
 */
function world(wrap: (http: HttpPort) => HttpPort = (http) => http) {
  const sandbox = createSandbox({ keys: sandboxKeys() });
  sandbox.areas.thirdParty.now = () => NOW;
  const http = wrap(new SandboxHttp(sandbox));
  const clock = new FakeClock(NOW);
  const monitoring = new RecordingMonitoring();
  const monitor = new Monitor({ clock, ids: new SequentialIds('intent-'), release: 'r1', path: () => '/third-party' });
  monitor.connect(monitoring);
  const oaep = nodeOaep(sandbox.keys.publicKeyPem);
  const crypto: CryptoPort = {
    encryptToken: (t) => `enc(${t})`,
    decryptToken: (c) => /^enc\((.*)\)$/.exec(c)?.[1] ?? null,
    encryptForServer: async (plain) => oaep(plain),
    prepareForServer: () => undefined,
  };
  const { ports, navigation, errors, loginState, api, drafts } = fakeAreaPorts({
    http,
    crypto,
    clock,
    apiOrigin: ORIGIN,
    ids: new SequentialIds('guest-key-'),
  });
  const payment = new PaymentDraft(drafts.payment, new SequentialIds('draft-'));
  const { services: s } = buildPayorArea(ports, payment);
  const monitored = new ApiClient(http, {
    apiOrigin: ORIGIN,
    requestTimeoutMs: 5000,
    bearerToken: () => null,
    monitor,
  });
  const { services: g } = buildGuestPayorArea({ ...ports, api: monitored }, s);
  const draft = s.payorDraft;
  return {
    sandbox,
    clock,
    monitoring,
    draft,
    payment,
    navigation,
    errors,
    login(customerId: string) {
      const token = `tok-${customerId}`;
      sandbox.areas.login.sessions.set(token, customerId);
      loginState.succeeded(token);
    },
    find: g.findPolicy,
    declare: s.submitDeclaration,
    funds: s.submitSourceOfFunds,
    pay: g.payAsGuest,
    outcome: g.loadGuestOutcome,
    sendReceipt: g.sendReceipt,
    payNowInstead: g.payNowInstead,
    myinfo: s.myinfo,
    startMyinfo: s.startMyinfo,
    completeMyinfo: s.completeMyinfo,
    /** The tab's Singpass binding as session storage holds it. */
    binding: drafts.singpass,
    /** The policyholder's session, as the portal's API client sends it. */
    sessionApi: api,
    /** A client with the payor's guest token, as the area's own guest client sends it. */
    guestApi: new ApiClient(http, { apiOrigin: ORIGIN, requestTimeoutMs: 5000, bearerToken: () => draft.guestToken() }),
    bodiesTo: (path: string) => sandbox.state.requests.filter((r) => r.path === path).map((r) => r.body),
  };
}

const payor = (idNumber: string = CLEARED_PAYOR.idNumber) => ({
  ...CLEARED_PAYOR,
  idNumber,
  nationalityOther: '',
  relationshipOther: '',
  reasonOther: '',
  declaredTrue: true,
});
const salary = { source: 'salary', sourceOther: '', wealthSource: '', wealthDescription: '' };

/**
 * The portal's HTTP port losing the replies to the guest payment's first `lost` requests, after the server made them;
 * `keys` gets each request's idempotency key.
 */
function losingGuestPayments(lost: number, keys: string[]) {
  return (inner: HttpPort): HttpPort => ({
    async send(request) {
      const reply = await inner.send(request);
      if (new URL(request.url).pathname !== THIRD_PARTY_PATHS.payments) return reply;
      keys.push(request.headers[IDEMPOTENCY_HEADER] ?? '');
      return keys.length <= lost ? { kind: 'network' } : reply;
    },
  });
}

async function findPayable(w: ReturnType<typeof world>) {
  return w.find.execute({
    policyNumber: PAYABLE_POLICY.policyNumber,
    idType: PAYABLE_POLICY.idType,
    idNumber: PAYABLE_POLICY.idNumber,
    dateOfBirth: PAYABLE_POLICY.dateOfBirth,
  });
}

/** The sandbox's gateway page as a tester answers it: returns the portal path it redirects to. */
async function answerGateway(w: ReturnType<typeof world>, url: string, form: string): Promise<string> {
  const { getResponse } = await import('msw');
  const response = await getResponse(
    w.sandbox.handlers,
    new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form }),
  );
  return response!.headers.get('location')!;
}

/** A tester's sandbox control (docs/sandbox.md), as curl sends it. */
async function control(w: ReturnType<typeof world>, path: string, reference: string): Promise<unknown> {
  const { getResponse } = await import('msw');
  const response = await getResponse(
    w.sandbox.handlers,
    new Request(`${ORIGIN}/sandbox/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference }),
    }),
  );
  return response!.json();
}

/** What the guest's receipt PDF, as the sandbox serves it, draws. */
async function receiptPdfText(w: ReturnType<typeof world>, reference: string): Promise<string> {
  const { getResponse } = await import('msw');
  const response = await getResponse(
    w.sandbox.handlers,
    new Request(`${ORIGIN}${THIRD_PARTY_PATHS.receiptPdf}?reference=${reference}`, {
      headers: { Authorization: `Bearer ${w.draft.guestToken()}` },
    }),
  );
  return pdfTexts(Buffer.from(await response!.arrayBuffer()));
}

describe('finding a policy without logging in', () => {
  it('finds the policy by number and the policyholder’s encrypted identity, and shows only what is due', async () => {
    const w = world();
    expect(await findPayable(w)).toEqual({ kind: 'found' });
    const policy = w.draft.snapshot.policy!;
    expect(policy).toEqual({ policyNumber: 'L-1002-01', amountDueCents: 156_40 });
    const sent = w.bodiesTo(THIRD_PARTY_PATHS.findPolicy)[0]!;
    expect(sent).not.toContain(PAYABLE_POLICY.idNumber);
    expect(sent).not.toContain('1992-02-14');
    // The guest token is recorded as a restricted session: no customer, so no other policy or payment.
    const token = w.draft.guestToken()!;
    expect(w.sandbox.areas.login.sessions.get(token)).toBe('guest:L-1002-01');
    const due = await w.guestApi.post(PAYMENT_PATHS.policiesDue, {}, (v) => v as { policies: unknown[] });
    expect(due).toEqual({ ok: true, data: { policies: [] } });
  });

  it('gives one answer for a wrong policy number and a wrong identity', async () => {
    const w = world();
    const wrongDob = await w.find.execute({
      policyNumber: 'L-1002-01',
      idType: 'PASSPORT',
      idNumber: 'E1234567',
      dateOfBirth: '15/02/1992',
    });
    const otherPolicy = await w.find.execute({
      policyNumber: 'L-1001-01',
      idType: 'PASSPORT',
      idNumber: 'E1234567',
      dateOfBirth: '14/02/1992',
    });
    expect(wrongDob).toEqual({ kind: 'notFound' });
    expect(otherPolicy).toEqual({ kind: 'notFound' });
    expect(w.draft.guestToken()).toBeNull();
  });
});

/** The find call as anyone can make it (no bearer), from one client: its status, Retry-After and body as sent. */
function finder(w: ReturnType<typeof world>, clientId = 'client-a') {
  const encrypt = nodeOaep(w.sandbox.keys.publicKeyPem);
  return async (policyNumber: string, who: { idType: string; idNumber: string; dateOfBirth: string }) => {
    const { getResponse } = await import('msw');
    const response = await getResponse(
      w.sandbox.handlers,
      new Request(ORIGIN + THIRD_PARTY_PATHS.findPolicy, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CLIENT_HEADER]: clientId },
        body: JSON.stringify({
          policyNumber,
          idType: who.idType,
          idNumber: encrypt(who.idNumber),
          dateOfBirth: encrypt(who.dateOfBirth),
        }),
      }),
    );
    const body = await response!.text();
    const parsed = JSON.parse(body) as { body: { errors?: { errorCode: string; retryAfterSeconds?: number }[] } };
    return {
      status: response!.status,
      retryAfter: response!.headers.get('retry-after'),
      body,
      error: parsed.body.errors?.[0],
    };
  };
}

const HOLDER = { idType: PAYABLE_POLICY.idType, idNumber: PAYABLE_POLICY.idNumber, dateOfBirth: '1992-02-14' };
const stranger = (n: number) => ({
  idType: 'PASSPORT',
  idNumber: `K${String(n).padStart(7, '0')}`,
  dateOfBirth: '1990-01-01',
});
const expectPaused = (reply: Awaited<ReturnType<ReturnType<typeof finder>>>, seconds = 1800) => {
  expect(reply.status).toBe(429);
  expect(reply.error).toEqual({
    errorCode: 'THIRD_PARTY_FIND_LIMITED',
    errorMessage: expect.any(String),
    retryAfterSeconds: seconds,
  });
  expect(reply.retryAfter).toBe(String(seconds));
};

describe('finding a policy tells nothing and is locked out (docs/api.md, "Lock-outs")', () => {
  it('answers a policy with nothing due exactly as a wrong number and a wrong identity: status, headers and body', async () => {
    const w = world();
    await findPayable(w);
    await w.declare.execute('guest', payor(), '156.40');
    const result = await w.pay.execute({ ...salary, method: 'visa', consent: true });
    await answerGateway(w, (result as { url: string }).url, 'action=pay&cardNumber=4111111111111111');

    const find = finder(w);
    const paid = await find(PAYABLE_POLICY.policyNumber, HOLDER);
    const wrongNumber = await find('L-1002-02', HOLDER);
    const wrongIdentity = await find(PAYABLE_POLICY.policyNumber, { ...HOLDER, dateOfBirth: '1992-02-15' });
    expect(paid).toEqual(wrongNumber);
    expect(paid).toEqual(wrongIdentity);
    expect(paid).toMatchObject({ status: 404, retryAfter: null, error: { errorCode: 'THIRD_PARTY_POLICY_NOT_FOUND' } });
  });

  it('the found reply holds only the policy number and the amount due', async () => {
    const reply = await finder(world())(PAYABLE_POLICY.policyNumber, HOLDER);
    expect(reply.status).toBe(200);
    const body = (JSON.parse(reply.body) as { body: Record<string, unknown> }).body;
    expect(Object.keys(body).sort()).toEqual(['expiresInSeconds', 'guestToken', 'policy']);
    expect(body.policy).toEqual({ policyNumber: 'L-1002-01', amountDueCents: 156_40 });
  });

  it('per identity as typed: the fifth search that found nothing in 30 minutes pauses it, known or not, the right policy too', async () => {
    const w = world();
    const find = finder(w, 'client-known');
    const other = finder(w, 'client-unknown');
    for (let i = 1; i <= 5; i++) {
      const known = await find(`X-000${i}`, HOLDER);
      const unknown = await other(`X-000${i}`, stranger(1));
      expect(known).toEqual(unknown);
      if (i < 5) expect(known.error?.errorCode).toBe('THIRD_PARTY_POLICY_NOT_FOUND');
      else expectPaused(known);
    }
    expectPaused(await find(PAYABLE_POLICY.policyNumber, HOLDER));
    w.sandbox.areas.thirdParty.now = () => NOW + 29 * 60_000;
    expectPaused(await find(PAYABLE_POLICY.policyNumber, HOLDER), 60);
    w.sandbox.areas.thirdParty.now = () => NOW + 30 * 60_000;
    expect((await find(PAYABLE_POLICY.policyNumber, HOLDER)).status).toBe(200);
  });

  it('per policy number as typed: five identities tried on one policy pause it, even for its policyholder', async () => {
    const w = world();
    const find = finder(w);
    for (let i = 1; i <= 4; i++)
      expect((await find(' l-1002-01', stranger(i))).error?.errorCode).toBe('THIRD_PARTY_POLICY_NOT_FOUND');
    expectPaused(await find('L-1002-01', stranger(5)));
    expectPaused(await finder(w, 'client-b')(PAYABLE_POLICY.policyNumber, HOLDER));
  });

  it('per client: twenty searches that found nothing pause that client for every policy, not other clients', async () => {
    const w = world();
    const find = finder(w, 'enumerator');
    for (let i = 1; i <= 19; i++) expect((await find(`X-${String(i).padStart(4, '0')}`, stranger(i))).status).toBe(404);
    expectPaused(await find('X-0020', stranger(20)));
    expectPaused(await find(PAYABLE_POLICY.policyNumber, HOLDER));
    expect((await finder(w, 'someone-else')(PAYABLE_POLICY.policyNumber, HOLDER)).status).toBe(200);
  });

  it('a search that finds the policy clears no count: finding proves no one’s identity', async () => {
    const w = world();
    const find = finder(w);
    for (let i = 1; i <= 4; i++) await find(`X-000${i}`, HOLDER);
    expect((await find(PAYABLE_POLICY.policyNumber, HOLDER)).status).toBe(200);
    expectPaused(await find('X-0005', HOLDER));
  });
});

/** What the sandbox "sent" (`GET /sandbox/outbox`), as a tester reads it. */
async function outbox(w: ReturnType<typeof world>) {
  const { getResponse } = await import('msw');
  const response = await getResponse(w.sandbox.handlers, new Request(`${ORIGIN}/sandbox/outbox`));
  return ((await response!.json()) as { messages: { to: string; reference: string; channel: string; text: string }[] })
    .messages;
}

describe('the guest payor gets the policyholder’s receipt (ADR 0067)', () => {
  /** Found, declared and paid by Visa on the gateway: the outcome's payment. */
  async function paidByCard(w: ReturnType<typeof world>, card = '4111111111111111') {
    await findPayable(w);
    await w.declare.execute('guest', payor(), '156.40');
    const { url } = (await w.pay.execute({ ...salary, method: 'visa', consent: true })) as { url: string };
    const back = await answerGateway(w, url, `action=pay&cardNumber=${card}`);
    const outcome = await w.outcome.execute(new URL(back, ORIGIN).searchParams.get('ref'));
    if (outcome.kind !== 'payment') throw new Error(`no payment: ${outcome.kind}`);
    return outcome.payment;
  }

  it('a card payment: sent to the declared email, masked; the last four digits; what happens next without the schedule', async () => {
    const w = world();
    const p = await paidByCard(w);
    expect(p).toMatchObject({
      cardLast4: '1111',
      receipt: { channel: 'email', sentTo: 'l•••@example.com', sendsLeft: 3 },
      after: { policies: [{ policyNumber: 'L-1002-01', upToDate: true, offerGiro: false }] },
      lines: [{ policyNumber: 'L-1002-01', amountCents: 156_40 }],
    });
    expect(p.after!.policies[0]!.nextDueDate).toBeUndefined();
    const sent = await outbox(w);
    expect(sent).toEqual([
      expect.objectContaining({ to: CLEARED_PAYOR.email, channel: 'email', reference: p.reference }),
    ]);
    // The policy by its number alone, in the email, the PDF and the status reply.
    expect(sent[0]!.text).toContain('Policy L-1002-01: S$156.40');
    expect(sent[0]!.text).toContain('Visa card ending 1111');
    const pdf = await receiptPdfText(w, p.reference);
    expect(pdf).toContain('Policy L-1002-01');
    expect(`${JSON.stringify(p)}${sent[0]!.text}${pdf}`).not.toContain('TermGuard');
    expect(w.sandbox.state.contractViolations).toEqual([]);
  });

  it('Send again: to the same contact, three times in a day, then the 429 the policyholder gets', async () => {
    const w = world();
    const p = await paidByCard(w);
    for (const left of [2, 1, 0]) {
      expect(await w.sendReceipt.execute(p.reference)).toEqual({
        kind: 'ok',
        data: { channel: 'email', sentTo: 'l•••@example.com', sendsLeft: left },
      });
    }
    expect(await w.sendReceipt.execute(p.reference)).toMatchObject({
      kind: 'failed',
      failure: { kind: 'status', status: 429, code: 'RECEIPT_SEND_LIMITED' },
    });
    expect((await outbox(w)).map((m) => m.to)).toEqual(Array(4).fill(CLEARED_PAYOR.email));
    // Another guest's token cannot send it.
    const other = world();
    await findPayable(other);
    const stranger = await other.guestApi.post(THIRD_PARTY_PATHS.sendReceipt, { reference: p.reference }, (v) => v);
    expect(stranger).toMatchObject({ ok: false, failure: { status: 404 } });
  });

  it('a PayNow payment: sent to the declared email too', async () => {
    const w = world();
    await findPayable(w);
    await w.declare.execute('guest', payor(), '156.40');
    await w.pay.execute({ ...salary, method: 'paynow', consent: true });
    const { reference } = w.draft.payNow!;
    await control(w, 'paynow/pay', reference);
    expect(await w.outcome.execute(reference)).toMatchObject({
      payment: { receipt: { channel: 'email', sentTo: 'l•••@example.com' } },
    });
    expect((await outbox(w)).map((m) => [m.to, m.reference])).toEqual([[CLEARED_PAYOR.email, reference]]);
  });

  it('a declined card sends nothing and offers PayNow for the same declaration; a PayNow payment is offered nothing', async () => {
    const w = world();
    const p = await paidByCard(w, '4000000000000002');
    expect(p).toMatchObject({ status: 'unsuccessful' });
    expect(p.receipt).toBeUndefined();
    expect(await outbox(w)).toEqual([]);
    expect(w.payNowInstead.offers(p)).toBe(true);
    expect(w.payNowInstead.offers({ ...p, method: 'paynow' })).toBe(false);
    expect(w.payNowInstead.offers({ ...p, totalCents: 100_00 })).toBe(false); // not the declared amount
    w.payNowInstead.execute();
    expect(w.navigation.path).toBe('/third-party/source-of-funds');
    expect(w.draft.snapshot.payNowInstead).toBe(true);
    expect(await w.pay.execute({ ...salary, method: 'paynow', consent: true })).toEqual({ kind: 'paynow' });
    expect(w.draft.payNow!.amountCents).toBe(156_40);
  });
});

describe('the guest journey over the sandbox', () => {
  it('declares, gives the source of funds, pays on the gateway and reads the receipt', async () => {
    const w = world();
    await findPayable(w);
    expect(await w.declare.execute('guest', payor(), '156.40')).toEqual({ kind: 'cleared' });
    expect(w.navigation.path).toBe('/third-party/source-of-funds');
    const declared = w.bodiesTo(THIRD_PARTY_PATHS.declarations)[0]!;
    expect(declared).not.toContain(CLEARED_PAYOR.idNumber);
    expect(declared).not.toContain('1960-05-12');
    const result = await w.pay.execute({ ...salary, method: 'visa', consent: true });
    expect(result.kind).toBe('leaving');
    const url = (result as { url: string }).url;
    const back = await answerGateway(w, url, 'action=pay&cardNumber=4111111111111111');
    expect(back).toMatch(/^\/payment-status\/third-party\/succesful\?ref=TP\d{6}\d{4}$/);
    const ref = new URL(back, ORIGIN).searchParams.get('ref');
    const outcome = await w.outcome.execute(ref);
    expect(outcome).toMatchObject({
      kind: 'payment',
      payment: { status: 'successful', payorName: 'Lim Mei Ling', totalCents: 156_40 },
    });
    // Paid: the policy has nothing due any more for the next payor.
    expect(await findPayable(world())).toEqual({ kind: 'found' }); // a fresh sandbox still has it due
    expect(await findPayable(w)).toEqual({ kind: 'notFound' });
  });

  it('pays by PayNow: the code pays the insurer, the bank’s-side control pays it, and the receipt says PayNow', async () => {
    const w = world();
    await findPayable(w);
    await w.declare.execute('guest', payor(), '156.40');
    expect(await w.pay.execute({ ...salary, method: 'paynow', consent: true })).toEqual({ kind: 'paynow' });
    const code = w.draft.payNow!;
    expect(code).toMatchObject({ kind: 'paynow', amountCents: 156_40, uen: '198700001E' });
    expect(code.reference).toMatch(/^TP\d{10}$/);
    const pending = await w.guestApi.post(THIRD_PARTY_PATHS.paymentStatus, { reference: code.reference }, (v) => v);
    expect(pending).toMatchObject({ ok: true, data: { status: 'pending', method: 'paynow', expiresInSeconds: 900 } });
    expect(await control(w, 'paynow/pay', code.reference)).toEqual({ reference: code.reference, status: 'successful' });
    expect(await control(w, 'paynow/pay', code.reference)).toMatchObject({ error: 'the payment is successful' });
    expect(await w.outcome.execute(code.reference)).toMatchObject({
      kind: 'payment',
      payment: { status: 'successful', method: 'paynow', payorName: 'Lim Mei Ling' },
    });
    // The PDF, as a card payment's, naming PayNow.
    expect(await receiptPdfText(w, code.reference)).toMatch(/PayNow/);
    expect(w.sandbox.state.contractViolations).toEqual([]);
  });

  it('a guest PayNow code the tester expires is expired for the payor too, and nothing is paid', async () => {
    const w = world();
    await findPayable(w);
    await w.declare.execute('guest', payor(), '156.40');
    await w.pay.execute({ ...salary, method: 'paynow', consent: true });
    const { reference } = w.draft.payNow!;
    expect(await control(w, 'paynow/expire', reference)).toEqual({ reference, status: 'expired' });
    expect(await w.outcome.execute(reference)).toMatchObject({ kind: 'payment', payment: { status: 'expired' } });
    expect(w.draft.snapshot.submission).toBeUndefined(); // released: a new press is a new code
    expect(await findPayable(w)).toEqual({ kind: 'found' });
  });

  it('a declined card comes back to /payment-status/third-party with the reason, and may be paid again', async () => {
    const w = world();
    await findPayable(w);
    await w.declare.execute('guest', payor(), '100');
    const first = (await w.pay.execute({ ...salary, method: 'mastercard', consent: true })) as { url: string };
    const back = await answerGateway(w, first.url, 'action=pay&cardNumber=4000000000000002');
    expect(back.startsWith('/payment-status/third-party?ref=')).toBe(true);
    const outcome = await w.outcome.execute(new URL(back, ORIGIN).searchParams.get('ref'));
    expect(outcome).toMatchObject({
      kind: 'payment',
      payment: { status: 'unsuccessful', reason: 'The card issuer declined the payment.' },
    });
    const second = (await w.pay.execute({ ...salary, method: 'mastercard', consent: true })) as { url: string };
    expect(second.url).not.toBe(first.url);
  });

  it('a cancel and an AML hold at the gateway come back with their status', async () => {
    for (const [form, status] of [
      ['action=cancel', 'cancelled'],
      ['action=pay&cardNumber=4000000000009995', 'aml'],
    ] as const) {
      const w = world();
      await findPayable(w);
      await w.declare.execute('guest', payor(), '156.40');
      const { url } = (await w.pay.execute({ ...salary, method: 'visa', consent: true })) as { url: string };
      const back = await answerGateway(w, url, form);
      const outcome = await w.outcome.execute(new URL(back, ORIGIN).searchParams.get('ref'));
      expect(outcome).toMatchObject({ kind: 'payment', payment: { status } });
    }
  });

  it('replays the payment for a retried key and never makes a second one', async () => {
    const w = world();
    await findPayable(w);
    await w.declare.execute('guest', payor(), '156.40');
    const a = (await w.pay.execute({ ...salary, method: 'visa', consent: true })) as { url: string };
    w.draft.unconfirmed(); // as if the reply had been lost: the next Pay asks again with the same key
    const b = (await w.pay.execute({ ...salary, method: 'visa', consent: true })) as { url: string };
    expect(a.url).toBe(b.url);
    expect(w.sandbox.areas.thirdParty.payments.size).toBe(1);
  });
});

describe('the guest payment is money like any other: exactly once, retried under its key', () => {
  /** A declared guest's Pay with the replies to its first `lost` payment requests lost; `keys`: each request's key. */
  async function payLosing(lost: number) {
    const keys: string[] = [];
    const w = world(losingGuestPayments(lost, keys));
    await findPayable(w);
    await w.declare.execute('guest', payor(), '156.40');
    const result = await settle(w.pay.execute({ ...salary, method: 'visa', consent: true }), w.clock);
    return { w, keys, result };
  }

  it('a lost reply is retried under the same key: one payment, and the payor reaches the gateway', async () => {
    const { w, keys, result } = await payLosing(1);
    expect(result.kind).toBe('leaving');
    expect(w.navigation.left).toEqual([(result as { url: string }).url]);
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(w.sandbox.areas.thirdParty.payments.size).toBe(1);
    expect(w.monitoring.ofType('money-in-doubt')).toEqual([]);
  });

  it('no answer after every retry: "still confirming", the key kept, and operators hear of the money in doubt', async () => {
    const { w, keys, result } = await payLosing(99);
    expect(result.kind).toBe('unconfirmed');
    expect(w.draft.snapshot.submission).toMatchObject({ state: 'unconfirmed' });
    expect(w.monitoring.ofType('money-in-doubt')).toEqual([
      expect.objectContaining({ state: 'unconfirmed', path: THIRD_PARTY_PATHS.payments, retries: 2 }),
    ]);
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
    expect(w.sandbox.areas.thirdParty.payments.size).toBe(1);
  });
});

describe('screening', () => {
  it(`answers AML_SCREENING_NOT_AVAILABLE for the payor ${SCREENING_UNAVAILABLE_ID}, raising the catalogue’s dialog without a logout`, async () => {
    const w = world();
    await findPayable(w);
    expect(await w.declare.execute('guest', payor(SCREENING_UNAVAILABLE_ID), '156.40')).toMatchObject({
      kind: 'failed',
      shown: true,
      failure: { code: 'AML_SCREENING_NOT_AVAILABLE' },
    });
    expect(w.errors.store.getSnapshot()).toMatchObject({ status: 424, code: 'AML_SCREENING_NOT_AVAILABLE' });
    expect(w.sandbox.areas.thirdParty.screenings.unavailable).toBe(1);
    expect(w.draft.snapshot.declarationId).toBeUndefined();
  });

  it(`holds the payor ${SCREENING_HELD_ID} for review with a reference, and the outcome page shows it`, async () => {
    const w = world();
    await findPayable(w);
    const held = await w.declare.execute('guest', payor(SCREENING_HELD_ID), '156.40');
    expect(held).toEqual({ kind: 'held', reference: 'TPH-000001' });
    expect(w.navigation.path).toBe('/payment-status/third-party?ref=TPH-000001');
    expect(await w.outcome.execute('TPH-000001')).toEqual({ kind: 'declarationHeld', reference: 'TPH-000001' });
    expect(await w.pay.execute({ ...salary, method: 'visa', consent: true })).toEqual({ kind: 'noDeclaration' });
  });
});

describe('the server’s own checks', () => {
  it('asks for the source of wealth above S$20,000, whatever the portal sent', async () => {
    const w = world();
    w.login('C-1001');
    w.payment.edit({
      lines: [
        {
          policyNumber: 'W-1001-04',
          productName: 'Legacy Whole Life',
          amountCents: 25_000_00,
          amountDueCents: 62_500_00,
          amountFixed: false,
        },
      ],
      method: { kind: 'paynow' },
      payor: { kind: 'third-party' },
    });
    expect(await w.declare.execute('signed-in', payor())).toEqual({ kind: 'cleared' });
    const declarationId = w.draft.snapshot.declarationId!;
    const bare = await w.sessionApi.post(
      THIRD_PARTY_PATHS.sourceOfFunds,
      { declarationId, source: 'salary' },
      (v) => v,
    );
    expect(bare).toEqual({
      ok: false,
      failure: {
        kind: 'status',
        status: 400,
        code: 'THIRD_PARTY_SOURCE_OF_WEALTH_REQUIRED',
        message: expect.any(String),
      },
    });
    const full = await w.funds.execute('signed-in', {
      ...salary,
      wealthSource: 'business-income',
      wealthDescription: 'Sold my bakery in 2019',
    });
    expect(full).toEqual({ kind: 'recorded' });
    expect(w.payment.snapshot.payor).toEqual({ kind: 'third-party', declarationId });
    expect(w.navigation.path).toBe('/one-time-payment/payment-review');
  });

  it('with login, the declaration id is accepted by POST /payments as the payor', async () => {
    const w = world();
    w.login('C-1001');
    w.payment.edit({
      lines: [
        {
          policyNumber: 'L-1001-01',
          productName: 'TermGuard Life',
          amountCents: 245_30,
          amountDueCents: 245_30,
          amountFixed: false,
        },
      ],
      method: { kind: 'card', brand: 'visa' },
      payor: { kind: 'third-party' },
    });
    await w.declare.execute('signed-in', payor());
    await w.funds.execute('signed-in', salary);
    const payor_ = w.payment.snapshot.payor as { kind: 'third-party'; declarationId: string };
    const created = await w.sessionApi.post(
      PAYMENT_PATHS.payments,
      {
        lines: [{ policyNumber: 'L-1001-01', amountCents: 245_30 }],
        method: { kind: 'card', brand: 'visa' },
        payor: payor_,
      },
      createPaymentDecoder,
      { headers: { 'Idempotency-Key': 'key-00000001' } },
    );
    expect(created.ok).toBe(true);
  });

  it('refuses a declaration for someone else’s policy, a card number in free text, and a guest’s declaration for another policy', async () => {
    const w = world();
    w.login('C-1002');
    w.payment.edit({
      lines: [
        {
          policyNumber: 'L-1001-01',
          productName: 'TermGuard Life',
          amountCents: 245_30,
          amountDueCents: 245_30,
          amountFixed: false,
        },
      ],
      method: { kind: 'card', brand: 'visa' },
      payor: { kind: 'third-party' },
    });
    expect(await w.declare.execute('signed-in', payor())).toMatchObject({ kind: 'failed', shown: true });
    w.errors.handleReset();

    const g = world();
    await findPayable(g);
    const encrypted = async (s: string) => nodeOaep(g.sandbox.keys.publicKeyPem)(s);
    const body = {
      policyNumbers: ['L-1002-01'],
      amountCents: 100_00,
      payor: {
        ...payor(),
        idNumber: await encrypted('S7654321F'),
        dateOfBirth: await encrypted('1960-05-12'),
        mobile: '+6591234567',
        reason: 'other',
        reasonOther: 'paying card 4111 1111 1111 1111',
      },
    };
    const card = await g.guestApi.post(THIRD_PARTY_PATHS.declarations, body, (v) => v);
    expect(card).toMatchObject({ ok: false, failure: { status: 400, code: 'THIRD_PARTY_DECLARATION_INVALID' } });
    const other = await g.guestApi.post(
      THIRD_PARTY_PATHS.declarations,
      { ...body, policyNumbers: ['L-1001-01'], payor: { ...body.payor, reasonOther: 'help' } },
      (v) => v,
    );
    expect(other).toMatchObject({ ok: false, failure: { status: 403, code: 'THIRD_PARTY_NOT_ALLOWED' } });
  });

  it('ends a guest token after its time', async () => {
    const w = world();
    await findPayable(w);
    const token = w.draft.guestToken()!;
    w.sandbox.areas.thirdParty.now = () => NOW + 31 * 60_000;
    const late = await w.declare.execute('guest', payor(), '100');
    expect(late).toMatchObject({ kind: 'failed', shown: true });
    expect(w.sandbox.areas.login.sessions.has(token)).toBe(false);
  });
});

describe('Myinfo for the payor', () => {
  /** Leaves for Myinfo from the entry, presses `outcome` on the sandbox's consent page: the return address. */
  async function viaMyinfo(w: ReturnType<typeof world>, mode: 'signed-in' | 'guest', outcome: string) {
    expect(await w.startMyinfo.execute(mode)).toEqual({ kind: 'left' });
    const { location } = await singpassRedirect(w.sandbox, w.navigation.left.at(-1)!, outcome);
    return location;
  }

  it('guest: the return to /third-party gives the person once, and the declaration carries it', async () => {
    const w = world();
    await findPayable(w);
    const back = await viaMyinfo(w, 'guest', 'approve');
    expect(back.pathname).toBe('/third-party');
    const state = await w.completeMyinfo.execute('guest', back.searchParams);
    expect(state).toMatchObject({ kind: 'retrieved', person: { ...MYINFO_PERSON } });
    // The code and state left the address bar; the binding is spent; nothing of the person is in storage.
    expect(w.navigation.entries.at(-1)).toBe('/third-party');
    expect(w.binding.raw).toBeNull();
    expect(w.draft.snapshot).not.toHaveProperty('person');
    // Typed identity fields are overridden by Myinfo's; the rest is typed.
    const outcome = await w.declare.execute(
      'guest',
      { ...payor(), fullName: 'Someone Else', idNumber: 'S7654321F' },
      '100',
    );
    expect(outcome).toEqual({ kind: 'cleared' });
    const sent = w.bodiesTo(THIRD_PARTY_PATHS.declarations)[0]!;
    expect(sent).toContain('"myinfoRef":"MI-');
    expect(sent).not.toContain(MYINFO_PERSON.idNumber);
    expect([...w.sandbox.areas.thirdParty.declarations.values()][0]!.payorName).toBe(MYINFO_PERSON.fullName);
  });

  it('with login: Myinfo returns to /third-party/one-time-payment with the session’s bearer', async () => {
    const w = world();
    w.login('C-1001');
    const back = await viaMyinfo(w, 'signed-in', 'approve');
    expect(back.pathname).toBe('/third-party/one-time-payment');
    expect(await w.completeMyinfo.execute('signed-in', back.searchParams)).toMatchObject({ kind: 'retrieved' });
    expect(w.myinfo.person('signed-in')?.fullName).toBe(MYINFO_PERSON.fullName);
    expect(w.myinfo.person('guest')).toBeUndefined();
  });

  it('a return this tab did not leave for asks nothing; a cancel is said; a second try is refused', async () => {
    const w = world();
    await findPayable(w);
    const back = await viaMyinfo(w, 'guest', 'approve');
    w.binding.clear(); // another tab: no binding
    expect(await w.completeMyinfo.execute('guest', back.searchParams)).toEqual({ kind: 'unbound' });
    expect(w.bodiesTo(THIRD_PARTY_PATHS.myinfoPerson)).toHaveLength(0);

    const cancelled = await viaMyinfo(w, 'guest', 'cancel');
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(await w.completeMyinfo.execute('guest', cancelled.searchParams)).toEqual({ kind: 'cancelled' });

    const again = await viaMyinfo(w, 'guest', 'approve');
    w.binding.write('a-binding-of-another-tab'.padEnd(43, '_'));
    expect(await w.completeMyinfo.execute('guest', again.searchParams)).toEqual({ kind: 'expired' });
    expect(w.myinfo.person('guest')).toBeUndefined();
  });

  it('five refused returns lock the token out of Myinfo (429 MYINFO_LIMITED) for 30 minutes', async () => {
    const w = world();
    await findPayable(w);
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) {
      const back = await viaMyinfo(w, 'guest', 'approve');
      w.binding.write(`wrong-${i}`.padEnd(43, '_'));
      outcomes.push((await w.completeMyinfo.execute('guest', back.searchParams)).kind);
    }
    expect(outcomes).toEqual(['expired', 'expired', 'expired', 'expired', 'limited']);
    expect(await w.startMyinfo.execute('guest')).toEqual({ kind: 'limited' });
  });

  it('refuses a declaration naming a Myinfo retrieval whose identity it does not carry', async () => {
    const w = world();
    await findPayable(w);
    await w.completeMyinfo.execute('guest', (await viaMyinfo(w, 'guest', 'approve')).searchParams);
    const { myinfoRef } = w.myinfo.person('guest')!;
    const encrypt = nodeOaep(w.sandbox.keys.publicKeyPem);
    const reply = await w.guestApi.post(
      THIRD_PARTY_PATHS.declarations,
      {
        policyNumbers: [PAYABLE_POLICY.policyNumber],
        amountCents: 100_00,
        payor: {
          ...payor(),
          mobile: '+6591234567',
          nationalityOther: undefined,
          relationshipOther: undefined,
          reasonOther: undefined,
          idNumber: encrypt(CLEARED_PAYOR.idNumber),
          dateOfBirth: encrypt('1960-05-12'),
          myinfoRef,
        },
      },
      (v) => v,
    );
    expect(reply).toMatchObject({ ok: false, failure: { status: 400, code: 'THIRD_PARTY_DECLARATION_INVALID' } });
  });
});

describe('docs/sandbox.md', () => {
  it('lists the seeded third-party inputs exactly as the sandbox knows them', () => {
    const { readFileSync } = require('node:fs') as typeof import('node:fs');
    const doc = readFileSync(`${__dirname}/../../docs/sandbox.md`, 'utf8');
    const section = doc.slice(doc.indexOf('## Third-party payor'));
    expect(section.length).toBeGreaterThan(100);
    for (const value of [
      SCREENING_UNAVAILABLE_ID,
      SCREENING_HELD_ID,
      CLEARED_PAYOR.idNumber,
      CLEARED_PAYOR.dateOfBirth,
      PAYABLE_POLICY.policyNumber,
      PAYABLE_POLICY.idNumber,
      PAYABLE_POLICY.dateOfBirth,
      MYINFO_PERSON.fullName,
      MYINFO_PERSON.idNumber,
    ]) {
      expect(section).toContain(`\`${value}\``);
    }
  });
});
