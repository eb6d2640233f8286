import { checkTotal } from '../shared/money';
import type { Reply } from '../api/openapi';
import type { ChooseMethodResult, ChoosePaymentMethod } from './choose-payment-method.use-case';
import type { PaymentDraft } from './payment-draft';

/** The payment a declined card's "Pay with PayNow instead" may follow, the policyholder's or a payor's. */
export interface DeclinedPayment {
  method: 'card' | 'paynow';
  status: string;
  totalCents: number;
}

/** The one rule of the offer, for both payors: a card declined, for an amount PayNow takes. */
export function payNowMayFollow(payment: DeclinedPayment): boolean {
  return (
    payment.method === 'card' &&
    payment.status === 'unsuccessful' &&
    checkTotal(payment.totalCents, 'paynow') === undefined
  );
}

/**
 * A declined card's way forward: the same policies, the same amounts, by PayNow. Offered only while this tab's draft,
 * released by the decline, still holds exactly what the receipt names, so "instead" is never a different payment.
 */
export class PayNowInstead {
  constructor(
    private readonly draft: PaymentDraft,
    private readonly choose: ChoosePaymentMethod,
  ) {}

  offers(receipt: Reply<'/rs/v1/payments/status'>): boolean {
    const { lines } = this.draft.snapshot;
    const same =
      lines.length === receipt.lines.length &&
      receipt.lines.every((r) =>
        lines.some((l) => l.policyNumber === r.policyNumber && l.amountCents === r.amountCents),
      );
    return payNowMayFollow(receipt) && !this.draft.locked && same;
  }

  /** On to the review with PayNow (a third-party payor's declaration first, as the method step does). */
  execute(): ChooseMethodResult {
    return this.choose.execute({ kind: 'paynow' }, this.draft.snapshot.payor?.kind ?? 'policyholder');
  }
}
