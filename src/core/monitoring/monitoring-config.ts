import { isRecord } from '../config';

/** `monitoring` in config.js (docs/config.md). Off unless an endpoint is set. */
export interface MonitoringConfig {
  /** Where the events are POSTed: an https URL (or http on a loopback host, for tests); '' for off. */
  endpoint: string;
  /** The share of page sessions that report, 0 to 1. */
  sampleRate: number;
}

export const MONITORING_OFF: MonitoringConfig = Object.freeze({ endpoint: '', sampleRate: 1 });

/**
 * Reads `monitoring` from the raw config object. Apart from readConfig on purpose: it runs in the services chunk
 * and on the server (the CSP), never in a page's first script, whose budget has no room (docs/performance.md).
 */
export function readMonitoringConfig(raw: unknown): MonitoringConfig {
  const source = isRecord(raw) && isRecord(raw.monitoring) ? raw.monitoring : {};
  const endpoint = typeof source.endpoint === 'string' ? source.endpoint.trim() : '';
  const rate = source.sampleRate;
  const valid =
    /^https:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/.test(endpoint) ||
    /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?(\/[^\s?#]*)?$/.test(endpoint) ||
    /^\/[\w\-./]*$/.test(endpoint);
  return {
    endpoint: valid ? endpoint : '',
    sampleRate: typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 1,
  };
}

/** The endpoint's origin for the CSP's connect-src; '' when off or on the portal's own origin. */
export function monitoringOrigin(config: MonitoringConfig): string {
  const match = /^(https?:\/\/[^/]+)/.exec(config.endpoint);
  return match ? match[1]! : '';
}
