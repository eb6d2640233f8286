import { DataLoad, type DataLoadSnapshot } from '../http/data-load';
import type { ApiClient } from '../http/api-client';
import type { DataCall } from '../http/data-call';
import type { ClockPort } from '../ports/clock.port';
import { PAYMENT_PATHS, recentPaymentsDecoder, type RecentPayment } from '../api/payment.contract';

type Ready = { status: 'ready'; payments: readonly RecentPayment[] };
export type RecentPaymentsSnapshot = DataLoadSnapshot<Ready>;

/** How often a list with a PayNow payment still waiting asks again (the PayNow page's slowest step). */
export const RECHECK_MS = 10_000;

/**
 * The customer's payments of the last 30 days that count (docs/api.md, "Recent payments"), on the first page after
 * login. While one is a PayNow code still waiting, the list asks again every 10 s, so a transfer the server learns
 * of while the customer looks shows as paid without a reload. Those checks are quiet, as the PayNow page's are: a
 * failed one keeps what is shown, and only the first load may raise the dialog.
 */
export class LoadRecentPayments extends DataLoad<Ready> {
  private cancelRecheck: (() => void) | undefined;
  /** Moves on each load and stop: a reply or a timer of an earlier one does nothing. */
  private run = 0;

  constructor(
    dataCall: DataCall,
    private readonly api: ApiClient,
    private readonly clock: ClockPort,
    /** A waiting code was settled (paid, or gone): what is due has changed too. */
    private readonly settled: () => void = () => undefined,
  ) {
    super(dataCall);
  }

  async execute(): Promise<RecentPaymentsSnapshot> {
    this.stop();
    const run = this.run;
    const shown = await this.load(PAYMENT_PATHS.recentPayments, {}, recentPaymentsDecoder, ready);
    this.recheckIfWaiting(run);
    return shown;
  }

  /** The page is left, or the session ended: no more checks. */
  stop(): void {
    this.run += 1;
    this.cancelRecheck?.();
    this.cancelRecheck = undefined;
  }

  override forget(): void {
    this.stop();
    super.forget();
  }

  private recheckIfWaiting(run: number): void {
    const shown = this.store.getSnapshot();
    if (run !== this.run || shown.status !== 'ready' || !shown.payments.some((p) => p.status === 'pending')) return;
    this.cancelRecheck = this.clock.setTimer(RECHECK_MS, () => void this.recheck(run));
  }

  private async recheck(run: number): Promise<void> {
    const result = await this.api.post(PAYMENT_PATHS.recentPayments, {}, recentPaymentsDecoder);
    if (run !== this.run) return;
    if (result.ok) {
      const waiting = (payments: readonly RecentPayment[]) => payments.filter((p) => p.status === 'pending').length;
      const before = this.store.getSnapshot();
      this.store.set(ready(result.data));
      if (before.status === 'ready' && waiting(result.data.payments) < waiting(before.payments)) this.settled();
    } else if (result.failure.kind === 'status' && result.failure.status < 500) return; // refused: stop asking
    this.recheckIfWaiting(run);
  }
}

const ready = ({ payments }: { payments: RecentPayment[] }): Ready => ({ status: 'ready', payments });
