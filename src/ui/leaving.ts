/**
 * How long after the customer starts to leave the page a failed load counts as the leaving's doing. Firefox stops a
 * page's loads as soon as the next page is asked for, so a screen's chunk fails on the way out: a reload then would
 * cancel the customer's move, and a screen taken over from the page's HTML reports that it could not be. Still here
 * after this long, the move came to nothing (a download, a 204): a failure is the page's own again.
 */
export const LEAVING_MS = 10_000;

let leftAt = -Infinity;
// From the page's start, as a load may fail before any screen has hydrated. Every page is no-store, so no browser
// keeps it for Back: a beforeunload listener costs the page nothing. No window where the build renders pages.
if (typeof window !== 'undefined') addEventListener('beforeunload', () => (leftAt = performance.now()));

/** How much longer a failure may be the leaving's doing: 0 when the page is not being left. */
export function leavingFor(): number {
  return Math.max(0, leftAt + LEAVING_MS - performance.now());
}
