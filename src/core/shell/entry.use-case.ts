import type { StoragePort } from '../ports/storage.port';

/** Keeps the mobile app's `source` and `channel` query values in session storage on entry. */
export class RecordEntry {
  constructor(private readonly storage: StoragePort) {}

  execute(query: { get(name: string): string | null }): void {
    for (const key of ['source', 'channel'] as const) {
      const value = query.get(key);
      if (value && /^[\w.-]{1,64}$/.test(value)) this.storage.set(key, value);
    }
  }
}

/** The spec's native webview: the mobile-app source together with a channel value. */
export function isNativeWebview(storage: StoragePort, mobileAppSource: string): boolean {
  return storage.get('source') === mobileAppSource && Boolean(storage.get('channel'));
}

export function isMobileAppSource(storage: StoragePort, mobileAppSource: string): boolean {
  return storage.get('source') === mobileAppSource;
}
