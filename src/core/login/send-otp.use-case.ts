import type { ApiClient } from '../http/api-client';
import type { ClockPort } from '../ports/clock.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { CallFailed } from '../errors/failure-policy';
import type { LoginCompletion, LoginRestarted } from './login-completion';
import type { LoginJourney } from './login-journey';
import { LOGIN_PATHS, sendOtpReply, type OtpMethod } from '../api/login.contract';
import { PATH } from '../shared/paths';
import type { Body } from '../api/openapi';

/** `error` with `inline` (timeout, drop, garbled): the screen says so where the customer pressed; no dialog. */
export type SendOtpOutcome = { kind: 'sent' } | LoginRestarted | CallFailed;

/** Sends (or re-sends) a one-time password by SMS or email and starts its deadlines. */
export class SendOtp {
  constructor(
    private readonly api: ApiClient,
    private readonly clock: ClockPort,
    private readonly journey: LoginJourney,
    private readonly completion: LoginCompletion,
    private readonly navigation: NavigationPort,
  ) {}

  async execute(method: OtpMethod, options: { resend?: boolean } = {}): Promise<SendOtpOutcome> {
    const { loginId } = this.journey.snapshot;
    if (!loginId) {
      this.navigation.go(PATH.login, { replace: true });
      return { kind: 'restarted' };
    }
    const request: Body<'/rs/v1/login/otp/send'> = { loginId, method };
    const result = await this.api.post(LOGIN_PATHS.sendOtp, request, sendOtpReply);
    if (!result.ok) {
      const restart = () => this.navigation.go(PATH.login, { replace: true });
      const isExpired = result.failure.kind === 'status' && result.failure.code === 'LOGIN_EXPIRED';
      return this.completion.callFailed(result.failure, isExpired ? restart : undefined);
    }
    const now = this.clock.now();
    const reply = result.data;
    this.journey.otpSent({
      method,
      destination: reply.destination,
      expiresAt: now + Math.max(0, reply.expiresInSeconds) * 1000,
      resendAt: now + Math.max(0, reply.resendAfterSeconds) * 1000,
      attemptsRemaining: reply.attemptsRemaining,
      state: 'open',
    });
    if (!options.resend) this.navigation.go(PATH.loginOtp);
    return { kind: 'sent' };
  }
}
