import { useEffect } from 'react';

let shown!: () => void;

/**
 * Resolves once the page's first screen has painted with what it loads. What that screen does not draw waits for it:
 * the maintenance check, the shell's late part and the next screens' chunks. Lighthouse's simulated LCP counts every
 * request that ends before the page's largest paint, and each of these took bandwidth or a round trip from the scripts
 * and the calls the screen needs (ADR 0090). Marked `first-screen` on the page's performance timeline, for the budget
 * check and the bench.
 */
export const firstScreen = new Promise<void>((resolve) => (shown = resolve));
// The build renders pages in Node (scripts/prerender.js), where no effect runs: there the shell is whole at once.
if (typeof window === 'undefined') shown();

let mounted = false;
let waits = 0;
let painting = false;

function showOnceDrawn(): void {
  if (!mounted || waits > 0 || painting) return;
  painting = true;
  // React may run the screen's effects before the frame that paints it, and that frame may reach the screen some
  // milliseconds after its own work ends: resolved at the frame after it.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      shown();
      // jsdom's performance has no marks
      if (typeof performance.mark === 'function') performance.mark('first-screen');
    }),
  );
}

/** Told by every screen as it mounts (and by the chunk error page); only the first telling counts. */
export function screenShown(): void {
  mounted = true;
  showOnceDrawn();
}

/**
 * Holds the first screen while `waiting` for what it draws (its loading line is up, or its code is on the way): that
 * drawing is the page's largest paint. A screen's effects run before its parent's, so the hold is in by the time the
 * screen tells it has mounted; a later screen's wait holds nothing.
 */
export function useFirstScreenWaits(waiting: boolean): void {
  useEffect(() => {
    if (!waiting || painting) return;
    waits += 1;
    return () => {
      waits -= 1;
      showOnceDrawn();
    };
  }, [waiting]);
}
