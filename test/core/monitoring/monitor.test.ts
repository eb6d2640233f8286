import { Monitor } from '../../../src/core/monitoring/monitor';
import { REFERENCE_PATTERN } from '../../../src/core/monitoring/reference';
import { FakeClock, RecordingMonitoring, SequentialIds } from '../../support/fakes';

function setup(path = '/one-time-payment') {
  const clock = new FakeClock();
  const port = new RecordingMonitoring();
  let current = path;
  const monitor = new Monitor({ clock, ids: new SequentialIds('id-'), release: 'abc123', path: () => current });
  return { clock, port, monitor, go: (to: string) => (current = to) };
}

const failure = {
  method: 'POST',
  path: '/rs/v1/policies/due',
  failure: 'status',
  status: 503,
  durationMs: 40,
  retries: 0,
} as const;

describe('Monitor', () => {
  it('holds events until the delivery arrives, then sends them stamped with route, time, release and session', () => {
    const { monitor, port, clock } = setup();
    monitor.sessionEnded('timeout');
    expect(port.events).toEqual([]);
    monitor.connect(port);
    expect(port.events).toEqual([
      {
        v: 1,
        release: 'abc123',
        session: 'id-1',
        route: '/one-time-payment',
        time: clock.now(),
        type: 'session-end',
        reason: 'timeout',
      },
    ]);
  });

  it('off: keeps nothing and sends nothing, and still makes references', () => {
    const { monitor, port } = setup();
    monitor.sessionEnded('declined');
    monitor.disable();
    monitor.connect(port);
    monitor.sessionEnded('timeout');
    expect(port.events).toEqual([]);
    expect(monitor.enabled).toBe(false);
    expect(monitor.newReference()).toMatch(REFERENCE_PATTERN);
  });

  it('holds at most 50 events before the delivery arrives', () => {
    const { monitor, port } = setup();
    for (let i = 0; i < 80; i++) monitor.report({ type: 'error', source: 'uncaught', name: 'Error', message: `e${i}` });
    monitor.connect(port);
    expect(port.events).toHaveLength(30); // and of those, the minute's limit
  });

  it('reports a path that is not a route as *', () => {
    const { monitor, port, go } = setup();
    monitor.connect(port);
    go('/S1234567D');
    monitor.sessionEnded('timeout');
    go('/policies/secret-name');
    monitor.sessionEnded('declined');
    expect(port.events.map((e) => e.route)).toEqual(['*', '*']);
  });

  it('filters any string that looks personal or like an amount, and strips query strings', () => {
    const { monitor, port } = setup();
    monitor.connect(port);
    let n = 0; // each its own name: two filtered messages are otherwise the same event, and collapse
    const error = (message: string) =>
      monitor.report({ type: 'error', source: 'uncaught', name: `Error${n++}`, message });
    error('no customer S1234567D');
    error('born 31/08/1985');
    error('paid S$245.30');
    error('paid 1,245.30 today');
    error('call me on 9123 4567');
    error('failed at https://portal.example/page?nric=S1234567D&x=1 then');
    error('a plain bug');
    expect(port.ofType('error').map((e) => e.message)).toEqual([
      '[filtered]',
      '[filtered]',
      '[filtered]',
      '[filtered]',
      '[filtered]',
      'failed at https://portal.example/page then',
      'a plain bug',
    ]);
  });

  it('collapses a repeat within a minute, and sends it again after', () => {
    const { monitor, port, clock } = setup();
    monitor.connect(port);
    const error = () => monitor.report({ type: 'error', source: 'rejection', name: 'Error', message: 'again' });
    error();
    error();
    clock.advance(59_000);
    error();
    clock.advance(2_000);
    error();
    expect(port.events).toHaveLength(2);
  });

  it('repeats of one failing call collapse although each has its own reference', () => {
    const { monitor, port } = setup();
    monitor.connect(port);
    monitor.callFailed({ ...failure, reference: 'AAAA-AAAA' });
    monitor.callFailed({ ...failure, reference: 'BBBB-BBBB', durationMs: 99 });
    expect(port.ofType('call-failed')).toHaveLength(1);
  });

  it('sends at most 30 events a minute', () => {
    const { monitor, port, clock } = setup();
    monitor.connect(port);
    for (let i = 0; i < 40; i++) monitor.report({ type: 'error', source: 'uncaught', name: 'Error', message: `e${i}` });
    expect(port.events).toHaveLength(30);
    clock.advance(60_000);
    monitor.report({ type: 'error', source: 'uncaught', name: 'Error', message: 'later' });
    expect(port.events).toHaveLength(31);
  });

  it('a delivery that throws changes nothing for the caller', () => {
    const { monitor } = setup();
    monitor.connect({
      deliver: () => {
        throw new Error('down');
      },
    });
    expect(() => monitor.sessionEnded('timeout')).not.toThrow();
  });

  it('gives a dialog the reference and path of the call that failed with its status', () => {
    const { monitor, clock } = setup();
    monitor.callFailed({ ...failure, reference: 'AAAA-AAAA' });
    monitor.callFailed({ ...failure, status: 403, path: '/rs/v1/payments', reference: 'BBBB-BBBB' });
    expect(monitor.referenceFor(503)).toEqual({ reference: 'AAAA-AAAA', path: '/rs/v1/policies/due' });
    expect(monitor.referenceFor(403)).toEqual({ reference: 'BBBB-BBBB', path: '/rs/v1/payments' });
    // No call behind it (a refused address), or the call too long ago: a fresh reference of its own.
    const fresh = monitor.referenceFor(400, 'OUTBOUND_REFUSED');
    expect(fresh.reference).toMatch(REFERENCE_PATTERN);
    expect(fresh.path).toBeUndefined();
    clock.advance(61_000);
    expect(monitor.referenceFor(503).reference).not.toBe('AAAA-AAAA');
  });

  it('money in doubt: the unconfirmed intent and its later resolution share an intent id, never the key', () => {
    const { monitor, port } = setup();
    monitor.connect(port);
    monitor.settled('/rs/v1/payments', 'key-1', 'made', 0); // answered at once: never in doubt, nothing sent
    monitor.unconfirmed('/rs/v1/payments', 'key-2', 2);
    monitor.settled('/rs/v1/payments', 'key-2', 'made', 0);
    const [left, resolved] = port.ofType('money-in-doubt');
    expect(port.ofType('money-in-doubt')).toHaveLength(2);
    expect(left).toMatchObject({ state: 'unconfirmed', path: '/rs/v1/payments', retries: 2 });
    expect(resolved).toMatchObject({ state: 'resolved', outcome: 'made', intent: left!.intent });
    expect(JSON.stringify(port.events)).not.toContain('key-2');
  });
});
