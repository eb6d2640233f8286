import type { ErrorState } from '../errors/error-state';
import type { ApiFailure } from '../http/api-client';
import type { NavigationPort } from '../ports/navigation.port';
import type { StoragePort } from '../ports/storage.port';
import type { LoginState } from '../session/login-state';
import type { LoginJourney } from './login-journey';

/** A call that got no readable answer; the screen says which inline (`sessionText.inline`). */
export type LoginTransportFailure = 'timeout' | 'network' | 'malformed';

export const DEFAULT_AFTER_LOGIN = '/one-time-payment';

/** Catalogue errors after which this login cannot go on: the spec's "login failure clears session storage". */
const ENDS_LOGIN = new Set(['CUSTOMER_IS_BLACKLISTED', 'CUSTOMER_BLOCKED_AML', 'SPQR_NRIC_NOT_MATCHING', 'SPQR_INVALID']);

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
  succeeded(accessToken: string, aauserid: string, destination?: string): void {
    const next = destination ?? safeReturnPath(this.storage.get('lastUrl')) ?? DEFAULT_AFTER_LOGIN;
    this.loginState.succeeded(accessToken, aauserid);
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
   * A form's call (identify, verify, acceptance code): a status goes to the dialog as in `report`; a timeout,
   * a dropped connection or an unreadable reply is returned for the screen to say inline. It is not a 5xx:
   * the technical-difficulties dialog would log out on close and lose what the customer typed (docs/session.md).
   */
  reportOrInline(failure: ApiFailure): LoginTransportFailure | undefined {
    if (failure.kind !== 'status') return failure.kind;
    this.report(failure);
    return undefined;
  }

  /** Hands a failed call to the global error dialog; ends the attempt where the catalogue says so. */
  report(failure: ApiFailure, callback?: () => void): void {
    if (failure.kind === 'status' && failure.code && ENDS_LOGIN.has(failure.code)) this.failed();
    this.errorState.handleError({ ...errorInput(failure), callback });
  }
}

/** A transport failure has no status of its own: it is a technical difficulty (5xx) for the dialog. */
export function errorInput(failure: ApiFailure): { status: number; code?: string; message?: string } {
  switch (failure.kind) {
    case 'status':
      return { status: failure.status, code: failure.code, message: failure.message };
    case 'malformed':
      return { status: 502 };
    default:
      return { status: 503 };
  }
}
