/** A message to the portal's other tabs in this browser. */
export type TabMessage = 'logout';

/** Tells the portal's other open tabs what happened in this one (a logout ends them too). */
export interface TabSyncPort {
  publish(message: TabMessage): void;
  /** Messages from other tabs only, never this tab's own. Returns a function that stops. */
  subscribe(listener: (message: TabMessage) => void): () => void;
}
