import type { ErrorState } from '../errors/error-state';
import { reportFailure } from '../errors/failure-policy';
import type { ApiClient } from '../http/api-client';
import type { ClockPort } from '../ports/clock.port';
import { unknownValue } from '../shared/decode';
import type { LoginState } from './login-state';

export const KEEP_ALIVE_PATH = '/rs/v1/session/keep-alive';
/** On activity, the token is renewed once its last renewal is this old (docs/api.md, "Session lifetime"). */
export const KEEP_ALIVE_EVERY_MS = 300_000;

export interface KeepAliveDeps {
  api: ApiClient;
  clock: ClockPort;
  loginState: LoginState;
  errors: ErrorState;
  /** True once the session is over or a logout is under way: a late 401 then raises nothing. */
  sessionOver: () => boolean;
}

/**
 * Keeps the server's idle lifetime of the access token (docs/api.md, "Session lifetime") behind the portal's
 * inactivity timers, which count the customer's presence, not calls: a customer reading or typing without a call
 * keeps the token, and Yes on the extend prompt extends the session on the server too.
 */
export class KeepAlive {
  /** When the token was last renewed, as far as this page knows: any call the server accepted, or a keep-alive. */
  private renewedAt = -Infinity;

  constructor(private readonly deps: KeepAliveDeps) {
    deps.api.onRenewed(() => {
      this.renewedAt = deps.clock.now();
    });
  }

  /** The customer's activity counted (off /, no prompt): renews when the last renewal is 5 minutes old. */
  activity(): void {
    if (this.deps.clock.now() - this.renewedAt >= KEEP_ALIVE_EVERY_MS) void this.execute();
  }

  /**
   * Renews the login's token now (Yes on the prompt); without one (a guest, nobody) nothing is sent. A 401 takes
   * the session-ended path; any other failure is left to the next real call.
   */
  async execute(): Promise<void> {
    const { api, clock, loginState, errors, sessionOver } = this.deps;
    if (loginState.accessToken === null) return;
    this.renewedAt = clock.now(); // the attempt counts: a failing server is not asked again at every mouse move
    const result = await api.post(KEEP_ALIVE_PATH, undefined, unknownValue);
    if (!result.ok) reportFailure(errors, 'keep-alive', result.failure, { sessionOver });
  }
}
