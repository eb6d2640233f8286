import type { ErrorState } from '../errors/error-state';
import type { ApiFailure } from '../http/api-client';
import type { NavigationPort } from '../ports/navigation.port';
import type { StoragePort } from '../ports/storage.port';
import type { LoginState } from '../session/login-state';
import type { LoggedInReply } from './login.contract';
import type { LoginJourney } from './login-journey';
import { safeMaskedId } from './masked-id';

type StatusFailure = Extract<ApiFailure, { kind: 'status' }>;

/** A call that got no readable answer; the screen says which inline (`en.inline`). */
export type LoginTransportFailure = 'timeout' | 'network' | 'malformed';

/** A login step whose call failed: `inline` when the screen says it (no readable answer); otherwise the dialog has it. */
export type LoginCallError = { kind: 'error'; inline?: LoginTransportFailure };

export const DEFAULT_AFTER_LOGIN = '/one-time-payment';

/** Catalogue errors after which this login cannot go on: the spec's "login failure clears session storage". */
const ENDS_LOGIN = new Set([
  'CUSTOMER_IS_BLACKLISTED',
  'CUSTOMER_BLOCKED_AML',
  'SPQR_NRIC_NOT_MATCHING',
  'SPQR_INVALID',
]);

/**
 * A return path we may navigate to: inside the portal, not a login page, and not a way out
 * ("//evil.example" or "/\evil.example" would leave the site).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512 || !/^\/(?![/\\])[\w\-./?=&%~]*$/.test(value)) return null;
  if (value === '/login' || value.startsWith('/login/') || value.startsWith('/login?')) return null;
  return value;
}

/** How every login step ends: success, a failure that ends the attempt, or an error for the dialog. */
export class LoginCompletion {
  constructor(
    private readonly loginState: LoginState,
    private readonly storage: StoragePort,
    private readonly navigation: NavigationPort,
    private readonly journey: LoginJourney,
    private readonly errorState: ErrorState,
  ) {}

  /** Stores the token (encrypted) and the analytics id, then goes where the customer was heading. */
  succeeded(reply: LoggedInReply, destination?: string): void {
    const next = destination ?? safeReturnPath(this.storage.get('lastUrl')) ?? DEFAULT_AFTER_LOGIN;
    this.loginState.succeeded(reply.accessToken, reply.aauserid, safeMaskedId(reply.maskedIdNumber));
    this.storage.remove('lastUrl');
    this.journey.clear();
    this.navigation.go(next, { replace: true });
  }

  /** The attempt is over (locked, blocked, wrong Singpass account): session storage is cleared. */
  failed(): void {
    this.journey.clear();
    this.loginState.failed();
  }

  /**
   * A login call failed. A status goes to the dialog as in `report`; a timeout, a dropped connection or an
   * unreadable reply is returned for the screen to say inline, on the same screen with what was typed or chosen.
   * It is not a 5xx: the technical-difficulties dialog would log out on close and lose it (docs/session.md).
   */
  callFailed(failure: ApiFailure, callback?: () => void): LoginCallError {
    if (failure.kind !== 'status') return { kind: 'error', inline: failure.kind };
    this.report(failure, callback);
    return { kind: 'error' };
  }

  /** Hands a status to the global error dialog; ends the attempt where the catalogue says so. */
  report(failure: StatusFailure, callback?: () => void): void {
    if (failure.code && ENDS_LOGIN.has(failure.code)) this.failed();
    const { status, code, message } = failure;
    this.errorState.handleError({ status, code, message, callback });
  }
}
