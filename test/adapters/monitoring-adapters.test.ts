import { BATCH_WINDOW_MS, BeaconMonitoringAdapter, MAX_BATCH } from '../../src/adapters/beacon-monitoring.adapter';
import { blockedOrigin, startMonitoring } from '../../src/adapters/monitoring-hooks.adapter';
import { looksPersonal } from '../../src/core/analytics/personal-data';
import { frames, Monitor } from '../../src/core/monitoring/monitor';
import type { MonitoringEvent } from '../../src/core/monitoring/monitoring-event';
import { FakeClock, SequentialIds } from '../support/fakes';

const event = (n: number): MonitoringEvent => ({
  v: 1,
  release: 'r',
  session: 's',
  route: '/',
  time: n,
  type: 'session-end',
  reason: 'timeout',
});

describe('BeaconMonitoringAdapter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('batches: events wait up to the batch window, then go in one POST of the documented shape', () => {
    const sent: { endpoint: string; body: string }[] = [];
    const adapter = new BeaconMonitoringAdapter('/collect', (endpoint, body) => sent.push({ endpoint, body }));
    adapter.deliver(event(1));
    adapter.deliver(event(2));
    jest.advanceTimersByTime(BATCH_WINDOW_MS - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.endpoint).toBe('/collect');
    expect(JSON.parse(sent[0]!.body)).toEqual({ v: 1, events: [event(1), event(2)] });
  });

  it('a full batch goes at once; a flush (page hidden or left) sends what waits', () => {
    const sent: string[] = [];
    const adapter = new BeaconMonitoringAdapter('/collect', (_, body) => sent.push(body));
    for (let i = 0; i < MAX_BATCH; i++) adapter.deliver(event(i));
    expect(sent).toHaveLength(1);
    adapter.deliver(event(99));
    adapter.flush();
    expect(sent).toHaveLength(2);
    adapter.flush();
    expect(sent).toHaveLength(2);
  });
});

describe('the page hooks', () => {
  it('off without an endpoint, or outside the sample: the monitor keeps nothing', () => {
    const make = () => new Monitor({ clock: new FakeClock(), ids: new SequentialIds(), release: 'r', path: () => '/' });
    const off = make();
    startMonitoring(off, { endpoint: '', sampleRate: 1 });
    expect(off.enabled).toBe(false);
    const unsampled = make();
    startMonitoring(unsampled, { endpoint: '/collect', sampleRate: 0.25 }, () => 0.5);
    expect(unsampled.enabled).toBe(false);
    const sampled = make();
    startMonitoring(
      sampled,
      { endpoint: '/collect', sampleRate: 0.25 },
      () => 0.1,
      () => new Promise(() => undefined),
    );
    expect(sampled.enabled).toBe(true);
  });

  it('a stack: a few frames, no query, positions that the privacy guard does not take for a code', () => {
    const stack =
      'Error: x\n    at f (https://p.example/assets/main.abc.js?v=1:1:123456)\n    at g (https://p.example/a.js:2:3)';
    const out = frames(stack);
    expect(out).toBe(
      'Error: x\nat f (https://p.example/assets/main.abc.js:L1C123456)\nat g (https://p.example/a.js:L2C3)',
    );
    expect(looksPersonal(out)).toBe(false);
  });

  it('a blocked address by its origin only', () => {
    expect(blockedOrigin('https://blocked.example/pixel.png?who=S1234567D')).toBe('https://blocked.example');
    expect(blockedOrigin('inline')).toBe('inline');
    expect(blockedOrigin('eval')).toBe('eval');
  });
});
