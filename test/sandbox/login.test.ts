import { constants, publicEncrypt } from 'node:crypto';
import { getResponse } from 'msw';
import { LOGIN_PATHS } from '../../src/core/api/login.contract';
import { createSandbox } from '../../sandbox/sandbox';
import { jsencryptOaep, loginWorld, nodeOaep, ORIGIN, sandboxKeys, singpassRedirect } from './login-world';

const C1001 = { idType: 'NRIC_FIN' as const, idNumber: 'S1234567D', dateOfBirth: '31/08/1985' };

async function post(sandbox: ReturnType<typeof createSandbox>, path: string, body: unknown) {
  const response = await getResponse(
    sandbox.handlers,
    new Request(ORIGIN + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return {
    status: response!.status,
    json: (await response!.json()) as { header: { statusCode: string }; body: Record<string, unknown> },
  };
}

const query = (location: URL) => ({
  code: location.searchParams.get('code'),
  state: location.searchParams.get('state'),
});

describe('RSA between the portal and the sandbox', () => {
  it('the sandbox decrypts what jsencrypt’s encryptOAEP (the portal’s call) and Node’s OAEP-SHA-256 encrypt', async () => {
    const sandbox = createSandbox({ keys: sandboxKeys() });
    const jsencrypt = await jsencryptOaep(sandbox.keys.publicKeyPem);
    const node = nodeOaep(sandbox.keys.publicKeyPem);
    // ASCII only: jsencrypt encodes characters, not UTF-8 bytes, and every value the portal encrypts is ASCII by validation.
    for (const value of ['S1234567D', 'E1234567', '1985-08-31', '123456', 'AC7Q2M9X']) {
      expect(sandbox.decrypt(jsencrypt(value))).toBe(value);
      expect(sandbox.decrypt(node(value))).toBe(value);
    }
  });

  it('the key is at least 3072 bits, and PKCS#1 v1.5 ciphertext or plain text is refused', async () => {
    const sandbox = createSandbox({ keys: sandboxKeys() });
    expect(sandbox.keys.privateKey.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(3072);
    const v15 = (plain: string) =>
      publicEncrypt(
        { key: sandbox.keys.publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(plain),
      ).toString('base64');
    expect(() => sandbox.decrypt(v15('S1234567D'))).toThrow();
    const plain = await post(sandbox, LOGIN_PATHS.identify, {
      idType: 'NRIC_FIN',
      idNumber: 'S1234567D',
      dateOfBirth: '1985-08-31',
    });
    expect(plain.status).toBe(400);
    expect(plain.json.body.errors).toEqual([expect.objectContaining({ errorCode: 'INVALID_REQUEST' })]);
    const old = await post(sandbox, LOGIN_PATHS.identify, {
      idType: 'NRIC_FIN',
      idNumber: v15('S1234567D'),
      dateOfBirth: v15('1985-08-31'),
    });
    expect(old.json.body.errors).toEqual([expect.objectContaining({ errorCode: 'INVALID_REQUEST' })]);
  });
});

describe('the portal’s login use cases against the sandbox, encrypting with jsencrypt', () => {
  let encrypt: (plain: string) => string;
  beforeAll(async () => {
    encrypt = await jsencryptOaep(sandboxKeys().publicKeyPem);
  });

  it('C-1001 by SMS: a wrong code says 2 tries remain, the right one mints a token the other areas resolve to C-1001', async () => {
    const w = loginWorld(encrypt);
    expect(await w.identify.execute(C1001)).toEqual({ kind: 'identified' });
    expect(w.journey.snapshot.methods.map((m) => m.method)).toEqual(['SMS_OTP', 'EMAIL_OTP', 'SINGPASS']);
    expect(w.journey.snapshot.methods[0]!.destination).toBe('+65 •••• 4567');
    expect(await w.sendOtp.execute('SMS_OTP')).toEqual({ kind: 'sent' });
    expect(await w.verifyOtp.execute('111111')).toEqual({ kind: 'wrong', attemptsRemaining: 2 });
    expect(await w.verifyOtp.execute('123456')).toEqual({ kind: 'authenticated' });
    expect(w.customer()).toBe('C-1001');
    expect(w.storage.get('aauserid')).toBe('aa-5f2c81be');
    // Nothing the customer typed reached the sandbox in plain text.
    const bodies = w.sandbox.state.requests.map((r) => r.body).join('\n');
    for (const secret of ['S1234567D', '1985-08-31', '123456', '111111']) expect(bodies).not.toContain(secret);
  });

  it('C-1002 by email with a passport', async () => {
    const w = loginWorld(encrypt);
    await w.identify.execute({ idType: 'PASSPORT', idNumber: 'e1234567', dateOfBirth: '14/02/1992' });
    expect(w.journey.snapshot.methods).toEqual([{ method: 'EMAIL_OTP', destination: 'p•••@example.com' }]);
    await w.sendOtp.execute('EMAIL_OTP');
    await w.verifyOtp.execute('123456');
    expect(w.customer()).toBe('C-1002');
  });

  it('three wrong codes lock the attempt; 000000 answers expired; a resend inside the cool-down is refused', async () => {
    const w = loginWorld(encrypt);
    await w.identify.execute(C1001);
    await w.sendOtp.execute('SMS_OTP');
    expect(await w.verifyOtp.execute('000000')).toEqual({ kind: 'expired' });
    expect(await w.sendOtp.execute('SMS_OTP', { resend: true })).toMatchObject({ kind: 'failed', shown: true });
    expect(w.errorState.store.getSnapshot().code).toBe('OTP_RESEND_TOO_SOON');

    const v = loginWorld(encrypt);
    await v.identify.execute(C1001);
    await v.sendOtp.execute('SMS_OTP');
    expect(await v.verifyOtp.execute('111111')).toEqual({ kind: 'wrong', attemptsRemaining: 2 });
    expect(await v.verifyOtp.execute('222222')).toEqual({ kind: 'wrong', attemptsRemaining: 1 });
    expect(await v.verifyOtp.execute('333333')).toEqual({ kind: 'locked' });
    expect(v.customer()).toBeUndefined();
  });

  it.each([
    ['an unknown but valid NRIC', 'CUSTOMER_NOT_FOUND', { ...C1001, idNumber: 'S7654321F' }],
    ['a known NRIC with another date of birth', 'CUSTOMER_NOT_FOUND', { ...C1001, dateOfBirth: '01/09/1985' }],
    [
      'the blacklisted customer',
      'CUSTOMER_IS_BLACKLISTED',
      { ...C1001, idNumber: 'F1234567N', dateOfBirth: '01/01/1980' },
    ],
    [
      'the AML-blocked customer',
      'CUSTOMER_BLOCKED_AML',
      { ...C1001, idNumber: 'M1234567K', dateOfBirth: '01/01/1980' },
    ],
  ])('%s: %s reaches the error state', async (_what, code, form) => {
    const w = loginWorld(encrypt);
    expect(await w.identify.execute(form)).toMatchObject({ kind: 'failed', shown: true });
    expect(w.errorState.store.getSnapshot()).toMatchObject({ status: 400, code });
  });

  it('Singpass: the simulated page has no script; approve logs in, the other buttons give the SPQR errors or a cancel', async () => {
    for (const [outcome, expected] of [
      ['approve', 'C-1001'],
      ['mismatch', 'SPQR_NRIC_NOT_MATCHING'],
      ['invalid', 'SPQR_INVALID'],
      ['cancel', 'cancelled'],
    ] as const) {
      const w = loginWorld(encrypt);
      await w.identify.execute(C1001);
      await w.startSingpass.execute();
      const { html, location } = await singpassRedirect(w.sandbox, w.navigation.left[0]!, outcome);
      expect(html).not.toMatch(/<script|style=|\son\w+=/i);
      expect(location.pathname).toBe('/login/auth-method');
      const result = await w.completeSingpass.execute(location.searchParams);
      if (outcome === 'approve') expect(w.customer()).toBe(expected);
      else if (outcome === 'cancel') {
        // The same attempt comes back for another method: its loginId, and an SMS code can be sent.
        expect(result).toEqual({ kind: 'cancelled', resumed: true });
        expect(w.journey.snapshot.methods.map((m) => m.method)).toContain('SMS_OTP');
      } else expect(w.errorState.store.getSnapshot().code).toBe(expected);
    }
  });

  it('a Singpass code works once', async () => {
    const w = loginWorld(encrypt);
    await w.identify.execute(C1001);
    await w.startSingpass.execute();
    const binding = w.drafts.singpass.raw!;
    const { location } = await singpassRedirect(w.sandbox, w.navigation.left[0]!, 'approve');
    await w.completeSingpass.execute(location.searchParams);
    // The tab's binding went with the first return; sent again by hand, the code is refused.
    expect(await w.completeSingpass.execute(location.searchParams)).toEqual({ kind: 'unbound' });
    const again = await post(w.sandbox, LOGIN_PATHS.singpassComplete, { ...query(location), binding });
    expect(again.json.body.errors).toEqual([expect.objectContaining({ errorCode: 'SPQR_INVALID' })]);
  });

  it('APP-2001 by acceptance code; a wrong code is a field error', async () => {
    const w = loginWorld(encrypt);
    const form = { idType: 'NRIC_FIN' as const, idNumber: 'T1234567J', dateOfBirth: '15/01/1990' };
    expect(await w.acceptance.execute({ ...form, acceptanceCode: 'AC7Q2M9Y' })).toEqual({
      kind: 'invalid',
      errors: { acceptanceCode: 'acceptanceCodeNotRecognised' },
    });
    expect(await w.acceptance.execute({ ...form, acceptanceCode: 'ac7q2m9x' })).toEqual({ kind: 'authenticated' });
    expect(w.customer()).toBe('APP-2001');
    expect(w.navigation.path).toBe('/one-time-payment/acceptance-code');
  });
});

describe('the Singpass tab binding: only the tab that left for Singpass can come back signed in', () => {
  const encrypt = nodeOaep(sandboxKeys().publicKeyPem);

  /** The attacker identifies as themselves, approves on Singpass and stops before the redirect. */
  async function attackersReturn(sandbox = createSandbox({ keys: sandboxKeys() })) {
    const attacker = loginWorld(encrypt, sandbox);
    await attacker.identify.execute(C1001);
    await attacker.startSingpass.execute();
    const binding = attacker.drafts.singpass.raw!;
    const { location } = await singpassRedirect(sandbox, attacker.navigation.left[0]!, 'approve');
    return { sandbox, location, binding };
  }

  it('a victim’s tab given the attacker’s return URL is not signed in, and asks nothing of the server', async () => {
    const { sandbox, location } = await attackersReturn();
    const victim = loginWorld(encrypt, sandbox);
    const before = sandbox.state.requests.length;
    expect(await victim.completeSingpass.execute(location.searchParams)).toEqual({ kind: 'unbound' });
    expect(victim.customer()).toBeUndefined();
    expect(sandbox.state.requests.slice(before)).toEqual([]);
  });

  it('a victim’s tab holding a binding of its own is refused by the server (LOGIN_EXPIRED), and no one is signed in', async () => {
    const { sandbox, location, binding } = await attackersReturn();
    const victim = loginWorld(encrypt, sandbox);
    await victim.identify.execute({ idType: 'PASSPORT', idNumber: 'E1234567', dateOfBirth: '14/02/1992' });
    victim.drafts.singpass.write('the-victims-own-binding'.padEnd(43, '_'));
    expect(await victim.completeSingpass.execute(location.searchParams)).toMatchObject({ kind: 'failed', shown: true });
    expect(victim.errorState.store.getSnapshot()).toMatchObject({ status: 400, code: 'LOGIN_EXPIRED' });
    expect(victim.customer()).toBeUndefined();
    expect(sandbox.areas.login.sessions.size).toBe(0);
    // The state was used by that try: not even the attacker's own binding opens it now.
    const late = await post(sandbox, LOGIN_PATHS.singpassComplete, { ...query(location), binding });
    expect(late.json.body.errors).toEqual([expect.objectContaining({ errorCode: 'SPQR_INVALID' })]);
  });

  it('the start call without a well-formed binding hash is refused', async () => {
    const w = loginWorld(encrypt);
    await w.identify.execute(C1001);
    const loginId = w.journey.snapshot.loginId;
    for (const bindingHash of [undefined, '', 'short', 'x'.repeat(44), '+'.repeat(43)]) {
      const reply = await post(w.sandbox, LOGIN_PATHS.singpassStart, { loginId, bindingHash });
      expect(reply.json.body.errors).toEqual([expect.objectContaining({ errorCode: 'INVALID_REQUEST' })]);
    }
  });

  it.each([
    ['complete', 'approve'],
    ['resume', 'cancel'],
  ])('%s: the binding works once, and not after 10 minutes on the sandbox’s clock', async (call, outcome) => {
    const path = call === 'complete' ? LOGIN_PATHS.singpassComplete : LOGIN_PATHS.singpassResume;
    const depart = async (sandbox: ReturnType<typeof createSandbox>) => {
      const w = loginWorld(encrypt, sandbox);
      await w.identify.execute(C1001);
      await w.startSingpass.execute();
      const { location } = await singpassRedirect(sandbox, w.navigation.left[0]!, outcome);
      const { code, state } = query(location);
      const binding = w.drafts.singpass.raw!;
      return { body: call === 'complete' ? { code, state, binding } : { state, binding } };
    };
    const ok = call === 'complete' ? 'accessToken' : 'loginId';
    let now = Date.UTC(2026, 10, 22, 2, 0, 0);
    const sandbox = createSandbox({ keys: sandboxKeys(), clock: () => now });

    const used = await depart(sandbox);
    expect((await post(sandbox, path, used.body)).json.body).toHaveProperty(ok);
    const twice = await post(sandbox, path, used.body);
    expect(twice.json.body.errors).toEqual([
      expect.objectContaining({ errorCode: call === 'complete' ? 'SPQR_INVALID' : 'LOGIN_EXPIRED' }),
    ]);

    const inTime = await depart(sandbox);
    now += 10 * 60_000;
    expect((await post(sandbox, path, inTime.body)).json.body).toHaveProperty(ok);

    const late = await depart(sandbox);
    now += 10 * 60_000 + 1;
    expect((await post(sandbox, path, late.body)).json.body.errors).toEqual([
      expect.objectContaining({ errorCode: 'LOGIN_EXPIRED' }),
    ]);
  });
});
