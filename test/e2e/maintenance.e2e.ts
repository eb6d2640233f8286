import type { Page } from 'playwright-core';
import { MAINTENANCE_PATH } from '../../src/core/shell/maintenance';
import { en } from '../../src/ui/text/en';
import { axeViolations } from './support/axe';
import { portalUrl, sandboxControl, sandboxState, settled, useBrowser } from './support/browser';
import { runClockUntil } from './support/clock';
import { loginBySms } from './support/login';

/**
 * Maintenance both ways while the customer is on a page. On: the next call's 503 sends them to
 * /maintenance, with no technical-difficulties dialog. Off: the minute's quiet check (on Playwright's clock) or
 * Try again brings them back to /.
 */
const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

const maintenanceHeading = en.screens.maintenance.title;
/** Real time allowed for the next minute's check: runClockUntil moves the clock in small steps, replies in between. */
const CHECKS_WITHIN_MS = 30_000;
const maintenanceChecks = async () => (await sandboxState()).requests.filter((r) => r.path === MAINTENANCE_PATH).length;

/** Runs the page's clock on until the sandbox has answered more than `seen` maintenance checks. */
async function untilCheck(page: Page, seen: number): Promise<void> {
  await runClockUntil(page, async () => (await maintenanceChecks()) > seen, CHECKS_WITHIN_MS);
  expect(await maintenanceChecks()).toBeGreaterThan(seen);
}

describe('maintenance both ways', () => {
  it('turns on while the customer is on a journey: the next call leads to /maintenance; off again, the minute’s check returns to /', async () => {
    const { page, problems } = await open();
    await page.clock.install();
    await loginBySms(page, '/one-time-payment');
    await page.getByRole('heading', { level: 1, name: 'Choose what to pay' }).waitFor();

    // Client-side, without a reload: home, then the payment page, whose list of policies is a call. Turned on once
    // home shows, so that no call the way back may make (a keep-alive on the click) reaches maintenance first.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pay your premium' }).waitFor();
    await sandboxControl('maintenance', { on: true });
    await page.getByRole('link', { name: /Pay a premium now/ }).click();
    await page.getByRole('heading', { level: 1, name: maintenanceHeading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/maintenance');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await settled(page); // the screen's chunk, before the clock runs ahead
    const before = await maintenanceChecks();
    // The watch starts once the screen's effect has run, which a loaded machine may delay past `settled`: the
    // clock moves a quarter minute at a time until the check is seen (every minute exactly: test/core/shell).
    await untilCheck(page, before);
    expect(new URL(page.url()).pathname).toBe('/maintenance'); // still on: stays
    await sandboxControl('maintenance', { on: false });
    // Until a check asked after "off" is answered and brings the customer back.
    const home = page.getByRole('heading', { level: 1, name: 'Pay your premium' });
    await runClockUntil(page, () => home.isVisible(), CHECKS_WITHIN_MS);
    await home.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await maintenanceChecks()).toBeGreaterThanOrEqual(before + 2);
    expect(problems.filter((p) => !/status of 503/.test(p))).toEqual([]);
  });

  it('Try again says it is still on, then returns to / once it is off', async () => {
    await sandboxControl('maintenance', { on: true });
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await page.getByRole('heading', { level: 1, name: maintenanceHeading }).waitFor();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await tryAgain.click();
    await page
      .getByRole('status')
      .getByText('The portal is still under maintenance. Please try again in a few minutes.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await sandboxControl('maintenance', { on: false });
    await tryAgain.click();
    await page.getByRole('heading', { level: 1, name: 'Pay your premium' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
  });
});
