import { ApiClient } from '../../../src/core/http/api-client';
import { object, str } from '../../../src/core/shared/decode';
import { IDEMPOTENCY_HEADER, postWithKey, RETRY_DELAYS_MS, SingleFlight } from '../../../src/core/http/exactly-once';
import type { HttpReply } from '../../../src/core/ports/http.port';
import { envelopeReply, FakeClock, FakeHttp } from '../../support/fakes';

const decoder = object({ id: str });

function setup(replies: HttpReply[]) {
  const http = new FakeHttp().on('/things', () => replies.shift() ?? { kind: 'network' });
  const clock = new FakeClock();
  const api = new ApiClient(http, { apiOrigin: '', requestTimeoutMs: 1000, bearerToken: () => null });
  const post = () => postWithKey({ api, clock, path: '/things', body: { a: 1 }, decoder, key: 'K-1' });
  return { http, clock, post };
}

/** Lets the pending post run to its next timer, then fires it. */
async function settle(clock: FakeClock, ms: number) {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  clock.advance(ms);
}

describe('postWithKey', () => {
  it('returns the data of the first answer, sent under the key', async () => {
    const { http, post } = setup([envelopeReply({ id: 'P1' })]);
    await expect(post()).resolves.toEqual({ kind: 'ok', data: { id: 'P1' } });
    expect(http.requests[0]!.headers[IDEMPOTENCY_HEADER]).toBe('K-1');
  });

  it('retries an unknown outcome with the same key after each delay, then gives up as unknown', async () => {
    const { http, clock, post } = setup([
      { kind: 'timeout' },
      envelopeReply({}, 503, 503),
      { kind: 'reply', status: 200, text: '<html>' },
    ]);
    const outcome = post();
    for (const delay of RETRY_DELAYS_MS) await settle(clock, delay);
    await expect(outcome).resolves.toEqual({ kind: 'unknown' });
    expect(http.requests.map((r) => r.headers[IDEMPOTENCY_HEADER])).toEqual(['K-1', 'K-1', 'K-1']);
  });

  it('treats a 409 on our key as unknown (something exists under it), and a plain 4xx as refused', async () => {
    const reused = setup([
      envelopeReply({ errors: [{ errorCode: 'IDEMPOTENCY_KEY_REUSED' }] }, 409, 409),
      envelopeReply({ id: 'P1' }),
    ]);
    const first = reused.post();
    await settle(reused.clock, RETRY_DELAYS_MS[0]!);
    await expect(first).resolves.toEqual({ kind: 'ok', data: { id: 'P1' } });

    const refused = setup([envelopeReply({ errors: [{ errorCode: 'AMOUNT_INVALID' }] }, 400, 400)]);
    await expect(refused.post()).resolves.toEqual({
      kind: 'refused',
      failure: { kind: 'status', status: 400, code: 'AMOUNT_INVALID' },
    });
    expect(refused.http.requests).toHaveLength(1);
  });
});

describe('SingleFlight', () => {
  it('joins presses while a run is in flight, and reports submitting then done', async () => {
    const flight = new SingleFlight<string>();
    let runs = 0;
    let finish!: (v: string) => void;
    const task = () => {
      runs += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const a = flight.run(task);
    const b = flight.run(task);
    expect(a).toBe(b);
    expect(flight.store.getSnapshot()).toEqual({ status: 'submitting' });
    flight.reset(); // ignored while in flight
    expect(flight.store.getSnapshot()).toEqual({ status: 'submitting' });
    finish('done');
    await expect(a).resolves.toBe('done');
    expect(runs).toBe(1);
    expect(flight.store.getSnapshot()).toEqual({ status: 'done', result: 'done' });
    flight.reset();
    expect(flight.store.getSnapshot()).toEqual({ status: 'idle' });
  });
});
