import type { Page } from 'playwright-core';
import { findRoute } from '../../src/ui/routes';
import { en } from '../../src/ui/text/en';
import { sessionText } from '../../src/ui/text/en-session';
import { dataLayer, portalUrl, sandboxControl, sandboxState, settled, useBrowser } from './support/browser';
import { runClockTo } from './support/clock';
import { waitForRequest } from './support/faults';
import { loginBySms } from './support/login';

const { open } = useBrowser();
const JOURNEY = '/login';
const OTHER_JOURNEY = '/login/acceptance-code';
const MINUTE = 60_000;
const TERMINATE = '/rs/v1/session/terminate';
const KEEP_ALIVE = '/rs/v1/session/keep-alive';
const POLICIES_DUE = '/rs/v1/policies/due';

beforeEach(() => sandboxControl('reset'));

/** Opens a spec route with Playwright's clock installed before the page loads, and waits for the services. */
async function visit(page: Page, path: string) {
  await page.goto(portalUrl(path));
  await page.getByRole('heading', { level: 1, name: en.screens[findRoute(path).name].title }).waitFor();
  await settled(page);
}

const prompt = (page: Page) => page.getByRole('alertdialog', { name: sessionText.extend.title });
const ended = (page: Page) => page.getByRole('alertdialog', { name: sessionText.ended.title });
/** The prompt must not be there yet, `lead` short of its moment. */
const noPromptYet = (page: Page) => async () => expect(await prompt(page).count()).toBe(0);
const terminateCalls = async () =>
  (await sandboxState()).requests.filter((r) => r.method === 'POST' && r.path === TERMINATE);

describe('inactivity in Chromium, on the production bundle', () => {
  it('shows the extend prompt at 1800 s on a journey page, not before; Yes gives 600 s more', async () => {
    const { page, problems } = await open();
    await page.clock.install();
    await visit(page, JOURNEY);
    await runClockTo(page, 30 * MINUTE, () => prompt(page).isVisible(), { shortOf: noPromptYet(page) });
    await page.getByRole('button', { name: 'Yes' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    await runClockTo(page, 10 * MINUTE, () => prompt(page).isVisible(), { lead: 2000, shortOf: noPromptYet(page) });
    expect((await dataLayer(page)).filter((e) => e.event === 'Extend Session')).toHaveLength(2);
    expect(await terminateCalls()).toHaveLength(0);
    expect(problems).toEqual([]);
  });

  it('Yes keeps the server’s token too: a call 41 minutes after the last one but 10 after Yes succeeds', async () => {
    const { page, problems } = await open();
    await page.clock.install();
    await loginBySms(page, '/one-time-payment');
    const policy = page.getByRole('checkbox', { name: /TermGuard Life/ });
    await policy.waitFor({ state: 'attached' });
    await settled(page);
    await runClockTo(page, 30 * MINUTE, () => prompt(page).isVisible());
    await sandboxControl('clock', { advanceMs: 31 * MINUTE });
    await page.getByRole('button', { name: 'Yes' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    await waitForRequest(KEEP_ALIVE, 0);
    await sandboxControl('clock', { advanceMs: 10 * MINUTE });
    await page.reload(); // the page asks for the policies due again
    await policy.waitFor({ state: 'attached' });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    const calls = (await sandboxState()).requests.map((r) => r.path);
    expect(calls.filter((path) => path === KEEP_ALIVE)).toHaveLength(1);
    expect(calls.filter((path) => path === POLICIES_DUE)).toHaveLength(2);
    expect(problems).toEqual([]);
  });

  it('No ends the session: the terminate call, then the Session ended dialog', async () => {
    const { page, problems } = await open();
    await page.clock.install();
    await visit(page, JOURNEY);
    await runClockTo(page, 30 * MINUTE, () => prompt(page).isVisible());
    await page.getByRole('button', { name: 'No' }).click();
    await ended(page).waitFor();
    await page.getByText('Your session has ended. Please try to login again.').waitFor();
    expect(await terminateCalls()).toHaveLength(1);
    expect(await page.evaluate(() => sessionStorage.getItem('endToken'))).toBe('true');
    // Closing goes to /; Back cannot show the journey page again.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(portalUrl('/'));
    await page.goBack();
    await ended(page).waitFor();
    expect(problems).toEqual([]);
  });

  it('the countdown reaching zero ends the session the same way', async () => {
    const { page, problems } = await open();
    await page.clock.install();
    await visit(page, JOURNEY);
    await runClockTo(page, 30 * MINUTE, () => prompt(page).isVisible());
    await runClockTo(page, 2 * MINUTE, () => ended(page).isVisible());
    expect(await prompt(page).count()).toBe(0);
    expect(await terminateCalls()).toHaveLength(1);
    expect((await dataLayer(page)).map((e) => e.event)).toEqual(
      expect.arrayContaining(['Extend Session', 'Session Ended']),
    );
    expect(problems).toEqual([]);
  });

  it('never prompts on /', async () => {
    const { page, problems } = await open();
    await page.clock.install();
    await visit(page, '/');
    await page.clock.runFor(120 * MINUTE);
    await page.waitForTimeout(200);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await terminateCalls()).toHaveLength(0);
    expect(problems).toEqual([]);
  });

  it('ending the session in one tab ends it in the portal’s other tab', async () => {
    const { page: first, context, problems } = await open();
    await first.clock.install();
    const second = await context.newPage();
    second.on('pageerror', (error) => problems.push(`second tab: ${error.message}`));
    await visit(first, JOURNEY);
    await visit(second, OTHER_JOURNEY);
    await runClockTo(first, 30 * MINUTE, () => prompt(first).isVisible());
    await first.getByRole('button', { name: 'No' }).click();
    await ended(first).waitFor();
    await ended(second).waitFor();
    expect(await second.evaluate(() => sessionStorage.getItem('endToken'))).toBe('true');
    expect(problems).toEqual([]);
  });

  it('a logout (closing the 401 dialog) logs out the portal’s other logged-in tab too', async () => {
    const { page: first, context, problems } = await open();
    const second = await context.newPage();
    second.on('pageerror', (error) => problems.push(`second tab: ${error.message}`));
    // Each tab has its own session storage, so each logs in on its own.
    await loginBySms(first);
    await loginBySms(second);
    await sandboxControl('faults', { path: '/rs/v1/recurring/policies', fault: 'status-401' });
    await first.goto(portalUrl('/recurring-page'));
    const dialog = first.getByRole('alertdialog', { name: sessionText.error.sessionTitle });
    await dialog.getByText('Your session has ended. Please try to login again').waitFor();
    await dialog.getByRole('button', { name: sessionText.error.close }).click();
    await first.waitForURL(portalUrl('/'));
    await ended(second).waitFor();
    expect(await first.evaluate(() => ({ ...sessionStorage }))).toEqual({ endToken: 'true' });
    expect(await second.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    const terminated = await terminateCalls();
    expect(terminated).toHaveLength(2); // each tab ends its own session on the server
    // Chromium logs the 401 we asked the sandbox for; anything else is a problem.
    expect(problems.filter((p) => !p.includes('status of 401 (Unauthorized)'))).toEqual([]);
  });
});
