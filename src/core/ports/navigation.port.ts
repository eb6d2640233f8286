/** A move of the page: its new path (no query), and whether Back or Forward made it. */
export interface LocationChange {
  path: string;
  traversal: boolean;
}

/**
 * Where the customer is, as a store the core can read and subscribe to (as wouter's location hooks do), and the
 * only way the core moves the page. Use cases navigate through it; screens never compute a path (docs/architecture.md).
 */
export interface NavigationPort {
  currentPath(): string;
  /**
   * Calls back on every change of location, whoever made it (a use case, a link, Back or Forward), before the
   * router renders the new page. Returns the unsubscribe.
   */
  subscribe(listener: (change: LocationChange) => void): () => void;
  /** Navigates inside the portal. */
  go(path: string, options?: { replace?: boolean }): void;
  back(): void;
  /** Leaves the portal for another site or app (exit link, mobile dashboard). */
  leave(url: string): void;
}
