import { BroadcastTabSyncAdapter } from '../../src/adapters/broadcast-tab-sync.adapter';
import { ACTIVITY_THROTTLE_MS, DocumentActivityAdapter } from '../../src/adapters/document-activity.adapter';

describe('DocumentActivityAdapter', () => {
  afterEach(() => jest.useRealTimers());

  it('reports pointer, key, touch and wheel input, throttled to once a second; not scroll events or mouse moves', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const seen: string[] = [];
    const stop = new DocumentActivityAdapter().watch({
      activity: () => seen.push('activity'),
      visibility: (v) => seen.push(`visible ${v}`),
    });
    document.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new Event('keydown'));
    expect(seen).toEqual(['activity']);
    jest.setSystemTime(1_000_000 + ACTIVITY_THROTTLE_MS);
    document.body.dispatchEvent(new Event('wheel', { bubbles: true }));
    jest.setSystemTime(1_000_000 + 3 * ACTIVITY_THROTTLE_MS);
    document.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('pointermove'));
    expect(seen).toEqual(['activity', 'activity']);
    document.dispatchEvent(new Event('touchstart'));
    expect(seen).toEqual(['activity', 'activity', 'activity']);
    stop();
    jest.setSystemTime(1_000_000 + 10 * ACTIVITY_THROTTLE_MS);
    document.dispatchEvent(new Event('keydown'));
    expect(seen).toHaveLength(3);
  });

  it('reports the tab’s visibility', () => {
    const seen: boolean[] = [];
    const adapter = new DocumentActivityAdapter();
    const stop = adapter.watch({ activity: () => undefined, visibility: (v) => seen.push(v) });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(adapter.isVisible()).toBe(false);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual([false, true]);
    stop();
  });
});

describe('BroadcastTabSyncAdapter', () => {
  it('delivers a logout to the other tab, not back to the sender, and closes its channel when nobody listens', async () => {
    const first = new BroadcastTabSyncAdapter();
    const second = new BroadcastTabSyncAdapter();
    const heardByFirst: string[] = [];
    const heard = new Promise<string>((resolve) => {
      const stop = second.subscribe((message) => {
        stop();
        resolve(message);
      });
    });
    const stopFirst = first.subscribe((m) => heardByFirst.push(m));
    first.publish('logout');
    await expect(heard).resolves.toBe('logout');
    stopFirst();
    expect(heardByFirst).toEqual([]);
  });
});
