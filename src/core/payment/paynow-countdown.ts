import type { ClockPort } from '../ports/clock.port';
import { Store } from '../shared/store';
import type { PayNowWatchSnapshot } from './paynow-watch';

/**
 * The PayNow page's countdown: whole seconds until the code expires (rounded up, 0 once it has), recomputed from the
 * watch's deadline each time the second changes on the ClockPort, so a throttled tab shows the truth when it wakes.
 * `undefined` while there is nothing to count: no code watched, or the server has not yet said how long it lasts
 * (`timeKnown`), or the page is not showing.
 */
export class PayNowCountdown {
  readonly store = new Store<number | undefined>(undefined);
  private cancelTimer: (() => void) | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly clock: ClockPort,
    private readonly watch: Pick<Store<PayNowWatchSnapshot>, 'subscribe' | 'getSnapshot'>,
  ) {}

  /** Starts counting; returns the function that stops it (the page's unmount). */
  start(): () => void {
    this.stop();
    this.unsubscribe = this.watch.subscribe(this.tick);
    this.tick();
    return () => this.stop();
  }

  private stop(): void {
    this.cancelTimer?.();
    this.unsubscribe?.();
    this.cancelTimer = this.unsubscribe = undefined;
    this.store.set(undefined);
  }

  private readonly tick = (): void => {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    const watched = this.watch.getSnapshot();
    if (watched.status !== 'waiting' || !watched.timeKnown) return this.store.set(undefined);
    const left = watched.expiresAt - this.clock.now();
    this.store.set(left > 0 ? Math.ceil(left / 1000) : 0);
    if (left > 0) this.cancelTimer = this.clock.setTimer(left % 1000 || 1000, this.tick);
  };
}
