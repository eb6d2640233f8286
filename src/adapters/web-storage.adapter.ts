import { LANGUAGE_KEY } from '../core/ports/language.port';
import { ENTRY_KEYS, type StorageKey, type StoragePort } from '../core/ports/storage.port';

/** sessionStorage, tolerant of browsers that refuse storage (private modes, blocked cookies). */
export class WebStorageAdapter implements StoragePort {
  private readonly fallback = new Map<StorageKey, string>();

  get(key: StorageKey): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return this.fallback.get(key) ?? null;
    }
  }

  set(key: StorageKey, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      this.fallback.set(key, value);
    }
  }

  remove(key: StorageKey): void {
    this.fallback.delete(key);
    try {
      sessionStorage.removeItem(key);
    } catch {
      /* storage unavailable: the fallback is already cleared */
    }
  }

  clearAllButEntry(): void {
    const kept = ENTRY_KEYS.map((key) => [key, this.get(key)] as const);
    this.fallback.clear();
    try {
      sessionStorage.clear();
      // The device's language choice is no session's data: it stays, as source and channel do (ADR 0055).
      const language = localStorage.getItem(LANGUAGE_KEY);
      localStorage.clear();
      if (language !== null) localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      /* storage unavailable: the fallback is already cleared */
    }
    for (const [key, value] of kept) if (value !== null) this.set(key, value);
  }
}
