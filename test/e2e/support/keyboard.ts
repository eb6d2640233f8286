import type { Locator, Page } from 'playwright-core';

/** Presses Tab until the target has focus: the way a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${String(target)} with Tab`);
}

/**
 * Waits until focus is back on the target after a dialog closed: react-aria hands it back in the frame after the
 * dialog unmounts, which a loaded machine may not have drawn when the dialog is gone.
 */
export async function focusReturnsTo(target: Locator): Promise<void> {
  await target.page().waitForFunction((el) => el === document.activeElement, await target.elementHandle(), {
    timeout: 5_000,
  });
}

/**
 * Waits until a client-side navigation has arrived: the screen's h1 takes focus when it mounts, which on a loaded
 * machine can come after the URL changed, and would take focus from wherever a test had tabbed meanwhile.
 */
export async function arrived(page: Page, title: string | RegExp): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: title });
  await heading.waitFor();
  await page.waitForFunction((el) => el === document.activeElement, await heading.elementHandle());
}
