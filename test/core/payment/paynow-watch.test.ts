import type { HttpReply } from '../../../src/core/ports/http.port';
import { PAYMENT_PATHS } from '../../../src/core/api/payment.contract';
import { PayNowWatch } from '../../../src/core/payment/paynow-watch';
import { policyholderPayNow } from '../../../src/core/payment/payment.services';
import { outcomePage } from '../../../src/core/shared/outcomes';
import { envelopeReply } from '../../support/fakes';
import { flush, payNowInstruction, pollsOver, paymentWorld } from './payment-builders';

const START = Date.UTC(2026, 10, 22, 2, 0, 0); // FakeClock's default: 10:00 in Singapore
const status = (s: 'pending' | 'paid' | 'expired' | 'aml' | 'unsuccessful' | 'cancelled') =>
  envelopeReply({ status: s, expiresAt: '2026-11-22T10:15:00+08:00' });

function world(expiresInMs = 15 * 60_000, payload?: string, sessionOver?: () => boolean) {
  const w = paymentWorld({ kind: 'paynow' });
  const expiresAt = new Date(START + expiresInMs).toISOString();
  const instruction = payNowInstruction({ expiresAt, ...(payload ? { payload } : {}) });
  w.draft.submit('key-1');
  w.draft.accepted('P-2', instruction.reference, instruction);
  let reply: HttpReply = status('pending');
  w.http.on(PAYMENT_PATHS.payNowStatus, () => reply);
  const watch = new PayNowWatch({
    ...w,
    payment: policyholderPayNow(w.api, w.draft),
    ...(sessionOver ? { sessionOver } : {}),
  });
  const polls = () => w.http.callsTo(PAYMENT_PATHS.payNowStatus);
  const run = pollsOver(w.clock, polls, START);
  return { ...w, watch, polls, run, setReply: (r: HttpReply) => (reply = r), instruction };
}

describe('PayNow status polling', () => {
  it('backs off 2 s, 3 s, 5 s, then every 10 s', async () => {
    const w = world();
    w.watch.start();
    expect(w.watch.store.getSnapshot()).toMatchObject({ status: 'waiting', expiresAt: START + 15 * 60_000 });
    expect(await w.run(60)).toEqual([2, 5, 10, 20, 30, 40, 50, 60]);
    expect(JSON.parse(w.polls()[0]!.body!)).toEqual({ reference: 'PP2611220001' });
  });

  it('moves on by itself when the server says paid, and clears the draft', async () => {
    const w = world();
    w.watch.start();
    await w.run(5);
    w.setReply(status('paid'));
    await w.run(5);
    expect(w.navigation.history).toEqual(['/payment-status/otp/paynow/success?ref=PP2611220001']);
    expect(w.draft.snapshot.lines).toEqual([]);
    expect(w.storage.raw).toBeNull();
    expect(await w.run(60)).toEqual([]);
  });

  it('moves to the outcome table’s page for a payment held, declined or cancelled, and stops polling', async () => {
    for (const [settled, page] of [
      ['aml', outcomePage('policyholderPayNow', 'aml')],
      ['unsuccessful', outcomePage('policyholderPayNow', 'unsuccessful')],
      ['cancelled', outcomePage('policyholderPayNow', 'cancelled')],
    ] as const) {
      const w = world();
      w.watch.start();
      await w.run(5);
      w.setReply(status(settled));
      await w.run(5);
      expect(page).toBeDefined();
      expect(w.navigation.history).toEqual([`${page}?ref=PP2611220001`]);
      // Held: the money arrived, the draft is done with; refused: released for a new code.
      expect(w.draft.snapshot.lines.length === 0).toBe(settled === 'aml');
      expect(await w.run(60)).toEqual([]);
    }
  });

  it('stops when disposed, with no timer left behind', async () => {
    const w = world();
    const dispose = w.watch.start();
    await w.run(5);
    dispose();
    expect(w.clock.pendingTimers).toBe(0);
    expect(await w.run(60)).toEqual([]);
  });

  it('stops when the login ends while the page still shows it: no check goes after that', async () => {
    const w = world();
    w.watch.start();
    expect(await w.run(2)).toEqual([2]);
    w.watch.forget();
    expect(await w.run(60)).toEqual([]);
    expect(w.clock.pendingTimers).toBe(0);
  });

  it('checks nothing once the session is ending, before the login’s end forgets the code', async () => {
    // Logout.endSession clears the token as its terminate goes out, and forgets the code once it is answered.
    let ending = false;
    const w = world(undefined, undefined, () => ending);
    w.watch.start();
    expect(await w.run(2)).toEqual([2]);
    ending = true;
    expect(await w.run(60)).toEqual([]);
    w.activity.hide();
    w.activity.show();
    expect(await w.run(10)).toEqual([]);
    expect(w.clock.pendingTimers).toBe(0);
  });

  it('ignores a reply that lands after it was disposed', async () => {
    const w = world();
    let release!: (r: HttpReply) => void;
    w.http.on(PAYMENT_PATHS.payNowStatus, () => new Promise<HttpReply>((r) => (release = r)));
    const dispose = w.watch.start();
    w.clock.advance(2000);
    await flush();
    dispose();
    release(status('paid'));
    await flush();
    expect(w.navigation.history).toEqual([]);
  });

  it('asks at the local deadline and keeps asking until the server says expired; only then a new code may be made', async () => {
    const w = world(7000);
    w.watch.start();
    expect(await w.run(9)).toEqual([2, 5, 7, 9]);
    expect(w.draft.locked).toBe(true);
    w.setReply(status('expired'));
    await w.run(2);
    expect(w.navigation.history).toEqual(['/payment-status/otp/paynow/expired?ref=PP2611220001']);
    expect(w.draft.locked).toBe(false);
    expect(w.draft.snapshot.lines).toHaveLength(1);
  });

  it('keeps polling through network failures and 5xx replies', async () => {
    const w = world();
    w.watch.start();
    w.setReply({ kind: 'network' });
    await w.run(5);
    w.setReply(envelopeReply({ errors: [] }, 503, 503));
    await w.run(5);
    w.setReply(status('paid'));
    await w.run(10);
    expect(w.navigation.history).toEqual(['/payment-status/otp/paynow/success?ref=PP2611220001']);
    expect(w.errors.store.getSnapshot().status).toBe(200);
  });

  it('stops on a 401: the shell ends the session', async () => {
    const w = world();
    w.watch.start();
    w.setReply(envelopeReply({ errors: [] }, 401, 401));
    await w.run(2);
    expect(w.watch.store.getSnapshot()).toEqual({ status: 'stopped' });
    expect(w.errors.store.getSnapshot().status).toBe(401);
    expect(await w.run(60)).toEqual([]);
  });

  it('never draws or polls a code whose CRC is wrong', async () => {
    const bad = payNowInstruction().payload.slice(0, -4) + 'FFFF';
    const w = world(15 * 60_000, bad);
    w.watch.start();
    expect(w.watch.store.getSnapshot()).toEqual({ status: 'badQr', error: 'crc' });
    expect(await w.run(10)).toEqual([]);
  });

  it('back on the page (the tab visible again), asks at once and then quickly again', async () => {
    const w = world();
    w.watch.start();
    expect(await w.run(30)).toEqual([2, 5, 10, 20, 30]);
    // 3 s into a 10 s wait (a hidden tab's timers may be held for a minute): the customer returns.
    await w.run(3);
    w.activity.hide();
    await flush();
    expect(w.polls()).toHaveLength(5);
    w.activity.show();
    await flush();
    expect(w.polls()).toHaveLength(6);
    expect(await w.run(10)).toEqual([35, 38, 43]);
    w.setReply(status('paid'));
    w.activity.show();
    await flush();
    expect(w.navigation.history).toEqual(['/payment-status/otp/paynow/success?ref=PP2611220001']);
    // Settled: nothing more to ask.
    const before = w.polls().length;
    w.activity.show();
    await flush();
    expect(w.polls()).toHaveLength(before);
    expect(w.clock.pendingTimers).toBe(0);
  });

  it('never asks twice at once, and does nothing once disposed or before it starts', async () => {
    const w = world();
    w.activity.show();
    await flush();
    expect(w.polls()).toHaveLength(0);
    let release!: (r: HttpReply) => void;
    w.http.on(PAYMENT_PATHS.payNowStatus, () => new Promise<HttpReply>((r) => (release = r)));
    const dispose = w.watch.start();
    w.activity.show();
    w.activity.show();
    await flush();
    expect(w.polls()).toHaveLength(1);
    release(status('pending'));
    await flush();
    dispose();
    expect(w.activity.watching).toBe(0);
    w.activity.show();
    await flush();
    expect(w.polls()).toHaveLength(1);
    expect(w.clock.pendingTimers).toBe(0);
  });

  it('says so when this tab has no PayNow payment', () => {
    const w = paymentWorld({ kind: 'paynow' });
    const watch = new PayNowWatch({ ...w, payment: policyholderPayNow(w.api, w.draft) });
    watch.start();
    expect(watch.store.getSnapshot()).toEqual({ status: 'none' });
  });

  it.each([
    ['10 minutes slow', -10],
    ['10 minutes fast', 10],
  ])('counts down on the server’s clock with the device %s', async (_name, offsetMinutes) => {
    // The device reads the server's 15-minute instant off by the offset; the server's reply says 900 s are left.
    const w = world(15 * 60_000 - offsetMinutes * 60_000);
    w.setReply(envelopeReply({ status: 'pending', expiresAt: '2026-11-22T10:15:00+08:00', expiresInSeconds: 898 }));
    w.watch.start();
    expect(w.watch.store.getSnapshot()).toMatchObject({ status: 'waiting', timeKnown: false });
    await w.run(2);
    expect(w.watch.store.getSnapshot()).toMatchObject({
      status: 'waiting',
      timeKnown: true,
      expiresAt: START + 2000 + 898_000,
    });
  });
});

describe('PayNow status as the page starts (prepare, before the screen has drawn)', () => {
  it('offers the code at once and asks nothing until the screen watches; its watch then asks at once', async () => {
    const w = world();
    w.setReply(envelopeReply({ status: 'pending', expiresAt: '2026-11-22T10:15:00+08:00', expiresInSeconds: 600 }));
    w.watch.prepare();
    // The screen's first render already has the code to draw, and no request competes with drawing it.
    expect(w.watch.store.getSnapshot()).toMatchObject({ status: 'waiting', timeKnown: false });
    await flush();
    expect(w.polls()).toHaveLength(0);
    w.clock.advance(1000); // the screen's chunk arrives a second later
    w.watch.start();
    await flush();
    expect(w.polls()).toHaveLength(1);
    // The server's seconds count from when the check was asked.
    expect(w.watch.store.getSnapshot()).toMatchObject({
      status: 'waiting',
      timeKnown: true,
      expiresAt: START + 1000 + 600_000,
    });
    // Then the usual back-off from there: 2 s, 3 s, 5 s.
    expect((await w.run(10)).map((s) => s - 1)).toEqual([2, 5, 10]);
    expect(w.polls()).toHaveLength(4);
  });

  it('goes to the receipt on a "paid" to the first check, made once the screen watches', async () => {
    const w = world();
    w.setReply(status('paid'));
    w.watch.prepare();
    await flush();
    expect(w.navigation.history).toEqual([]);
    w.watch.start();
    await flush();
    expect(w.navigation.history).toEqual(['/payment-status/otp/paynow/success?ref=PP2611220001']);
    expect(w.polls()).toHaveLength(1);
  });

  it('asks once however often the page starts, at once if the screen was there first, and nothing without a code', async () => {
    const w = world();
    w.watch.prepare();
    w.watch.prepare();
    await flush();
    expect(w.polls()).toHaveLength(0);
    const dispose = w.watch.start();
    await flush();
    expect(w.polls()).toHaveLength(1);
    dispose();

    // The screen was already watching (its chunk was there before the page's area was told): the check goes now,
    // not at the 2 s timer.
    const first = world();
    const stop = first.watch.start();
    first.watch.prepare();
    await flush();
    expect(first.polls()).toHaveLength(1);
    stop();

    const none = paymentWorld({ kind: 'paynow' });
    const watch = new PayNowWatch({ ...none, payment: policyholderPayNow(none.api, none.draft) });
    watch.prepare();
    await flush();
    expect(none.http.callsTo(PAYMENT_PATHS.payNowStatus)).toHaveLength(0);
    expect(watch.store.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('forgets the started page when the login ends: the next page waits for the first back-off step', async () => {
    const w = world();
    w.watch.prepare();
    w.watch.forget();
    expect(w.watch.store.getSnapshot()).toEqual({ status: 'idle' });
    w.watch.start();
    await flush();
    expect(w.polls()).toHaveLength(0);
    expect(await w.run(2)).toEqual([2]);
  });
});
