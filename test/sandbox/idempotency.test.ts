import { getResponse } from 'msw';
import { readContract } from '../../sandbox/contract-ajv';
import { IDEMPOTENCY_KEY } from '../../sandbox/idempotency';
import { createSandbox } from '../../sandbox/sandbox';
import { PAYMENT_PATHS } from '../../src/core/api/payment.contract';
import { RECURRING_PATHS } from '../../src/core/api/recurring.contract';
import { THIRD_PARTY_PATHS } from '../../src/core/api/third-party.contract';
import { nodeOaep, ORIGIN, sandboxKeys } from './login-world';

/**
 * Every money call of the sandbox holds its Idempotency-Key one way (sandbox/idempotency.ts, docs/openapi.yaml):
 * the contract's key syntax, a replay of the same JSON however it is written, and the one 409 for another body.
 */
const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

type Sandbox = ReturnType<typeof createSandbox>;

async function post(sandbox: Sandbox, path: string, token: string, body: string, key?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  if (key !== undefined) headers['Idempotency-Key'] = key;
  const response = await getResponse(sandbox.handlers, new Request(ORIGIN + path, { method: 'POST', headers, body }));
  if (!response) throw new Error(`no handler for ${path}`);
  return { status: response.status, json: (await response.json()) as { body: Record<string, unknown> } };
}

/** The same JSON written another way: every object's keys in reverse order, indented. */
function reserialised(value: unknown): string {
  const reversed = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(reversed)
      : typeof v === 'object' && v !== null
        ? Object.fromEntries(
            Object.entries(v)
              .reverse()
              .map(([k, x]) => [k, reversed(x)]),
          )
        : v;
  return JSON.stringify(reversed(value), null, 2);
}

/** A guest with a declaration ready to pay, through the calls the portal makes (identity values encrypted). */
async function guestToken(sandbox: Sandbox): Promise<{ token: string; declarationId: string }> {
  const encrypt = nodeOaep(sandbox.keys.publicKeyPem);
  const found = await post(
    sandbox,
    THIRD_PARTY_PATHS.findPolicy,
    '',
    JSON.stringify({
      policyNumber: 'L-1002-01',
      idType: 'PASSPORT',
      idNumber: encrypt('E1234567'),
      dateOfBirth: encrypt('1992-02-14'),
    }),
  );
  const token = String(found.json.body.guestToken);
  const declared = await post(
    sandbox,
    THIRD_PARTY_PATHS.declarations,
    token,
    JSON.stringify({
      policyNumbers: ['L-1002-01'],
      amountCents: 156_40,
      payor: {
        fullName: 'Lim Mei Ling',
        idType: 'NRIC_FIN',
        idNumber: encrypt('S7654321F'),
        dateOfBirth: encrypt('1960-05-12'),
        nationality: 'SG',
        relationship: 'parent',
        reason: 'family-support',
        mobile: '+6591234567',
        email: 'lim.mei.ling@example.com',
        declaredTrue: true,
      },
    }),
  );
  const declarationId = String(declared.json.body.declarationId);
  await post(sandbox, THIRD_PARTY_PATHS.sourceOfFunds, token, JSON.stringify({ declarationId, source: 'salary' }));
  return { token, declarationId };
}

interface MoneyCall {
  path: string;
  /** The caller's token and the call's body, and another body for the same intent's key. */
  start(sandbox: Sandbox): Promise<{ token: string; body: object; other: object }>;
}

const MONEY_CALLS: Record<string, MoneyCall> = {
  'a policyholder payment': {
    path: PAYMENT_PATHS.payments,
    async start() {
      const body = {
        lines: [{ policyNumber: 'L-1001-01', amountCents: 245_30 }],
        method: { kind: 'card', brand: 'visa' },
        payor: { kind: 'policyholder' },
      };
      return {
        token: 'tok-1001',
        body,
        other: { ...body, lines: [{ policyNumber: 'L-1001-01', amountCents: 100_00 }] },
      };
    },
  },
  'a recurring arrangement': {
    path: RECURRING_PATHS.arrangements,
    async start() {
      const body = {
        policyNumber: 'L-1001-01',
        method: { kind: 'giro', bank: 'DBS', accountHolderName: 'Tan Wei Ming', ownAccountDeclared: true },
        consent: true,
      };
      return { token: 'tok-1001', body, other: { ...body, method: { ...body.method, bank: 'OCBC' } } };
    },
  },
  "a third-party payor's payment": {
    path: THIRD_PARTY_PATHS.payments,
    async start(sandbox) {
      const { token, declarationId } = await guestToken(sandbox);
      const body = { declarationId, amountCents: 156_40, method: { kind: 'card', brand: 'visa' } };
      return { token, body, other: { ...body, method: { kind: 'paynow' } } };
    },
  },
};

function world() {
  const sandbox = createSandbox({ keys: sandboxKeys(), clock: () => NOW });
  sandbox.areas.login.sessions.open('tok-1001', 'C-1001');
  return sandbox;
}

describe.each(Object.entries(MONEY_CALLS))('the Idempotency-Key of %s', (_name, call) => {
  it('replays a re-serialised body under the same key with the same answer, and makes nothing new', async () => {
    const sandbox = world();
    const { token, body } = await call.start(sandbox);
    const first = await post(sandbox, call.path, token, JSON.stringify(body), 'key-00000001');
    expect(first.status).toBe(200);
    const again = await post(sandbox, call.path, token, reserialised(body), 'key-00000001');
    expect(again).toEqual(first);
  });

  it('answers another body under the same key with the one 409', async () => {
    const sandbox = world();
    const { token, body, other } = await call.start(sandbox);
    expect((await post(sandbox, call.path, token, JSON.stringify(body), 'key-00000001')).status).toBe(200);
    const reused = await post(sandbox, call.path, token, JSON.stringify(other), 'key-00000001');
    expect(reused.status).toBe(409);
    expect(reused.json.body.errors).toEqual([expect.objectContaining({ errorCode: 'IDEMPOTENCY_KEY_REUSED' })]);
  });

  it('takes every key the contract allows, `_` too, and refuses a missing or short one', async () => {
    const sandbox = world();
    const { token, body } = await call.start(sandbox);
    expect((await post(sandbox, call.path, token, JSON.stringify(body), 'key_0000_0001')).status).toBe(200);
    for (const key of [undefined, 'short', 'key 0000 0001']) {
      const refused = await post(sandbox, call.path, token, JSON.stringify(body), key);
      expect(refused.status).toBe(400);
      expect(refused.json.body.errors).toEqual([expect.objectContaining({ errorCode: 'IDEMPOTENCY_KEY_REQUIRED' })]);
    }
  });
});

test("the sandbox's key syntax is the contract's", () => {
  const parameters = (readContract().components as { parameters: Record<string, { schema: { pattern: string } }> })
    .parameters;
  expect(IDEMPOTENCY_KEY.source).toBe(parameters.IdempotencyKey!.schema.pattern);
});
