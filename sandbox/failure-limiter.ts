import { envelope } from './envelope';
import { CLIENT_HEADER } from './login.seed';

/** A lock-out rule: `max` failures within `windowMs` lock the key for `lockMs` (docs/api.md, "Lock-outs"). */
export interface LimitRule {
  max: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Counts failures per key (an identity, a client) on the sandbox's clock. The key is whatever was typed,
 * whether or not such a customer exists, so the count and the lock say nothing about existence.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();

  constructor(
    readonly rule: LimitRule,
    private readonly now: () => number,
  ) {}

  /** Seconds the key stays locked (rounded up), or 0 when it is open. */
  lockedForSeconds(key: string): number {
    const until = this.lockedUntil.get(key);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left > 0) return Math.ceil(left / 1000);
    this.lockedUntil.delete(key);
    this.failures.delete(key);
    return 0;
  }

  /** Counts a failure; returns the lock's seconds when this failure locked the key, else 0. */
  fail(key: string): number {
    const now = this.now();
    const recent = (this.failures.get(key) ?? []).filter((at) => now - at < this.rule.windowMs);
    recent.push(now);
    this.failures.set(key, recent);
    if (recent.length < this.rule.max) return 0;
    this.lockedUntil.set(key, now + this.rule.lockMs);
    return Math.ceil(this.rule.lockMs / 1000);
  }

  /** Failures counted for the key within the window (tests, docs). */
  count(key: string): number {
    const now = this.now();
    return (this.failures.get(key) ?? []).filter((at) => now - at < this.rule.windowMs).length;
  }

  /** A success ends the count (the customer proved who they are). */
  clear(key: string): void {
    this.failures.delete(key);
    this.lockedUntil.delete(key);
  }

  reset(): void {
    this.failures.clear();
    this.lockedUntil.clear();
  }
}

/**
 * Caps an action that costs something even when it succeeds (a one-time password sent), per key within a sliding
 * window: past `max`, the key waits until the oldest counted action leaves the window.
 */
export class ActionCap {
  private readonly taken = new Map<string, number[]>();

  constructor(
    readonly rule: { max: number; windowMs: number },
    private readonly now: () => number,
  ) {}

  /** Seconds until the key may act again (rounded up), or 0 when it may now. */
  waitSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.max) return 0;
    const oldest = recent[recent.length - this.rule.max]!;
    return Math.max(1, Math.ceil((oldest + this.rule.windowMs - this.now()) / 1000));
  }

  /** Counts one action for the key. */
  take(key: string): void {
    this.taken.set(key, [...this.recent(key), this.now()]);
  }

  reset(): void {
    this.taken.clear();
  }

  private recent(key: string): number[] {
    const now = this.now();
    return (this.taken.get(key) ?? []).filter((at) => now - at < this.rule.windowMs);
  }
}

/** Who is calling: the bridge's header (the connection's address), or one local client in process. */
export const clientOf = (request: Request): string => request.headers.get(CLIENT_HEADER) ?? 'local';

/** A lock-out's reply: 429, the seconds to wait in the error item and in Retry-After (docs/api.md, "Lock-outs"). */
export function lockedOut(errorCode: string, errorMessage: string, retryAfterSeconds: number): Response {
  const reply = envelope({ errors: [{ errorCode, errorMessage, retryAfterSeconds }] }, 429);
  reply.headers.set('Retry-After', String(retryAfterSeconds));
  return reply;
}
