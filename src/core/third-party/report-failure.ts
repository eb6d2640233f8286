import { isServerError } from '../errors/catalogue';
import type { ErrorState } from '../errors/error-state';
import type { ApiFailure } from '../http/api-client';
import { THIRD_PARTY_ERRORS } from '../api/third-party.contract';

/** A failed call as a screen sees it: `shown` when the global dialog took over, else the screen says it inline. */
export type CallFailed = { kind: 'error'; shown: boolean; code?: string };

/**
 * The spec's dialog for what needs it (401, 403, a 5xx, and screening unavailable with the catalogue's
 * text); anything else is the screen's to word, next to the form the payor can correct.
 */
export function reportFailure(errors: ErrorState, failure: ApiFailure, callback?: () => void): CallFailed {
  if (failure.kind !== 'status') return { kind: 'error', shown: false };
  const dialog =
    failure.status === 401 ||
    failure.status === 403 ||
    isServerError(failure.status) ||
    failure.code === THIRD_PARTY_ERRORS.screeningUnavailable;
  if (dialog) errors.handleError({ status: failure.status, code: failure.code, message: failure.message, callback });
  return { kind: 'error', shown: dialog, ...(failure.code ? { code: failure.code } : {}) };
}
