import type { ApiClient } from '../http/api-client';
import type { ClockPort } from '../ports/clock.port';
import type { CryptoPort } from '../ports/crypto.port';
import type { NavigationPort } from '../ports/navigation.port';
import { normaliseOtp, validateOtp, type OtpError } from './login-codes';
import { DEPLOYMENT_FAULT, type CallFailed } from '../errors/failure-policy';
import type { LoginCompletion, LoginRestarted } from './login-completion';
import type { LoginJourney } from './login-journey';
import { LOGIN_PATHS, verifyOtpReply } from '../api/login.contract';
import { PATH } from '../shared/paths';
import type { Body } from '../api/openapi';

export type VerifyOtpOutcome =
  | { kind: 'invalid'; error: OtpError }
  | { kind: 'wrong'; attemptsRemaining: number }
  | { kind: 'expired' }
  | { kind: 'locked' }
  | { kind: 'authenticated' }
  | LoginRestarted
  | CallFailed;

/** /login/otp: checks the code with the server (RSA-encrypted); success logs the customer in. */
export class VerifyOtp {
  constructor(
    private readonly api: ApiClient,
    private readonly crypto: CryptoPort,
    private readonly clock: ClockPort,
    private readonly journey: LoginJourney,
    private readonly completion: LoginCompletion,
    private readonly navigation: NavigationPort,
  ) {}

  async execute(code: string): Promise<VerifyOtpOutcome> {
    const { loginId, otp } = this.journey.snapshot;
    if (!loginId || !otp) {
      this.navigation.go(PATH.login, { replace: true });
      return { kind: 'restarted' };
    }
    const error = validateOtp(code);
    if (error) return { kind: 'invalid', error };
    if (otp.state === 'locked') return { kind: 'locked' };
    // Past its deadline the code cannot work: say so without a round trip.
    if (otp.state === 'expired' || this.clock.now() >= otp.expiresAt) {
      this.journey.otpChanged({ state: 'expired' });
      return { kind: 'expired' };
    }
    let encrypted: string;
    try {
      encrypted = await this.crypto.encryptForServer(normaliseOtp(code));
    } catch {
      return this.completion.callFailed(DEPLOYMENT_FAULT);
    }
    const request: Body<'/rs/v1/login/otp/verify'> = { loginId, otp: encrypted };
    const result = await this.api.post(LOGIN_PATHS.verifyOtp, request, verifyOtpReply);
    if (!result.ok) return this.completion.callFailed(result.failure);
    const reply = result.data;
    switch (reply.result) {
      case 'AUTHENTICATED':
        this.completion.succeeded(reply);
        return { kind: 'authenticated' };
      case 'WRONG_CODE':
        this.journey.otpChanged({ attemptsRemaining: reply.attemptsRemaining });
        return { kind: 'wrong', attemptsRemaining: reply.attemptsRemaining };
      case 'EXPIRED':
        this.journey.otpChanged({ state: 'expired' });
        return { kind: 'expired' };
      case 'LOCKED':
        // The spec: login failure clears session storage. The screen keeps its lock-out message.
        this.journey.otpChanged({ state: 'locked', attemptsRemaining: 0 });
        this.completion.failed();
        return { kind: 'locked' };
    }
  }
}
