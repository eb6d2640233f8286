import { Store } from '../shared/store';
import type { AuthMethodOption, OtpMethod } from '../api/login.contract';

/** The one-time password sent for this login attempt. Deadlines are absolute, read off the ClockPort. */
export interface OtpChallenge {
  method: OtpMethod;
  /** Masked, as the server gave it. */
  destination: string;
  expiresAt: number;
  resendAt: number;
  attemptsRemaining: number;
  state: 'open' | 'expired' | 'locked';
}

/**
 * The login attempt between "we found you" and "it is you". Kept in memory only: a reload starts
 * again at /login, and nothing that identifies the customer is kept at all.
 */
export interface JourneySnapshot {
  loginId?: string;
  methods: readonly AuthMethodOption[];
  otp?: OtpChallenge;
}

const EMPTY: JourneySnapshot = Object.freeze({ methods: Object.freeze([]) });

export class LoginJourney {
  readonly store = new Store<JourneySnapshot>(EMPTY);

  get snapshot(): JourneySnapshot {
    return this.store.getSnapshot();
  }

  started(loginId: string, methods: readonly AuthMethodOption[]): void {
    this.store.set({ loginId, methods: Object.freeze([...methods]) });
  }

  otpSent(otp: OtpChallenge): void {
    this.store.update((s) => ({ ...s, otp }));
  }

  otpChanged(change: Partial<Pick<OtpChallenge, 'attemptsRemaining' | 'state'>>): void {
    this.store.update((s) => (s.otp ? { ...s, otp: { ...s.otp, ...change } } : s));
  }

  clear(): void {
    this.store.set(EMPTY);
  }

  /** The login ended (LoginState.holds): the attempt and the masked destination go. */
  forget(): void {
    this.clear();
  }
}
