import type { ErrorState } from '../errors/error-state';
import { reportFailure, type CallFailed } from '../errors/failure-policy';
import type { ApiFailure } from '../http/api-client';
import type { NavigationPort } from '../ports/navigation.port';
import type { StoragePort } from '../ports/storage.port';
import type { LoginState } from '../session/login-state';
import { LOGIN_ERROR_CODES, type LoggedInReply, type LoginErrorCode } from '../api/login.contract';
import type { LoginJourney } from './login-journey';
import { safeMaskedId } from './masked-id';
import { PATH } from '../shared/paths';
import { safeReturnPath } from './require-login.use-case';

type StatusFailure = Extract<ApiFailure, { kind: 'status' }>;

/** A login step that found no attempt to go on with (a reload, another tab's logout): it went back to /login. */
export type LoginRestarted = { kind: 'restarted' };

export const DEFAULT_AFTER_LOGIN = PATH.oneTimePayment;

/**
 * Every login error code but GOES_ON ends this login attempt: the spec's "login failure clears session storage".
 * A 401 and a 5xx end it too (their dialogs log out on closing). Another 400 or 403 half-way, a resend asked too soon,
 * a wrong code with tries left or a call without an answer leave the attempt open: the customer carries on from
 * the same screen (docs/adr/0011-every-session-end-is-complete.md).
 */
const GOES_ON: readonly LoginErrorCode[] = ['OTP_RESEND_TOO_SOON', 'INVALID_REQUEST'];
const ENDS_LOGIN = new Set<string>(LOGIN_ERROR_CODES.filter((code) => !GOES_ON.includes(code)));

function endsAttempt(failure: StatusFailure): boolean {
  if (failure.code && ENDS_LOGIN.has(failure.code)) return true;
  return failure.status === 401 || failure.status >= 500;
}

/**
 * `whole`: the call is the attempt (identify, the acceptance code, Singpass's return), so any refusal of it ends
 * the attempt; `step`: a step inside an open attempt (send, verify, start Singpass).
 */
export type LoginCallScope = 'whole' | 'step';

/** How every login step ends: success, a failure that ends the attempt, or an error for the dialog. */
export class LoginCompletion {
  constructor(
    private readonly loginState: LoginState,
    private readonly storage: StoragePort,
    private readonly navigation: NavigationPort,
    private readonly journey: LoginJourney,
    private readonly errorState: ErrorState,
  ) {}

  /** Where the customer was heading: the page a login now goes to, unless its step names another. */
  destination(): string {
    return safeReturnPath(this.storage.get('lastUrl')) ?? DEFAULT_AFTER_LOGIN;
  }

  /** Stores the token (encrypted) and the analytics id, then goes where the customer was heading. */
  succeeded(reply: LoggedInReply, destination?: string): void {
    const next = destination ?? this.destination();
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
   * A login call failed: the failure policy's `login` row. Every status is the dialog, and ends the attempt where
   * it cannot go on (ENDS_LOGIN). A timeout, a dropped connection or an unreadable reply is the screen's to say
   * inline, with what was typed or chosen kept: not a 5xx, whose dialog would log out on close (docs/session.md).
   * No answer is not a refusal either, so the attempt stays open.
   */
  callFailed(failure: ApiFailure, callback?: () => void, scope: LoginCallScope = 'step'): CallFailed {
    if (failure.kind === 'status' && (scope === 'whole' || endsAttempt(failure))) this.failed();
    return reportFailure(this.errorState, 'login', failure, { callback });
  }
}
