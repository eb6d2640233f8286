/**
 * A journey's draft in progress, kept across a page refresh in the tab's session storage under its own key
 * (the spec's keys are fixed; docs/adr/0006-drafts-in-session-storage.md). A logout's clearAllButEntry removes it
 * with the rest, and the area's logout hook clears it too (StoredDraft.forget).
 */
export interface DraftStoragePort {
  read(): string | null;
  write(value: string): void;
  clear(): void;
}

/**
 * The three journeys that keep a draft, and the tab's Singpass binding (the login's and Myinfo's; docs/api.md), each
 * under its own key.
 */
export type DraftArea = 'payment' | 'recurring' | 'third-party' | 'singpass';
