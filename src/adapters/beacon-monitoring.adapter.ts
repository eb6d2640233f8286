import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { Monitor } from '../core/monitoring/monitor';
import type { MonitoringConfig } from '../core/monitoring/monitoring-config';
import type { MonitoringEvent } from '../core/monitoring/monitoring-event';
import type { MonitoringPort } from '../core/ports/monitoring.port';

/** Events in one POST at most; the rest wait for the next. */
export const MAX_BATCH = 20;
/** How long an event waits for others before its batch goes. */
export const BATCH_WINDOW_MS = 2000;
/** sendBeacon and keepalive share 64 KB in flight: a batch never takes more than a quarter. */
const MAX_BODY = 16_000;

export type Send = (endpoint: string, body: string) => void;

/**
 * The monitoring events' delivery (docs/monitoring.md): batched, POSTed as `{"v":1,"events":[…]}` in text/plain
 * (a simple request: no CORS preflight), by navigator.sendBeacon, or fetch with keepalive where the beacon is
 * refused. Nothing is awaited and every failure is swallowed: a dead or hanging endpoint changes nothing for the
 * customer. Whatever is queued goes when the page is hidden or left.
 */
export class BeaconMonitoringAdapter implements MonitoringPort {
  private readonly queue: MonitoringEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly endpoint: string,
    private readonly send: Send = sendBeaconOrFetch,
  ) {}

  deliver(event: MonitoringEvent): void {
    this.queue.push(event);
    if (this.queue.length >= MAX_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), BATCH_WINDOW_MS);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      let body = JSON.stringify({ v: 1, events: batch });
      while (body.length > MAX_BODY && batch.length > 1) {
        batch.pop();
        body = JSON.stringify({ v: 1, events: batch });
      }
      if (body.length <= MAX_BODY) this.send(this.endpoint, body);
    }
  }
}

export function sendBeaconOrFetch(endpoint: string, body: string): void {
  try {
    if (navigator.sendBeacon?.(endpoint, body)) return;
  } catch {
    // fall through to fetch
  }
  try {
    fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit', mode: 'no-cors' }).catch(
      () => undefined,
    );
  } catch {
    // a monitoring outage changes nothing for the customer
  }
}

/** Loaded after the first paint (src/adapters/monitoring-hooks.adapter.ts): delivery and the Core Web Vitals. */
export function connectDelivery(monitor: Monitor, config: MonitoringConfig): BeaconMonitoringAdapter {
  const adapter = new BeaconMonitoringAdapter(config.endpoint);
  monitor.connect(adapter);
  const flush = () => adapter.flush();
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  const vital = (metric: Metric) =>
    monitor.report({
      type: 'web-vital',
      name: metric.name,
      // CLS is a small unitless score; the others are milliseconds.
      value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
      rating: metric.rating,
    });
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  onTTFB(vital);
  onFCP(vital);
  return adapter;
}
