import type { ApiFailure } from '../http/api-client';
import { isServerError } from './catalogue';
import type { ErrorState } from './error-state';

/**
 * The one failure policy (docs/architecture.md, "Failure policy"), read as alphagov/pay-frontend's response router
 * is: per call family, which failures open the spec's dialog, which the screen says inline, which leave a money
 * intent unknown (retried under the same key, then "still confirming") and which are retried quietly.
 */
export type CallFamily =
  /** The spec's generic data call (section 7): page loads and outcome pages behind the login. */
  | 'read'
  /** Pay and Submit: a payment, an arrangement, a guest payment, under an idempotency key. */
  | 'money'
  /** The PayNow status poll, while a transfer may be on its way. */
  | 'poll'
  /** The login calls: identify, one-time password, Singpass, acceptance code. */
  | 'login'
  /** The third-party journey's calls: find the policy, the declaration, the source of funds. */
  | 'third-party'
  /** The guest outcome page's status check, where a 401 is an expired guest token, not an ended session. */
  | 'guest-status'
  /** The session keep-alive: a 401 is the session ended; anything else is left to the next real call. */
  | 'keep-alive';

/** What a failure ends in. */
export type Verdict = 'dialog' | 'inline' | 'unknown' | 'retry';

/** A status, any 5xx, or any status at all. */
type StatusMatch = number | '5xx' | 'any';

export interface FamilyRule {
  /** Failures after which the server may have acted: never a dialog (its close would log out mid-payment). */
  unknown: { statuses: readonly StatusMatch[]; codes: readonly string[]; unanswered: boolean };
  /** Catalogue codes whose dialog (its text and close action) this family shows, whatever the status. */
  dialogCodes: readonly string[];
  /** Statuses that open the dialog. */
  dialogStatuses: readonly StatusMatch[];
  /** Everything else, and a call without a readable answer (timeout, dropped, malformed) outside `unknown`. */
  otherwise: 'inline' | 'retry';
}

const NOTHING = { statuses: [], codes: [], unanswered: false } as const;
/** The spec's catalogue codes that belong to a journey's calls rather than to login (section 8). */
const JOURNEY_CODES = ['INVALID_BANK_ACCOUNT_ERROR', 'AML_SCREENING_NOT_AVAILABLE'] as const;
/** A 409 on our own key: something was made with it (docs/api.md, "Idempotency"). */
export const KEY_REUSED_CODE = 'IDEMPOTENCY_KEY_REUSED';

/** The table. Read a row top to bottom: unknown first, then the dialog's codes, its statuses, then `otherwise`. */
export const FAILURE_POLICY: Readonly<Record<CallFamily, FamilyRule>> = {
  read: { unknown: NOTHING, dialogCodes: [], dialogStatuses: [401, 403, '5xx'], otherwise: 'inline' },
  money: {
    unknown: { statuses: ['5xx'], codes: [KEY_REUSED_CODE], unanswered: true },
    dialogCodes: JOURNEY_CODES,
    dialogStatuses: [401, 403],
    otherwise: 'inline',
  },
  poll: { unknown: NOTHING, dialogCodes: [], dialogStatuses: [401, 403], otherwise: 'retry' },
  // Every status, 400 included: the catalogue's login texts, and "Bad Request" closing back to the same form.
  login: { unknown: NOTHING, dialogCodes: [], dialogStatuses: ['any'], otherwise: 'inline' },
  'third-party': {
    unknown: NOTHING,
    dialogCodes: JOURNEY_CODES,
    dialogStatuses: [401, 403, '5xx'],
    otherwise: 'inline',
  },
  'guest-status': { unknown: NOTHING, dialogCodes: JOURNEY_CODES, dialogStatuses: [403, '5xx'], otherwise: 'inline' },
  'keep-alive': { unknown: NOTHING, dialogCodes: [], dialogStatuses: [401], otherwise: 'retry' },
};

function matches(status: number, match: StatusMatch): boolean {
  return match === 'any' || (match === '5xx' ? isServerError(status) : status === match);
}

/** The table's answer for one failure of one family. */
export function verdictOf(family: CallFamily, failure: ApiFailure): Verdict {
  const rule = FAILURE_POLICY[family];
  if (failure.kind !== 'status') return rule.unknown.unanswered ? 'unknown' : rule.otherwise;
  const { status, code } = failure;
  if (rule.unknown.statuses.some((m) => matches(status, m)) || (code && rule.unknown.codes.includes(code)))
    return 'unknown';
  if (code && rule.dialogCodes.includes(code)) return 'dialog';
  if (rule.dialogStatuses.some((m) => matches(status, m))) return 'dialog';
  return rule.otherwise;
}

/** The failure part every use case returns, whatever its other outcomes: `shown` when the dialog has it. */
export interface Failed {
  failure: ApiFailure;
  /** The spec's dialog has it: the screen only stops its spinner. Otherwise the screen says it inline. */
  shown: boolean;
}

/** One use case's failed call: the shape every outcome union carries (`kind: 'failed'`). */
export type CallFailed = { kind: 'failed' } & Failed;

export interface ReportOptions {
  /** Run when the customer closes the dialog this failure raised. */
  callback?: () => void;
  /** True once the session is over or a logout is under way: a late 401 then raises nothing new. */
  sessionOver?: () => boolean;
}

/**
 * The one place a call's failure opens the spec's dialog. Returns the outcome the use case hands its screen.
 * A 401 while the session is ending or a 401 dialog already shows raises nothing new (ten 401s, one dialog).
 * `unknown` and `retry` are the caller's to act on before reporting; reported, they are not shown.
 */
export function reportFailure(
  errors: ErrorState,
  family: CallFamily,
  failure: ApiFailure,
  options: ReportOptions = {},
): CallFailed {
  if (failure.kind !== 'status' || verdictOf(family, failure) !== 'dialog')
    return { kind: 'failed', failure, shown: false };
  const { status, code, message, retryAfterSeconds } = failure;
  if (status === 401 && (options.sessionOver?.() || errors.store.getSnapshot().status === 401))
    return { kind: 'failed', failure, shown: true };
  errors.handleError({ status, code, message, callback: options.callback, retryAfterSeconds });
  return { kind: 'failed', failure, shown: true };
}

/** A fault on our side (no usable public key): the spec's technical-difficulties dialog, as for any 5xx. */
export const DEPLOYMENT_FAULT: ApiFailure = Object.freeze({ kind: 'status', status: 500 });
