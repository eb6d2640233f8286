import { randomBytes, randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import {
  LOGIN_PATHS,
  type AcceptanceCodeReply,
  type AuthMethodOption,
  type IdentifyReply,
  type IdType,
  type LoginErrorCode,
  type LoginReply,
  type OtpMethod,
  type SendOtpReply,
  type VerifyOtpReply,
} from '../src/core/login/login.contract';
import { envelope, errorEnvelope } from './envelope';
import {
  LOGIN_ATTEMPT_TTL_MS,
  maskEmail,
  maskIdNumber,
  maskMobile,
  OTP_ATTEMPTS,
  OTP_RESEND_AFTER_SECONDS,
  OTP_TTL_SECONDS,
  SANDBOX_EXPIRED_OTP,
  SANDBOX_OTP,
  SEED_APPLICATIONS,
  SEED_CUSTOMERS,
  type SeedCustomer,
} from './login.seed';
import type { SandboxArea, SandboxContext } from './sandbox';
import { singpassPage, SINGPASS_OUTCOMES, type SingpassOutcome } from './singpass-page';

interface Attempt {
  customer: SeedCustomer;
  createdAt: number;
  otp?: { method: OtpMethod; sentAt: number; attemptsLeft: number; locked: boolean };
}

/** The sandbox's login calls (docs/api.md, docs/sandbox.md). */
export interface LoginArea extends SandboxArea {
  /** Login attempts by loginId, for tests. */
  attempts: Map<string, Attempt>;
  /** The shared token registry (access token -> customer id) that login fills. */
  sessions: Map<string, string>;
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
};

const fail = (code: LoginErrorCode, status = 400) => errorEnvelope(status, code, MESSAGES[code]);

export function createLoginArea(ctx: SandboxContext): LoginArea {
  const attempts = new Map<string, Attempt>();
  const singpassStates = new Map<string, string>(); // state -> loginId
  const singpassCodes = new Map<string, { state: string; outcome: SingpassOutcome }>();

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
    if (attempt && Date.now() - attempt.createdAt > LOGIN_ATTEMPT_TTL_MS) {
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
    ctx.sessions.set(token, customerId);
    return token;
  }

  const handlers = [
    http.post(`*${LOGIN_PATHS.identify}`, async ({ request }) => {
      const body = await readEncrypted(request, ['idNumber', 'dateOfBirth'] as const);
      if (!body) return fail('INVALID_REQUEST');
      const customer = findCustomer(body.idType, body.idNumber, body.dateOfBirth);
      if (!customer) return fail('CUSTOMER_NOT_FOUND');
      if (customer.blockedWith) return fail(customer.blockedWith);
      const loginId = randomUUID();
      attempts.set(loginId, { customer, createdAt: Date.now() });
      const reply: IdentifyReply = { loginId, methods: methodsOf(customer) };
      return envelope(reply);
    }),

    http.post(`*${LOGIN_PATHS.sendOtp}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { loginId?: unknown; method?: unknown };
      const attempt = liveAttempt(body.loginId);
      if (!attempt || attempt.otp?.locked) return fail('LOGIN_EXPIRED');
      const method = body.method as OtpMethod;
      if (!attempt.customer.methods.includes(method) || method === ('SINGPASS' as string))
        return fail('INVALID_REQUEST');
      if (attempt.otp && Date.now() - attempt.otp.sentAt < OTP_RESEND_AFTER_SECONDS * 1000)
        return fail('OTP_RESEND_TOO_SOON');
      attempt.otp = { method, sentAt: Date.now(), attemptsLeft: OTP_ATTEMPTS, locked: false };
      const reply: SendOtpReply = {
        destination: method === 'SMS_OTP' ? maskMobile(attempt.customer.mobile) : maskEmail(attempt.customer.email),
        expiresInSeconds: OTP_TTL_SECONDS,
        resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
        attemptsRemaining: OTP_ATTEMPTS,
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
      let reply: VerifyOtpReply;
      if (otp.locked) reply = { result: 'LOCKED' };
      else if (body.otp === SANDBOX_EXPIRED_OTP || Date.now() - otp.sentAt > OTP_TTL_SECONDS * 1000)
        reply = { result: 'EXPIRED' };
      else if (body.otp === SANDBOX_OTP) {
        attempts.delete(body.loginId as string);
        reply = {
          result: 'AUTHENTICATED',
          accessToken: mint(attempt.customer.customerId),
          aauserid: attempt.customer.aauserid,
          maskedIdNumber: maskIdNumber(attempt.customer.idNumber),
        };
      } else {
        otp.attemptsLeft -= 1;
        otp.locked = otp.attemptsLeft <= 0;
        reply = otp.locked ? { result: 'LOCKED' } : { result: 'WRONG_CODE', attemptsRemaining: otp.attemptsLeft };
      }
      return envelope(reply);
    }),

    http.post(`*${LOGIN_PATHS.singpassStart}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { loginId?: unknown };
      const attempt = liveAttempt(body.loginId);
      if (!attempt) return fail('LOGIN_EXPIRED');
      if (!attempt.customer.methods.includes('SINGPASS')) return fail('INVALID_REQUEST');
      const state = randomBytes(16).toString('hex');
      singpassStates.set(state, body.loginId as string);
      return envelope({ authorizeUrl: `/sandbox/singpass?state=${state}` });
    }),

    http.post(`*${LOGIN_PATHS.singpassComplete}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { code?: unknown; state?: unknown };
      const grant = typeof body.code === 'string' ? singpassCodes.get(body.code) : undefined;
      if (!grant || grant.state !== body.state) return fail('SPQR_INVALID');
      singpassCodes.delete(body.code as string); // a code works once, as with the real Singpass
      const loginId = singpassStates.get(grant.state);
      singpassStates.delete(grant.state);
      const attempt = liveAttempt(loginId);
      if (!attempt) return fail('LOGIN_EXPIRED');
      attempts.delete(loginId as string);
      if (grant.outcome === 'mismatch') return fail('SPQR_NRIC_NOT_MATCHING');
      if (grant.outcome === 'invalid') return fail('SPQR_INVALID');
      const reply: LoginReply = {
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
      const application = SEED_APPLICATIONS.find(
        (a) => a.idType === idType && a.idNumber === body.idNumber.toUpperCase() && a.dateOfBirth === body.dateOfBirth,
      );
      if (!application) return fail('CUSTOMER_NOT_FOUND');
      if (application.acceptanceCode !== body.acceptanceCode.toUpperCase()) return fail('ACCEPTANCE_CODE_INVALID');
      const reply: AcceptanceCodeReply = {
        accessToken: mint(application.applicationId),
        aauserid: application.aauserid,
        applicationId: application.applicationId,
        maskedIdNumber: maskIdNumber(application.idNumber),
      };
      return envelope(reply);
    }),

    http.post(`*${LOGIN_PATHS.singpassResume}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { state?: unknown };
      const state = typeof body.state === 'string' ? body.state : '';
      const loginId = singpassStates.get(state);
      singpassStates.delete(state); // once per state
      const attempt = liveAttempt(loginId);
      if (!attempt) return fail('LOGIN_EXPIRED');
      const reply: IdentifyReply = { loginId: loginId as string, methods: methodsOf(attempt.customer) };
      return envelope(reply);
    }),

    // The simulated Singpass: a page with the outcomes, and its redirect back to the portal with a code.
    http.get('*/sandbox/singpass', ({ request }) => {
      const state = new URL(request.url).searchParams.get('state') ?? '';
      if (!singpassStates.has(state))
        return new HttpResponse('Unknown or used Singpass state: start again from the portal.', { status: 400 });
      return new HttpResponse(singpassPage(state), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),
    http.get('*/sandbox/singpass/authorize', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const state = params.get('state') ?? '';
      const outcome = params.get('outcome') as SingpassOutcome;
      if (!singpassStates.has(state) || !SINGPASS_OUTCOMES.includes(outcome))
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
    reset() {
      attempts.clear();
      singpassStates.clear();
      singpassCodes.clear();
    },
  };
}
