/** `monitoring` in config.json (docs/config.md), checked with the rest of it (src/core/config.ts). Off while the endpoint is ''. */
export interface MonitoringConfig {
  /** Where the events are POSTed: an https URL (or http on a loopback host, for tests), a path here, or '' for off. */
  endpoint: string;
  /** The share of page sessions that report, 0 to 1. */
  sampleRate: number;
}

/** The endpoint's origin for the CSP's connect-src; '' when off or on the portal's own origin. */
export function monitoringOrigin(config: MonitoringConfig): string {
  const match = /^(https?:\/\/[^/]+)/.exec(config.endpoint);
  return match ? match[1]! : '';
}
