import type { AcceptanceCodeLogin } from './acceptance-code-login.use-case';
import type { ListAuthMethods } from './auth-methods.use-case';
import type { IdentifyCustomer } from './identify-customer.use-case';
import type { LoginJourney } from './login-journey';
import type { OtpCountdown } from './otp-countdown';
import type { RequireLogin } from './require-login.use-case';
import type { RestartLogin } from './restart-login.use-case';
import type { SendOtp } from './send-otp.use-case';
import type { CompleteSingpass, StartSingpass } from './singpass.use-case';
import type { VerifyOtp } from './verify-otp.use-case';

/** The login journey (issue 4). */
export interface LoginServices {
  loginJourney: LoginJourney;
  identifyCustomer: IdentifyCustomer;
  listAuthMethods: ListAuthMethods;
  sendOtp: SendOtp;
  verifyOtp: VerifyOtp;
  otpCountdown: OtpCountdown;
  startSingpass: StartSingpass;
  completeSingpass: CompleteSingpass;
  acceptanceCodeLogin: AcceptanceCodeLogin;
  requireLogin: RequireLogin;
  restartLogin: RestartLogin;
}
