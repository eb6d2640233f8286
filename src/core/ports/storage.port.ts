/** The browser session storage keys the spec names, and no others. */
export type StorageKey = 'accessToken' | 'channel' | 'source' | 'lastUrl' | 'aauserid' | 'endToken';

export interface StoragePort {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  /** Clears session storage and local storage (the spec's logout). */
  clearAll(): void;
}
