import type { Container } from 'inversify';
import type { PortalConfig } from '../../core/config';
import { ErrorState } from '../../core/errors/error-state';
import { ApiClient } from '../../core/http/api-client';
import { AcceptanceCodeLogin } from '../../core/login/acceptance-code-login.use-case';
import { ListAuthMethods } from '../../core/login/auth-methods.use-case';
import { IdentifyCustomer } from '../../core/login/identify-customer.use-case';
import { LoginCompletion } from '../../core/login/login-completion';
import { LoginJourney } from '../../core/login/login-journey';
import type { LoginServices } from '../../core/login/login.services';
import { OtpCountdown } from '../../core/login/otp-countdown';
import { RequireLogin } from '../../core/login/require-login.use-case';
import { RestartLogin } from '../../core/login/restart-login.use-case';
import { SendOtp } from '../../core/login/send-otp.use-case';
import { CompleteSingpass, StartSingpass } from '../../core/login/singpass.use-case';
import { VerifyOtp } from '../../core/login/verify-otp.use-case';
import type { ClockPort } from '../../core/ports/clock.port';
import type { CryptoPort } from '../../core/ports/crypto.port';
import type { NavigationPort } from '../../core/ports/navigation.port';
import type { StoragePort } from '../../core/ports/storage.port';
import { LoginState } from '../../core/session/login-state';
import { TOKENS } from '../tokens';

export function bindLogin(c: Container): void {
  c.bind(LoginJourney).toResolvedValue(() => new LoginJourney());
  c.bind(RestartLogin).toResolvedValue((nav: NavigationPort) => new RestartLogin(nav), [TOKENS.Navigation]);
  c.bind(LoginCompletion).toResolvedValue(
    (loginState: LoginState, storage: StoragePort, nav: NavigationPort, journey: LoginJourney, errors: ErrorState) =>
      new LoginCompletion(loginState, storage, nav, journey, errors),
    [LoginState, TOKENS.Storage, TOKENS.Navigation, LoginJourney, ErrorState],
  );
  c.bind(IdentifyCustomer).toResolvedValue(
    (
      api: ApiClient,
      crypto: CryptoPort,
      clock: ClockPort,
      journey: LoginJourney,
      loginState: LoginState,
      done: LoginCompletion,
      nav: NavigationPort,
    ) => new IdentifyCustomer(api, crypto, clock, journey, loginState, done, nav),
    [ApiClient, TOKENS.Crypto, TOKENS.Clock, LoginJourney, LoginState, LoginCompletion, TOKENS.Navigation],
  );
  c.bind(ListAuthMethods).toResolvedValue(
    (journey: LoginJourney, storage: StoragePort, config: PortalConfig) =>
      new ListAuthMethods(journey, storage, config),
    [LoginJourney, TOKENS.Storage, TOKENS.Config],
  );
  c.bind(SendOtp).toResolvedValue(
    (api: ApiClient, clock: ClockPort, journey: LoginJourney, done: LoginCompletion, nav: NavigationPort) =>
      new SendOtp(api, clock, journey, done, nav),
    [ApiClient, TOKENS.Clock, LoginJourney, LoginCompletion, TOKENS.Navigation],
  );
  c.bind(VerifyOtp).toResolvedValue(
    (
      api: ApiClient,
      crypto: CryptoPort,
      clock: ClockPort,
      journey: LoginJourney,
      done: LoginCompletion,
      nav: NavigationPort,
    ) => new VerifyOtp(api, crypto, clock, journey, done, nav),
    [ApiClient, TOKENS.Crypto, TOKENS.Clock, LoginJourney, LoginCompletion, TOKENS.Navigation],
  );
  c.bind(OtpCountdown).toResolvedValue(
    (clock: ClockPort, journey: LoginJourney) => new OtpCountdown(clock, journey),
    [TOKENS.Clock, LoginJourney],
  );
  c.bind(StartSingpass).toResolvedValue(
    (api: ApiClient, journey: LoginJourney, done: LoginCompletion, nav: NavigationPort) =>
      new StartSingpass(api, journey, done, nav),
    [ApiClient, LoginJourney, LoginCompletion, TOKENS.Navigation],
  );
  c.bind(CompleteSingpass).toResolvedValue(
    (api: ApiClient, done: LoginCompletion, journey: LoginJourney) => new CompleteSingpass(api, done, journey),
    [ApiClient, LoginCompletion, LoginJourney],
  );
  c.bind(AcceptanceCodeLogin).toResolvedValue(
    (api: ApiClient, crypto: CryptoPort, clock: ClockPort, done: LoginCompletion) =>
      new AcceptanceCodeLogin(api, crypto, clock, done),
    [ApiClient, TOKENS.Crypto, TOKENS.Clock, LoginCompletion],
  );
  c.bind(RequireLogin).toResolvedValue(
    (loginState: LoginState, storage: StoragePort, nav: NavigationPort) => new RequireLogin(loginState, storage, nav),
    [LoginState, TOKENS.Storage, TOKENS.Navigation],
  );
}

export function loginServices(c: Container): LoginServices {
  // A login attempt under way (its masked destination) goes when the session ends (issue 15).
  c.get(LoginState).holds(c.get(LoginJourney));
  return {
    loginJourney: c.get(LoginJourney),
    identifyCustomer: c.get(IdentifyCustomer),
    listAuthMethods: c.get(ListAuthMethods),
    sendOtp: c.get(SendOtp),
    verifyOtp: c.get(VerifyOtp),
    otpCountdown: c.get(OtpCountdown),
    startSingpass: c.get(StartSingpass),
    completeSingpass: c.get(CompleteSingpass),
    acceptanceCodeLogin: c.get(AcceptanceCodeLogin),
    requireLogin: c.get(RequireLogin),
    restartLogin: c.get(RestartLogin),
  };
}
