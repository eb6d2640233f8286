import { LOGIN_LOCKOUT_CODES, type LoginLockoutCode } from '../login/lockout-codes';
import { OUTBOUND_REFUSED } from '../shell/outbound';
import type { ErrorSnapshot } from './error-state';

/**
 * The spec's error catalogue (section 8) as codes and close actions. The words live in the UI
 * (src/ui/text/en-session.ts); the core only says which text and what closing the dialog does.
 */
export const CATALOGUE_CODES = [
  'CUSTOMER_NOT_FOUND',
  'CUSTOMER_IS_BLACKLISTED',
  'CUSTOMER_BLOCKED_AML',
  'SPQR_NRIC_NOT_MATCHING',
  'SPQR_INVALID',
  'INVALID_BANK_ACCOUNT_ERROR',
  'AML_SCREENING_NOT_AVAILABLE',
] as const;
export type CatalogueCode = (typeof CATALOGUE_CODES)[number];

/** Which text the dialog shows. `serverMessage` shows the reply's own message, as text. */
export type ErrorTextKey =
  | CatalogueCode
  | LoginLockoutCode
  | typeof OUTBOUND_REFUSED
  | 'technical'
  | 'serverMessage'
  | 'status401'
  | 'status403'
  | 'status400'
  | 'generic';

export interface ErrorView {
  key: ErrorTextKey;
  /** Only with key 'serverMessage'. */
  message?: string;
  /** Only with a lock-out key: the wait in whole minutes, rounded up; absent when the reply did not say. */
  retryAfterMinutes?: number;
}

export function isLockoutCode(code: string | undefined): code is LoginLockoutCode {
  return (LOGIN_LOCKOUT_CODES as readonly string[]).includes(code ?? '');
}

/** Codes whose dialog logs the customer out on close (the spec's second close rule). */
export const LOGOUT_CODES: readonly CatalogueCode[] = [
  'SPQR_NRIC_NOT_MATCHING',
  'SPQR_INVALID',
  'CUSTOMER_BLOCKED_AML',
  'CUSTOMER_IS_BLACKLISTED',
];

export const isServerError = (status: number): boolean => status >= 500 && status <= 599;

export function isCatalogueCode(code: string | undefined): code is CatalogueCode {
  return (CATALOGUE_CODES as readonly string[]).includes(code ?? '');
}

/** The table read top to bottom: a known code first, then a 5xx, then the reply's message, then a status default. */
export function describeError(
  error: Pick<ErrorSnapshot, 'status' | 'code' | 'message' | 'retryAfterSeconds'>,
): ErrorView {
  if (isCatalogueCode(error.code)) return { key: error.code };
  if (error.code === OUTBOUND_REFUSED) return { key: OUTBOUND_REFUSED };
  // Not in the spec: the lock-outs (docs/api.md), in the portal's own calm words rather than the server's.
  if (isLockoutCode(error.code))
    return error.retryAfterSeconds
      ? { key: error.code, retryAfterMinutes: Math.ceil(error.retryAfterSeconds / 60) }
      : { key: error.code };
  if (isServerError(error.status)) return { key: 'technical' };
  if (error.message) return { key: 'serverMessage', message: error.message };
  if (error.status === 401) return { key: 'status401' };
  if (error.status === 403) return { key: 'status403' };
  if (error.status === 400) return { key: 'status400' };
  return { key: 'generic' };
}

export type CloseAction = 'reset' | 'logout' | 'back' | 'recurring-giro' | 'callback';

/**
 * What closing the dialog does, in the spec's order of concern: logout on 401 (on a 5xx after a
 * reset); logout on the four identity codes; back on 403; /recurring-giro on INVALID_BANK_ACCOUNT_ERROR;
 * the caller's callback; reset at the end. A logout happens at most once.
 */
export function closeActions(error: Pick<ErrorSnapshot, 'status' | 'code' | 'callback'>): CloseAction[] {
  const actions: CloseAction[] = [];
  if (error.status === 401) actions.push('logout');
  else if (isServerError(error.status)) actions.push('reset', 'logout');
  if (LOGOUT_CODES.some((code) => code === error.code) && !actions.includes('logout')) actions.push('logout');
  if (error.status === 403) actions.push('back');
  if (error.code === 'INVALID_BANK_ACCOUNT_ERROR') actions.push('recurring-giro');
  if (error.callback) actions.push('callback');
  actions.push('reset');
  return actions;
}
