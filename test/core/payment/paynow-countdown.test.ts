import { PayNowCountdown } from '../../../src/core/payment/paynow-countdown';
import type { PayNowWatchSnapshot } from '../../../src/core/payment/paynow-watch';
import { Store } from '../../../src/core/shared/store';
import { FakeClock } from '../../support/fakes';
import { payNowInstruction, UEN } from './payment-builders';

const START = Date.UTC(2026, 10, 22, 2, 0, 0); // FakeClock's default

function world(expiresInMs: number, timeKnown = true) {
  const clock = new FakeClock();
  const waiting = (expiresAt: number, known = timeKnown): PayNowWatchSnapshot => ({
    status: 'waiting',
    instruction: payNowInstruction(),
    payee: { name: 'Example Insurance Pte Ltd', uen: UEN },
    expiresAt,
    timeKnown: known,
  });
  const watch = new Store<PayNowWatchSnapshot>(waiting(START + expiresInMs));
  const countdown = new PayNowCountdown(clock, watch);
  return { clock, watch, countdown, waiting, left: () => countdown.store.getSnapshot() };
}

describe('the PayNow countdown', () => {
  it('counts whole seconds, rounded up, on the ClockPort, and moves only when the clock moves', () => {
    const w = world(900_500);
    w.countdown.start();
    expect(w.left()).toBe(901);
    w.clock.jump(5_000); // time passes without a tick (a throttled tab): the snapshot waits for the next one
    expect(w.left()).toBe(901);
    w.clock.advance(499);
    expect(w.left()).toBe(896);
    w.clock.advance(1);
    expect(w.left()).toBe(895);
    w.clock.advance(999);
    expect(w.left()).toBe(895);
    w.clock.advance(1);
    expect(w.left()).toBe(894);
  });

  it('stops at 0 with no timer left, and counts again when the server gives the code more time', () => {
    const w = world(2_000);
    w.countdown.start();
    w.clock.advance(5_000);
    expect(w.left()).toBe(0);
    expect(w.clock.pendingTimers).toBe(0);
    w.watch.set(w.waiting(w.clock.now() + 60_000));
    expect(w.left()).toBe(60);
    expect(w.clock.pendingTimers).toBe(1);
  });

  it('says nothing until the server has said how long the code lasts, or once the page stops', () => {
    const w = world(900_000, false);
    const stop = w.countdown.start();
    expect(w.left()).toBeUndefined();
    expect(w.clock.pendingTimers).toBe(0);
    w.watch.set(w.waiting(START + 600_000, true));
    expect(w.left()).toBe(600);
    stop();
    expect(w.left()).toBeUndefined();
    expect(w.clock.pendingTimers).toBe(0);
    w.watch.set(w.waiting(START + 300_000, true));
    expect(w.left()).toBeUndefined();
    w.countdown.start();
    w.watch.set({ status: 'paid', reference: 'PP2611220001' });
    expect(w.left()).toBeUndefined();
    expect(w.clock.pendingTimers).toBe(0);
  });
});
