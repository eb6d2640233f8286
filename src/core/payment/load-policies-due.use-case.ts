import type { ApiClient, ApiFailure } from '../http/api-client';
import { Store } from '../store';
import { PAYMENT_PATHS, policiesDueDecoder, type PolicyDue } from './payment.contract';

export type PoliciesDueSnapshot =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; policies: readonly PolicyDue[] }
  | { status: 'failed'; failure: ApiFailure };

/** The logged-in customer's policies with premium due (`/one-time-payment`, `/one-time-payment/acceptance-code`). */
export class LoadPoliciesDue {
  readonly store = new Store<PoliciesDueSnapshot>({ status: 'idle' });

  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<PoliciesDueSnapshot> {
    this.store.set({ status: 'loading' });
    const result = await this.api.post(PAYMENT_PATHS.policiesDue, {}, policiesDueDecoder);
    const next: PoliciesDueSnapshot = result.ok ? { status: 'ready', policies: result.data.policies } : { status: 'failed', failure: result.failure };
    this.store.set(next);
    return next;
  }
}
