let shown!: () => void;

/**
 * Resolves once the page's first screen has painted. What that screen does not draw waits for it: the maintenance
 * check, the footer (the shell-late chunk) and the next screens' chunks. Lighthouse's simulated LCP counts every
 * request that ends before the paint, and each of these took bandwidth or a round trip from the scripts the screen
 * needs (ADR 0090). Marked `first-screen` on the page's performance timeline, for the budget check.
 */
export const firstScreen = new Promise<void>((resolve) => (shown = resolve));
// The build renders pages in Node (scripts/prerender.js), where no effect runs: there the shell is whole at once.
if (typeof window === 'undefined') shown();

let told = false;

/** Told by every screen as it mounts (and by the chunk error page); only the first telling counts. */
export function screenShown(): void {
  if (told) return;
  told = true;
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
