import type { Page } from 'playwright-core';

/**
 * Moving a page on Playwright's clock to a portal timer. The page's clock also flows in real time, and the portal
 * set its timer when it started counting, some real time before the test moves the clock: one `runFor` of the
 * timer's whole length lands past it by that much and, between two tasks of the page, runs through whatever the
 * timer set off with every reply still in transit (a terminate's 5 s timeout, the next poll's check). A call already
 * in transit when the clock jumps meets its 30 s timeout inside the jump. So the clock is stopped first, no call is
 * left in transit, all but the last `lead` ms go at once, and the rest in small steps, each reply let in before the
 * next step, until `done` holds. Then the clock flows again.
 */
const STEP_MS = 500;
/** More than the real time between the portal's start of a count and the test's jump on a loaded machine. */
export const LEAD_MS = 5000;
/** How far past the expected moment the steps may go before the test says the timer never came. */
const LATE_MS = 10_000;

export async function runClockTo(
  page: Page,
  ms: number,
  done: () => Promise<boolean>,
  options: { lead?: number; shortOf?: () => Promise<void> } = {},
): Promise<void> {
  const lead = Math.min(options.lead ?? LEAD_MS, ms);
  await pauseNow(page);
  try {
    await repliesIn(page);
    await page.clock.runFor(ms - lead);
    await options.shortOf?.();
    for (let stepped = 0; !(await done()); stepped += STEP_MS) {
      if (stepped > lead + LATE_MS)
        throw new Error(`runClockTo: not done ${stepped} ms after the jump of ${ms - lead} ms`);
      await repliesIn(page);
      await page.clock.runFor(STEP_MS);
      await repliesIn(page);
    }
  } finally {
    await page.clock.resume();
  }
}

/**
 * Moves a page on Playwright's clock by small steps until `done` holds (or `timeoutMs` of real time pass), without
 * waiting for replies: for a case that holds a reply while the portal's own timers must keep firing.
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, timeoutMs = 15000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) return false;
    await page.clock.runFor(STEP_MS);
    await new Promise((next) => setTimeout(next, 50));
  }
  return true;
}

/** Stops the page's clock where it is: it flows in real time, so a reading may be in the past by the time it lands. */
export async function pauseNow(page: Page): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
      return;
    } catch (error) {
      if (tries === 10 || !/to the past/.test(String(error))) throw error;
    }
  }
}

/** Waits until no call to the portal's API is in transit (counted in the page: support/browser.ts). */
export async function repliesIn(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => (window as unknown as CallsInTransit).__callsInTransit?.size === 0, undefined, {
      timeout: 10_000,
    });
  } catch {
    const paths = await page.evaluate(() => [
      ...((window as unknown as CallsInTransit).__callsInTransit?.values() ?? []),
    ]);
    throw new Error(`calls still in transit after 10 s: ${paths.join(', ') || 'none counted on this page'}`);
  }
}

export interface CallsInTransit {
  /** The portal's API calls sent and not yet answered, by a number of their own: their paths. */
  __callsInTransit?: Map<number, string>;
}
