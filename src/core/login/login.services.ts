import { forgetAll, type Area, type AreaPorts } from '../area';
import { AcceptanceCodeLogin } from './acceptance-code-login.use-case';
import { ListAuthMethods } from './auth-methods.use-case';
import { IdentifyCustomer } from './identify-customer.use-case';
import { LoginCompletion } from './login-completion';
import { LoginJourney } from './login-journey';
import { OtpCountdown } from './otp-countdown';
import { RequireLogin } from './require-login.use-case';
import { RestartLogin } from './restart-login.use-case';
import { SendOtp } from './send-otp.use-case';
import { CompleteSingpass } from './complete-singpass.use-case';
import { StartSingpass } from './start-singpass.use-case';
import { SingpassBinding } from './singpass-binding';
import { VerifyOtp } from './verify-otp.use-case';

/** The login journey: what buildLoginArea builds. */
export type LoginServices = ReturnType<typeof buildLoginArea>['services'];

/**
 * Wires the login area; its logout hook forgets a login attempt under way (its masked destination) and
 * the tab's Singpass binding.
 */
export function buildLoginArea(
  ports: Pick<
    AreaPorts,
    'api' | 'crypto' | 'clock' | 'storage' | 'navigation' | 'errors' | 'loginState' | 'channel' | 'drafts' | 'secrets'
  >,
) {
  const { api, crypto, clock, storage, navigation, errors, loginState, channel } = ports;
  const journey = new LoginJourney();
  const binding = new SingpassBinding(ports.secrets, ports.drafts('singpass'));
  const done = new LoginCompletion(loginState, storage, navigation, journey, errors);
  const services = {
    /** Whether a customer is logged in (the session's), for the guard of every journey page. */
    loginState,
    loginJourney: journey,
    identifyCustomer: new IdentifyCustomer(api, crypto, clock, journey, loginState, done, navigation),
    listAuthMethods: new ListAuthMethods(journey, channel),
    sendOtp: new SendOtp(api, clock, journey, done, navigation),
    verifyOtp: new VerifyOtp(api, crypto, clock, journey, done, navigation),
    otpCountdown: new OtpCountdown(clock, journey),
    /** The page a code verified now leads to (its screen and area load while the customer types it). */
    loginDestination: () => done.destination(),
    startSingpass: new StartSingpass(api, journey, done, navigation, binding),
    completeSingpass: new CompleteSingpass(api, done, journey, navigation, binding),
    acceptanceCodeLogin: new AcceptanceCodeLogin(api, crypto, clock, done),
    requireLogin: new RequireLogin(loginState, storage, navigation),
    restartLogin: new RestartLogin(navigation),
  };
  return { services, forget: forgetAll(journey, binding, services.identifyCustomer) } satisfies Area<typeof services>;
}
