import type { ErrorState } from '../errors/error-state';
import { reportFailure, verdictOf } from '../errors/failure-policy';
import type { ApiClient } from '../http/api-client';
import type { ClockPort } from '../ports/clock.port';
import type { NavigationPort } from '../ports/navigation.port';
import { ROUTE, withRef } from '../shared/routes';
import { Store } from '../shared/store';
import type { PaymentDraft } from './payment-draft';
import {
  PAYMENT_PATHS,
  payNowStatusDecoder,
  type PayNowInstruction,
  type PayNowStatusBody,
} from '../api/payment.contract';
import type { ApiResult } from '../http/api-client';
import { checkPayNowInstruction, type PayNowCheckError, type PayNowPayee } from './paynow-check';
import type { InsurerIdentity } from '../config';
import { parseInstant } from '../shared/sg-date';

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
    }
  | { status: 'paid' | 'expired'; reference: string }
  /** The session ended (401) or access was refused (403): the shell's dialog takes over. */
  | { status: 'stopped' };

/** A status reply, and when it was asked (on the ClockPort). */
type Answer = { result: ApiResult<PayNowStatusBody>; at: number };

/** Seconds between status checks: quick at first, when a customer who has the banking app open pays. */
export const POLL_DELAYS_MS: readonly number[] = [2000, 3000, 5000, 10000];

/**
 * The PayNow page: checks the code before it is drawn, then polls the payment's status with back-off
 * (2, 3, 5, then every 10 s) on the ClockPort, until the server says paid or expired, or the page
 * disposes it. A failed poll (network, 5xx) is retried quietly: the spec's 5xx dialog logs out on closing,
 * which must not happen while a transfer may be on its way. Only the server's "expired" releases the intent for a new code: at the local deadline
 * the page asks at once and keeps asking, so a transfer made in the last second is not paid twice.
 */
export class PayNowWatch {
  readonly store = new Store<PayNowWatchSnapshot>({ status: 'idle' });

  constructor(
    private readonly api: ApiClient,
    private readonly draft: PaymentDraft,
    private readonly clock: ClockPort,
    private readonly navigation: NavigationPort,
    private readonly errors: ErrorState,
    private readonly insurer: InsurerIdentity,
  ) {}

  private nudge: (() => void) | undefined;

  /**
   * The customer is back on the page (the tab is visible again). Paying from the same phone means leaving for
   * the banking app, while the browser throttles this tab's timers (to once a minute in Chrome): coming back
   * asks at once, then quickly again, so the page moves on while they look at it, not up to a minute later.
   * Nothing happens when no code is being watched or a check is already on its way.
   */
  checkNow(): void {
    this.nudge?.();
  }

  /** The session ended: the QR instruction shown goes (LoginState.holds); a page still watching stops. */
  forget(): void {
    this.generation += 1;
    this.early = undefined;
    this.store.set({ status: 'idle' });
  }

  private generation = 0;
  /** The first check, asked for as the page started (`prepare`), for `start` to take as its own. */
  private early: { reference: string; reply: Promise<Answer> } | undefined;

  /** The code of this tab's PayNow payment, checked; or what the page shows instead. */
  private current():
    | { instruction: PayNowInstruction; payee: PayNowPayee; stated: number }
    | { status: 'none' }
    | { status: 'badQr'; error: PayNowCheckError } {
    const instruction = this.draft.payNow;
    const stated = instruction ? parseInstant(instruction.expiresAt) : undefined;
    if (!instruction || stated === undefined) return { status: 'none' };
    const checked = checkPayNowInstruction(instruction, this.insurer, this.draft.totalCents);
    return checked.ok ? { instruction, payee: checked.payee, stated } : { status: 'badQr', error: checked.error };
  }

  /**
   * One status check, with when it was asked: the server's seconds are counted from then, which errs by the reply's
   * time in transit on the safe side (never more time than the server gives), and never ahead of a countdown the
   * screen drew before the reply came (an early check's reply lands after the screen's first render).
   */
  private ask(reference: string): Promise<Answer> {
    const at = this.clock.now();
    return this.api
      .post(PAYMENT_PATHS.payNowStatus, { reference }, payNowStatusDecoder)
      .then((result) => ({ result, at }));
  }

  /**
   * The PayNow page is starting (its area is built before its screen has arrived, issue 19): the code is checked
   * and offered at once, and the first status check goes now instead of 2 s after the screen has drawn. Nothing
   * moves the page on this reply: `start` (the screen) takes it as its first check. With the screen already
   * watching (it was there first), it asks at once as `checkNow` does; without a code to watch, or with a check
   * already asked, it does nothing.
   */
  prepare(): void {
    if (this.nudge) return this.nudge();
    const found = this.current();
    if (!('instruction' in found) || this.early?.reference === found.instruction.reference) return;
    const { instruction, payee, stated } = found;
    if (this.store.getSnapshot().status === 'idle')
      this.store.set({ status: 'waiting', instruction, payee, expiresAt: stated, timeKnown: false });
    const reply = this.ask(instruction.reference);
    reply.catch(() => undefined);
    this.early = { reference: instruction.reference, reply };
  }

  /** Starts watching; returns the function that stops it (the page's unmount). */
  start(): () => void {
    let disposed = false;
    const generation = this.generation;
    let cancelTimer: (() => void) | undefined;
    const found = this.current();
    if (!('instruction' in found)) {
      this.store.set(found);
      return () => {};
    }
    const { instruction, payee, stated } = found;
    // The server's instant read on the device's clock, until a status reply says how many seconds are really left.
    let expiresAt = stated;
    this.store.set({ status: 'waiting', instruction, payee, expiresAt, timeKnown: false });
    const early = this.early?.reference === instruction.reference ? this.early.reply : undefined;
    this.early = undefined;

    let attempt = 0;
    let asking = false;
    const schedule = () => {
      const backoff = POLL_DELAYS_MS[Math.min(attempt, POLL_DELAYS_MS.length - 1)]!;
      const untilExpiry = expiresAt - this.clock.now();
      // Past the deadline, ask quickly until the server settles it.
      const delay = untilExpiry > 0 ? Math.min(backoff, untilExpiry) : POLL_DELAYS_MS[0]!;
      attempt += 1;
      cancelTimer = this.clock.setTimer(delay, () => void poll());
    };
    const poll = async (asked?: Promise<Answer>) => {
      cancelTimer = undefined;
      asking = true;
      const { result, at } = await (asked ?? this.ask(instruction.reference));
      asking = false;
      if (disposed || generation !== this.generation) return;
      if (result.ok && result.data.status === 'paid') return this.settle('paid', instruction.reference);
      if (result.ok && result.data.status === 'expired') return this.settle('expired', instruction.reference);
      if (result.ok) {
        // The deadline on the server's clock, carried over to the device's: now plus the seconds the server counts.
        // An older backend without the seconds: the instant as before, on the device's clock.
        const seconds = result.data.expiresInSeconds;
        if (seconds !== undefined) expiresAt = at + seconds * 1000;
        this.store.set({ status: 'waiting', instruction, payee, expiresAt, timeKnown: true });
      }
      const failure = result.ok ? undefined : result.failure;
      if (failure && verdictOf('poll', failure) === 'dialog') {
        this.store.set({ status: 'stopped' });
        reportFailure(this.errors, 'poll', failure);
        return;
      }
      schedule();
    };
    // The check asked as the page started is the first one; the next follows at the usual back-off.
    if (early) void poll(early);
    else schedule();
    const nudge = () => {
      // A check on its way schedules the next one itself.
      if (disposed || asking || this.store.getSnapshot().status !== 'waiting') return;
      cancelTimer?.();
      attempt = 0;
      void poll();
    };
    this.nudge = nudge;
    return () => {
      disposed = true;
      cancelTimer?.();
      if (this.nudge === nudge) this.nudge = undefined;
    };
  }

  private settle(status: 'paid' | 'expired', reference: string): void {
    if (status === 'paid') this.draft.clear();
    else this.draft.release();
    this.store.set({ status, reference });
    this.navigation.go(withRef(status === 'paid' ? ROUTE.payNowSuccess : ROUTE.payNowExpired, reference), {
      replace: true,
    });
  }
}
