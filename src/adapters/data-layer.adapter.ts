import type { AnalyticsEntry, AnalyticsPort } from '../core/ports/analytics.port';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The tag manager's data layer. Works whether or not the tag manager ever loads. The tag manager runs in the vendor
 * frame (third-party-scripts.adapter.ts): it gets this adapter's own entries, which the core has already rid of
 * personal data, never whatever else lands in `window.dataLayer`.
 */
export class DataLayerAdapter implements AnalyticsPort {
  private held: AnalyticsEntry[] | undefined = [];
  private forward: ((entry: AnalyticsEntry) => void) | undefined;

  push(entry: AnalyticsEntry): void {
    const copy = { ...entry };
    (window.dataLayer ??= []).push(copy);
    if (this.forward) this.forward(copy);
    else this.held?.push(copy);
  }

  /** Hands over the entries pushed so far, then each new one as it comes. */
  forwardTo(start: (entries: AnalyticsEntry[]) => void, forward: (entry: AnalyticsEntry) => void): void {
    start(this.held ?? []);
    this.held = undefined;
    this.forward = forward;
  }
}
