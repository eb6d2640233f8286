import { getResponse } from 'msw';
import { describeError } from '../../src/core/errors/catalogue';
import { LOGIN_PATHS } from '../../src/core/api/login.contract';
import { CLIENT_HEADER } from '../../sandbox/login.seed';
import { createSandbox, type Sandbox } from '../../sandbox/sandbox';
import { jsencryptOaep, loginWorld, nodeOaep, ORIGIN, sandboxKeys } from './login-world';

interface ReplyBody {
  loginId?: string;
  attemptsRemaining?: number;
  result?: string;
  applicationId?: string;
  errors?: { errorCode: string; retryAfterSeconds?: number }[];
}
interface Reply {
  status: number;
  retryAfter: string | null;
  json: { header: { statusCode: string }; body: ReplyBody };
}

const MINUTE = 60_000;
const KNOWN = { idType: 'NRIC_FIN', idNumber: 'S1234567D', dateOfBirth: '1985-08-31' };
const APPLICANT = { idType: 'NRIC_FIN', idNumber: 'T1234567J', dateOfBirth: '1990-01-15' };

function client(sandbox: Sandbox, clientId = 'client-a') {
  const encrypt = nodeOaep(sandbox.keys.publicKeyPem);
  async function post(path: string, body: unknown): Promise<Reply> {
    const response = await getResponse(
      sandbox.handlers,
      new Request(ORIGIN + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CLIENT_HEADER]: clientId },
        body: JSON.stringify(body),
      }),
    );
    return {
      status: response!.status,
      retryAfter: response!.headers.get('retry-after'),
      json: (await response!.json()) as Reply['json'],
    };
  }
  return {
    post,
    identify: (who: { idType: string; idNumber: string; dateOfBirth: string }) =>
      post(LOGIN_PATHS.identify, {
        idType: who.idType,
        idNumber: encrypt(who.idNumber),
        dateOfBirth: encrypt(who.dateOfBirth),
      }),
    acceptance: (code: string, who = APPLICANT) =>
      post(LOGIN_PATHS.acceptanceCode, {
        idType: who.idType,
        idNumber: encrypt(who.idNumber),
        dateOfBirth: encrypt(who.dateOfBirth),
        acceptanceCode: encrypt(code),
      }),
    /** identify then send an SMS code: the loginId and the send reply. */
    async startOtp() {
      const identified = await this.identify(KNOWN);
      const loginId = identified.json.body.loginId!;
      return { loginId, sent: await post(LOGIN_PATHS.sendOtp, { loginId, method: 'SMS_OTP' }) };
    },
    verify: (loginId: string, otp: string) => post(LOGIN_PATHS.verifyOtp, { loginId, otp: encrypt(otp) }),
  };
}

const errorOf = (reply: Reply) => reply.json.body.errors?.[0];

async function advance(sandbox: Sandbox, ms: number) {
  const response = await getResponse(
    sandbox.handlers,
    new Request(`${ORIGIN}/sandbox/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: ms }) }),
  );
  expect(response!.status).toBe(200);
}

function expectLocked(reply: Reply, code: string, seconds: number) {
  expect(reply.status).toBe(429);
  expect(reply.json.header.statusCode).toBe('429');
  expect(errorOf(reply)).toEqual(expect.objectContaining({ errorCode: code, retryAfterSeconds: seconds }));
  expect(reply.retryAfter).toBe(String(seconds));
}

describe('lock-outs the backend must hold (docs/api.md, "Lock-outs")', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    // A stopped clock: the lock's remaining seconds are exact however slowly the machine runs.
    const stopped = Date.now();
    sandbox = createSandbox({ keys: sandboxKeys(), clock: () => stopped });
  });

  it('wrong one-time passwords count per identity across login attempts: the fifth in 30 minutes locks it for 30 minutes', async () => {
    const c = client(sandbox);
    const first = await c.startOtp();
    expect(first.sent.json.body.attemptsRemaining).toBe(3);
    expect((await c.verify(first.loginId, '111111')).json.body).toEqual({ result: 'WRONG_CODE', attemptsRemaining: 2 });
    await c.verify(first.loginId, '111111');
    expect((await c.verify(first.loginId, '111111')).json.body).toEqual({ result: 'LOCKED' });

    // A new login attempt no longer brings three fresh tries: two are left for this identity.
    const second = await c.startOtp();
    expect(second.sent.json.body.attemptsRemaining).toBe(2);
    expect((await c.verify(second.loginId, '222222')).json.body).toEqual({
      result: 'WRONG_CODE',
      attemptsRemaining: 1,
    });
    expectLocked(await c.verify(second.loginId, '222222'), 'OTP_LOCKED', 1800);

    // Locked: a third attempt cannot even get a code, and the right code does not log in.
    const third = await c.startOtp();
    expectLocked(third.sent, 'OTP_LOCKED', 1800);
    await advance(sandbox, 29 * MINUTE);
    expectLocked((await c.startOtp()).sent, 'OTP_LOCKED', 60);

    // 30 minutes after the lock, the identity may try again, with its full tries.
    await advance(sandbox, MINUTE);
    const later = await c.startOtp();
    expect(later.sent.status).toBe(200);
    expect(later.sent.json.body.attemptsRemaining).toBe(3);
    expect((await c.verify(later.loginId, '123456')).json.body.result).toBe('AUTHENTICATED');
  });

  it('wrong codes older than 30 minutes no longer count', async () => {
    const c = client(sandbox);
    const first = await c.startOtp();
    for (let i = 0; i < 3; i++) await c.verify(first.loginId, '111111');
    await advance(sandbox, 31 * MINUTE);
    const second = await c.startOtp();
    expect(second.sent.json.body.attemptsRemaining).toBe(3);
  });

  it('acceptance codes: the fifth wrong one in 30 minutes locks the identity, and then even the right code is refused', async () => {
    const c = client(sandbox);
    for (let i = 0; i < 4; i++)
      expect(errorOf(await c.acceptance('WRONG123'))?.errorCode).toBe('ACCEPTANCE_CODE_INVALID');
    expectLocked(await c.acceptance('WRONG123'), 'ACCEPTANCE_CODE_LOCKED', 1800);
    expectLocked(await c.acceptance('AC7Q2M9X'), 'ACCEPTANCE_CODE_LOCKED', 1800);
    await advance(sandbox, 30 * MINUTE);
    const right = await c.acceptance('AC7Q2M9X');
    expect(right.status).toBe(200);
    expect(right.json.body.applicationId).toBe('APP-2001');
  });

  it('identify answers a known identity with a wrong date of birth exactly as an unknown identity, under the limit and at it', async () => {
    const c = client(sandbox, 'client-known');
    const d = client(sandbox, 'client-unknown');
    const known = { ...KNOWN, dateOfBirth: '1985-08-30' };
    const unknown = { idType: 'NRIC_FIN', idNumber: 'S7654321A', dateOfBirth: '1985-08-30' };
    for (let i = 1; i <= 6; i++) {
      const a = await c.identify(known);
      const b = await d.identify(unknown);
      expect({ status: a.status, retryAfter: a.retryAfter, json: a.json }).toEqual({
        status: b.status,
        retryAfter: b.retryAfter,
        json: b.json,
      });
      if (i < 5) expect(errorOf(a)?.errorCode).toBe('CUSTOMER_NOT_FOUND');
      else expectLocked(a, 'LOGIN_LIMITED', 1800);
    }
    // Locked means locked: the right date of birth gets the same answer, so it cannot be found by trying.
    expectLocked(await c.identify(KNOWN), 'LOGIN_LIMITED', 1800);
    await advance(sandbox, 30 * MINUTE);
    expect((await c.identify(KNOWN)).json.body.loginId).toEqual(expect.any(String));
  });

  it('identify is limited per client: twenty failures from one client lock it out for every identity, not others', async () => {
    const c = client(sandbox, 'enumerator');
    for (let i = 0; i < 19; i++) {
      const reply = await c.identify({
        idType: 'NRIC_FIN',
        idNumber: `S00000${String(i).padStart(2, '0')}A`,
        dateOfBirth: '1980-01-01',
      });
      expect(errorOf(reply)?.errorCode).toBe('CUSTOMER_NOT_FOUND');
    }
    expectLocked(
      await c.identify({ idType: 'NRIC_FIN', idNumber: 'S0000099A', dateOfBirth: '1980-01-01' }),
      'LOGIN_LIMITED',
      1800,
    );
    expectLocked(await c.identify(KNOWN), 'LOGIN_LIMITED', 1800);
    expectLocked(await c.acceptance('AC7Q2M9X'), 'ACCEPTANCE_CODE_LOCKED', 1800);
    expect((await client(sandbox, 'someone-else').identify(KNOWN)).status).toBe(200);
  });

  it('one-time passwords sent are capped per identity: the sixth in an hour is refused, however many identifies came between', async () => {
    const c = client(sandbox);
    for (let i = 0; i < 5; i++) expect((await c.startOtp()).sent.status).toBe(200);
    // A fresh identify does not bring fresh sends, and neither does another client: the customer's phone pays.
    expectLocked((await c.startOtp()).sent, 'OTP_SEND_LIMITED', 3600);
    expectLocked((await client(sandbox, 'client-b').startOtp()).sent, 'OTP_SEND_LIMITED', 3600);
    await advance(sandbox, 59 * MINUTE);
    expectLocked((await c.startOtp()).sent, 'OTP_SEND_LIMITED', 60);
    await advance(sandbox, MINUTE);
    expect((await c.startOtp()).sent.json.body.attemptsRemaining).toBe(3);
  });

  it('one-time passwords sent are capped per client: past fifteen in an hour one client sends none, others still do', async () => {
    for (let i = 0; i < 15; i++) sandbox.areas.login.sendCaps.client.take('client-a');
    expectLocked((await client(sandbox, 'client-a').startOtp()).sent, 'OTP_SEND_LIMITED', 3600);
    expect((await client(sandbox, 'client-b').startOtp()).sent.status).toBe(200);
  });

  it('reset clears every count, and the clock control refuses what is not a forward move', async () => {
    const c = client(sandbox);
    for (let i = 0; i < 5; i++) await c.acceptance('WRONG123');
    await advance(sandbox, 5 * MINUTE);
    sandbox.reset();
    expect(sandbox.state.clockOffsetMs).toBe(0);
    expect((await c.acceptance('AC7Q2M9X')).status).toBe(200);
    for (const bad of [{}, { advanceMs: -1 }, { advanceMs: 'soon' }]) {
      const response = await getResponse(
        sandbox.handlers,
        new Request(`${ORIGIN}/sandbox/clock`, { method: 'POST', body: JSON.stringify(bad) }),
      );
      expect(response!.status).toBe(400);
    }
  });
});

describe('the portal’s login use cases meet the lock-outs', () => {
  let encrypt: (plain: string) => string;
  beforeAll(async () => {
    encrypt = await jsencryptOaep(sandboxKeys().publicKeyPem);
  });
  const C1001 = { idType: 'NRIC_FIN' as const, idNumber: 'S1234567D', dateOfBirth: '31/08/1985' };

  it('the fifth wrong code ends the attempt and the dialog says to try again in 30 minutes', async () => {
    const w = loginWorld(encrypt);
    await w.identify.execute(C1001);
    await w.sendOtp.execute('SMS_OTP');
    for (let i = 0; i < 3; i++) await w.verifyOtp.execute('111111');
    await w.identify.execute(C1001);
    await w.sendOtp.execute('SMS_OTP');
    expect(await w.verifyOtp.execute('111111')).toEqual({ kind: 'wrong', attemptsRemaining: 1 });
    expect(await w.verifyOtp.execute('111111')).toMatchObject({ kind: 'failed', shown: true });
    const error = w.errorState.store.getSnapshot();
    expect(error).toEqual(expect.objectContaining({ status: 429, code: 'OTP_LOCKED', retryAfterSeconds: 1800 }));
    expect(describeError(error)).toEqual({ key: 'OTP_LOCKED', retryAfterMinutes: 30 });
    expect(w.journey.snapshot.loginId).toBeUndefined();
  });

  it('the send past the hourly cap ends the attempt and the dialog says to try again in an hour', async () => {
    const w = loginWorld(encrypt);
    for (let i = 0; i < 5; i++) {
      await w.identify.execute(C1001);
      expect(await w.sendOtp.execute('SMS_OTP')).toEqual({ kind: 'sent' });
    }
    await w.identify.execute(C1001);
    expect(await w.sendOtp.execute('SMS_OTP')).toMatchObject({ kind: 'failed', shown: true });
    expect(describeError(w.errorState.store.getSnapshot())).toEqual({ key: 'OTP_SEND_LIMITED', retryAfterMinutes: 60 });
    expect(w.journey.snapshot.loginId).toBeUndefined();
  });

  it('a locked identify reaches the dialog as LOGIN_LIMITED with the wait', async () => {
    const w = loginWorld(encrypt);
    for (let i = 0; i < 5; i++) await w.identify.execute({ ...C1001, dateOfBirth: '30/08/1985' });
    expect(describeError(w.errorState.store.getSnapshot())).toEqual({ key: 'LOGIN_LIMITED', retryAfterMinutes: 30 });
  });
});
