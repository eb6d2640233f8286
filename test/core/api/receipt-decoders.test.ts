import { arrangementStatusDecoder } from '../../../src/core/api/recurring.contract';
import { guestPaymentStatusReply } from '../../../src/core/api/third-party.contract';

/**
 * Where docs/openapi.yaml constrains a receipt's value more than its type says, the decoder holds the reply to it (an
 * optional field that breaks it is left out, as decode.ts's `optional` does).
 */
describe('the receipt decoders', () => {
  const arrangement = {
    reference: 'R1',
    status: 'successful',
    method: 'card',
    policyNumber: 'P-1',
    productName: 'Life',
    premiumCents: 12_000,
    frequency: 'monthly',
    cardType: 'visa',
    cardLast4: '1111',
  };

  it("take a saved card's last four digits", () => {
    expect(arrangementStatusDecoder(arrangement)?.cardLast4).toBe('1111');
  });

  it('never hand on more of the card number than its last four digits', () => {
    const receipt = arrangementStatusDecoder({ ...arrangement, cardLast4: '4111111111111111' });
    expect(receipt?.cardLast4).toBeUndefined();
  });

  const guest = {
    reference: 'G1',
    status: 'successful',
    method: 'card',
    cardBrand: 'visa',
    lines: [{ policyNumber: 'P-1', productName: 'Life', amountCents: 5000 }],
    totalCents: 5000,
    payorName: 'Tan Ah Kow',
    createdAt: '2026-11-22T10:15:00+08:00',
    paidAt: '2026-11-22T10:16:00+08:00',
  };

  it("take the guest receipt's instants", () => {
    expect(guestPaymentStatusReply(guest)?.paidAt).toBe('2026-11-22T10:16:00+08:00');
  });

  it('hold the guest receipt to instants with an offset, as the other receipts', () => {
    expect(guestPaymentStatusReply({ ...guest, createdAt: '2026-11-22 10:15' })).toBeUndefined();
    expect(guestPaymentStatusReply({ ...guest, paidAt: '22/11/2026 10:16' })?.paidAt).toBeUndefined();
  });
});
