export interface NavigationPort {
  currentPath(): string;
  /** Navigates inside the portal. */
  go(path: string, options?: { replace?: boolean }): void;
  back(): void;
  /** Leaves the portal for another site or app (exit link, mobile dashboard). */
  leave(url: string): void;
}
