import { randomBytes, randomUUID } from 'node:crypto';
import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import {
  LOGIN_PATHS,
  type IdType,
  type LoginErrorCode,
  type LoginLockoutCode,
  type OtpMethod,
} from '../src/core/api/login.contract';
import { envelope, errorEnvelope } from './envelope';
import { clientOf, lockedOut, type ActionCap, type FailureLimiter } from './failure-limiter';
import {
  maskEmail,
  maskIdNumber,
  maskMobile,
  OTP_ATTEMPTS,
  OTP_RESEND_AFTER_SECONDS,
  OTP_TTL_SECONDS,
  SANDBOX_EXPIRED_OTP,
  SANDBOX_OTP,
  SEED_APPLICATIONS,
} from './login.seed';
import { identityKey, LoginLedger, type Attempt, type SingpassState } from './login.ledger';
import type { SandboxArea, SandboxContext, SessionTable } from './sandbox';
import { BINDING_HASH } from './tab-binding';
import { singpassPage, SINGPASS_OUTCOMES, type SingpassOutcome } from './singpass-page';
import type { Reply } from '../src/core/api/openapi';

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

export function createLoginArea(ctx: SandboxContext): LoginArea {
  const ledger = new LoginLedger(ctx);
  return {
    handlers: [...identifyHandlers(ledger), ...otpHandlers(ledger), ...singpassHandlers(ledger)],
    attempts: ledger.attempts,
    sessions: ctx.sessions,
    singpassStates: ledger.singpassStates,
    limits: ledger.limits,
    sendCaps: ledger.sendCaps,
    reset: () => ledger.reset(),
  };
}

/** Who the customer is: the identity and date of birth, or a new application's acceptance code. */
function identifyHandlers(ledger: LoginLedger): HttpHandler[] {
  return [
    http.post(`*${LOGIN_PATHS.identify}`, async ({ request }) => {
      const body = await ledger.readEncrypted(request, ['idNumber', 'dateOfBirth'] as const);
      if (!body) return fail('INVALID_REQUEST');
      const identity = identityKey(body.idType, body.idNumber);
      const client = clientOf(request);
      const wait = ledger.identifyLockSeconds(identity, client);
      if (wait) return locked('LOGIN_LIMITED', wait);
      const customer = ledger.findCustomer(body.idType, body.idNumber, body.dateOfBirth);
      if (!customer) {
        const lock = ledger.identifyFailed(identity, client);
        return lock ? locked('LOGIN_LIMITED', lock) : fail('CUSTOMER_NOT_FOUND');
      }
      if (customer.blockedWith) return fail(customer.blockedWith);
      const loginId = randomUUID();
      ledger.attempts.set(loginId, { customer, createdAt: ledger.now() });
      const reply: Reply<'/rs/v1/login/identify'> = { loginId, methods: ledger.methodsOf(customer) };
      return envelope(reply);
    }),

    http.post(`*${LOGIN_PATHS.acceptanceCode}`, async ({ request }) => {
      const body = await ledger.readEncrypted(request, ['acceptanceCode', 'idNumber', 'dateOfBirth'] as const);
      if (!body) return fail('INVALID_REQUEST');
      const idType = body.idType as IdType;
      const identity = identityKey(idType, body.idNumber);
      const client = clientOf(request);
      const wait = Math.max(
        ledger.limits.acceptanceCode.lockedForSeconds(identity),
        ledger.limits.client.lockedForSeconds(client),
      );
      if (wait) return locked('ACCEPTANCE_CODE_LOCKED', wait);
      const application = SEED_APPLICATIONS.find(
        (a) => a.idType === idType && a.idNumber === body.idNumber.toUpperCase() && a.dateOfBirth === body.dateOfBirth,
      );
      if (!application || application.acceptanceCode !== body.acceptanceCode.toUpperCase()) {
        // Counted per identity as typed and per client, whether or not an application exists.
        const lock = Math.max(ledger.limits.acceptanceCode.fail(identity), ledger.limits.client.fail(client));
        if (lock) return locked('ACCEPTANCE_CODE_LOCKED', lock);
        return fail(application ? 'ACCEPTANCE_CODE_INVALID' : 'CUSTOMER_NOT_FOUND');
      }
      ledger.limits.acceptanceCode.clear(identity);
      const reply: Reply<'/rs/v1/login/acceptance-code'> = {
        accessToken: ledger.mint(application.applicationId),
        aauserid: application.aauserid,
        applicationId: application.applicationId,
        maskedIdNumber: maskIdNumber(application.idNumber),
      };
      return envelope(reply);
    }),
  ];
}

/** The one-time password: sent to a method of the attempt's customer, then checked. */
function otpHandlers(ledger: LoginLedger): HttpHandler[] {
  return [
    http.post(`*${LOGIN_PATHS.sendOtp}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { loginId?: unknown; method?: unknown };
      const attempt = ledger.liveAttempt(body.loginId);
      if (!attempt || attempt.otp?.locked) return fail('LOGIN_EXPIRED');
      const otpWait = ledger.limits.otp.lockedForSeconds(attempt.customer.customerId);
      if (otpWait) return locked('OTP_LOCKED', otpWait);
      const method = body.method as OtpMethod;
      if (!attempt.customer.methods.includes(method) || method === ('SINGPASS' as string))
        return fail('INVALID_REQUEST');
      if (attempt.otp && ledger.now() - attempt.otp.sentAt < OTP_RESEND_AFTER_SECONDS * 1000)
        return fail('OTP_RESEND_TOO_SOON');
      const customerId = attempt.customer.customerId;
      const client = clientOf(request);
      const sendWait = Math.max(
        ledger.sendCaps.identity.waitSeconds(customerId),
        ledger.sendCaps.client.waitSeconds(client),
      );
      if (sendWait) return locked('OTP_SEND_LIMITED', sendWait);
      ledger.sendCaps.identity.take(customerId);
      ledger.sendCaps.client.take(client);
      const attemptsLeft = Math.min(OTP_ATTEMPTS, ledger.otpTriesLeft(attempt.customer.customerId));
      attempt.otp = { method, sentAt: ledger.now(), attemptsLeft, locked: false };
      const reply: Reply<'/rs/v1/login/otp/send'> = {
        destination: method === 'SMS_OTP' ? maskMobile(attempt.customer.mobile) : maskEmail(attempt.customer.email),
        expiresInSeconds: OTP_TTL_SECONDS,
        resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
        attemptsRemaining: attemptsLeft,
      };
      return envelope(reply);
    }),

    http.post(`*${LOGIN_PATHS.verifyOtp}`, async ({ request }) => {
      const body = await ledger.readEncrypted(request, ['otp'] as const);
      if (!body) return fail('INVALID_REQUEST');
      const attempt = ledger.liveAttempt(body.loginId);
      if (!attempt) return fail('LOGIN_EXPIRED');
      const otp = attempt.otp;
      if (!otp) return fail('INVALID_REQUEST');
      const customerId = attempt.customer.customerId;
      const otpWait = ledger.limits.otp.lockedForSeconds(customerId);
      if (otpWait) return locked('OTP_LOCKED', otpWait);
      let reply: Reply<'/rs/v1/login/otp/verify'>;
      if (otp.locked) reply = { result: 'LOCKED' };
      else if (body.otp === SANDBOX_EXPIRED_OTP || ledger.now() - otp.sentAt > OTP_TTL_SECONDS * 1000)
        reply = { result: 'EXPIRED' };
      else if (body.otp === SANDBOX_OTP) {
        ledger.attempts.delete(body.loginId as string);
        ledger.limits.otp.clear(customerId);
        reply = {
          result: 'AUTHENTICATED',
          accessToken: ledger.mint(attempt.customer.customerId),
          aauserid: attempt.customer.aauserid,
          maskedIdNumber: maskIdNumber(attempt.customer.idNumber),
        };
      } else {
        // Counted per identity across attempts: a new login does not bring fresh tries past the limit.
        const lock = ledger.limits.otp.fail(customerId);
        if (lock) {
          ledger.attempts.delete(body.loginId as string);
          return locked('OTP_LOCKED', lock);
        }
        otp.attemptsLeft = Math.min(otp.attemptsLeft - 1, ledger.otpTriesLeft(customerId));
        otp.locked = otp.attemptsLeft <= 0;
        reply = otp.locked ? { result: 'LOCKED' } : { result: 'WRONG_CODE', attemptsRemaining: otp.attemptsLeft };
      }
      return envelope(reply);
    }),
  ];
}

/** Singpass: the departure, the simulated Singpass's page and redirect, and the return. */
function singpassHandlers(ledger: LoginLedger): HttpHandler[] {
  return [
    http.post(`*${LOGIN_PATHS.singpassStart}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { loginId?: unknown; bindingHash?: unknown };
      const attempt = ledger.liveAttempt(body.loginId);
      if (!attempt) return fail('LOGIN_EXPIRED');
      if (!attempt.customer.methods.includes('SINGPASS')) return fail('INVALID_REQUEST');
      if (typeof body.bindingHash !== 'string' || !BINDING_HASH.test(body.bindingHash)) return fail('INVALID_REQUEST');
      const state = randomBytes(16).toString('hex');
      ledger.singpassStates.set(state, {
        loginId: body.loginId as string,
        bindingHash: body.bindingHash,
        createdAt: ledger.now(),
      });
      return envelope({ authorizeUrl: `/sandbox/singpass?state=${state}` });
    }),

    http.post(`*${LOGIN_PATHS.singpassComplete}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { code?: unknown; state?: unknown; binding?: unknown };
      const grant = typeof body.code === 'string' ? ledger.singpassCodes.get(body.code) : undefined;
      if (!grant || grant.state !== body.state) return fail('SPQR_INVALID');
      ledger.singpassCodes.delete(body.code as string); // a code works once, as with the real Singpass
      // Not the tab that left (a return URL sent to someone else), too late, or again: no session.
      const loginId = ledger.takeState(grant.state, body.binding);
      if (!loginId) return fail('LOGIN_EXPIRED');
      const attempt = ledger.liveAttempt(loginId);
      if (!attempt) return fail('LOGIN_EXPIRED');
      ledger.attempts.delete(loginId);
      if (grant.outcome === 'mismatch') return fail('SPQR_NRIC_NOT_MATCHING');
      if (grant.outcome === 'invalid') return fail('SPQR_INVALID');
      const reply: Reply<'/rs/v1/login/singpass/complete'> = {
        accessToken: ledger.mint(attempt.customer.customerId),
        aauserid: attempt.customer.aauserid,
        maskedIdNumber: maskIdNumber(attempt.customer.idNumber),
      };
      return envelope(reply);
    }),

    http.post(`*${LOGIN_PATHS.singpassResume}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { state?: unknown; binding?: unknown };
      const loginId = ledger.takeState(body.state, body.binding); // once per state, and only for the tab that left
      const attempt = ledger.liveAttempt(loginId);
      if (!attempt) return fail('LOGIN_EXPIRED');
      const reply: Reply<'/rs/v1/login/identify'> = {
        loginId: loginId as string,
        methods: ledger.methodsOf(attempt.customer),
      };
      return envelope(reply);
    }),

    // The simulated Singpass: a page with the outcomes, and its redirect back to the portal with a code.
    http.get('*/sandbox/singpass', ({ request }) => {
      const state = new URL(request.url).searchParams.get('state') ?? '';
      if (!ledger.liveState(state))
        return new HttpResponse('Unknown or used Singpass state: start again from the portal.', { status: 400 });
      return new HttpResponse(singpassPage(state), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),
    http.get('*/sandbox/singpass/authorize', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const state = params.get('state') ?? '';
      const outcome = params.get('outcome') as SingpassOutcome;
      if (!ledger.liveState(state) || !SINGPASS_OUTCOMES.includes(outcome))
        return new HttpResponse('Bad Singpass request', { status: 400 });
      const back = new URLSearchParams();
      if (outcome === 'cancel') back.set('error', 'access_denied');
      else {
        const code = randomBytes(16).toString('hex');
        ledger.singpassCodes.set(code, { state, outcome });
        back.set('code', code);
      }
      back.set('state', state);
      return new HttpResponse(null, { status: 302, headers: { Location: `/login/auth-method?${back}` } });
    }),
  ];
}
