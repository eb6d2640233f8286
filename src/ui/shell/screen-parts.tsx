import { useSyncExternalStore } from 'react';
import { formatDate, parseIsoDate } from '../../core/shared/sg-date';
import type { Store } from '../../core/shared/store';

/** A core store's current value, re-rendering on change. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** `22 Nov 2026` for an API date; the raw text if it is not one. */
export function showDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatDate(date) : iso;
}
