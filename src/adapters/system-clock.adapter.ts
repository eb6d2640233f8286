import type { ClockPort } from '../core/ports/clock.port';

/** Uses the browser's Date and timers, so Playwright's page.clock can drive it in browser tests. */
export class SystemClockAdapter implements ClockPort {
  now(): number {
    return Date.now();
  }

  setTimer(ms: number, fn: () => void): () => void {
    const id = setTimeout(fn, Math.max(0, ms));
    return () => clearTimeout(id);
  }
}
