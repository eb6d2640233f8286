import type { Monitor } from '../core/monitoring/monitor';
import type { MonitoringConfig } from '../core/monitoring/monitoring-config';

/**
 * Starts monitoring when config.json asks for it (docs/monitoring.md): the page's own hooks at once, so nothing after
 * the services boot is missed, and the delivery adapter with web-vitals in their own chunk once the page is loaded
 * and idle, so no first paint waits for them. Off (no endpoint, or a session outside the sample): nothing listens,
 * nothing loads, and the Monitor keeps nothing. The correlation ids are sent either way.
 */
export function startMonitoring(
  monitor: Monitor,
  config: MonitoringConfig,
  random: () => number = Math.random,
  loadDelivery: () => Promise<{ connectDelivery(monitor: Monitor, config: MonitoringConfig): unknown }> = () =>
    import(/* webpackChunkName: "monitoring" */ './beacon-monitoring.adapter'),
): void {
  if (!config.endpoint || random() >= config.sampleRate) {
    monitor.disable();
    return;
  }
  listen(monitor);
  const load = () =>
    loadDelivery().then(
      (m) => m.connectDelivery(monitor, config),
      () => monitor.disable(), // a monitoring outage changes nothing for the customer
    );
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void load(), { timeout: 3000 }) : void load();
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function listen(monitor: Monitor): void {
  window.addEventListener('error', (event) => monitor.reportError('uncaught', event.error, event.message));
  window.addEventListener('unhandledrejection', (event) => monitor.reportError('rejection', event.reason));
  document.addEventListener('securitypolicyviolation', (event) =>
    monitor.report({
      type: 'csp-violation',
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: blockedOrigin(event.blockedURI),
      ...(event.sourceFile ? { source: fileOf(event.sourceFile) } : {}),
    }),
  );
}

/** A blocked resource by origin only ('inline', 'eval' as the browser says), never its path or query. */
export function blockedOrigin(uri: string): string {
  const match = /^(https?|wss?):\/\/[^/?#]+/.exec(uri);
  return match ? match[0] : uri.split(/[:/?#]/)[0] || 'inline';
}

function fileOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === location.origin ? parsed.pathname : parsed.origin;
  } catch {
    return '';
  }
}
