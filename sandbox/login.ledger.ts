import { randomUUID } from 'node:crypto';
import type { AuthMethodOption, OtpMethod } from '../src/core/api/login.contract';
import { ActionCap, FailureLimiter } from './failure-limiter';
import {
  ACCEPTANCE_CODE_LIMIT,
  IDENTIFY_CLIENT_LIMIT,
  IDENTIFY_IDENTITY_LIMIT,
  LOGIN_ATTEMPT_TTL_MS,
  maskEmail,
  maskMobile,
  OTP_LIMIT,
  OTP_SEND_CLIENT_CAP,
  OTP_SEND_IDENTITY_CAP,
  SEED_CUSTOMERS,
  SINGPASS_STATE_TTL_MS,
  type SeedCustomer,
} from './login.seed';
import type { SandboxContext } from './sandbox';
import type { SingpassOutcome } from './singpass-page';
import { bindingMatches } from './tab-binding';

export interface Attempt {
  customer: SeedCustomer;
  createdAt: number;
  otp?: { method: OtpMethod; sentAt: number; attemptsLeft: number; locked: boolean };
}

/** A Singpass departure: its login attempt, and the hash of the binding the tab that left keeps (docs/api.md). */
export interface SingpassState {
  loginId: string;
  bindingHash: string;
  createdAt: number;
}

/** The identity as typed, whether or not it exists: the key of the identify and acceptance-code counts. */
export const identityKey = (idType: unknown, idNumber: string) => `${String(idType)}:${idNumber.trim().toUpperCase()}`;

/** The login area's books: login attempts, Singpass departures and codes, and the lock-out counters. */
export class LoginLedger {
  readonly attempts = new Map<string, Attempt>();
  readonly singpassStates = new Map<string, SingpassState>();
  readonly singpassCodes = new Map<string, { state: string; outcome: SingpassOutcome }>();
  readonly now = () => this.ctx.now?.() ?? Date.now();
  readonly limits = {
    otp: new FailureLimiter(OTP_LIMIT, this.now),
    acceptanceCode: new FailureLimiter(ACCEPTANCE_CODE_LIMIT, this.now),
    identity: new FailureLimiter(IDENTIFY_IDENTITY_LIMIT, this.now),
    client: new FailureLimiter(IDENTIFY_CLIENT_LIMIT, this.now),
  };
  // Per identity and per client, never per attempt: a fresh identify must not bring fresh sends.
  readonly sendCaps = {
    identity: new ActionCap(OTP_SEND_IDENTITY_CAP, this.now),
    client: new ActionCap(OTP_SEND_CLIENT_CAP, this.now),
  };

  constructor(private readonly ctx: SandboxContext) {}

  reset(): void {
    for (const limiter of Object.values(this.limits)) limiter.reset();
    for (const cap of Object.values(this.sendCaps)) cap.reset();
    this.attempts.clear();
    this.singpassStates.clear();
    this.singpassCodes.clear();
  }

  /** Wrong codes the identity may still make before its lock-out, whichever login attempt they come in. */
  otpTriesLeft(customerId: string): number {
    return OTP_LIMIT.max - this.limits.otp.count(customerId);
  }

  /** Seconds the identity or the client stays locked out of identify and acceptance codes; 0 when open. */
  identifyLockSeconds(identity: string, client: string): number {
    return Math.max(this.limits.identity.lockedForSeconds(identity), this.limits.client.lockedForSeconds(client));
  }

  /** Counts a failed identify on both keys; the lock's seconds when it locked either. */
  identifyFailed(identity: string, client: string): number {
    return Math.max(this.limits.identity.fail(identity), this.limits.client.fail(client));
  }

  /** Reads the JSON body and decrypts the named fields; undefined when anything is missing or not OAEP ciphertext. */
  async readEncrypted<K extends string>(
    request: Request,
    fields: readonly K[],
  ): Promise<(Record<K, string> & Record<string, unknown>) | undefined> {
    const body = (await request.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return undefined;
    const out: Record<string, unknown> = { ...body };
    for (const field of fields) {
      const value = body[field];
      if (typeof value !== 'string') return undefined;
      try {
        out[field] = this.ctx.decrypt(value);
      } catch {
        return undefined; // plain text, PKCS#1 v1.5 or another key: refused
      }
    }
    return out as Record<K, string> & Record<string, unknown>;
  }

  findCustomer(idType: unknown, idNumber: string, dateOfBirth: string): SeedCustomer | undefined {
    return SEED_CUSTOMERS.find(
      (c) => c.idType === idType && c.idNumber === idNumber.toUpperCase() && c.dateOfBirth === dateOfBirth,
    );
  }

  liveAttempt(loginId: unknown): Attempt | undefined {
    const attempt = typeof loginId === 'string' ? this.attempts.get(loginId) : undefined;
    if (attempt && this.now() - attempt.createdAt > LOGIN_ATTEMPT_TTL_MS) {
      this.attempts.delete(loginId as string);
      return undefined;
    }
    return attempt;
  }

  methodsOf(customer: SeedCustomer): AuthMethodOption[] {
    return customer.methods.map((method) => ({
      method,
      destination:
        method === 'SMS_OTP'
          ? maskMobile(customer.mobile)
          : method === 'EMAIL_OTP'
            ? maskEmail(customer.email)
            : undefined,
    }));
  }

  mint(customerId: string): string {
    const token = `sbx.${randomUUID()}`;
    this.ctx.sessions.open(token, customerId);
    return token;
  }

  /** A departure still within its 10 minutes, or undefined (an expired one is dropped). */
  liveState(state: unknown): SingpassState | undefined {
    const entry = typeof state === 'string' ? this.singpassStates.get(state) : undefined;
    if (entry && this.now() - entry.createdAt > SINGPASS_STATE_TTL_MS) {
      this.singpassStates.delete(state as string);
      return undefined;
    }
    return entry;
  }

  /**
   * The return of a departure: its loginId when the state is live and the binding is its own. The state is used up
   * either way, so a wrong binding cannot be followed by another try.
   */
  takeState(state: unknown, binding: unknown): string | undefined {
    const entry = this.liveState(state);
    if (!entry) return undefined;
    this.singpassStates.delete(state as string);
    return bindingMatches(binding, entry.bindingHash) ? entry.loginId : undefined;
  }
}
