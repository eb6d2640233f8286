import type { DraftArea, DraftStoragePort } from '../core/ports/draft-storage.port';

/**
 * Each journey's draft under its own namespaced key beside the spec's keys; the spec's logout
 * (sessionStorage.clear) removes them too.
 */
export const DRAFT_KEYS = {
  payment: 'portal.payment.draft',
  recurring: 'portal.recurring.draft',
  'third-party': 'portal.third-party.draft',
  singpass: 'portal.singpass.binding',
} as const satisfies Record<DraftArea, string>;

/** A draft in the tab's session storage, with an in-memory copy when storage is refused (private mode, quota). */
export class SessionDraftStorageAdapter implements DraftStoragePort {
  private fallback: string | null = null;

  constructor(private readonly key: (typeof DRAFT_KEYS)[keyof typeof DRAFT_KEYS]) {}

  read(): string | null {
    try {
      return sessionStorage.getItem(this.key);
    } catch {
      return this.fallback;
    }
  }

  write(value: string): void {
    this.fallback = value;
    try {
      sessionStorage.setItem(this.key, value);
    } catch {
      /* storage refused: the in-memory copy still keeps the key for this page */
    }
  }

  clear(): void {
    this.fallback = null;
    try {
      sessionStorage.removeItem(this.key);
    } catch {
      /* storage unavailable: nothing to remove */
    }
  }
}

/** The draft storage port: each journey's draft under its own key. */
export const sessionDrafts = (area: DraftArea): DraftStoragePort => new SessionDraftStorageAdapter(DRAFT_KEYS[area]);
