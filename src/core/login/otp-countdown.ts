import type { ClockPort } from '../ports/clock.port';
import { Store } from '../shared/store';
import type { LoginJourney } from './login-journey';

export interface CountdownSnapshot {
  /** Whole seconds until the code expires (rounded up), 0 once it has. */
  expiresIn: number;
  /** Whole seconds until a new code may be requested, 0 when it may. */
  resendIn: number;
}

const IDLE: CountdownSnapshot = Object.freeze({ expiresIn: 0, resendIn: 0 });

/**
 * The OTP's two countdowns, recomputed from absolute deadlines on each tick, so a throttled
 * hidden tab or a sleeping phone still shows the truth when it wakes (journeys.md, session timers).
 */
export class OtpCountdown {
  readonly store = new Store<CountdownSnapshot>(IDLE);
  private cancelTimer: (() => void) | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly clock: ClockPort,
    private readonly journey: LoginJourney,
  ) {}

  /** Starts ticking; returns the function that stops it (a screen's effect cleanup). */
  start(): () => void {
    this.stop();
    this.unsubscribe = this.journey.store.subscribe(this.tick);
    this.tick();
    return () => this.stop();
  }

  stop(): void {
    this.cancelTimer?.();
    this.unsubscribe?.();
    this.cancelTimer = this.unsubscribe = undefined;
  }

  private readonly tick = (): void => {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    const otp = this.journey.snapshot.otp;
    const now = this.clock.now();
    if (!otp) return this.publish(IDLE);
    const expiresLeft = otp.state === 'open' ? otp.expiresAt - now : 0;
    const resendLeft = otp.resendAt - now;
    this.publish({ expiresIn: seconds(expiresLeft), resendIn: seconds(resendLeft) });
    if (otp.state === 'open' && expiresLeft <= 0) {
      this.journey.otpChanged({ state: 'expired' }); // re-enters tick through the subscription
      return;
    }
    const next = [expiresLeft, resendLeft].filter((ms) => ms > 0).map((ms) => ms % 1000 || 1000);
    if (next.length) this.cancelTimer = this.clock.setTimer(Math.min(...next), this.tick);
  };

  private publish(next: CountdownSnapshot): void {
    const current = this.store.getSnapshot();
    if (current.expiresIn !== next.expiresIn || current.resendIn !== next.resendIn) this.store.set(next);
  }
}

function seconds(ms: number): number {
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}
