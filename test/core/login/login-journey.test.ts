import { createHash } from 'node:crypto';
import { LOGIN_PATHS } from '../../../src/core/api/login.contract';
import { DEFAULT_CONFIG } from '../../../src/core/config';
import { safeReturnPath } from '../../../src/core/login/require-login.use-case';
import { buildLoginArea } from '../../../src/core/login/login.services';
import { envelopeReply, fakeSecret } from '../../support/fakes';
import { fakeAreaPorts } from '../../support/area-ports';

/** The login area wired by its own factory, as the composition wires it, over fakes. */
function build() {
  const { ports, http, storage, clock, navigation, loginState, errors: errorState, drafts } = fakeAreaPorts();
  const { services: s } = buildLoginArea(ports);
  return {
    drafts,
    /** Back from Singpass to the tab that left for it: its binding is in the tab's storage. */
    returnFromSingpass: (query: string) => {
      drafts.singpass.write('binding-1');
      return s.completeSingpass.execute(new URLSearchParams(query));
    },
    http,
    storage,
    clock,
    navigation,
    loginState,
    errorState,
    crypto: ports.crypto,
    journey: s.loginJourney,
    identify: s.identifyCustomer,
    methods: s.listAuthMethods,
    sendOtp: s.sendOtp,
    verifyOtp: s.verifyOtp,
    countdown: s.otpCountdown,
    startSingpass: s.startSingpass,
    completeSingpass: s.completeSingpass,
    acceptance: s.acceptanceCodeLogin,
    requireLogin: s.requireLogin,
  };
}

const ALICE = { idType: 'NRIC_FIN' as const, idNumber: 's1234567d', dateOfBirth: '31/08/1985' };
const identified = envelopeReply({
  loginId: 'L-1',
  methods: [
    { method: 'SMS_OTP', destination: '+65 •••• 4567' },
    { method: 'EMAIL_OTP', destination: 't•••@example.com' },
    { method: 'SINGPASS' },
  ],
});
const otpSent = envelopeReply({
  destination: '+65 •••• 4567',
  expiresInSeconds: 300,
  resendAfterSeconds: 30,
  attemptsRemaining: 3,
});
const errorReply = (code: string, status = 400) =>
  envelopeReply({ errors: [{ errorCode: code, errorMessage: 'server words' }] }, status, status);

async function atOtpStep(w: ReturnType<typeof build>) {
  w.http.on(LOGIN_PATHS.identify, identified).on(LOGIN_PATHS.sendOtp, otpSent);
  await w.identify.execute(ALICE);
  await w.sendOtp.execute('SMS_OTP');
}

describe('identify', () => {
  it('sends the ID number and date of birth only encrypted, normalised, and moves to the method choice', async () => {
    const w = build();
    w.http.on(LOGIN_PATHS.identify, identified);
    expect(await w.identify.execute(ALICE)).toEqual({ kind: 'identified' });
    expect(JSON.parse(w.http.callsTo(LOGIN_PATHS.identify)[0]!.body!)).toEqual({
      idType: 'NRIC_FIN',
      idNumber: 'rsa(S1234567D)',
      dateOfBirth: 'rsa(1985-08-31)',
    });
    expect(w.navigation.path).toBe('/login/auth-method');
    expect(w.loginState.store.getSnapshot()).toEqual({ isLoggedIn: false, preLogin: true, maskedId: '•••••567D' });
  });

  it('sends what was encrypted as the customer typed only when the press finds exactly those fields', async () => {
    const w = build();
    w.http.on(LOGIN_PATHS.identify, identified);
    const encrypt = jest.spyOn(w.crypto, 'encryptForServer');
    const sent = (n: number): unknown => JSON.parse(w.http.callsTo(LOGIN_PATHS.identify)[n]!.body!);
    w.identify.prepare(ALICE); // the last edit
    expect(encrypt).toHaveBeenCalledTimes(2);
    await w.identify.execute(ALICE);
    expect(encrypt).toHaveBeenCalledTimes(2); // the press sends those at once
    expect(sent(0)).toEqual({ idType: 'NRIC_FIN', idNumber: 'rsa(S1234567D)', dateOfBirth: 'rsa(1985-08-31)' });
    // A field changed with no edit told (an autofill, say): the press encrypts what it finds.
    w.identify.prepare(ALICE);
    await w.identify.execute({ ...ALICE, dateOfBirth: '01/09/1985' });
    expect(sent(1)).toEqual({ idType: 'NRIC_FIN', idNumber: 'rsa(S1234567D)', dateOfBirth: 'rsa(1985-09-01)' });
    w.identify.prepare(ALICE);
    await w.identify.execute({ ...ALICE, idType: 'PASSPORT', idNumber: 'S1234567D' });
    expect(sent(2)).toMatchObject({ idType: 'PASSPORT' });
    // Held only until the press, or until the form goes: each of these presses encrypts afresh.
    await w.identify.execute(ALICE);
    w.identify.prepare(ALICE);
    w.identify.forget();
    await w.identify.execute(ALICE);
    expect(encrypt).toHaveBeenCalledTimes(16); // 2 a prepare, 2 a press that did not find its fields prepared
  });

  it('returns error codes for the fields and sends nothing when they are wrong', async () => {
    const w = build();
    const outcome = await w.identify.execute({ idType: 'NRIC_FIN', idNumber: 'M1234567L', dateOfBirth: '30/02/1990' });
    expect(outcome).toEqual({ kind: 'invalid', errors: { idNumber: 'nricCheckLetter', dateOfBirth: 'notARealDate' } });
    expect(w.http.requests).toHaveLength(0);
  });

  it('feeds CUSTOMER_NOT_FOUND to the error state and, the attempt over, clears session storage but source and channel (the spec)', async () => {
    const w = build();
    w.storage.set('source', 'mobileapp');
    w.storage.set('channel', 'ios');
    w.storage.set('lastUrl', '/recurring-page');
    w.http.on(LOGIN_PATHS.identify, errorReply('CUSTOMER_NOT_FOUND'));
    expect(await w.identify.execute(ALICE)).toMatchObject({ kind: 'failed', shown: true });
    expect(w.errorState.store.getSnapshot()).toMatchObject({
      status: 400,
      code: 'CUSTOMER_NOT_FOUND',
      message: 'server words',
    });
    expect(Object.fromEntries(w.storage.session)).toEqual({ source: 'mobileapp', channel: 'ios' });
    expect(w.navigation.path).toBe('/');
  });

  it.each(['CUSTOMER_IS_BLACKLISTED', 'CUSTOMER_BLOCKED_AML'])(
    '%s goes to the error state and clears session storage but source and channel',
    async (code) => {
      const w = build();
      w.storage.set('source', 'mobileapp');
      w.storage.set('channel', 'ios');
      w.storage.set('lastUrl', '/recurring-page');
      w.http.on(LOGIN_PATHS.identify, errorReply(code));
      await w.identify.execute(ALICE);
      expect(w.errorState.store.getSnapshot()).toMatchObject({ status: 400, code });
      expect([...w.storage.session.keys()].sort()).toEqual(['channel', 'source']);
    },
  );

  it.each([
    ['a dropped connection', { kind: 'network' as const }, 'network'],
    ['a timeout', { kind: 'timeout' as const }, 'timeout'],
    [
      'a garbled reply',
      { kind: 'reply' as const, status: 200, text: '{"header": {"statusCode": "200"}, "body": ' },
      'malformed',
    ],
  ])(
    'says %s inline, with no dialog and no move: the dialog would log out on close and lose the form',
    async (_what, reply, inline) => {
      const w = build();
      w.storage.set('lastUrl', '/recurring-page');
      w.navigation.path = '/login';
      w.http.on(LOGIN_PATHS.identify, reply);
      expect(await w.identify.execute(ALICE)).toEqual({ kind: 'failed', shown: false, failure: { kind: inline } });
      expect(w.errorState.store.getSnapshot().status).toBe(200);
      expect(w.navigation.path).toBe('/login');
      expect(w.storage.get('lastUrl')).toBe('/recurring-page');
    },
  );

  it('still gives a 5xx to the technical-difficulties dialog', async () => {
    const w = build();
    w.http.on(LOGIN_PATHS.identify, errorReply('ANY', 503));
    expect(await w.identify.execute(ALICE)).toMatchObject({ kind: 'failed', shown: true });
    expect(w.errorState.store.getSnapshot().status).toBe(503);
  });
});

describe('auth methods', () => {
  it('lists what the server offered; without a login attempt there is nothing to choose', async () => {
    const w = build();
    expect(w.methods.execute()).toBeNull();
    w.http.on(LOGIN_PATHS.identify, identified);
    await w.identify.execute(ALICE);
    expect(w.methods.execute()).toEqual({
      methods: [
        expect.objectContaining({ method: 'SMS_OTP' }),
        expect.objectContaining({ method: 'EMAIL_OTP' }),
        expect.objectContaining({ method: 'SINGPASS' }),
      ],
      singpassHiddenInApp: false,
    });
  });

  it('hides Singpass inside the mobile app’s webview (source and channel), and says so', async () => {
    const w = build();
    w.storage.set('source', DEFAULT_CONFIG.mobileAppSource);
    w.storage.set('channel', 'android');
    w.http.on(LOGIN_PATHS.identify, identified);
    await w.identify.execute(ALICE);
    const choice = w.methods.execute()!;
    expect(choice.methods.map((m) => m.method)).toEqual(['SMS_OTP', 'EMAIL_OTP']);
    expect(choice.singpassHiddenInApp).toBe(true);
  });
});

describe('one-time password', () => {
  it('counts down to expiry and to resend from absolute deadlines', async () => {
    const w = build();
    await atOtpStep(w);
    expect(w.navigation.path).toBe('/login/otp');
    const stop = w.countdown.start();
    expect(w.countdown.store.getSnapshot()).toEqual({ expiresIn: 300, resendIn: 30 });
    w.clock.advance(29_500);
    expect(w.countdown.store.getSnapshot()).toEqual({ expiresIn: 271, resendIn: 1 });
    w.clock.advance(500);
    expect(w.countdown.store.getSnapshot()).toEqual({ expiresIn: 270, resendIn: 0 });
    // A sleeping phone: no timer fired for four minutes, the next tick still tells the truth.
    w.clock.jump(240_000);
    w.clock.advance(1000);
    expect(w.countdown.store.getSnapshot().expiresIn).toBe(29);
    w.clock.advance(29_000);
    expect(w.countdown.store.getSnapshot().expiresIn).toBe(0);
    expect(w.journey.snapshot.otp?.state).toBe('expired');
    stop();
    expect(w.clock.pendingTimers).toBe(0);
  });

  it('sends the code encrypted; a wrong code says how many tries remain; the right one logs in and returns to lastUrl', async () => {
    const w = build();
    w.storage.set('lastUrl', '/recurring-page');
    await atOtpStep(w);
    w.http.on(LOGIN_PATHS.verifyOtp, envelopeReply({ result: 'WRONG_CODE', attemptsRemaining: 2 }));
    expect(await w.verifyOtp.execute('111 111')).toEqual({ kind: 'wrong', attemptsRemaining: 2 });
    expect(JSON.parse(w.http.callsTo(LOGIN_PATHS.verifyOtp)[0]!.body!)).toEqual({ loginId: 'L-1', otp: 'rsa(111111)' });
    w.http.on(
      LOGIN_PATHS.verifyOtp,
      envelopeReply({ result: 'AUTHENTICATED', accessToken: 'tok-1', aauserid: 'aa-1' }),
    );
    expect(await w.verifyOtp.execute('123456')).toEqual({ kind: 'authenticated' });
    expect(w.storage.get('accessToken')).toBe('enc(tok-1)');
    expect(w.storage.get('aauserid')).toBe('aa-1');
    expect(w.storage.get('lastUrl')).toBeNull();
    expect(w.navigation.path).toBe('/recurring-page');
    // The spent code's page is replaced, so Back from the journey does not return to it.
    expect(w.navigation.entries).toEqual(['/', '/login/auth-method', '/recurring-page']);
    expect(w.loginState.store.getSnapshot().isLoggedIn).toBe(true);
    expect(w.journey.snapshot.loginId).toBeUndefined();
  });

  it('a timeout on verify keeps the attempt and says it inline: no dialog, nothing cleared, the code can be sent again', async () => {
    const w = build();
    await atOtpStep(w);
    const path = w.navigation.path;
    w.http.on(LOGIN_PATHS.verifyOtp, { kind: 'timeout' });
    expect(await w.verifyOtp.execute('123456')).toEqual({ kind: 'failed', shown: false, failure: { kind: 'timeout' } });
    expect(w.errorState.store.getSnapshot().status).toBe(200);
    expect(w.navigation.path).toBe(path);
    expect(w.journey.snapshot.loginId).toBe('L-1');
    w.http.on(
      LOGIN_PATHS.verifyOtp,
      envelopeReply({ result: 'AUTHENTICATED', accessToken: 'tok-1', aauserid: 'aa-1' }),
    );
    expect(await w.verifyOtp.execute('123456')).toEqual({ kind: 'authenticated' });
  });

  it('goes to /one-time-payment without a lastUrl, and never to a lastUrl that leaves the portal', async () => {
    const w = build();
    w.storage.set('lastUrl', '//evil.example/phish');
    await atOtpStep(w);
    w.http.on(
      LOGIN_PATHS.verifyOtp,
      envelopeReply({ result: 'AUTHENTICATED', accessToken: 'tok-1', aauserid: 'aa-1' }),
    );
    await w.verifyOtp.execute('123456');
    expect(w.navigation.path).toBe('/one-time-payment');
  });

  it('an expired code is refused without a round trip; a lock-out ends the attempt and clears session storage', async () => {
    const w = build();
    await atOtpStep(w);
    w.clock.advance(300_000);
    expect(await w.verifyOtp.execute('123456')).toEqual({ kind: 'expired' });
    expect(w.http.callsTo(LOGIN_PATHS.verifyOtp)).toHaveLength(0);

    const v = build();
    await atOtpStep(v);
    v.storage.set('lastUrl', '/recurring-page');
    v.http.on(LOGIN_PATHS.verifyOtp, envelopeReply({ result: 'LOCKED' }));
    expect(await v.verifyOtp.execute('999999')).toEqual({ kind: 'locked' });
    expect(v.storage.session.size).toBe(0);
    expect(v.journey.snapshot.loginId).toBeUndefined();
  });

  it('a resend restarts the deadlines and stays on the page; a timed-out attempt restarts at /login on close', async () => {
    const w = build();
    await atOtpStep(w);
    w.clock.advance(60_000);
    w.navigation.path = '/login/otp';
    expect(await w.sendOtp.execute('SMS_OTP', { resend: true })).toEqual({ kind: 'sent' });
    expect(w.journey.snapshot.otp!.expiresAt).toBe(w.clock.now() + 300_000);
    expect(w.navigation.path).toBe('/login/otp');

    w.http.on(LOGIN_PATHS.sendOtp, errorReply('LOGIN_EXPIRED'));
    await w.sendOtp.execute('SMS_OTP', { resend: true });
    const shown = w.errorState.store.getSnapshot();
    expect(shown).toMatchObject({ status: 400, code: 'LOGIN_EXPIRED' });
    shown.callback!();
    expect(w.navigation.path).toBe('/login');
  });
});

describe('Singpass', () => {
  it('leaves for the authorisation page; a reply that is not a web address is an unreadable one, said inline', async () => {
    const w = build();
    w.http.on(LOGIN_PATHS.identify, identified);
    await w.identify.execute(ALICE);
    w.http.on(LOGIN_PATHS.singpassStart, envelopeReply({ authorizeUrl: '/sandbox/singpass?state=s1' }));
    expect(await w.startSingpass.execute()).toEqual({ kind: 'left' });
    expect(w.navigation.left).toEqual(['/sandbox/singpass?state=s1']);
    w.http.on(LOGIN_PATHS.singpassStart, envelopeReply({ authorizeUrl: 'javascript:alert(1)' }));
    expect(await w.startSingpass.execute()).toEqual({ kind: 'failed', shown: false, failure: { kind: 'malformed' } });
    expect(w.navigation.left).toHaveLength(1);
    expect(w.errorState.store.getSnapshot().status).toBe(200);
  });

  it('binds the departure to this tab: a fresh secret kept in its storage, only the hash sent', async () => {
    const w = build();
    w.http.on(LOGIN_PATHS.identify, identified);
    await w.identify.execute(ALICE);
    w.http.on(LOGIN_PATHS.singpassStart, envelopeReply({ authorizeUrl: '/sandbox/singpass?state=s1' }));
    await w.startSingpass.execute();
    const kept = w.drafts.singpass.raw!;
    expect(kept).toBe(fakeSecret(1));
    const sent = JSON.parse(w.http.callsTo(LOGIN_PATHS.singpassStart)[0]!.body!) as Record<string, string>;
    expect(sent).toEqual({ loginId: 'L-1', bindingHash: createHash('sha256').update(kept).digest('base64url') });
    expect(JSON.stringify(sent)).not.toContain(kept);
    // Each departure has its own.
    await w.startSingpass.execute();
    expect(w.drafts.singpass.raw).toBe(fakeSecret(2));
  });

  it('a return this tab did not leave for (a link someone sent) asks nothing of the server and signs no one in', async () => {
    for (const query of ['code=attackers-code&state=attackers-state', 'error=access_denied&state=attackers-state']) {
      const w = build();
      w.http.on(LOGIN_PATHS.singpassComplete, envelopeReply({ accessToken: 'attacker', aauserid: 'aa-x' }));
      w.http.on(LOGIN_PATHS.singpassResume, identified);
      w.navigation.path = `/login/auth-method?${query}`;
      expect(await w.completeSingpass.execute(new URLSearchParams(query))).toEqual({ kind: 'unbound' });
      expect(w.http.requests).toEqual([]);
      expect(w.loginState.accessToken).toBeNull();
      expect(w.loginState.store.getSnapshot().isLoggedIn).toBe(false);
      expect(w.journey.snapshot.loginId).toBeUndefined();
      expect(w.navigation.path).toBe('/login/auth-method');
    }
  });

  it('takes the code and state out of the address bar before any call, and presents the binding once', async () => {
    const w = build();
    const addressAtCall: string[] = [];
    w.http.on(LOGIN_PATHS.singpassComplete, () => {
      addressAtCall.push(w.navigation.path);
      return envelopeReply({ accessToken: 'tok-2', aauserid: 'aa-2' });
    });
    w.navigation.path = '/login/auth-method?code=c1&state=s1';
    expect(await w.returnFromSingpass('code=c1&state=s1')).toEqual({ kind: 'authenticated' });
    expect(addressAtCall).toEqual(['/login/auth-method']);
    expect(w.navigation.history[0]).toBe('/login/auth-method');
    expect(JSON.parse(w.http.callsTo(LOGIN_PATHS.singpassComplete)[0]!.body!)).toEqual({
      code: 'c1',
      state: 's1',
      binding: 'binding-1',
    });
    // Used: gone from the tab, so the same address again cannot present it.
    expect(w.drafts.singpass.raw).toBeNull();
    expect(await w.completeSingpass.execute(new URLSearchParams('code=c1&state=s1'))).toEqual({ kind: 'unbound' });
    expect(w.http.callsTo(LOGIN_PATHS.singpassComplete)).toHaveLength(1);
  });

  it('exchanges the returned code; SPQR errors go to the error state and end the login', async () => {
    const w = build();
    w.http.on(LOGIN_PATHS.singpassComplete, envelopeReply({ accessToken: 'tok-2', aauserid: 'aa-2' }));
    expect(await w.returnFromSingpass('code=c1&state=s1')).toEqual({
      kind: 'authenticated',
    });
    expect(w.navigation.path).toBe('/one-time-payment');

    for (const code of ['SPQR_NRIC_NOT_MATCHING', 'SPQR_INVALID']) {
      const v = build();
      v.storage.set('aauserid', 'left-over');
      v.http.on(LOGIN_PATHS.singpassComplete, errorReply(code));
      expect(await v.returnFromSingpass('code=c1&state=s1')).toMatchObject({
        kind: 'failed',
        shown: true,
      });
      expect(v.errorState.store.getSnapshot()).toMatchObject({ status: 400, code });
      expect(v.storage.session.size).toBe(0);
    }
    // A cancel whose attempt cannot be resumed: log in again, as before.
    expect(await build().returnFromSingpass('error=access_denied&state=s1')).toEqual({
      kind: 'cancelled',
      resumed: false,
    });
  });

  it('a cancel on Singpass resumes the same login attempt in memory: the method choice again, no retyping', async () => {
    const w = build();
    w.http.on(LOGIN_PATHS.singpassResume, identified);
    expect(await w.returnFromSingpass('error=access_denied&state=s1')).toEqual({
      kind: 'cancelled',
      resumed: true,
    });
    expect(JSON.parse(w.http.callsTo(LOGIN_PATHS.singpassResume)[0]!.body!)).toEqual({
      state: 's1',
      binding: 'binding-1',
    });
    expect(w.journey.snapshot.loginId).toBe('L-1');
    expect(w.methods.execute()?.methods.map((m) => m.method)).toEqual(['SMS_OTP', 'EMAIL_OTP', 'SINGPASS']);
    // Memory only: nothing about the attempt reaches storage.
    expect([...w.storage.session.keys()]).not.toContain('loginId');
    expect(JSON.stringify([...w.storage.session.values()])).not.toContain('L-1');
    w.http.on(
      LOGIN_PATHS.sendOtp,
      envelopeReply({
        destination: '+65 •••• 4567',
        expiresInSeconds: 300,
        resendAfterSeconds: 30,
        attemptsRemaining: 3,
      }),
    );
    expect((await w.sendOtp.execute('SMS_OTP')).kind).not.toBe('failed');
    expect(JSON.parse(w.http.callsTo(LOGIN_PATHS.sendOtp)[0]!.body!)).toMatchObject({ loginId: 'L-1' });
  });
});

describe('acceptance code', () => {
  const form = { ...ALICE, idNumber: 'T1234567J', dateOfBirth: '15/01/1990', acceptanceCode: 'ac7q2m9x' };

  it('sends all three values encrypted and continues at /one-time-payment/acceptance-code', async () => {
    const w = build();
    w.storage.set('lastUrl', '/recurring-page');
    w.http.on(
      LOGIN_PATHS.acceptanceCode,
      envelopeReply({ accessToken: 'tok-3', aauserid: 'aa-3', applicationId: 'APP-2001' }),
    );
    expect(await w.acceptance.execute(form)).toEqual({ kind: 'authenticated' });
    expect(JSON.parse(w.http.callsTo(LOGIN_PATHS.acceptanceCode)[0]!.body!)).toEqual({
      idType: 'NRIC_FIN',
      idNumber: 'rsa(T1234567J)',
      dateOfBirth: 'rsa(1990-01-15)',
      acceptanceCode: 'rsa(AC7Q2M9X)',
    });
    expect(w.navigation.path).toBe('/one-time-payment/acceptance-code');
  });

  it('a code that does not match is a field error; field errors come together', async () => {
    const w = build();
    w.http.on(LOGIN_PATHS.acceptanceCode, errorReply('ACCEPTANCE_CODE_INVALID'));
    expect(await w.acceptance.execute(form)).toEqual({
      kind: 'invalid',
      errors: { acceptanceCode: 'acceptanceCodeNotRecognised' },
    });
    expect(w.errorState.store.getSnapshot().status).toBe(200);
    expect(await w.acceptance.execute({ ...form, acceptanceCode: 'x', idNumber: '' })).toEqual({
      kind: 'invalid',
      errors: { acceptanceCode: 'acceptanceCodeFormat', idNumber: 'required' },
    });
  });
});

/**
 * Every login call against the faults. 401, 403 and 5xx go to the spec's dialog; a timeout, a dropped
 * connection or an unreadable reply is returned for the screen to say inline: no dialog, no move, nothing cleared.
 */
describe('each login call without a readable answer', () => {
  const acceptanceForm = { ...ALICE, idNumber: 'T1234567J', dateOfBirth: '15/01/1990', acceptanceCode: 'ac7q2m9x' };
  const calls = {
    'OTP send': {
      path: LOGIN_PATHS.sendOtp,
      at: '/login/auth-method',
      async run(w: ReturnType<typeof build>) {
        w.http.on(LOGIN_PATHS.identify, identified);
        await w.identify.execute(ALICE);
        return () => w.sendOtp.execute('SMS_OTP');
      },
    },
    'OTP resend': {
      path: LOGIN_PATHS.sendOtp,
      at: '/login/otp',
      async run(w: ReturnType<typeof build>) {
        await atOtpStep(w);
        w.clock.advance(30_000);
        return () => w.sendOtp.execute('SMS_OTP', { resend: true });
      },
    },
    'Singpass start': {
      path: LOGIN_PATHS.singpassStart,
      at: '/login/auth-method',
      async run(w: ReturnType<typeof build>) {
        w.http.on(LOGIN_PATHS.identify, identified);
        await w.identify.execute(ALICE);
        return () => w.startSingpass.execute();
      },
    },
    'Singpass complete': {
      path: LOGIN_PATHS.singpassComplete,
      at: '/login/auth-method',
      async run(w: ReturnType<typeof build>) {
        return () => w.returnFromSingpass('code=c1&state=s1');
      },
    },
    'acceptance code': {
      path: LOGIN_PATHS.acceptanceCode,
      at: '/login/acceptance-code',
      async run(w: ReturnType<typeof build>) {
        return () => w.acceptance.execute(acceptanceForm);
      },
    },
  };
  const transport = [
    ['a timeout', { kind: 'timeout' as const }, 'timeout'],
    ['a dropped connection', { kind: 'network' as const }, 'network'],
    [
      'a garbled reply',
      { kind: 'reply' as const, status: 200, text: '{"header": {"statusCode": "200"}, "body": ' },
      'malformed',
    ],
    [
      'a reply that is not the envelope',
      { kind: 'reply' as const, status: 200, text: '{"unexpected": true}' },
      'malformed',
    ],
  ] as const;
  const rows = Object.keys(calls).flatMap((call) =>
    transport.map(([what, reply, inline]) => [call, what, reply, inline] as const),
  );

  it.each(rows)(
    '%s, %s: said inline, with no dialog, no move and the attempt kept',
    async (call, _what, reply, inline) => {
      const w = build();
      const spec = calls[call as keyof typeof calls];
      w.storage.set('lastUrl', '/recurring-page');
      const execute = await spec.run(w);
      const journey = w.journey.snapshot;
      w.navigation.path = spec.at;
      w.http.on(spec.path, reply);
      expect(await execute()).toEqual({ kind: 'failed', shown: false, failure: { kind: inline } });
      expect(w.errorState.store.getSnapshot().status).toBe(200);
      expect(w.navigation.path).toBe(spec.at);
      expect(w.navigation.left).toEqual([]);
      expect(w.journey.snapshot).toBe(journey);
      expect(w.storage.get('lastUrl')).toBe('/recurring-page');
      expect(w.loginState.store.getSnapshot().isLoggedIn).toBe(false);
    },
  );

  it.each(Object.keys(calls).flatMap((call) => [401, 403, 503].map((status) => [call, status] as const)))(
    '%s, status %d: the spec’s dialog, and nothing for the screen to say',
    async (call, status) => {
      const w = build();
      const spec = calls[call as keyof typeof calls];
      const execute = await spec.run(w);
      w.http.on(spec.path, envelopeReply({ errors: [] }, status, status));
      expect(await execute()).toMatchObject({ kind: 'failed', shown: true });
      expect(w.errorState.store.getSnapshot().status).toBe(status);
    },
  );
});

describe('pages that need login', () => {
  it('remember where the visitor was going and send them to /login', () => {
    const w = build();
    expect(w.requireLogin.execute('/recurring-giro')).toBe(false);
    expect(w.storage.get('lastUrl')).toBe('/recurring-giro');
    expect(w.navigation.path).toBe('/login');
    w.loginState.succeeded('tok');
    expect(w.requireLogin.execute('/recurring-giro')).toBe(true);
  });

  it('after a logout or session end (endToken) write no lastUrl and send nowhere: the Session ended dialog has the page', () => {
    const w = build();
    w.storage.set('endToken', 'true');
    w.navigation.path = '/one-time-payment';
    expect(w.requireLogin.execute('/one-time-payment')).toBe(false);
    expect(w.storage.get('lastUrl')).toBeNull();
    expect(w.navigation.path).toBe('/one-time-payment');
  });

  it('only return paths inside the portal are kept', () => {
    expect(safeReturnPath('/one-time-payment/paynow')).toBe('/one-time-payment/paynow');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/login',
      '/login/otp',
      '',
      null,
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});

/** "Login failure clears session storage" (the spec), whenever an attempt ends without a login. */
describe('a login attempt that ends without a login', () => {
  const acceptanceForm = {
    idType: 'NRIC_FIN' as const,
    idNumber: 'T1234567J',
    dateOfBirth: '15/01/1990',
    acceptanceCode: 'AC7Q2M9X',
  };
  type World = ReturnType<typeof build>;
  const ends: [string, (w: World) => Promise<unknown>][] = [
    [
      'not found',
      async (w) => {
        w.http.on(LOGIN_PATHS.identify, errorReply('CUSTOMER_NOT_FOUND'));
        return w.identify.execute(ALICE);
      },
    ],
    [
      'blacklisted',
      async (w) => {
        w.http.on(LOGIN_PATHS.identify, errorReply('CUSTOMER_IS_BLACKLISTED'));
        return w.identify.execute(ALICE);
      },
    ],
    [
      'a 5xx on identify',
      async (w) => {
        w.http.on(LOGIN_PATHS.identify, errorReply('ANY', 503));
        return w.identify.execute(ALICE);
      },
    ],
    [
      'a 400 on identify',
      async (w) => {
        w.http.on(LOGIN_PATHS.identify, errorReply('INVALID_REQUEST'));
        return w.identify.execute(ALICE);
      },
    ],
    [
      'the OTP lock-out',
      async (w) => {
        await atOtpStep(w);
        w.http.on(LOGIN_PATHS.verifyOtp, envelopeReply({ result: 'LOCKED' }));
        return w.verifyOtp.execute('999999');
      },
    ],
    [
      'an expired attempt',
      async (w) => {
        await atOtpStep(w);
        w.http.on(LOGIN_PATHS.sendOtp, errorReply('LOGIN_EXPIRED'));
        return w.sendOtp.execute('SMS_OTP', { resend: true });
      },
    ],
    [
      'a 5xx on verify',
      async (w) => {
        await atOtpStep(w);
        w.http.on(LOGIN_PATHS.verifyOtp, errorReply('ANY', 502));
        return w.verifyOtp.execute('123456');
      },
    ],
    [
      'a refused acceptance code',
      async (w) => {
        w.http.on(LOGIN_PATHS.acceptanceCode, errorReply('ACCEPTANCE_CODE_INVALID'));
        return w.acceptance.execute(acceptanceForm);
      },
    ],
    [
      'a 403 on the acceptance code',
      async (w) => {
        w.http.on(LOGIN_PATHS.acceptanceCode, errorReply('ANY', 403));
        return w.acceptance.execute(acceptanceForm);
      },
    ],
    [
      'SPQR_INVALID',
      async (w) => {
        w.http.on(LOGIN_PATHS.singpassComplete, errorReply('SPQR_INVALID'));
        return w.returnFromSingpass('code=c1&state=s1');
      },
    ],
    [
      'a 400 on Singpass’s return (the code may be spent)',
      async (w) => {
        w.http.on(LOGIN_PATHS.singpassComplete, errorReply('INVALID_REQUEST'));
        return w.returnFromSingpass('code=c1&state=s1');
      },
    ],
  ];

  it.each(ends)(
    '%s: session storage is cleared but source and channel, and the attempt forgotten',
    async (_what, end) => {
      const w = build();
      w.storage.set('source', 'mobileapp');
      w.storage.set('channel', 'ios');
      w.storage.set('lastUrl', '/recurring-page');
      w.storage.set('endToken', 'true');
      const forgotten: string[] = [];
      w.loginState.holds({ forget: () => forgotten.push('customer values') });
      await end(w);
      expect(Object.fromEntries(w.storage.session)).toEqual({ source: 'mobileapp', channel: 'ios' });
      expect(w.journey.snapshot.loginId).toBeUndefined();
      expect(forgotten).toEqual(['customer values']);
    },
  );

  const goesOn: [string, (w: World) => Promise<unknown>][] = [
    [
      'a wrong code with tries left',
      async (w) => {
        w.http.on(LOGIN_PATHS.verifyOtp, envelopeReply({ result: 'WRONG_CODE', attemptsRemaining: 2 }));
        return w.verifyOtp.execute('999999');
      },
    ],
    [
      'a resend asked too soon',
      async (w) => {
        w.http.on(LOGIN_PATHS.sendOtp, errorReply('OTP_RESEND_TOO_SOON'));
        return w.sendOtp.execute('SMS_OTP', { resend: true });
      },
    ],
    [
      'a verify without an answer',
      async (w) => {
        w.http.on(LOGIN_PATHS.verifyOtp, { kind: 'timeout' });
        return w.verifyOtp.execute('123456');
      },
    ],
  ];

  it.each(goesOn)('%s is not the end of the attempt: storage and the attempt stay', async (_what, step) => {
    const w = build();
    await atOtpStep(w);
    w.storage.set('lastUrl', '/recurring-page');
    await step(w);
    expect(w.storage.get('lastUrl')).toBe('/recurring-page');
    expect(w.journey.snapshot.loginId).toBe('L-1');
  });
});
