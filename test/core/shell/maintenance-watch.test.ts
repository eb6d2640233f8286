import { ApiClient } from '../../../src/core/http/api-client';
import { object, str } from '../../../src/core/shared/decode';
import type { HttpReply } from '../../../src/core/ports/http.port';
import { MaintenanceWatch, MAINTENANCE_RECHECK_MS } from '../../../src/core/shell/maintenance';
import { envelopeReply, FakeClock, FakeHttp, FakeNavigation } from '../../support/fakes';

const ON = envelopeReply({ isMaintenance: 'true' });
const OFF = envelopeReply({ isMaintenance: 'false' });
const MAINTENANCE_503 = envelopeReply({ errors: [{ errorCode: 'MAINTENANCE', errorMessage: '' }] }, 503, 503);

function world() {
  let reply: HttpReply = ON;
  const http = new FakeHttp().on('/rs/v1/maintenance', () => reply);
  const navigation = new FakeNavigation();
  navigation.path = '/maintenance';
  const clock = new FakeClock();
  const entered: string[] = [];
  const api = new ApiClient(http, {
    apiOrigin: '',
    requestTimeoutMs: 1000,
    bearerToken: () => null,
    onMaintenance: () => entered.push(navigation.currentPath()),
  });
  return {
    http,
    navigation,
    clock,
    api,
    entered,
    watch: new MaintenanceWatch(api, navigation, clock),
    set: (next: HttpReply) => (reply = next),
  };
}

/** Lets the check's reply (a resolved promise chain) land. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('/maintenance both ways', () => {
  it('Try again: still on stays and says so; off returns to /', async () => {
    const w = world();
    await expect(w.watch.recheck()).resolves.toBe('on');
    expect(w.navigation.history).toEqual([]);
    w.set({ kind: 'network' });
    await expect(w.watch.recheck()).resolves.toBe('unknown');
    w.set(OFF);
    await expect(w.watch.recheck()).resolves.toBe('off');
    expect(w.navigation.history).toEqual(['/']);
  });

  it('checks quietly once a minute on the clock, and returns to / when maintenance ends', async () => {
    const w = world();
    const stop = w.watch.start();
    w.clock.advance(MAINTENANCE_RECHECK_MS - 1);
    expect(w.http.callsTo('/rs/v1/maintenance')).toHaveLength(0);
    w.clock.advance(1);
    await settle();
    expect(w.http.callsTo('/rs/v1/maintenance')).toHaveLength(1);
    w.clock.advance(MAINTENANCE_RECHECK_MS);
    await settle();
    expect(w.http.callsTo('/rs/v1/maintenance')).toHaveLength(2);
    w.set(OFF);
    w.clock.advance(MAINTENANCE_RECHECK_MS);
    await settle();
    expect(w.navigation.history).toEqual(['/']);
    w.clock.advance(10 * MAINTENANCE_RECHECK_MS);
    await settle();
    expect(w.http.callsTo('/rs/v1/maintenance')).toHaveLength(3); // done once it is off
    stop();
  });

  it('stops when the page goes', async () => {
    const w = world();
    const stop = w.watch.start();
    stop();
    w.clock.advance(5 * MAINTENANCE_RECHECK_MS);
    await settle();
    expect(w.http.callsTo('/rs/v1/maintenance')).toHaveLength(0);
  });

  it('a 503 with the maintenance code on any call sends the customer there, as a call without an answer', async () => {
    const w = world();
    w.navigation.path = '/one-time-payment';
    w.http.on('/rs/v1/policies/due', MAINTENANCE_503);
    const result = await w.api.post('/rs/v1/policies/due', {}, object({ x: str }));
    expect(result).toEqual({ ok: false, failure: { kind: 'network' } });
    expect(w.entered).toEqual(['/one-time-payment']);
  });

  it('a 503 without the code is still the technical difficulty it was', async () => {
    const w = world();
    w.http.on('/rs/v1/policies/due', envelopeReply({ errors: [] }, 503, 503));
    const result = await w.api.post('/rs/v1/policies/due', {}, object({ x: str }));
    expect(result).toEqual({ ok: false, failure: { kind: 'status', status: 503 } });
    expect(w.entered).toEqual([]);
  });
});
