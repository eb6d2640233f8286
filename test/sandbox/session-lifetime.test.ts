import { getResponse } from 'msw';
import { LOGIN_PATHS } from '../../src/core/api/login.contract';
import { PAYMENT_PATHS } from '../../src/core/api/payment.contract';
import { TERMINATE_PATH } from '../../src/core/session/logout';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../sandbox/login.seed';
import { createSandbox, type Sandbox } from '../../sandbox/sandbox';
import { nodeOaep, ORIGIN, sandboxKeys } from './login-world';

/** The access token's two lifetimes the backend must hold (docs/api.md, "Session lifetime"), on the sandbox's clock. */

const MINUTE = 60_000;

async function post(sandbox: Sandbox, path: string, body: unknown, token?: string) {
  const response = await getResponse(
    sandbox.handlers,
    new Request(ORIGIN + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );
  return { status: response!.status, json: (await response!.json()) as { body: Record<string, unknown> } };
}

/** C-1001 logs in by SMS; the access token. */
async function login(sandbox: Sandbox): Promise<string> {
  const encrypt = nodeOaep(sandbox.keys.publicKeyPem);
  const identified = await post(sandbox, LOGIN_PATHS.identify, {
    idType: 'NRIC_FIN',
    idNumber: encrypt('S1234567D'),
    dateOfBirth: encrypt('1985-08-31'),
  });
  const loginId = identified.json.body.loginId as string;
  await post(sandbox, LOGIN_PATHS.sendOtp, { loginId, method: 'SMS_OTP' });
  const verified = await post(sandbox, LOGIN_PATHS.verifyOtp, { loginId, otp: encrypt('123456') });
  return verified.json.body.accessToken as string;
}

describe('the access token’s lifetimes', () => {
  let now: number;
  let sandbox: Sandbox;
  const policiesDue = (token: string) => post(sandbox, PAYMENT_PATHS.policiesDue, {}, token);
  beforeEach(() => {
    now = Date.UTC(2026, 10, 22, 2, 0, 0);
    sandbox = createSandbox({ keys: sandboxKeys(), clock: () => now });
  });

  it('idle: 15 minutes without an authorised call end it (401); each call renews it', async () => {
    const token = await login(sandbox);
    for (let i = 0; i < 8; i += 1) {
      now += SESSION_IDLE_MS - 1; // just inside, again and again: two hours in all
      expect((await policiesDue(token)).status).toBe(200);
    }
    now += SESSION_IDLE_MS;
    const ended = await policiesDue(token);
    expect(ended.status).toBe(401);
    expect(ended.json.body.errors).toEqual([expect.objectContaining({ errorCode: 'SESSION_ENDED' })]);
    expect(sandbox.areas.login.sessions.has(token)).toBe(false);
    // Ended for good: going back in time does not revive it.
    now -= SESSION_IDLE_MS;
    expect((await policiesDue(token)).status).toBe(401);
  });

  it('idle on the clock control too: POST /sandbox/clock moves past it', async () => {
    const token = await login(sandbox);
    await getResponse(
      sandbox.handlers,
      new Request(`${ORIGIN}/sandbox/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 16 * MINUTE }) }),
    );
    expect((await policiesDue(token)).status).toBe(401);
  });

  it('absolute: 12 hours after the login it ends, however busy', async () => {
    const token = await login(sandbox);
    const start = now;
    while (now + 10 * MINUTE < start + SESSION_ABSOLUTE_MS) {
      now += 10 * MINUTE;
      expect((await policiesDue(token)).status).toBe(200);
    }
    now = start + SESSION_ABSOLUTE_MS - 1;
    expect((await policiesDue(token)).status).toBe(200);
    now += 1;
    expect((await policiesDue(token)).status).toBe(401);
    // A new login is a new token with its own 12 hours.
    const next = await login(sandbox);
    expect((await policiesDue(next)).status).toBe(200);
  });

  it('the terminate call ends it at once', async () => {
    const token = await login(sandbox);
    await post(sandbox, TERMINATE_PATH, {}, token);
    expect((await policiesDue(token)).status).toBe(401);
  });
});
