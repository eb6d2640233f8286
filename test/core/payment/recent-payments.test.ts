import { NO_ERROR } from '../../../src/core/errors/error-state';
import { PAYMENT_PATHS, type RecentPayment } from '../../../src/core/api/payment.contract';
import { buildPaymentArea } from '../../../src/core/payment/payment.services';
import { PaymentDraft } from '../../../src/core/payment/payment-draft';
import type { HttpReply } from '../../../src/core/ports/http.port';
import { envelopeReply } from '../../support/fakes';
import { fakeAreaPorts } from '../../support/area-ports';
import { flush, pollsOver } from './payment-builders';

const START = Date.UTC(2026, 10, 22, 2, 0, 0); // FakeClock's default

const payment = (status: RecentPayment['status']): RecentPayment => ({
  reference: 'PP2611220001',
  status,
  method: 'paynow',
  lines: [{ policyNumber: 'L-1001-01', productName: 'TermGuard Life', amountCents: 245_30 }],
  totalCents: 245_30,
  createdAt: '2026-11-22T09:50:00+08:00',
  ...(status === 'pending' ? {} : { paidAt: '2026-11-22T09:57:00+08:00' }),
});

function world() {
  const { ports, http, clock, errors, drafts, ids } = fakeAreaPorts();
  const { services, forget } = buildPaymentArea(ports, new PaymentDraft(drafts.payment, ids));
  let reply: HttpReply = envelopeReply({ payments: [payment('pending')] });
  http.on(PAYMENT_PATHS.recentPayments, () => reply);
  const calls = () => http.callsTo(PAYMENT_PATHS.recentPayments);
  return {
    recent: services.loadRecentPayments,
    http,
    forget,
    clock,
    errors,
    calls,
    run: pollsOver(clock, calls, START),
    setReply: (r: HttpReply) => (reply = r),
  };
}

describe('the recent payments', () => {
  it('lists what the server answers, and asks nothing more when none is waiting', async () => {
    const w = world();
    w.setReply(envelopeReply({ payments: [payment('successful')] }));
    const shown = await w.recent.execute();
    expect(shown).toEqual({ status: 'ready', payments: [payment('successful')] });
    expect(JSON.parse(w.calls()[0]!.body!)).toEqual({});
    expect(w.clock.pendingTimers).toBe(0);
  });

  it('asks again every 10 s while a PayNow code waits, and shows it paid as soon as the server says so', async () => {
    const w = world();
    await w.recent.execute();
    expect(await w.run(25)).toEqual([10, 20]);
    expect(w.http.callsTo(PAYMENT_PATHS.policiesDue)).toHaveLength(0);
    w.setReply(envelopeReply({ payments: [payment('successful')] }));
    expect(await w.run(10)).toEqual([30]);
    expect(w.recent.store.getSnapshot()).toEqual({ status: 'ready', payments: [payment('successful')] });
    // Its policies are no longer due: the list of policies due is asked again, once.
    expect(w.http.callsTo(PAYMENT_PATHS.policiesDue)).toHaveLength(1);
    expect(await w.run(60)).toEqual([]);
  });

  it('asks quietly: a failed check keeps what is shown and raises no dialog; a refusal stops the checks', async () => {
    const w = world();
    await w.recent.execute();
    const shown = w.recent.store.getSnapshot();
    w.setReply(envelopeReply({}, 503, 503));
    expect(await w.run(20)).toEqual([10, 20]);
    expect(w.recent.store.getSnapshot()).toBe(shown);
    expect(w.errors.store.getSnapshot()).toBe(NO_ERROR);
    w.setReply(envelopeReply({}, 401, 401));
    expect(await w.run(60)).toEqual([30]);
    expect(w.recent.store.getSnapshot()).toBe(shown);
    expect(w.clock.pendingTimers).toBe(0);
  });

  it('stops when the page is left, and when the session ends (the list is forgotten)', async () => {
    const w = world();
    await w.recent.execute();
    w.recent.stop();
    expect(w.clock.pendingTimers).toBe(0);
    expect(await w.run(30)).toEqual([]);

    await w.recent.execute();
    w.forget();
    await flush();
    expect(w.recent.store.getSnapshot()).toEqual({ status: 'idle' });
    expect(await w.run(30)).toEqual([]);
  });

  it('a page left while the list loads starts no checks when it lands', async () => {
    const w = world();
    const loading = w.recent.execute();
    w.recent.stop();
    await loading;
    expect(w.clock.pendingTimers).toBe(0);
  });
});
