import { useSyncExternalStore } from 'react';
import type { Store } from '../../core/shared/store';

/**
 * The one way React reads a core store (tldraw's `useValue`, wouter's location hooks): its current snapshot,
 * re-rendering when the store replaces it.
 */
export function useStore<T>(store: Pick<Store<T>, 'subscribe' | 'getSnapshot'>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
