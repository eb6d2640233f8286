import type { ErrorState } from '../errors/error-state';
import { reportFailure, type CallFailed } from '../errors/failure-policy';
import type { ApiClient, ApiResult } from './api-client';
import type { Decoder } from '../shared/decode';

/** What a feature screen gets back: the data, or the one failure shape (`shown`: the dialog has it). */
export type DataCallResult<T> = { kind: 'ok'; data: T } | CallFailed;

export interface DataCallOptions {
  /** Run when the customer closes the error dialog this call raised. */
  callback?: () => void;
  timeoutMs?: number;
}

/**
 * The spec's generic data call: POST with a JSON body and the bearer token (ApiClient); a failure is the
 * failure policy's `read` family (401, 403, a 5xx: the dialog; the rest inline). Never rejects.
 */
export class DataCall {
  constructor(
    private readonly api: ApiClient,
    private readonly errors: ErrorState,
    /** True once the session is over or a logout is under way: a late 401 then raises nothing. */
    readonly sessionOver: () => boolean,
  ) {}

  async execute<T>(
    path: string,
    body: unknown,
    decoder: Decoder<T>,
    options: DataCallOptions = {},
  ): Promise<DataCallResult<T>> {
    return this.settle(() => this.api.post(path, body, decoder, { timeoutMs: options.timeoutMs }), options);
  }

  /** A PDF the server makes (`GET path`): its bytes, failing as any data call does. */
  pdf(path: string, options: DataCallOptions = {}): Promise<DataCallResult<Uint8Array>> {
    return this.settle(() => this.api.getPdf(path, { timeoutMs: options.timeoutMs }), options);
  }

  private async settle<T>(call: () => Promise<ApiResult<T>>, options: DataCallOptions): Promise<DataCallResult<T>> {
    let result: ApiResult<T>;
    try {
      result = await call();
    } catch {
      result = { ok: false, failure: { kind: 'network' } }; // a bug below must not become an unhandled rejection
    }
    if (result.ok) return { kind: 'ok', data: result.data };
    return reportFailure(this.errors, 'read', result.failure, {
      callback: options.callback,
      sessionOver: this.sessionOver,
    });
  }
}
