import type { HttpPort, HttpReply } from '../ports/http.port';
import { isRecord } from '../config';
import type { Decoder } from '../shared/decode';
import type { FailedCall } from '../monitoring/monitoring-event';

/**
 * A call that did not produce the expected data. `status` failures carry the effective status
 * (see docs/api.md: a non-2xx HTTP status wins; on 2xx the envelope's header.statusCode decides).
 */
export type ApiFailure = (
  | { kind: 'status'; status: number; code?: string; message?: string; retryAfterSeconds?: number }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'malformed' }
) & {
  /** The call's correlation id, the support reference the screen shows under its failure (docs/api.md). */
  reference?: string;
};

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

export interface ApiClientOptions {
  apiOrigin: string;
  requestTimeoutMs: number;
  /** The bearer token in plain text, or null when there is none. */
  bearerToken: () => string | null;
  /**
   * Called when any call is answered 503 with the maintenance code (docs/api.md): the caller then sees a call
   * without an answer (`network`), never the technical-difficulties dialog, whose closing would log out.
   */
  onMaintenance?: () => void;
  /**
   * Makes each call's correlation id and hears of every failed call (src/core/monitoring/monitor.ts). Without it
   * no correlation id is sent.
   */
  monitor?: CallMonitor;
}

/** What the client needs of the Monitor. */
export interface CallMonitor {
  newReference(): string;
  now(): number;
  callFailed(call: FailedCall): void;
  /** A keyed create left without an answer ("still confirming"), and its later answer. */
  unconfirmed(path: string, key: string, retries: number): void;
  settled(path: string, key: string, outcome: 'made' | 'refused', retries: number): void;
}

/** The request header that carries the correlation id: the reference support can find in the server's log. */
export const CORRELATION_HEADER = 'X-Correlation-Id';

/** The error code of a 503 that means "in maintenance" rather than "broken" (docs/api.md, "Maintenance"). */
export const MAINTENANCE_ERROR_CODE = 'MAINTENANCE';

export interface CallOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** The request may outlive the page (HttpRequest.keepalive). */
  keepalive?: boolean;
  /** How many times this request was already sent (a keyed create's retries), for the failed-call event. */
  retries?: number;
}

const MAX_MESSAGE = 500;

export class ApiClient {
  private readonly renewals: (() => void)[] = [];

  constructor(
    private readonly http: HttpPort,
    private readonly options: ApiClientOptions,
  ) {}

  /**
   * Hears of every call the server accepted with the bearer token: each one renewed the token's idle lifetime
   * (docs/api.md, "Session lifetime").
   */
  onRenewed(listener: () => void): void {
    this.renewals.push(listener);
  }

  /** Where keyed creates report money in doubt (src/core/http/exactly-once.ts). */
  get monitor(): CallMonitor | undefined {
    return this.options.monitor;
  }

  get<T>(path: string, decoder: Decoder<T>, call: CallOptions = {}): Promise<ApiResult<T>> {
    return this.send('GET', path, undefined, (reply) => readReply(reply, decoder), call);
  }

  post<T>(path: string, payload: unknown, decoder: Decoder<T>, call: CallOptions = {}): Promise<ApiResult<T>> {
    return this.send('POST', path, JSON.stringify(payload ?? {}), (reply) => readReply(reply, decoder), call);
  }

  /** A PDF by GET: its bytes, or the failure its JSON envelope names (docs/api.md, "Receipts"). */
  getPdf(path: string, call: CallOptions = {}): Promise<ApiResult<Uint8Array>> {
    const headers = { Accept: 'application/pdf, application/json', ...call.headers };
    return this.send('GET', path, undefined, readPdf, { ...call, headers, binary: true });
  }

  private async send<T>(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    read: (reply: HttpReply) => ApiResult<T>,
    call: CallOptions & { binary?: boolean },
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...call.headers,
    };
    const token = this.options.bearerToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const monitor = this.options.monitor;
    const reference = monitor?.newReference();
    if (reference) headers[CORRELATION_HEADER] = reference;
    const started = monitor?.now() ?? 0;
    let reply: HttpReply;
    try {
      reply = await this.http.send({
        method,
        url: this.options.apiOrigin + path,
        headers,
        body,
        timeoutMs: call.timeoutMs ?? this.options.requestTimeoutMs,
        ...(call.keepalive ? { keepalive: true } : {}),
        ...(call.binary ? { binary: true } : {}),
      });
    } catch {
      // An adapter must not throw, but a bug there must still end in a dialog, not a blank page.
      reply = { kind: 'network' };
    }
    const got = read(reply);
    if (token && got.ok) this.renewals.forEach((renewed) => renewed());
    const result: ApiResult<T> = got.ok || !reference ? got : { ok: false, failure: { ...got.failure, reference } };
    if (monitor && reference && !result.ok) {
      const failure = result.failure;
      monitor.callFailed({
        method,
        path,
        failure: failure.kind,
        ...(failure.kind === 'status'
          ? { status: failure.status, ...(failure.code ? { code: failure.code } : {}) }
          : {}),
        durationMs: Math.max(0, Math.round(monitor.now() - started)),
        retries: call.retries ?? 0,
        reference,
      });
    }
    if (
      this.options.onMaintenance &&
      !result.ok &&
      result.failure.kind === 'status' &&
      result.failure.status === 503 &&
      result.failure.code === MAINTENANCE_ERROR_CODE
    ) {
      this.options.onMaintenance();
      return { ok: false, failure: { kind: 'network', ...(reference ? { reference } : {}) } };
    }
    return result;
  }
}

/** Turns raw bytes into a typed result. Pure, so it is fuzzed directly (test/core/http). */
export function readReply<T>(reply: HttpReply, decoder: Decoder<T>): ApiResult<T> {
  if (reply.kind !== 'reply') return { ok: false, failure: { kind: reply.kind } };
  const json = parseJson(reply.text);
  const envelope = isRecord(json) ? json : undefined;
  const body = envelope && isRecord(envelope.body) ? envelope.body : undefined;
  const firstError = readFirstError(body);
  const httpOk = reply.status >= 200 && reply.status < 300;
  if (!httpOk) return { ok: false, failure: { kind: 'status', status: reply.status, ...firstError } };
  if (!envelope) return { ok: false, failure: { kind: 'malformed' } };
  const status = readStatusCode(envelope.header);
  if (status === undefined) return { ok: false, failure: { kind: 'malformed' } };
  if (status !== 200) return { ok: false, failure: { kind: 'status', status, ...firstError } };
  const data = decoder(envelope.body);
  return data === undefined ? { ok: false, failure: { kind: 'malformed' } } : { ok: true, data };
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** A 2xx whose bytes begin as a PDF does; any other reply is read as an envelope, for its failure. */
export function readPdf(reply: HttpReply): ApiResult<Uint8Array> {
  if (reply.kind === 'reply' && reply.status >= 200 && reply.status < 300) {
    const bytes = reply.bytes;
    return bytes && PDF_MAGIC.every((b, i) => bytes[i] === b)
      ? { ok: true, data: bytes }
      : { ok: false, failure: { kind: 'malformed' } };
  }
  const failed = readReply(reply, () => undefined);
  return failed.ok ? { ok: false, failure: { kind: 'malformed' } } : failed;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readStatusCode(header: unknown): number | undefined {
  if (!isRecord(header)) return undefined;
  const raw = header.statusCode;
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{3}$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= 100 && value <= 599 ? value : undefined;
}

function readFirstError(body: Record<string, unknown> | undefined): {
  code?: string;
  message?: string;
  retryAfterSeconds?: number;
} {
  const errors = body?.errors;
  const first: unknown = Array.isArray(errors) ? (errors as unknown[])[0] : undefined;
  if (!isRecord(first)) return {};
  const out: { code?: string; message?: string; retryAfterSeconds?: number } = {};
  if (typeof first.errorCode === 'string' && first.errorCode.length <= 100) out.code = first.errorCode;
  if (typeof first.errorMessage === 'string' && first.errorMessage.trim())
    out.message = first.errorMessage.slice(0, MAX_MESSAGE);
  // A lock-out's wait (docs/api.md, "Lock-outs"): whole seconds, at most a day.
  const retry = first.retryAfterSeconds;
  if (typeof retry === 'number' && Number.isInteger(retry) && retry > 0 && retry <= 86_400)
    out.retryAfterSeconds = retry;
  return out;
}
