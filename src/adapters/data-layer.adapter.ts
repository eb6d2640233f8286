import type { AnalyticsEntry, AnalyticsPort } from '../core/ports/analytics.port';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The tag manager's data layer. Works whether or not the tag manager ever loads. */
export class DataLayerAdapter implements AnalyticsPort {
  push(entry: AnalyticsEntry): void {
    (window.dataLayer ??= []).push({ ...entry });
  }
}
