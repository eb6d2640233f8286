import type { ErrorState } from '../errors/error-state';
import { reportFailure, verdictOf } from '../errors/failure-policy';
import type { ActivityPort } from '../ports/activity.port';
import type { ClockPort } from '../ports/clock.port';
import type { NavigationPort } from '../ports/navigation.port';
import { withRef, type PagePath } from '../shared/paths';
import { Store } from '../shared/store';
import type { PayNowInstruction } from '../api/payment.contract';
import type { ApiResult } from '../http/api-client';
import { checkPayNowInstruction, type PayNowCheckError, type PayNowPayee } from './paynow-check';
import type { InsurerIdentity } from '../config';
import { parseInstant } from '../shared/sg-date';
import type { Reply } from '../api/openapi';
import type { IntentStatus } from '../shared/stored-draft';

export type PayNowWatchSnapshot =
  | { status: 'idle' }
  /** No accepted PayNow payment in this tab: the page offers the way back to the review. */
  | { status: 'none' }
  | { status: 'badQr'; error: PayNowCheckError }
  /**
   * `expiresAt` is on the device's clock. `timeKnown` once the server said how many seconds are left (its first status
   * reply): until then the page does not show a countdown that a wrong device clock would make up. `payee` is the
   * configured insurer the checked code pays, which the page shows rather than the reply's own words.
   */
  | {
      status: 'waiting';
      instruction: PayNowInstruction;
      payee: PayNowPayee;
      expiresAt: number;
      timeKnown: boolean;
      /** Where the receipt will go once paid (masked by the server), once a status reply said. */
      receiptTo?: PayNowStatus['receiptTo'];
    }
  | { status: Exclude<PayNowStatus['status'], 'pending'>; reference: string }
  /** The session ended (401) or access was refused (403): the shell's dialog takes over. */
  | { status: 'stopped' };

export type PayNowStatus = Reply<'/rs/v1/paynow/status'>;

/** A status reply, and when it was asked (on the ClockPort). */
type Answer = { result: ApiResult<PayNowStatus>; at: number };

/**
 * The PayNow payment a watch follows: the policyholder's (its payment draft and POST /paynow/status) or the guest
 * payor's (the third-party draft and the guest payment's status call).
 */
export interface WatchedPayNow {
  /** The code the server answered this tab's payment with, and the total the page says it pays; none without. */
  current(): { instruction: PayNowInstruction; totalCents: number | undefined } | undefined;
  /** One status check of the payment with this reference. */
  status(reference: string): Promise<ApiResult<PayNowStatus>>;
  /** The server settled it: the draft's transition, and the page that says so (src/core/shared/outcomes.ts). */
  settled(status: Exclude<IntentStatus, 'pending'>, reference: string): PagePath;
}

/** Seconds between status checks: quick at first, when a customer who has the banking app open pays. */
export const POLL_DELAYS_MS: readonly number[] = [2000, 3000, 5000, 10000];

export interface PayNowWatchDeps {
  payment: WatchedPayNow;
  clock: ClockPort;
  /** The tab's visibility: coming back to it asks at once. */
  activity: ActivityPort;
  navigation: NavigationPort;
  errors: ErrorState;
  insurer: InsurerIdentity;
  /**
   * True once the session is over or a logout is under way (DataCall's): from the terminate on, the token is gone and
   * a check could only be refused.
   */
  sessionOver: () => boolean;
}

/**
 * A PayNow code on its page (the policyholder's or the guest payor's): checks the code before it is drawn, then
 * polls the payment's status with back-off (2, 3, 5, then every 10 s) on the ClockPort, until the server says it is
 * settled (paid, expired, held, unsuccessful, cancelled: on to the outcome table's page for it), or the page stops
 * it. A failed poll (network, 5xx) is retried quietly: the spec's 5xx dialog logs out on closing, which must not
 * happen while a transfer may be on its way. Only the server's "expired" releases the
 * intent for a new code: at the local deadline the page asks at once and keeps asking, so a transfer made in the last
 * second is not paid twice.
 *
 * Back on the page (the tab visible again, through the ActivityPort), it asks at once, then quickly again: paying
 * from the same phone means leaving for the banking app while the browser throttles this tab's timers (to once a
 * minute in Chrome), and the page should move on while the customer looks at it, not up to a minute later.
 */
export class PayNowWatch {
  readonly store = new Store<PayNowWatchSnapshot>({ status: 'idle' });
  /** The checks of the code the page shows, from its start to its end. */
  private poller: Poller<Answer> | undefined;
  /** The code whose page started (`prepare`): its screen's watch asks at once, not at the first back-off step. */
  private early: string | undefined;

  constructor(private readonly deps: PayNowWatchDeps) {}

  /** The session ended: the QR instruction shown goes (LoginState.holds); a page still watching stops. */
  forget(): void {
    this.poller?.stop();
    this.early = undefined;
    this.store.set({ status: 'idle' });
  }

  /** The code of this tab's PayNow payment, checked; or what the page shows instead. */
  private current():
    | { instruction: PayNowInstruction; payee: PayNowPayee; stated: number }
    | { status: 'none' }
    | { status: 'badQr'; error: PayNowCheckError } {
    const shown = this.deps.payment.current();
    const stated = shown ? parseInstant(shown.instruction.expiresAt) : undefined;
    if (!shown || stated === undefined) return { status: 'none' };
    const { instruction, totalCents } = shown;
    const checked = checkPayNowInstruction(instruction, this.deps.insurer, totalCents);
    return checked.ok ? { instruction, payee: checked.payee, stated } : { status: 'badQr', error: checked.error };
  }

  /**
   * One status check, with when it was asked: the server's seconds are counted from then, which errs by the reply's
   * time in transit on the safe side (never more time than the server gives).
   */
  private ask(reference: string): Promise<Answer> {
    const at = this.deps.clock.now();
    return this.deps.payment.status(reference).then((result) => ({ result, at }));
  }

  /**
   * The PayNow page is starting (its area is built before its screen has arrived): the code is checked and offered
   * at once, so the screen's first render draws it, and the screen's watch makes its first check as it starts instead
   * of 2 s later. Not now: on a 4x-throttled phone the request took about 15 ms of the click before the code was
   * painted. With the screen already watching (it was there first), it asks at once as coming back to the tab does;
   * without a code to watch it does nothing.
   */
  prepare(): void {
    if (this.poller) return this.poller.now();
    const found = this.current();
    if (!('instruction' in found)) return;
    const { instruction, payee, stated } = found;
    if (this.store.getSnapshot().status === 'idle')
      this.store.set({ status: 'waiting', instruction, payee, expiresAt: stated, timeKnown: false });
    this.early = instruction.reference;
  }

  /** Starts watching; returns the function that stops it (the page's unmount). */
  start(): () => void {
    const found = this.current();
    if (!('instruction' in found)) {
      this.store.set(found);
      return () => {};
    }
    const { instruction, payee, stated } = found;
    // The server's instant read on the device's clock, until a status reply says how many seconds are really left.
    this.store.set({ status: 'waiting', instruction, payee, expiresAt: stated, timeKnown: false });
    const early = this.early === instruction.reference;
    this.early = undefined;
    const poller = new Poller(
      this.deps.clock,
      () => this.ask(instruction.reference),
      (answer) => this.answered(poller, answer),
      this.deps.sessionOver,
    );
    this.poller = poller;
    if (early) poller.now();
    else this.next(poller, stated);
    const unwatch = this.deps.activity.watch({
      activity: () => undefined,
      visibility: (visible) => {
        if (visible) poller.now();
      },
    });
    return () => {
      poller.stop();
      unwatch();
      if (this.poller === poller) this.poller = undefined;
    };
  }

  private answered(poller: Poller<Answer>, { result, at }: Answer): void {
    const shown = this.store.getSnapshot();
    if (shown.status !== 'waiting') return;
    const { reference } = shown.instruction;
    if (result.ok && result.data.status !== 'pending') return this.settle(poller, result.data.status, reference);
    if (!result.ok && verdictOf('poll', result.failure) === 'dialog') {
      poller.stop();
      this.store.set({ status: 'stopped' });
      reportFailure(this.deps.errors, 'poll', result.failure);
      return;
    }
    let { expiresAt } = shown;
    if (result.ok) {
      // The deadline on the server's clock, carried over to the device's: now plus the seconds the server counts.
      // An older backend without the seconds: the instant as before, on the device's clock.
      const seconds = result.data.expiresInSeconds;
      if (seconds !== undefined) expiresAt = at + seconds * 1000;
      this.store.set({ ...shown, expiresAt, timeKnown: true, receiptTo: result.data.receiptTo ?? shown.receiptTo });
    }
    this.next(poller, expiresAt);
  }

  /** The next check at the back-off's next step, never past the deadline; once past it, quickly until settled. */
  private next(poller: Poller<Answer>, expiresAt: number): void {
    const backoff = POLL_DELAYS_MS[Math.min(poller.attempt, POLL_DELAYS_MS.length - 1)]!;
    const untilExpiry = expiresAt - this.deps.clock.now();
    poller.start(untilExpiry > 0 ? Math.min(backoff, untilExpiry) : POLL_DELAYS_MS[0]!);
  }

  private settle(poller: Poller<Answer>, status: Exclude<PayNowStatus['status'], 'pending'>, reference: string): void {
    poller.stop();
    const page = this.deps.payment.settled(status === 'paid' ? 'successful' : status, reference);
    this.store.set({ status, reference });
    this.deps.navigation.go(withRef(page, reference), { replace: true });
  }
}

/**
 * Checks on the ClockPort, one at a time: `start(delayMs)` sets the one timer for the next check; `now()` checks at
 * once unless a check is on its way (whose answer sets the next); once stopped, nothing more, and an answer still on
 * its way is dropped; once the session is over or ending, it stops rather than check (the login's end forgets the
 * code). `attempt` counts the timers set since the last check asked at once: the back-off's place.
 */
class Poller<T> {
  private timers = 0;
  private asking = false;
  private stopped = false;
  private cancelTimer: (() => void) | undefined;

  constructor(
    private readonly clock: ClockPort,
    private readonly ask: () => Promise<T>,
    private readonly answered: (answer: T) => void,
    private readonly sessionOver: () => boolean,
  ) {}

  get attempt(): number {
    return this.timers;
  }

  start(delayMs: number): void {
    this.cancelTimer?.();
    this.timers += 1;
    this.cancelTimer = this.clock.setTimer(delayMs, () => void this.check());
  }

  /** A check now, the back-off from its start again. */
  now(): void {
    if (this.stopped || this.asking) return;
    this.cancelTimer?.();
    this.timers = 0;
    void this.check();
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }

  private async check(): Promise<void> {
    this.cancelTimer = undefined;
    if (this.sessionOver()) return this.stop();
    this.asking = true;
    const answer = await this.ask();
    this.asking = false;
    if (!this.stopped) this.answered(answer);
  }
}
