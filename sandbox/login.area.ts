import { randomBytes, randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import {
  LOGIN_PATHS,
  type AuthMethodOption,
  type IdType,
  type LoginErrorCode,
  type LoginLockoutCode,
  type OtpMethod,
} from '../src/core/api/login.contract';
import { envelope, errorEnvelope } from './envelope';
import { ActionCap, clientOf, FailureLimiter, lockedOut } from './failure-limiter';
import {
  ACCEPTANCE_CODE_LIMIT,
  IDENTIFY_CLIENT_LIMIT,
  IDENTIFY_IDENTITY_LIMIT,
  LOGIN_ATTEMPT_TTL_MS,
  maskEmail,
  maskIdNumber,
  maskMobile,
  OTP_ATTEMPTS,
  OTP_LIMIT,
  OTP_RESEND_AFTER_SECONDS,
  OTP_SEND_CLIENT_CAP,
  OTP_SEND_IDENTITY_CAP,
  OTP_TTL_SECONDS,
  SANDBOX_EXPIRED_OTP,
  SANDBOX_OTP,
  SEED_APPLICATIONS,
  SEED_CUSTOMERS,
  SINGPASS_STATE_TTL_MS,
  type SeedCustomer,
} from './login.seed';
import type { SandboxArea, SandboxContext, SessionTable } from './sandbox';
import { BINDING_HASH, bindingMatches } from './tab-binding';
import { singpassPage, SINGPASS_OUTCOMES, type SingpassOutcome } from './singpass-page';
import type { Reply } from '../src/core/api/openapi';

interface Attempt {
  customer: SeedCustomer;
  createdAt: number;
  otp?: { method: OtpMethod; sentAt: number; attemptsLeft: number; locked: boolean };
}

/** A Singpass departure: its login attempt, and the hash of the binding the tab that left keeps (docs/api.md). */
interface SingpassState {
  loginId: string;
  bindingHash: string;
  createdAt: number;
}

/** The sandbox's login calls (docs/api.md, docs/sandbox.md). */
export interface LoginArea extends SandboxArea {
  /** Login attempts by loginId, for tests. */
  attempts: Map<string, Attempt>;
  /** The shared token registry (access token -> customer id) that login fills. */
  sessions: SessionTable;
  /** Singpass departures by state, for tests. */
  singpassStates: Map<string, SingpassState>;
  /** The lock-out counters (docs/api.md, "Lock-outs"), for tests. */
  limits: { otp: FailureLimiter; acceptanceCode: FailureLimiter; identity: FailureLimiter; client: FailureLimiter };
  /** The one-time passwords sent per identity and per client (docs/api.md, "Lock-outs"), for tests. */
  sendCaps: { identity: ActionCap; client: ActionCap };
}

const MESSAGES: Record<LoginErrorCode, string> = {
  CUSTOMER_NOT_FOUND: 'The NRIC/FIN/Passport Number and Date of Birth entered do not match our records.',
  CUSTOMER_IS_BLACKLISTED: 'Access cannot be granted at this time.',
  CUSTOMER_BLOCKED_AML: 'Access cannot be granted at this time.',
  SPQR_NRIC_NOT_MATCHING: 'SPQR NRIC is not matching with the current NRIC.',
  SPQR_INVALID: 'The Singpass account is invalid or incorrect.',
  LOGIN_EXPIRED: 'This login has timed out. Please start again.',
  OTP_RESEND_TOO_SOON: 'Please wait before asking for a new code.',
  ACCEPTANCE_CODE_INVALID: 'The acceptance code does not match our records.',
  INVALID_REQUEST: 'The request could not be read.',
  LOGIN_LIMITED: 'Too many login attempts. Please try again later.',
  OTP_LOCKED: 'Too many wrong one-time passwords. Please try again later.',
  OTP_SEND_LIMITED: 'Too many one-time passwords sent. Please try again later.',
  ACCEPTANCE_CODE_LOCKED: 'Too many wrong acceptance codes. Please try again later.',
};

const fail = (code: LoginErrorCode, status = 400) => errorEnvelope(status, code, MESSAGES[code]);

/** A lock-out with the login area's words (failure-limiter.ts, lockedOut). */
const locked = (code: LoginLockoutCode, retryAfterSeconds: number) =>
  lockedOut(code, MESSAGES[code], retryAfterSeconds);

/** The identity as typed, whether or not it exists: the key of the identify and acceptance-code counts. */
const identityKey = (idType: unknown, idNumber: string) => `${String(idType)}:${idNumber.trim().toUpperCase()}`;

export function createLoginArea(ctx: SandboxContext): LoginArea {
  const attempts = new Map<string, Attempt>();
  const singpassStates = new Map<string, SingpassState>();
  const singpassCodes = new Map<string, { state: string; outcome: SingpassOutcome }>();
  const now = () => ctx.now?.() ?? Date.now();
  const limits = {
    otp: new FailureLimiter(OTP_LIMIT, now),
    acceptanceCode: new FailureLimiter(ACCEPTANCE_CODE_LIMIT, now),
    identity: new FailureLimiter(IDENTIFY_IDENTITY_LIMIT, now),
    client: new FailureLimiter(IDENTIFY_CLIENT_LIMIT, now),
  };
  // Per identity and per client, never per attempt: a fresh identify must not bring fresh sends.
  const sendCaps = {
    identity: new ActionCap(OTP_SEND_IDENTITY_CAP, now),
    client: new ActionCap(OTP_SEND_CLIENT_CAP, now),
  };

  /** Wrong codes the identity may still make before its lock-out, whichever login attempt they come in. */
  const otpTriesLeft = (customerId: string) => OTP_LIMIT.max - limits.otp.count(customerId);

  /** Seconds the identity or the client stays locked out of identify and acceptance codes; 0 when open. */
  const identifyLockSeconds = (identity: string, client: string) =>
    Math.max(limits.identity.lockedForSeconds(identity), limits.client.lockedForSeconds(client));

  /** Counts a failed identify on both keys; the lock's seconds when it locked either. */
  const identifyFailed = (identity: string, client: string) =>
    Math.max(limits.identity.fail(identity), limits.client.fail(client));

  /** Reads the JSON body and decrypts the named fields; undefined when anything is missing or not OAEP ciphertext. */
  async function readEncrypted<K extends string>(
    request: Request,
    fields: readonly K[],
  ): Promise<(Record<K, string> & Record<string, unknown>) | undefined> {
    const body = (await request.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return undefined;
    const out: Record<string, unknown> = { ...body };
    for (const field of fields) {
      const value = body[field];
      if (typeof value !== 'string') return undefined;
      try {
        out[field] = ctx.decrypt(value);
      } catch {
        return undefined; // plain text, PKCS#1 v1.5 or another key: refused
      }
    }
    return out as Record<K, string> & Record<string, unknown>;
  }

  function findCustomer(idType: unknown, idNumber: string, dateOfBirth: string): SeedCustomer | undefined {
    return SEED_CUSTOMERS.find(
      (c) => c.idType === idType && c.idNumber === idNumber.toUpperCase() && c.dateOfBirth === dateOfBirth,
    );
  }

  function liveAttempt(loginId: unknown): Attempt | undefined {
    const attempt = typeof loginId === 'string' ? attempts.get(loginId) : undefined;
    if (attempt && now() - attempt.createdAt > LOGIN_ATTEMPT_TTL_MS) {
      attempts.delete(loginId as string);
      return undefined;
    }
    return attempt;
  }

  function methodsOf(customer: SeedCustomer): AuthMethodOption[] {
    return customer.methods.map((method) => ({
      method,
      destination:
        method === 'SMS_OTP'
          ? maskMobile(customer.mobile)
          : method === 'EMAIL_OTP'
            ? maskEmail(customer.email)
            : undefined,
    }));
  }

  function mint(customerId: string): string {
    const token = `sbx.${randomUUID()}`;
    ctx.sessions.open(token, customerId);
    return token;
  }

  /** A departure still within its 10 minutes, or undefined (an expired one is dropped). */
  function liveState(state: unknown): SingpassState | undefined {
    const entry = typeof state === 'string' ? singpassStates.get(state) : undefined;
    if (entry && now() - entry.createdAt > SINGPASS_STATE_TTL_MS) {
      singpassStates.delete(state as string);
      return undefined;
    }
    return entry;
  }

  /**
   * The return of a departure: its loginId when the state is live and the binding is its own. The state is used up
   * either way, so a wrong binding cannot be followed by another try.
   */
  function takeState(state: unknown, binding: unknown): string | undefined {
    const entry = liveState(state);
    if (!entry) return undefined;
    singpassStates.delete(state as string);
    return bindingMatches(binding, entry.bindingHash) ? entry.loginId : undefined;
  }

  const handlers = [
    http.post(`*${LOGIN_PATHS.identify}`, async ({ request }) => {
      const body = await readEncrypted(request, ['idNumber', 'dateOfBirth'] as const);
      if (!body) return fail('INVALID_REQUEST');
      const identity = identityKey(body.idType, body.idNumber);
      const client = clientOf(request);
      const wait = identifyLockSeconds(identity, client);
      if (wait) return locked('LOGIN_LIMITED', wait);
      const customer = findCustomer(body.idType, body.idNumber, body.dateOfBirth);
      if (!customer) {
        const lock = identifyFailed(identity, client);
        return lock ? locked('LOGIN_LIMITED', lock) : fail('CUSTOMER_NOT_FOUND');
      }
      if (customer.blockedWith) return fail(customer.blockedWith);
      const loginId = randomUUID();
      attempts.set(loginId, { customer, createdAt: now() });
      const reply: Reply<'/rs/v1/login/identify'> = { loginId, methods: methodsOf(customer) };
      return envelope(reply);
    }),

    http.post(`*${LOGIN_PATHS.sendOtp}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { loginId?: unknown; method?: unknown };
      const attempt = liveAttempt(body.loginId);
      if (!attempt || attempt.otp?.locked) return fail('LOGIN_EXPIRED');
      const otpWait = limits.otp.lockedForSeconds(attempt.customer.customerId);
      if (otpWait) return locked('OTP_LOCKED', otpWait);
      const method = body.method as OtpMethod;
      if (!attempt.customer.methods.includes(method) || method === ('SINGPASS' as string))
        return fail('INVALID_REQUEST');
      if (attempt.otp && now() - attempt.otp.sentAt < OTP_RESEND_AFTER_SECONDS * 1000)
        return fail('OTP_RESEND_TOO_SOON');
      const customerId = attempt.customer.customerId;
      const client = clientOf(request);
      const sendWait = Math.max(sendCaps.identity.waitSeconds(customerId), sendCaps.client.waitSeconds(client));
      if (sendWait) return locked('OTP_SEND_LIMITED', sendWait);
      sendCaps.identity.take(customerId);
      sendCaps.client.take(client);
      const attemptsLeft = Math.min(OTP_ATTEMPTS, otpTriesLeft(attempt.customer.customerId));
      attempt.otp = { method, sentAt: now(), attemptsLeft, locked: false };
      const reply: Reply<'/rs/v1/login/otp/send'> = {
        destination: method === 'SMS_OTP' ? maskMobile(attempt.customer.mobile) : maskEmail(attempt.customer.email),
        expiresInSeconds: OTP_TTL_SECONDS,
        resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
        attemptsRemaining: attemptsLeft,
      };
      return envelope(reply);
    }),

    http.post(`*${LOGIN_PATHS.verifyOtp}`, async ({ request }) => {
      const body = await readEncrypted(request, ['otp'] as const);
      if (!body) return fail('INVALID_REQUEST');
      const attempt = liveAttempt(body.loginId);
      if (!attempt) return fail('LOGIN_EXPIRED');
      const otp = attempt.otp;
      if (!otp) return fail('INVALID_REQUEST');
      const customerId = attempt.customer.customerId;
      const otpWait = limits.otp.lockedForSeconds(customerId);
      if (otpWait) return locked('OTP_LOCKED', otpWait);
      let reply: Reply<'/rs/v1/login/otp/verify'>;
      if (otp.locked) reply = { result: 'LOCKED' };
      else if (body.otp === SANDBOX_EXPIRED_OTP || now() - otp.sentAt > OTP_TTL_SECONDS * 1000)
        reply = { result: 'EXPIRED' };
      else if (body.otp === SANDBOX_OTP) {
        attempts.delete(body.loginId as string);
        limits.otp.clear(customerId);
        reply = {
          result: 'AUTHENTICATED',
          accessToken: mint(attempt.customer.customerId),
          aauserid: attempt.customer.aauserid,
          maskedIdNumber: maskIdNumber(attempt.customer.idNumber),
        };
      } else {
        // Counted per identity across attempts: a new login does not bring fresh tries past the limit.
        const lock = limits.otp.fail(customerId);
        if (lock) {
          attempts.delete(body.loginId as string);
          return locked('OTP_LOCKED', lock);
        }
        otp.attemptsLeft = Math.min(otp.attemptsLeft - 1, otpTriesLeft(customerId));
        otp.locked = otp.attemptsLeft <= 0;
        reply = otp.locked ? { result: 'LOCKED' } : { result: 'WRONG_CODE', attemptsRemaining: otp.attemptsLeft };
      }
      return envelope(reply);
    }),

    http.post(`*${LOGIN_PATHS.singpassStart}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { loginId?: unknown; bindingHash?: unknown };
      const attempt = liveAttempt(body.loginId);
      if (!attempt) return fail('LOGIN_EXPIRED');
      if (!attempt.customer.methods.includes('SINGPASS')) return fail('INVALID_REQUEST');
      if (typeof body.bindingHash !== 'string' || !BINDING_HASH.test(body.bindingHash)) return fail('INVALID_REQUEST');
      const state = randomBytes(16).toString('hex');
      singpassStates.set(state, { loginId: body.loginId as string, bindingHash: body.bindingHash, createdAt: now() });
      return envelope({ authorizeUrl: `/sandbox/singpass?state=${state}` });
    }),

    http.post(`*${LOGIN_PATHS.singpassComplete}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { code?: unknown; state?: unknown; binding?: unknown };
      const grant = typeof body.code === 'string' ? singpassCodes.get(body.code) : undefined;
      if (!grant || grant.state !== body.state) return fail('SPQR_INVALID');
      singpassCodes.delete(body.code as string); // a code works once, as with the real Singpass
      // Not the tab that left (a return URL sent to someone else), too late, or again: no session.
      const loginId = takeState(grant.state, body.binding);
      if (!loginId) return fail('LOGIN_EXPIRED');
      const attempt = liveAttempt(loginId);
      if (!attempt) return fail('LOGIN_EXPIRED');
      attempts.delete(loginId);
      if (grant.outcome === 'mismatch') return fail('SPQR_NRIC_NOT_MATCHING');
      if (grant.outcome === 'invalid') return fail('SPQR_INVALID');
      const reply: Reply<'/rs/v1/login/singpass/complete'> = {
        accessToken: mint(attempt.customer.customerId),
        aauserid: attempt.customer.aauserid,
        maskedIdNumber: maskIdNumber(attempt.customer.idNumber),
      };
      return envelope(reply);
    }),

    http.post(`*${LOGIN_PATHS.acceptanceCode}`, async ({ request }) => {
      const body = await readEncrypted(request, ['acceptanceCode', 'idNumber', 'dateOfBirth'] as const);
      if (!body) return fail('INVALID_REQUEST');
      const idType = body.idType as IdType;
      const identity = identityKey(idType, body.idNumber);
      const client = clientOf(request);
      const wait = Math.max(limits.acceptanceCode.lockedForSeconds(identity), limits.client.lockedForSeconds(client));
      if (wait) return locked('ACCEPTANCE_CODE_LOCKED', wait);
      const application = SEED_APPLICATIONS.find(
        (a) => a.idType === idType && a.idNumber === body.idNumber.toUpperCase() && a.dateOfBirth === body.dateOfBirth,
      );
      if (!application || application.acceptanceCode !== body.acceptanceCode.toUpperCase()) {
        // Counted per identity as typed and per client, whether or not an application exists.
        const lock = Math.max(limits.acceptanceCode.fail(identity), limits.client.fail(client));
        if (lock) return locked('ACCEPTANCE_CODE_LOCKED', lock);
        return fail(application ? 'ACCEPTANCE_CODE_INVALID' : 'CUSTOMER_NOT_FOUND');
      }
      limits.acceptanceCode.clear(identity);
      const reply: Reply<'/rs/v1/login/acceptance-code'> = {
        accessToken: mint(application.applicationId),
        aauserid: application.aauserid,
        applicationId: application.applicationId,
        maskedIdNumber: maskIdNumber(application.idNumber),
      };
      return envelope(reply);
    }),

    http.post(`*${LOGIN_PATHS.singpassResume}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { state?: unknown; binding?: unknown };
      const loginId = takeState(body.state, body.binding); // once per state, and only for the tab that left
      const attempt = liveAttempt(loginId);
      if (!attempt) return fail('LOGIN_EXPIRED');
      const reply: Reply<'/rs/v1/login/identify'> = {
        loginId: loginId as string,
        methods: methodsOf(attempt.customer),
      };
      return envelope(reply);
    }),

    // The simulated Singpass: a page with the outcomes, and its redirect back to the portal with a code.
    http.get('*/sandbox/singpass', ({ request }) => {
      const state = new URL(request.url).searchParams.get('state') ?? '';
      if (!liveState(state))
        return new HttpResponse('Unknown or used Singpass state: start again from the portal.', { status: 400 });
      return new HttpResponse(singpassPage(state), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),
    http.get('*/sandbox/singpass/authorize', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const state = params.get('state') ?? '';
      const outcome = params.get('outcome') as SingpassOutcome;
      if (!liveState(state) || !SINGPASS_OUTCOMES.includes(outcome))
        return new HttpResponse('Bad Singpass request', { status: 400 });
      const back = new URLSearchParams();
      if (outcome === 'cancel') back.set('error', 'access_denied');
      else {
        const code = randomBytes(16).toString('hex');
        singpassCodes.set(code, { state, outcome });
        back.set('code', code);
      }
      back.set('state', state);
      return new HttpResponse(null, { status: 302, headers: { Location: `/login/auth-method?${back}` } });
    }),
  ];

  return {
    handlers,
    attempts,
    sessions: ctx.sessions,
    singpassStates,
    limits,
    sendCaps,
    reset() {
      for (const limiter of Object.values(limits)) limiter.reset();
      for (const cap of Object.values(sendCaps)) cap.reset();
      attempts.clear();
      singpassStates.clear();
      singpassCodes.clear();
    },
  };
}
