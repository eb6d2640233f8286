import { looksPersonal } from '../analytics/personal-data';
import type { ClockPort } from '../ports/clock.port';
import type { IdGeneratorPort } from '../ports/id-generator.port';
import type { MonitoringPort } from '../ports/monitoring.port';
import type {
  ErrorSource,
  FailedCall,
  MonitoringEvent,
  MonitoringEventBody,
  SessionEndReason,
} from './monitoring-event';
import { newReference } from './reference';
import { routePattern } from './route-pattern';

export interface MonitorDeps {
  clock: ClockPort;
  ids: IdGeneratorPort;
  /** The build's commit. */
  release: string;
  /** The current path (no query); reported as its route pattern (routePattern). */
  path: () => string;
  /** At most this many events in any 60 s. */
  perMinute?: number;
  /** Events kept while the delivery adapter is still loading. */
  buffer?: number;
}

/** The reference an error dialog shows, and the call it belongs to when there is one. */
export interface DialogReference {
  reference: string;
  path?: string;
}

const MINUTE = 60_000;
/** A dialog takes the reference of a matching call that failed this recently. */
const CALL_MATCH_MS = 60_000;
const MAX_TEXT = 300;
const MAX_STACK = 1000;
/** A sum of money: "S$ 1,234.50", "$80", "1234.50" (the data layer never sees amounts; these events must not either). */
const AMOUNT = /\$\s?\d|\b\d{1,3}(?:,\d{3})*\.\d{2}\b/;
const FILTERED = '[filtered]';

/**
 * The monitoring events (docs/monitoring.md): stamps each with the route pattern, time, release and
 * this page's session id; drops any string that looks personal (the data layer's guard, and amounts); collapses a
 * repeat of the same event within a minute; keeps to a few dozen a minute; and holds events (bounded) until the
 * delivery adapter arrives after the first paint, or drops them all when monitoring is off.
 *
 * It also makes the correlation id of every API call (a support reference), and remembers the recent failed calls,
 * so the error dialog shows the reference of the call that raised it. References work with monitoring off.
 */
export class Monitor {
  readonly session: string;
  private state: 'waiting' | 'on' | 'off' = 'waiting';
  private port: MonitoringPort | null = null;
  private readonly held: MonitoringEvent[] = [];
  private readonly sent: number[] = [];
  private readonly seen = new Map<string, number>();
  private readonly failedCalls: (FailedCall & { at: number })[] = [];
  private readonly intents = new Map<string, string>();

  constructor(private readonly deps: MonitorDeps) {
    this.session = deps.ids.newId();
  }

  /**
   * An error the page did not handle (`uncaught`, `rejection`) or a React error boundary caught (`boundary`); a chunk
   * that failed to load is told apart by its name or message, whoever caught it.
   */
  reportError(source: ErrorSource, error: unknown, fallbackMessage = ''): void {
    const e = error instanceof Error ? error : undefined;
    const chunk = e?.name === 'ChunkLoadError' || /Loading (CSS )?chunk/.test(e?.message ?? '');
    this.report({
      type: 'error',
      source: chunk ? 'chunk' : source,
      name: e?.name ?? typeof error,
      message: e?.message ?? (typeof error === 'string' ? error : fallbackMessage),
      ...(e?.stack ? { stack: frames(e.stack) } : {}),
    });
  }

  now(): number {
    return this.deps.clock.now();
  }

  newReference(): string {
    return newReference(this.deps.ids);
  }

  /** The delivery adapter has loaded: what was held goes first. */
  connect(port: MonitoringPort): void {
    if (this.state === 'off') return;
    this.state = 'on';
    this.port = port;
    for (const event of this.held.splice(0)) this.deliver(event);
  }

  /** Monitoring is not configured, or this session is not sampled: nothing is kept or sent. */
  disable(): void {
    this.state = 'off';
    this.port = null;
    this.held.length = 0;
  }

  get enabled(): boolean {
    return this.state !== 'off';
  }

  report(body: MonitoringEventBody): void {
    if (this.state === 'off') return;
    const time = this.deps.clock.now();
    const safe = guard(body);
    const key = dedupeKey(safe);
    const last = this.seen.get(key);
    if (last !== undefined && time - last < MINUTE) return;
    this.seen.set(key, time);
    if (this.seen.size > 200) this.seen.delete(this.seen.keys().next().value!);
    const route = routePattern(this.deps.path());
    const event = {
      v: 1,
      release: this.deps.release,
      session: this.session,
      route: looksPersonal(route) ? '*' : route,
      time,
      ...safe,
    } as MonitoringEvent;
    if (this.state === 'waiting') {
      if (this.held.length < (this.deps.buffer ?? 50)) this.held.push(event);
      return;
    }
    this.deliver(event);
  }

  /** The HTTP client's report of a call that did not produce its data. */
  callFailed(call: FailedCall): void {
    this.failedCalls.push({ ...call, at: this.deps.clock.now() });
    if (this.failedCalls.length > 10) this.failedCalls.shift();
    this.report({ type: 'call-failed', ...call, path: pathPattern(call.path) });
  }

  /**
   * The reference for an error dialog of this status and code: the most recent failed call that matches it, or a
   * fresh one (a dialog no call raised, such as a refused address, still gets a reference the customer can quote).
   */
  referenceFor(status: number, code?: string): DialogReference {
    const now = this.deps.clock.now();
    for (let i = this.failedCalls.length - 1; i >= 0; i--) {
      const call = this.failedCalls[i]!;
      if (now - call.at > CALL_MATCH_MS) break;
      if (call.failure === 'status' && call.status === status && (code === undefined || call.code === code))
        return { reference: call.reference, path: pathPattern(call.path) };
    }
    return { reference: this.newReference() };
  }

  /** A keyed create (payment, arrangement) ended without an answer: the customer sees "still confirming". */
  unconfirmed(path: string, key: string, retries: number): void {
    let intent = this.intents.get(key);
    if (!intent) this.intents.set(key, (intent = this.newReference()));
    this.report({ type: 'money-in-doubt', state: 'unconfirmed', path: pathPattern(path), intent, retries });
  }

  /** A keyed create answered: if it had been left unconfirmed on this page, its resolution. */
  settled(path: string, key: string, outcome: 'made' | 'refused', retries: number): void {
    const intent = this.intents.get(key);
    if (!intent) return;
    this.intents.delete(key);
    this.report({ type: 'money-in-doubt', state: 'resolved', path: pathPattern(path), intent, retries, outcome });
  }

  sessionEnded(reason: SessionEndReason): void {
    this.report({ type: 'session-end', reason });
  }

  private deliver(event: MonitoringEvent): void {
    const now = event.time;
    while (this.sent.length && now - this.sent[0]! >= MINUTE) this.sent.shift();
    if (this.sent.length >= (this.deps.perMinute ?? 30)) return;
    this.sent.push(now);
    try {
      this.port?.deliver(event);
    } catch {
      // A monitoring outage changes nothing for the customer.
    }
  }
}

/**
 * The first frames of a stack, each file without its query, and line and column as L12C3456: six digits of a
 * minified column must not read as a one-time password to the privacy guard.
 */
export function frames(stack: string): string {
  return stack
    .split('\n')
    .slice(0, 6)
    .map((line) =>
      line
        .trim()
        .replace(/\?[^\s):]*/g, '')
        .replace(/:(\d+):(\d+)/g, ':L$1C$2'),
    )
    .join('\n');
}

/** An API path as a pattern: no query, and any segment holding a value (digits, long ids) as {id}. */
export function pathPattern(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare
    .split('/')
    .map((segment) => (/^v\d+$/.test(segment) || !/\d|^[\w-]{24,}$/.test(segment) ? segment : '{id}'))
    .join('/');
}

/** Every string field: no query strings, bounded, and '[filtered]' when it looks personal or like an amount. */
function guard(body: MonitoringEventBody): MonitoringEventBody {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') {
      if (value !== undefined) out[key] = value;
      continue;
    }
    const text = value.replace(/\?[^\s)'"]*/g, '').slice(0, key === 'stack' ? MAX_STACK : MAX_TEXT);
    out[key] = looksPersonal(text) || AMOUNT.test(text) ? FILTERED : text;
  }
  return out as MonitoringEventBody;
}

/** Repeats are the same event but for its timing and, for a failed call, its own reference. */
function dedupeKey(body: MonitoringEventBody): string {
  const rest: Record<string, unknown> = { ...body };
  delete rest.durationMs;
  if (body.type === 'call-failed') delete rest.reference;
  if (body.type === 'web-vital') delete rest.value;
  return JSON.stringify(rest);
}
