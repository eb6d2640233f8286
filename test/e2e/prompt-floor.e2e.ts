import type { Page } from 'playwright-core';
import { en } from '../../src/ui/text/en';
import { sessionText } from '../../src/ui/text/en-session';
import { portalUrl, sandboxControl, settled, setVisible, useBrowser } from './support/browser';
import { pauseNow, runClockTo } from './support/clock';

/**
 * A prompt that opened while the tab was hidden gives at least 20 s once the tab is back
 * (it gave 9 s). Time on Playwright's clock; the tab's visibility is stood in for, as the browser would report it.
 */
const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

const SECOND = 1000;
const prompt = (page: Page) => page.getByRole('alertdialog', { name: sessionText.extend.title });

describe('the prompt’s 20 s floor', () => {
  it('back with 9 s left on a prompt that opened while hidden: 20 s to answer, and Yes keeps the session', async () => {
    const { page, problems } = await open();
    await page.clock.install();
    await page.goto(portalUrl('/login'));
    await page.getByRole('heading', { level: 1, name: en.screens.login.title }).waitFor();
    await settled(page);

    await setVisible(page, false);
    // The secondary counter: the prompt opens unseen, 120 s to go.
    await runClockTo(page, 300 * SECOND, () => prompt(page).isVisible());
    // Time stands still from here but for what the test runs: on a loaded machine, seconds of real time would
    // otherwise pass between the prompt's floor being set and the click.
    await pauseNow(page);
    await page.clock.runFor(111 * SECOND);
    await setVisible(page, true);
    await prompt(page).getByText(sessionText.extend.clock(20)).waitFor();
    await page.clock.runFor(19 * SECOND);
    expect(await prompt(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.clock.resume();
    await prompt(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
