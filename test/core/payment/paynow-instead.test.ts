import type { Reply } from '../../../src/core/api/openapi';
import { paymentWorld } from './payment-builders';

/** A declined card's receipt for the world's draft: L-1001-01, S$245.30. */
function declined(overrides: Partial<Reply<'/rs/v1/payments/status'>> = {}): Reply<'/rs/v1/payments/status'> {
  return {
    reference: 'PP2611220001',
    status: 'unsuccessful',
    method: 'card',
    cardBrand: 'visa',
    createdAt: '2026-11-22T10:00:00+08:00',
    lines: [{ policyNumber: 'L-1001-01', productName: 'Term Life', amountCents: 245_30 }],
    totalCents: 245_30,
    payor: { kind: 'policyholder' },
    ...overrides,
  } as Reply<'/rs/v1/payments/status'>;
}

describe('PayNow instead of a declined card', () => {
  it('is offered for the same policies and amount, and goes on to the review by PayNow', () => {
    const w = paymentWorld();
    const { payNowInstead, paymentDraft } = w.services;
    expect(payNowInstead.offers(declined())).toBe(true);
    expect(payNowInstead.execute()).toEqual({ ok: true });
    expect(paymentDraft.snapshot.method).toEqual({ kind: 'paynow' });
    expect(paymentDraft.snapshot.lines.map((l) => [l.policyNumber, l.amountCents])).toEqual([['L-1001-01', 245_30]]);
    expect(w.navigation.history.at(-1)).toBe('/one-time-payment/payment-review');
  });

  it('is not offered for another outcome, another payment, a locked draft or PayNow itself', () => {
    const w = paymentWorld();
    const { payNowInstead, paymentDraft } = w.services;
    expect(payNowInstead.offers(declined({ status: 'cancelled' }))).toBe(false);
    expect(payNowInstead.offers(declined({ method: 'paynow' }))).toBe(false);
    expect(
      payNowInstead.offers(
        declined({ lines: [{ policyNumber: 'L-1001-01', productName: 'Term Life', amountCents: 100_00 }] }),
      ),
    ).toBe(false);
    paymentDraft.submit(paymentDraft.intentKey());
    expect(payNowInstead.offers(declined())).toBe(false);
  });
});
