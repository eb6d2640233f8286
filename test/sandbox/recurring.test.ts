import { getResponse } from 'msw';
import {
  arrangementStatusDecoder,
  createArrangementDecoder,
  giroScheduleDecoder,
  RECURRING_PATHS,
  recurringPoliciesDecoder,
} from '../../src/core/api/recurring.contract';
import { contractGate } from '../../sandbox/contract';
import { Outbox } from '../../sandbox/outbox';
import { createRecurringArea } from '../../sandbox/recurring.area';
import { firstDeduction, GIRO_LEAD_DAYS } from '../../sandbox/rules';
import { AML_HOLD_NAME, NOT_OWN_ACCOUNT_NAME } from '../../sandbox/recurring.seed';
import { SEED_POLICIES } from '../../sandbox/payment.seed';
import { SessionTable, type SandboxContext } from '../../sandbox/sandbox';
import { pdfTexts } from '../support/pdf';

const ORIGIN = 'http://portal.test';
const NOW = Date.UTC(2026, 10, 22, 2, 0, 0); // 10:00 on 22 Nov 2026 in Singapore
const SESSIONS = { 'tok-1001': 'C-1001', 'tok-1002': 'C-1002' } as const;
type Token = keyof typeof SESSIONS;
type ErrorReply = { body: { errors: { errorCode: string }[] } };

function world() {
  const sessions = new SessionTable(() => NOW);
  for (const [token, customerId] of Object.entries(SESSIONS)) sessions.set(token, customerId);
  const ctx: SandboxContext = {
    decrypt: () => {
      throw new Error('arrangements carry nothing encrypted');
    },
    sessions,
    customerOf: (request) => sessions.get((request.headers.get('authorization') ?? '').replace(/^Bearer /, '')),
    outbox: new Outbox(() => NOW),
  };
  const area = createRecurringArea(ctx);
  area.now = () => NOW;
  const send = async (
    path: string,
    init: { token?: Token; body?: unknown; key?: string; method?: string; form?: string } = {},
  ) => {
    const headers: Record<string, string> = {
      'Content-Type': init.form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json',
    };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.key) headers['Idempotency-Key'] = init.key;
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
  const giro = (accountHolderName = 'Tan Wei Ming', policyNumber = 'L-1001-01') => ({
    policyNumber,
    method: { kind: 'giro', bank: 'DBS', accountHolderName, ownAccountDeclared: true },
    consent: true,
  });
  const card = (cardType = 'visa', policyNumber = 'E-1001-03') => ({
    policyNumber,
    method: { kind: 'card', cardType },
    consent: true,
  });
  const create = async (body: unknown, key = 'key-00000001') => {
    const reply = await json(RECURRING_PATHS.arrangements, { token: 'tok-1001', key, body });
    return { ...reply, data: createArrangementDecoder(reply.body.body) };
  };
  const status = async (reference: string, token: Token = 'tok-1001') => {
    const reply = await json(RECURRING_PATHS.arrangementStatus, { token, body: { reference } });
    return arrangementStatusDecoder(reply.body.body);
  };
  return { area, send, json, giro, card, create, status };
}

describe('recurring policies', () => {
  it('lists the payment seed’s regular-premium policies of the customer, with the seeded GIRO arrangement', async () => {
    const { json } = world();
    const reply = await json(RECURRING_PATHS.policies, { token: 'tok-1001' });
    const data = recurringPoliciesDecoder(reply.body.body)!;
    expect(data.policies.map((p) => p.policyNumber)).toEqual(SEED_POLICIES['C-1001']!.map((p) => p.policyNumber));
    const withGiro = data.policies.filter((p) => p.arrangement);
    expect(withGiro).toEqual([
      expect.objectContaining({
        policyNumber: 'H-1001-02',
        arrangement: { method: 'giro', status: 'active', bank: 'DBS' },
      }),
    ]);
    const single = recurringPoliciesDecoder((await json(RECURRING_PATHS.policies, { token: 'tok-1002' })).body.body)!;
    expect(single.policies).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    const { json } = world();
    expect((await json(RECURRING_PATHS.policies)).status).toBe(401);
  });

  it('gives the nine banks and a first deduction at least three weeks out, on a due date', async () => {
    const { json } = world();
    const reply = await json(RECURRING_PATHS.giroSchedule, { token: 'tok-1001', body: { policyNumber: 'L-1001-01' } });
    const schedule = giroScheduleDecoder(reply.body.body)!;
    expect(schedule.banks).toHaveLength(9);
    // L-1001-01 is monthly and was due 21 days ago (1 Nov 2026): the first due date from 13 Dec on is 1 Jan 2027.
    expect(schedule.firstDeductionDate).toBe('2027-01-01');
  });

  it('steps due dates by the month, keeping month ends', () => {
    expect(firstDeduction('2026-01-31', 'monthly', Date.UTC(2026, 0, 20), GIRO_LEAD_DAYS)).toBe('2026-02-28');
    expect(firstDeduction('2026-12-20', 'yearly', NOW, GIRO_LEAD_DAYS)).toBe('2026-12-20');
    expect(firstDeduction('2026-12-01', 'yearly', NOW, GIRO_LEAD_DAYS)).toBe('2027-12-01');
  });
});

describe('creating an arrangement', () => {
  it('is idempotent: the same key and body replay the arrangement, a different body under it is refused', async () => {
    const { create, area, giro } = world();
    const first = await create(giro());
    const again = await create(giro());
    expect(first.data).toBeDefined();
    expect(again.data).toEqual(first.data);
    expect(area.arrangements.size).toBe(1);
    expect(area.stats).toEqual({ createRequests: 2, replays: 1, duplicates: 0 });
    const other = await create(giro('Tan Wei Ming', 'E-1001-03'));
    expect(other.status).toBe(409);
  });

  it('one policy, one arrangement: a second key while one is open at the bank is answered with the first', async () => {
    const { create, area, giro, card } = world();
    const first = await create(giro());
    expect(first.data).toMatchObject({ status: 'pending' });
    const second = await create(card('visa', 'L-1001-01'), 'key-00000002');
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(area.arrangements.size).toBe(1);
    expect(area.stats).toEqual({ createRequests: 2, replays: 0, duplicates: 1 });
    expect([...area.arrangements.values()][0]!.status).toBe('pending'); // not replaced: still the one to answer
  });

  it('needs a key, consent and a policy of the customer', async () => {
    const { json, giro } = world();
    expect((await json(RECURRING_PATHS.arrangements, { token: 'tok-1001', body: giro() })).body.body).toMatchObject({
      errors: [{ errorCode: 'IDEMPOTENCY_KEY_REQUIRED' }],
    });
    expect(
      (
        await json(RECURRING_PATHS.arrangements, {
          token: 'tok-1001',
          key: 'key-00000002',
          body: { ...giro(), consent: false },
        })
      ).status,
    ).toBe(400);
    expect(
      (await json(RECURRING_PATHS.arrangements, { token: 'tok-1002', key: 'key-00000003', body: giro() })).body.body,
    ).toMatchObject({
      errors: [{ errorCode: 'POLICY_NOT_ELIGIBLE' }],
    });
  });

  it(`answers INVALID_BANK_ACCOUNT_ERROR for the account holder "${NOT_OWN_ACCOUNT_NAME}", in any case and spacing`, async () => {
    const { create, area, giro } = world();
    const reply = await create(giro('  other   PERSON '));
    expect(reply.status).toBe(400);
    expect(reply.body.body).toMatchObject({ errors: [{ errorCode: 'INVALID_BANK_ACCOUNT_ERROR' }] });
    expect(area.arrangements.size).toBe(0);
  });

  it('refuses a card for a premium above the card limit', async () => {
    const { create, card } = world();
    expect((await create(card('visa', 'W-1001-04'))).body.body).toMatchObject({
      errors: [{ errorCode: 'POLICY_NOT_ELIGIBLE' }],
    });
  });
});

describe('the bank’s GIRO page', () => {
  async function atBank(name?: string) {
    const w = world();
    const { data } = await w.create(w.giro(name));
    const page = await w.send(data!.next.url, { method: 'GET' });
    return { ...w, data: data!, html: await page.text() };
  }
  const press = (w: Awaited<ReturnType<typeof atBank>>, decision: string) =>
    w.send(w.data.next.url, { form: `decision=${decision}` });

  it('is plain HTML with forms and no script', async () => {
    const { html } = await atBank();
    expect(html).toContain('<form method="post"');
    expect(html).not.toMatch(/<script|style=/i);
    for (const d of ['approve', 'reject', 'cancel']) expect(html).toContain(`value="${d}"`);
  });

  it.each([
    ['approve', undefined, '/recurring-arrangements/giro/status/succesful', 'successful'],
    ['reject', undefined, '/recurring-arrangements/giro/status/unsuccesful', 'unsuccessful'],
    ['cancel', undefined, '/recurring-arrangements/giro/status/cancel', 'cancelled'],
    ['approve', AML_HOLD_NAME, '/recurring-arrangements/giro/status/aml', 'aml'],
  ])('%s (holder %s) returns to %s with the status %s', async (decision, name, path, state) => {
    const w = await atBank(name);
    const back = await press(w, decision);
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!, ORIGIN);
    expect(location.pathname).toBe(path);
    expect(location.searchParams.get('ref')).toBe(w.data.reference);
    expect((await w.status(w.data.reference))!.status).toBe(state);
  });

  it('answers once: a second press after Back changes nothing, and the page says it is closed', async () => {
    const w = await atBank();
    await press(w, 'approve');
    const second = await press(w, 'reject');
    expect(new URL(second.headers.get('location')!, ORIGIN).pathname).toBe(
      '/recurring-arrangements/giro/status/succesful',
    );
    expect((await w.status(w.data.reference))!.status).toBe('successful');
    expect(await (await w.send(w.data.next.url, { method: 'GET' })).text()).toContain('no longer open');
  });

  it('an approval puts a pending GIRO arrangement on the policy', async () => {
    const w = await atBank();
    await press(w, 'approve');
    const policies = recurringPoliciesDecoder(
      (await w.json(RECURRING_PATHS.policies, { token: 'tok-1001' })).body.body,
    )!.policies;
    expect(policies.find((p) => p.policyNumber === 'L-1001-01')!.arrangement).toEqual({
      method: 'giro',
      status: 'pending',
      bank: 'DBS',
    });
  });

  it('shows an arrangement only to its own customer', async () => {
    const w = await atBank();
    expect(await w.status(w.data.reference, 'tok-1002')).toBeUndefined();
  });

  it('gives the confirmation PDF once approved, to its own customer only', async () => {
    const w = await atBank();
    const pdf = (token: Token) =>
      w.send(`${RECURRING_PATHS.confirmationPdf}?reference=${w.data.reference}`, { token, method: 'GET' });
    const early = await pdf('tok-1001');
    expect([early.status, ((await early.json()) as ErrorReply).body.errors[0]!.errorCode]).toEqual([
      400,
      'RECEIPT_NOT_AVAILABLE',
    ]);
    await press(w, 'approve');
    const mine = await pdf('tok-1001');
    expect([mine.status, mine.headers.get('content-disposition')]).toEqual([
      200,
      `attachment; filename="Confirmation-${w.data.reference}.pdf"`,
    ]);
    const texts = pdfTexts(Buffer.from(await mine.arrayBuffer()));
    expect(texts).toContain('Policy: TermGuard Life (L-1001-01)');
    expect(texts).toContain('Paid by: GIRO from your DBS/POSB account ending 6789');
    expect((await pdf('tok-1002')).status).toBe(404);
  });
});

describe('the gateway’s card-saving page', () => {
  async function atGateway(cardType = 'visa') {
    const w = world();
    const { data } = await w.create(w.card(cardType));
    return { ...w, data: data! };
  }

  it.each([
    ['4111111111111111', 'visa', '/recurring-arrangements/credit-card/status/succesful', 'successful'],
    ['5555555555554444', 'mastercard', '/recurring-arrangements/credit-card/status/succesful', 'successful'],
    ['4000000000009995', 'visa', '/recurring-arrangements/credit-card/status/aml', 'aml'],
    ['4000000000000002', 'visa', '/recurring-credit-card/review', 'unsuccessful'],
    ['5555555555554444', 'visa', '/recurring-credit-card/review', 'unsuccessful'],
  ])('card %s as %s returns to %s (%s)', async (number, cardType, path, state) => {
    const w = await atGateway(cardType);
    const back = await w.send(w.data.next.url, { form: `cardNumber=${number}&action=save` });
    expect(new URL(back.headers.get('location')!, ORIGIN).pathname).toBe(path);
    const receipt = (await w.status(w.data.reference))!;
    expect(receipt.status).toBe(state);
    if (state === 'successful') expect(receipt.cardLast4).toBe(number.slice(-4));
  });

  it('cancel returns to review with the status cancelled', async () => {
    const w = await atGateway();
    const back = await w.send(w.data.next.url, { form: 'action=cancel' });
    expect(back.headers.get('location')).toBe(`/recurring-credit-card/review?ref=${w.data.reference}`);
    expect((await w.status(w.data.reference))!.status).toBe('cancelled');
  });
});
