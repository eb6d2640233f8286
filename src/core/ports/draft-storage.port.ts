/**
 * The one-time payment in progress, kept across a page refresh in the tab's session storage under its
 * own key (the spec's keys are fixed; docs/decisions.md). A logout's clearAll removes it with the rest.
 */
export interface DraftStoragePort {
  read(): string | null;
  write(value: string): void;
  clear(): void;
}
