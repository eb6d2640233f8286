import { injectable } from 'inversify';
import type { DraftStoragePort } from '../core/ports/draft-storage.port';

/** Our own namespaced key beside the spec's; the spec's logout (sessionStorage.clear) removes it too. */
export const DRAFT_STORAGE_KEY = 'portal.payment.draft';

@injectable()
export class SessionDraftStorageAdapter implements DraftStoragePort {
  private fallback: string | null = null;

  read(): string | null {
    try {
      return sessionStorage.getItem(DRAFT_STORAGE_KEY);
    } catch {
      return this.fallback;
    }
  }

  write(value: string): void {
    this.fallback = value;
    try {
      sessionStorage.setItem(DRAFT_STORAGE_KEY, value);
    } catch {
      /* storage refused (private mode, quota): the in-memory copy still keeps the key for this page */
    }
  }

  clear(): void {
    this.fallback = null;
    try {
      sessionStorage.removeItem(DRAFT_STORAGE_KEY);
    } catch {
      /* storage unavailable: nothing to remove */
    }
  }
}
