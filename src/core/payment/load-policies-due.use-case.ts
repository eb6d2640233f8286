import { DataLoad, type DataLoadSnapshot } from '../http/data-load';
import { PAYMENT_PATHS, policiesDueDecoder, type PolicyDue } from '../api/payment.contract';

export type PoliciesDueSnapshot = DataLoadSnapshot<{ status: 'ready'; policies: readonly PolicyDue[] }>;

/** The logged-in customer's policies with premium due (PATH.oneTimePayment, PATH.acceptanceCodePayment). */
export class LoadPoliciesDue extends DataLoad<{ status: 'ready'; policies: readonly PolicyDue[] }> {
  execute(): Promise<PoliciesDueSnapshot> {
    return this.load(PAYMENT_PATHS.policiesDue, {}, policiesDueDecoder, ({ policies }) => ({
      status: 'ready',
      policies,
    }));
  }
}
