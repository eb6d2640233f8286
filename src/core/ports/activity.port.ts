/**
 * What the session timers and the PayNow page need from the browser: signs of a present customer, and the tab's
 * visibility.
 */
export interface ActivityListener {
  /** Pointer, key, touch or scroll; the adapter throttles these (docs/session.md). */
  activity(): void;
  visibility(visible: boolean): void;
}

export interface ActivityPort {
  isVisible(): boolean;
  /** Starts listening; returns a function that stops. */
  watch(listener: ActivityListener): () => void;
}
