import { getResponse } from 'msw';
import { MAX_MONITORING } from '../../sandbox/controls';
import { createSandbox } from '../../sandbox/sandbox';
import { ORIGIN, sandboxKeys } from './login-world';

/** The sandbox's monitoring collector (docs/sandbox-controls.md) and the request log's correlation ids. */
const sandbox = createSandbox({ keys: sandboxKeys() });
const send = (body: string) =>
  getResponse(
    sandbox.handlers,
    new Request(`${ORIGIN}/sandbox/monitoring`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body }),
  );
const list = async () =>
  (
    (await (await getResponse(sandbox.handlers, new Request(`${ORIGIN}/sandbox/monitoring`)))!.json()) as {
      events: unknown[];
    }
  ).events;

beforeEach(() => sandbox.reset());

describe('the monitoring collector', () => {
  it('keeps the events of each batch, lists them, and forgets them on reset', async () => {
    expect((await send(JSON.stringify({ v: 1, events: [{ type: 'a' }, { type: 'b' }] })))!.status).toBe(204);
    await send(JSON.stringify({ v: 1, events: [{ type: 'c' }] }));
    expect(await list()).toEqual([{ type: 'a' }, { type: 'b' }, { type: 'c' }]);
    sandbox.reset();
    expect(await list()).toEqual([]);
  });

  it('refuses what is not the protocol’s body', async () => {
    expect((await send('not json'))!.status).toBe(400);
    expect((await send(JSON.stringify({ events: 'x' })))!.status).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('keeps the last MAX_MONITORING events', async () => {
    const events = Array.from({ length: MAX_MONITORING + 5 }, (_, i) => ({ i }));
    await send(JSON.stringify({ v: 1, events }));
    const kept = await list();
    expect(kept).toHaveLength(MAX_MONITORING);
    expect(kept[0]).toEqual({ i: 5 });
  });

  it('logs each API request’s X-Correlation-Id', async () => {
    await getResponse(
      sandbox.handlers,
      new Request(`${ORIGIN}/rs/v1/maintenance`, { headers: { 'X-Correlation-Id': '7KQ2-M9XD' } }),
    );
    expect(sandbox.state.requests.map((r) => r.correlationId)).toEqual(['7KQ2-M9XD']);
  });
});
