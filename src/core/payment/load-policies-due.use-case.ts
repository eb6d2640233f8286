import type { Failed } from '../errors/failure-policy';
import type { DataCall } from '../http/data-call';
import { Store } from '../shared/store';
import { PAYMENT_PATHS, policiesDueDecoder, type PolicyDue } from '../api/payment.contract';

export type PoliciesDueSnapshot =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; policies: readonly PolicyDue[] }
  /** shown: the global error dialog has taken over (401, 403, 5xx); otherwise the screen says it inline. */
  | ({ status: 'failed' } & Failed);

/** The logged-in customer's policies with premium due (ROUTE.oneTimePayment, ROUTE.acceptanceCodePayment). */
export class LoadPoliciesDue {
  readonly store = new Store<PoliciesDueSnapshot>({ status: 'idle' });
  /** Bumped by forget(), so a reply that lands after the session ended is not kept. */
  private generation = 0;

  constructor(private readonly dataCall: DataCall) {}

  /** The session ended: the list goes (LoginState.holds). */
  forget(): void {
    this.generation += 1;
    this.store.set({ status: 'idle' });
  }

  async execute(): Promise<PoliciesDueSnapshot> {
    const generation = this.generation;
    this.store.set({ status: 'loading' });
    const result = await this.dataCall.execute(PAYMENT_PATHS.policiesDue, {}, policiesDueDecoder);
    const next: PoliciesDueSnapshot =
      result.kind === 'ok'
        ? { status: 'ready', policies: result.data.policies }
        : { status: 'failed', failure: result.failure, shown: result.shown };
    if (generation === this.generation) this.store.set(next);
    return next;
  }
}
