import { describeError } from '../../../src/core/errors/catalogue';
import { ErrorState } from '../../../src/core/errors/error-state';
import { ApiClient, CORRELATION_HEADER } from '../../../src/core/http/api-client';
import { postWithKey, RETRY_DELAYS_MS } from '../../../src/core/http/exactly-once';
import { Monitor } from '../../../src/core/monitoring/monitor';
import { REFERENCE_PATTERN } from '../../../src/core/monitoring/reference';
import { object, str } from '../../../src/core/shared/decode';
import type { HttpReply } from '../../../src/core/ports/http.port';
import { envelopeReply, FakeClock, FakeHttp, RecordingMonitoring } from '../../support/fakes';

const decoder = object({ id: str });

function setup(replies: HttpReply[], elapsedMs = 0) {
  const clock = new FakeClock();
  const http = new FakeHttp().on('/rs/v1/things', () => {
    clock.jump(elapsedMs);
    return replies.shift() ?? { kind: 'network' };
  });
  const monitor = new Monitor({
    clock,
    ids: { newId: () => crypto.randomUUID() },
    release: 'r1',
    path: () => '/one-time-payment',
  });
  const port = new RecordingMonitoring();
  monitor.connect(port);
  const api = new ApiClient(http, { apiOrigin: '', requestTimeoutMs: 1000, bearerToken: () => 'tok', monitor });
  return { clock, http, monitor, port, api };
}

describe('the HTTP client with monitoring', () => {
  it('sends a fresh correlation id with every call, a support reference', async () => {
    const { http, api } = setup([envelopeReply({ id: 'a' }), envelopeReply({ id: 'b' })]);
    await api.post('/rs/v1/things', {}, decoder);
    await api.post('/rs/v1/things', {}, decoder);
    const ids = http.requests.map((r) => r.headers[CORRELATION_HEADER]);
    expect(ids.every((id) => REFERENCE_PATTERN.test(id ?? ''))).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('a failed call: the failure carries its reference, and one event has path, status, duration and retries', async () => {
    const { http, api, port } = setup([envelopeReply({}, 503, 503)], 120);
    const result = await api.post('/rs/v1/things', {}, decoder);
    const reference = http.requests[0]!.headers[CORRELATION_HEADER];
    expect(result).toEqual({ ok: false, failure: { kind: 'status', status: 503, reference } });
    expect(port.ofType('call-failed')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/rs/v1/things',
        failure: 'status',
        status: 503,
        durationMs: 120,
        retries: 0,
        reference,
      }),
    ]);
  });

  it('reports transport failures by kind, and nothing for a call that worked', async () => {
    const { api, port } = setup([
      { kind: 'timeout' },
      { kind: 'reply', status: 200, text: '<html>' },
      envelopeReply({ id: 'x' }),
    ]);
    await api.post('/rs/v1/things', {}, decoder);
    await api.post('/rs/v1/things', {}, decoder);
    await api.post('/rs/v1/things', {}, decoder);
    expect(port.ofType('call-failed').map((e) => e.failure)).toEqual(['timeout', 'malformed']);
  });

  it('without a monitor no correlation id is sent and failures are as before', async () => {
    const http = new FakeHttp().on('/rs/v1/things', envelopeReply({}, 500, 500));
    const api = new ApiClient(http, { apiOrigin: '', requestTimeoutMs: 1000, bearerToken: () => null });
    expect(await api.post('/rs/v1/things', {}, decoder)).toEqual({
      ok: false,
      failure: { kind: 'status', status: 500 },
    });
    expect(http.requests[0]!.headers[CORRELATION_HEADER]).toBeUndefined();
  });

  it('the error dialog raised for a failed call shows that call’s reference', async () => {
    const { http, api, monitor } = setup([envelopeReply({}, 503, 503)]);
    const errors = new ErrorState(monitor);
    const result = await api.post('/rs/v1/things', {}, decoder);
    if (result.ok || result.failure.kind !== 'status') throw new Error('expected a status failure');
    errors.handleError({ status: result.failure.status });
    const shown = errors.store.getSnapshot();
    expect(shown.reference).toBe(http.requests[0]!.headers[CORRELATION_HEADER]);
    expect(shown.callPath).toBe('/rs/v1/things');
    expect(describeError(shown)).toEqual({ key: 'technical' }); // the spec's words are unchanged
  });

  it('money in doubt: a keyed create left unknown after its retries, then answered on the next press', async () => {
    const { clock, api, port } = setup([
      { kind: 'timeout' },
      envelopeReply({}, 503, 503),
      { kind: 'network' },
      envelopeReply({ id: 'P1' }),
    ]);
    const post = () => postWithKey({ api, clock, path: '/rs/v1/things', body: {}, decoder, key: 'K-1' });
    const first = post();
    for (const delay of RETRY_DELAYS_MS) {
      for (let i = 0; i < 5; i++) await Promise.resolve();
      clock.advance(delay);
    }
    await expect(first).resolves.toEqual({ kind: 'unknown', reference: expect.stringMatching(REFERENCE_PATTERN) });
    await expect(post()).resolves.toEqual({ kind: 'ok', data: { id: 'P1' } });
    const doubt = port.ofType('money-in-doubt');
    expect(doubt).toEqual([
      expect.objectContaining({ state: 'unconfirmed', path: '/rs/v1/things', retries: 2 }),
      expect.objectContaining({ state: 'resolved', outcome: 'made', retries: 0, intent: doubt[0]!.intent }),
    ]);
    expect(port.ofType('call-failed').map((e) => e.retries)).toEqual([0, 1, 2]);
  });
});
