import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False in HTML rendered at build time and while React takes that HTML over, true from the render right
 * after (and at once in a page rendered in the browser). For what the HTML must show before the app runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
