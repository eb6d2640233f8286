import { getResponse } from 'msw';
import { LOGIN_PATHS } from '../../src/core/api/login.contract';
import { PAYMENT_PATHS } from '../../src/core/api/payment.contract';
import type { HttpPort, HttpReply, HttpRequest } from '../../src/core/ports/http.port';
import { KEEP_ALIVE_PATH } from '../../src/core/session/keep-alive';
import { TERMINATE_PATH } from '../../src/core/session/logout';
import { unknownValue } from '../../src/core/shared/decode';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../sandbox/login.seed';
import { createSandbox, SessionTable, type Sandbox } from '../../sandbox/sandbox';
import { sessionTab, settle } from '../core/session/session-harness';
import { FakeClock } from '../support/fakes';
import { nodeOaep, ORIGIN, SandboxHttp, sandboxKeys } from './login-world';

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

  it('idle: 40 minutes without an authorised call end it (401); each call renews it', async () => {
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
      new Request(`${ORIGIN}/sandbox/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 41 * MINUTE }) }),
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

  it('a new login revokes the customer’s other tokens: the old tab’s next call and keep-alive are 401', async () => {
    const old = await login(sandbox);
    expect((await policiesDue(old)).status).toBe(200);
    const fresh = await login(sandbox);
    const ended = await policiesDue(old);
    expect(ended.status).toBe(401);
    expect(ended.json.body.errors).toEqual([expect.objectContaining({ errorCode: 'SESSION_ENDED' })]);
    expect((await post(sandbox, KEEP_ALIVE_PATH, {}, old)).status).toBe(401);
    expect((await policiesDue(fresh)).status).toBe(200);
    // Another customer's or a guest's token is not this customer's: it lives on.
    sandbox.areas.login.sessions.set('guest-token', 'guest:L-1001-01');
    await login(sandbox);
    expect(sandbox.areas.login.sessions.has('guest-token')).toBe(true);
  });

  it('the keep-alive renews the idle lifetime as a call does, never past the 12 hours', async () => {
    const token = await login(sandbox);
    const start = now;
    while (now + SESSION_IDLE_MS - 1 < start + SESSION_ABSOLUTE_MS) {
      now += SESSION_IDLE_MS - 1;
      expect((await post(sandbox, KEEP_ALIVE_PATH, {}, token)).status).toBe(200);
    }
    now = start + SESSION_ABSOLUTE_MS;
    const ended = await post(sandbox, KEEP_ALIVE_PATH, {}, token);
    expect(ended.status).toBe(401);
    expect(ended.json.body.errors).toEqual([expect.objectContaining({ errorCode: 'SESSION_ENDED' })]);
    expect((await policiesDue(token)).status).toBe(401);
  });

  it('the keep-alive does not revive a token past its idle lifetime or terminated, nor serve a guest token', async () => {
    const idle = await login(sandbox);
    now += SESSION_IDLE_MS;
    expect((await post(sandbox, KEEP_ALIVE_PATH, {}, idle)).status).toBe(401);
    expect((await policiesDue(idle)).status).toBe(401);
    const terminated = await login(sandbox);
    await post(sandbox, TERMINATE_PATH, {}, terminated);
    expect((await post(sandbox, KEEP_ALIVE_PATH, {}, terminated)).status).toBe(401);
    sandbox.areas.login.sessions.set('guest-token', 'guest:L-1001-01'); // as the third-party find call makes one
    expect((await post(sandbox, KEEP_ALIVE_PATH, {}, 'guest-token')).status).toBe(401);
    expect((await post(sandbox, KEEP_ALIVE_PATH, {})).status).toBe(401);
  });
});

describe('POST /sandbox/reset', () => {
  it('ends every session; with keepSessions, every guest token but no login token', async () => {
    const sandbox = createSandbox({ keys: sandboxKeys() });
    const policiesDue = (token: string) => post(sandbox, PAYMENT_PATHS.policiesDue, {}, token);
    const token = await login(sandbox);
    expect((await post(sandbox, '/sandbox/reset', { keepSessions: true })).status).toBe(200);
    expect((await policiesDue(token)).status).toBe(200);
    await post(sandbox, '/sandbox/reset', {});
    expect((await policiesDue(token)).status).toBe(401);

    const table = new SessionTable(() => 0);
    table.open('login', 'C-1001');
    table.set('guest', 'guest:L-1001-01');
    table.endAll(true);
    expect([...table.keys()]).toEqual(['login']);
    table.endAll(false);
    expect(table.size).toBe(0);
  });
});

/** The sandbox's HTTP port, awaited: a test waits until every call the portal made has its answer. */
class AwaitedHttp implements HttpPort {
  private readonly inFlight = new Set<Promise<HttpReply>>();
  constructor(private readonly inner: HttpPort) {}
  send(request: HttpRequest): Promise<HttpReply> {
    const reply = this.inner.send(request);
    this.inFlight.add(reply);
    void reply.finally(() => this.inFlight.delete(reply));
    return reply;
  }
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
    await settle();
  }
}

describe('the portal keeps the token of a customer who is there (sandbox and session core)', () => {
  const JOURNEY = '/one-time-payment';

  /** A portal tab on the sandbox, sharing its clock, logged in as C-1001 on `path`. */
  async function portal(options: { path?: string; loggedIn?: boolean } = {}) {
    const clock = new FakeClock();
    const sandbox = createSandbox({ keys: sandboxKeys(), clock: () => clock.now() });
    const http = new AwaitedHttp(new SandboxHttp(sandbox));
    const tab = sessionTab({
      clock,
      path: options.path ?? JOURNEY,
      loggedIn: false,
      transport: { http, apiOrigin: ORIGIN },
    });
    if (options.loggedIn ?? true) tab.loginState.succeeded(await login(sandbox), 'pseudo-1');
    /** An authorised call (the policies due), as a page load or a Submit makes: 'ok' or 'failed'. */
    const call = async () => (await tab.dataCall.execute(PAYMENT_PATHS.policiesDue, {}, unknownValue)).kind;
    /** The customer reads or types: activity once a minute, no call. */
    const present = async (minutes: number) => {
      for (let i = 0; i < minutes; i += 1) {
        clock.advance(MINUTE);
        tab.activity.act();
        await http.idle();
      }
    };
    const keepAlives = () => sandbox.state.requests.filter((r) => r.path === KEEP_ALIVE_PATH);
    return { tab, clock, http, call, present, keepAlives };
  }

  it('16 minutes of reading and typing without a call, then a call succeeds; and an hour, past the idle lifetime', async () => {
    const p = await portal();
    expect(await p.call()).toBe('ok');
    await p.present(16);
    expect(await p.call()).toBe('ok');
    await p.present(60);
    expect(await p.call()).toBe('ok');
    expect(p.tab.errorState.store.getSnapshot().status).toBe(200);
  });

  it('idle 30 minutes, the prompt, Yes: the next call succeeds, though the last one was over 40 minutes before', async () => {
    const p = await portal();
    expect(await p.call()).toBe('ok');
    p.clock.advance(30 * MINUTE);
    expect(p.tab.session.store.getSnapshot().kind).toBe('extend');
    p.clock.advance(100_000);
    p.tab.session.extend();
    await p.http.idle();
    expect(p.tab.session.store.getSnapshot().kind).toBe('none');
    p.clock.advance(9 * MINUTE); // a poll or a timer's call: no activity since Yes
    expect(await p.call()).toBe('ok');
    expect(p.keepAlives()).toHaveLength(1);
  });

  it('is throttled: activity every minute for 20 minutes makes at most 4 keep-alive calls, with the token', async () => {
    const p = await portal();
    expect(await p.call()).toBe('ok');
    await p.present(20);
    expect(p.keepAlives().length).toBeGreaterThan(0);
    expect(p.keepAlives().length).toBeLessThanOrEqual(4);
    expect(p.keepAlives().every((r) => r.headers.authorization === `Bearer ${p.tab.loginState.accessToken}`)).toBe(
      true,
    );
  });

  it('with no renewal seen yet (a login, a reload), the first activity renews; then not for 5 minutes', async () => {
    const p = await portal();
    await p.present(1);
    expect(p.keepAlives()).toHaveLength(1);
    await p.present(4);
    expect(p.keepAlives()).toHaveLength(1);
    await p.present(1);
    expect(p.keepAlives()).toHaveLength(2);
  });

  it('never calls on /, nor for a visitor who is not logged in (a guest paying for a policy)', async () => {
    const home = await portal({ path: '/' });
    await home.present(20);
    expect(home.keepAlives()).toHaveLength(0);
    const guest = await portal({ path: '/third-party', loggedIn: false });
    await guest.present(20);
    expect(guest.keepAlives()).toHaveLength(0);
  });
});
