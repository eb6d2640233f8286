import type { ErrorState } from '../errors/error-state';
import { reportFailure } from '../errors/failure-policy';
import type { ApiClient } from '../http/api-client';
import type { ClockPort } from '../ports/clock.port';
import { unknownValue } from '../shared/decode';
import type { LoginState } from './login-state';
import type { ApiPath } from '../api/openapi';

export const KEEP_ALIVE_PATH = '/rs/v1/session/keep-alive' satisfies ApiPath;
/** On activity, the token is renewed once its last renewal is this old (docs/api.md, "Session lifetime"). */
export const KEEP_ALIVE_EVERY_MS = 300_000;

export interface KeepAliveDeps {
  api: ApiClient;
  clock: ClockPort;
  loginState: LoginState;
  errors: ErrorState;
}

export interface KeepAlive {
  /** The customer's activity counted (off /, no prompt): renews when the last renewal is 5 minutes old. */
  activity: () => void;
  /**
   * Renews the login's token now (Yes on the prompt); without one (a guest, nobody) nothing is sent. A 401 takes
   * the session-ended path; any other failure is left to the next real call.
   */
  execute(): Promise<void>;
}

/**
 * Keeps the server's idle lifetime of the access token (docs/api.md, "Session lifetime") behind the portal's
 * inactivity timers, which count the customer's presence, not calls: a customer reading or typing without a call
 * keeps the token, and Yes on the extend prompt extends the session on the server too. A closure rather than a
 * class: it rides in the services chunk of every signed-in route, which is at its byte budget.
 */
export function createKeepAlive({ api, clock, loginState, errors }: KeepAliveDeps): KeepAlive {
  /** When the token was last renewed, as far as this page knows: any call the server accepted, or a keep-alive. */
  let renewedAt = -Infinity;
  api.onRenewed(() => (renewedAt = clock.now()));
  const execute = async () => {
    const token = loginState.accessToken;
    if (token === null) return;
    renewedAt = clock.now(); // the attempt counts: a failing server is not asked again at every mouse move
    const result = await api.post(KEEP_ALIVE_PATH, undefined, unknownValue);
    // A 401 for a token this tab no longer holds (the session ended or a logout ran meanwhile) is nobody's news.
    if (!result.ok && loginState.accessToken === token) reportFailure(errors, 'keep-alive', result.failure);
  };
  const activity = () => {
    if (clock.now() - renewedAt >= KEEP_ALIVE_EVERY_MS) void execute();
  };
  return { activity, execute };
}
