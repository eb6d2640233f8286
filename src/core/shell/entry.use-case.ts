import { ENTRY_KEYS, type StoragePort } from '../ports/storage.port';

/** Keeps the mobile app's `source` and `channel` query values in session storage on entry. */
export class RecordEntry {
  constructor(private readonly storage: StoragePort) {}

  execute(query: { get(name: string): string | null }): void {
    for (const key of ENTRY_KEYS) {
      const value = query.get(key);
      if (value && /^[\w.-]{1,64}$/.test(value)) this.storage.set(key, value);
    }
  }
}
