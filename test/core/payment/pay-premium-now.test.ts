import { PaymentDraft } from '../../../src/core/payment/payment-draft';
import { buildPaymentArea } from '../../../src/core/payment/payment.services';
import { PAYMENT_PATHS } from '../../../src/core/api/payment.contract';
import { envelopeReply } from '../../support/fakes';
import { fakeAreaPorts } from '../../support/area-ports';
import { policyDue } from './payment-builders';

/** The payment area with nothing chosen yet, the server listing L-1001-01 (S$245.30 overdue) and E-1001-03. */
function world() {
  const { ports, http, navigation, ids, drafts } = fakeAreaPorts();
  const draft = new PaymentDraft(drafts.payment, ids);
  const { services } = buildPaymentArea(ports, draft);
  http.on(
    PAYMENT_PATHS.policiesDue,
    envelopeReply({
      policies: [
        policyDue(),
        policyDue({ policyNumber: 'E-1001-03', amountDueCents: 88_05, dueDate: '2026-12-16', overdue: false }),
      ],
    }),
  );
  return { services, navigation, draft };
}

describe('Paying the premium a new arrangement will not take', () => {
  it('chooses that premium alone, in full, and goes on to the method step', async () => {
    const w = world();
    await w.services.payPremiumNow.execute('L-1001-01', 245_30);
    expect(w.draft.snapshot.lines.map((l) => [l.policyNumber, l.amountCents])).toEqual([['L-1001-01', 245_30]]);
    expect(w.navigation.history.at(-1)).toBe('/one-time-payment/payment-method');
  });

  it.each([
    ['a premium no longer due', 'X-0000-00', 245_30],
    ['another amount than the server now has', 'L-1001-01', 100_00],
  ])('opens the list of premiums due for %s, choosing nothing', async (_, policyNumber, cents) => {
    const w = world();
    await w.services.payPremiumNow.execute(policyNumber, cents);
    expect(w.draft.snapshot.lines).toEqual([]);
    expect(w.navigation.history.at(-1)).toBe('/one-time-payment');
  });
});
