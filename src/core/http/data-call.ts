import { isServerError } from '../errors/catalogue';
import type { ErrorState } from '../errors/error-state';
import type { ApiClient, ApiFailure } from './api-client';
import type { Decoder } from '../shared/decode';

/**
 * What a feature screen gets back. `shown` says the global error dialog has taken over (401, 403, 5xx):
 * the screen only stops its spinner. Any other failure (another status with its code and message, a
 * timeout, a dropped connection, a malformed reply) is the screen's to show inline (docs/session.md).
 */
export type DataCallResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure; shown: boolean };

export interface DataCallOptions {
  /** Run when the customer closes the error dialog this call raised. */
  callback?: () => void;
  timeoutMs?: number;
}

/**
 * The spec's generic data call: POST with a JSON body and the bearer token (ApiClient), then
 * 401 or 403 or a 5xx: the error dialog; 200: the body is the result. Never rejects.
 */
export class DataCall {
  constructor(
    private readonly api: ApiClient,
    private readonly errors: ErrorState,
    /** True once the session is over or a logout is under way: a late 401 then raises nothing. */
    private readonly sessionOver: () => boolean,
  ) {}

  async execute<T>(
    path: string,
    body: unknown,
    decoder: Decoder<T>,
    options: DataCallOptions = {},
  ): Promise<DataCallResult<T>> {
    let result: Awaited<ReturnType<ApiClient['post']>>;
    try {
      result = await this.api.post(path, body, decoder, { timeoutMs: options.timeoutMs });
    } catch {
      result = { ok: false, failure: { kind: 'network' } }; // a bug below must not become an unhandled rejection
    }
    if (result.ok) return { ok: true, data: result.data as T };
    const failure = result.failure;
    if (failure.kind !== 'status' || !raisesDialog(failure.status)) return { ok: false, failure, shown: false };
    if (failure.status === 401 && (this.sessionOver() || this.errors.store.getSnapshot().status === 401)) {
      return { ok: false, failure, shown: true }; // the session-ended dialog or logout is already on its way
    }
    this.errors.handleError({
      status: failure.status,
      code: failure.code,
      message: failure.message,
      callback: options.callback,
    });
    return { ok: false, failure, shown: true };
  }
}

function raisesDialog(status: number): boolean {
  return status === 401 || status === 403 || isServerError(status);
}
