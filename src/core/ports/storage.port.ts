/** The browser session storage keys the spec names, and no others. */
export type StorageKey = 'accessToken' | 'channel' | 'source' | 'lastUrl' | 'aauserid' | 'endToken';

/** The mobile app's marks kept from the entry URL (RecordEntry), which outlive a logout and a login failure. */
export const ENTRY_KEYS = ['source', 'channel'] as const satisfies readonly StorageKey[];

export interface StoragePort {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  /**
   * Clears session storage and local storage but the entry keys (the spec's logout and login failure) and the device's
   * language (LANGUAGE_KEY, ADR 0055). endToken goes with the rest: a logout sets it again afterwards (SessionMark).
   */
  clearAllButEntry(): void;
}
