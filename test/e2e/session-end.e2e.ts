import type { BrowserContext, Page } from 'playwright-core';
import { en } from '../../src/ui/text/en';
import { loginText } from '../../src/ui/text/en-login';
import { loginStepsText } from '../../src/ui/text/en-login-steps';
import { recurringText } from '../../src/ui/text/en-recurring';
import { sessionText } from '../../src/ui/text/en-session';
import { portalUrl, sandboxControl, sandboxState, useBrowser } from './support/browser';
import { TEST_DASHBOARD, watchDashboard } from './support/config';
import { fillDeclaration, labelOf, PAYOR } from './support/declaration';
import { runClockTo } from './support/clock';
import { heading } from './support/journeys';
import { addAppBridge, hasPostedToApp, loginBySms, postedToApp } from './support/login';

/**
 * Every end of a session is complete. Session end, logout (the 401 dialog's close), another tab's
 * logout and the webview's hand-back each leave exactly source, channel and endToken in session storage and nothing
 * in local storage; the next customer in the tab lands where they chose; nothing of the first customer is left in
 * memory, storage or on screen.
 */

const { open } = useBrowser();
const MINUTE = 60_000;
const TERMINATE = '/rs/v1/session/terminate';
const FORCE = { force: true } as const;

beforeEach(() => sandboxControl('reset'));

const prompt = (page: Page) => page.getByRole('alertdialog', { name: sessionText.extend.title });
const ended = (page: Page) => page.getByRole('alertdialog', { name: sessionText.ended.title });
const terminateCalls = async () =>
  (await sandboxState()).requests.filter((r) => r.method === 'POST' && r.path === TERMINATE);

async function storageOf(page: Page): Promise<{ session: Record<string, string>; local: Record<string, string> }> {
  return page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage } }));
}

/** Enters with a source and channel in the query, as links from outside the portal may, and waits until recorded. */
async function enter(page: Page, query: string): Promise<void> {
  await page.goto(portalUrl(`/?${query}`));
  await page.waitForFunction(() => sessionStorage.getItem('source') !== null);
}

/** A 401 (or a 5xx) on the next recurring call, met by going there; its dialog's close is the spec's logout. */
async function logoutBy401(page: Page, go: () => Promise<void>, fault = 'status-401'): Promise<void> {
  await sandboxControl('faults', { path: '/rs/v1/recurring/policies', fault });
  await go();
  const title = fault === 'status-401' ? sessionText.error.sessionTitle : sessionText.error.titles.technical;
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: sessionText.error.close }).click();
  await page.waitForURL(portalUrl('/'));
  await heading(page, en.screens.home.title).waitFor();
  // Let every effect of the page being left run: a login guard writing lastUrl late would show here.
  await page.waitForLoadState('networkidle');
}

/** Where the portal's own links lead, without a reload (a reload would clear what is held in memory). */
async function inApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function duplicate(context: BrowserContext, page: Page, problems: string[]): Promise<Page> {
  const copied = await page.evaluate(() => ({ ...sessionStorage }));
  const second = await context.newPage();
  second.on('pageerror', (error) => problems.push(`second tab: ${error.message}`));
  await second.addInitScript((entries: Record<string, string>) => {
    if (sessionStorage.length === 0) for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
  }, copied);
  await second.goto(page.url());
  return second;
}

/** Chromium logs the 401 we asked the sandbox for; anything else is a problem. */
const real = (problems: string[]) => problems.filter((p) => !p.includes('status of 401 (Unauthorized)'));

/**
 * On the journey page with its chunk and its list loaded: running the clock 30 minutes ahead while the screen's
 * chunk is still on its way would time its load out (the loader's timer is on the page's clock) and reload.
 */
async function onJourney(page: Page): Promise<void> {
  await heading(page, en.screens.oneTimePayment.title).waitFor();
  await page.getByRole('checkbox', { name: /EduSaver Endowment/ }).waitFor({ state: 'attached' });
}

/** C-1002 (docs/sandbox.md): a passport holder who logs in by email. */
async function loginAsC1002(page: Page): Promise<void> {
  await heading(page, en.screens.login.title).waitFor();
  await labelOf(page, 'radio', loginText.idType.passport).click();
  await page.getByRole('textbox', { name: loginText.idNumber.labelPassport }).fill('E1234567');
  await page.getByRole('textbox', { name: loginText.dateOfBirth.label }).fill('14/02/1992');
  await page.getByRole('button', { name: loginText.submitIdentify }).click();
  await heading(page, en.screens.loginAuthMethod.title).waitFor();
  await labelOf(page, 'radio', /email/).click();
  await page.getByRole('button', { name: loginStepsText.authMethod.continue }).click();
  await heading(page, en.screens.loginOtp.title).waitFor();
  await page.getByRole('textbox', { name: loginStepsText.otp.label }).fill('123456');
  await page.getByRole('button', { name: loginStepsText.otp.submit }).click();
}

describe('every end of a session leaves exactly source, channel and endToken', () => {
  it('logout (the 401 dialog closed): then the next customer in the tab lands where they chose', async () => {
    const { page, problems } = await open();
    await enter(page, 'source=web&channel=chrome');
    await loginBySms(page, '/one-time-payment');
    await logoutBy401(page, () =>
      page
        .getByRole('link', { name: en.header.back })
        .click()
        .then(() => page.getByRole('link', { name: /Set up a recurring payment/ }).click()),
    );
    expect(await storageOf(page)).toEqual({
      session: { source: 'web', channel: 'chrome', endToken: 'true' },
      local: {},
    });
    // The next customer chooses the recurring page from /, logs in, and lands there: not on the last one's page.
    await page.getByRole('link', { name: /Set up a recurring payment/ }).click();
    await loginAsC1002(page);
    await page.waitForURL(portalUrl('/recurring-page'));
    await heading(page, en.screens.recurring.title).waitFor();
    expect(real(problems)).toEqual([]);
  });

  it('logout by the technical-difficulties dialog (a 5xx: the spec logs out on its close)', async () => {
    const { page, problems } = await open();
    await enter(page, 'source=web&channel=chrome');
    await loginBySms(page, '/one-time-payment');
    await logoutBy401(page, () => page.goto(portalUrl('/recurring-page')).then(() => undefined), 'status-503');
    expect(await terminateCalls()).toHaveLength(1);
    expect(await storageOf(page)).toEqual({
      session: { source: 'web', channel: 'chrome', endToken: 'true' },
      local: {},
    });
    expect(problems.filter((p) => !p.includes('status of 503'))).toEqual([]);
  });

  it('the session ending (No on the prompt), on the journey page', async () => {
    const { page, problems } = await open();
    await page.clock.install();
    await enter(page, 'source=web&channel=chrome');
    await loginBySms(page, '/one-time-payment');
    await onJourney(page);
    await runClockTo(page, 30 * MINUTE, () => prompt(page).isVisible());
    await page.getByRole('button', { name: 'No' }).click();
    await ended(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await terminateCalls()).toHaveLength(1);
    expect(await storageOf(page)).toEqual({
      session: { source: 'web', channel: 'chrome', endToken: 'true' },
      local: {},
    });
    // Nothing of the journey page is left behind the dialog.
    expect(await page.getByRole('heading', { level: 1, name: en.screens.oneTimePayment.title }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('another tab’s logout', async () => {
    const { page, context, problems } = await open();
    await enter(page, 'source=web&channel=chrome');
    await loginBySms(page, '/one-time-payment');
    const second = await duplicate(context, page, problems);
    await heading(second, en.screens.oneTimePayment.title).waitFor();
    await logoutBy401(page, () => page.goto(portalUrl('/recurring-page')).then(() => undefined));
    await ended(second).waitFor();
    await second.waitForLoadState('networkidle');
    expect(await storageOf(second)).toEqual({
      session: { source: 'web', channel: 'chrome', endToken: 'true' },
      local: {},
    });
    expect(await terminateCalls()).toHaveLength(2); // each tab ends its own session on the server
    expect(real(problems)).toEqual([]);
  });

  it('a login elsewhere revokes this tab’s session: its next call is 401 and Session ended', async () => {
    const a = await open();
    const b = await open();
    await loginBySms(a.page, '/one-time-payment');
    await onJourney(a.page);
    await loginBySms(b.page, '/one-time-payment');
    await onJourney(b.page);
    // No fault asked for: the server itself refuses the old token once the same customer logged in again.
    await a.page.getByRole('link', { name: en.header.back }).click();
    await a.page.getByRole('link', { name: /Set up a recurring payment/ }).click();
    const dialog = a.page.getByRole('alertdialog', { name: sessionText.error.sessionTitle });
    await dialog.getByRole('button', { name: sessionText.error.close }).click();
    await a.page.waitForURL(portalUrl('/'));
    await b.page.getByRole('link', { name: en.header.back }).click();
    await b.page.getByRole('link', { name: /Set up a recurring payment/ }).click();
    await heading(b.page, en.screens.recurring.title).waitFor();
    expect(real(a.problems)).toEqual([]);
    expect(b.problems).toEqual([]);
  });

  it('logout does not wait for a slow terminate call: this tab leaves and the other tab ends at once', async () => {
    const { page, context, problems } = await open();
    await loginBySms(page, '/one-time-payment');
    const second = await duplicate(context, page, problems);
    await heading(second, en.screens.oneTimePayment.title).waitFor();
    await sandboxControl('faults', { path: TERMINATE, fault: 'slow', delayMs: 8000 });
    await sandboxControl('faults', { path: '/rs/v1/recurring/policies', fault: 'status-401' });
    await page.goto(portalUrl('/recurring-page'));
    const dialog = page.getByRole('alertdialog', { name: sessionText.error.sessionTitle });
    const close = dialog.getByRole('button', { name: sessionText.error.close });
    await close.waitFor();
    const started = Date.now();
    await close.click();
    await page.waitForURL(portalUrl('/'));
    await second.waitForFunction(() => sessionStorage.getItem('accessToken') === null);
    // Well inside the 8 s the terminate call is held for (the machine may be busy: not a tight bound).
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await storageOf(page)).toEqual({ session: { endToken: 'true' }, local: {} });
    expect(real(problems)).toEqual([]);
  });

  it('the webview’s hand-back: the terminate call and the clean-up, then the app takes over', async () => {
    const { page, problems } = await open();
    await addAppBridge(page);
    await page.clock.install();
    await enter(page, 'source=mobileapp&channel=ios');
    await loginBySms(page, '/one-time-payment');
    await onJourney(page);
    await runClockTo(page, 30 * MINUTE, () => hasPostedToApp(page));
    expect(await postedToApp(page)).toEqual([{ type: 'return-to-app' }]);
    // The hand-back waits for the terminate call's answer: it is at the sandbox by now, with the token.
    expect(await terminateCalls()).toHaveLength(1);
    expect(await storageOf(page)).toEqual({
      session: { source: 'mobileapp', channel: 'ios', endToken: 'true' },
      local: {},
    });
    expect(await prompt(page).count()).toBe(0);
    // An app that keeps the webview alive shows the Session ended dialog, not the journey.
    await ended(page).waitFor();
    expect(problems).toEqual([]);
  });

  it('the mobile-app source without a channel: the prompt, not the hand-back; Session ended closes to the app’s dashboard', async () => {
    const { page, problems } = await open();
    const dashboard = await watchDashboard(page);
    await page.clock.install();
    await enter(page, 'source=mobileapp');
    await loginBySms(page, '/one-time-payment');
    await onJourney(page);
    await runClockTo(page, 30 * MINUTE, () => prompt(page).isVisible()); // no hand-back without a channel: the prompt
    await page.getByRole('button', { name: 'No' }).click();
    await ended(page).waitFor();
    expect(await storageOf(page)).toEqual({ session: { source: 'mobileapp', endToken: 'true' }, local: {} });
    await ended(page).getByRole('button', { name: sessionText.error.close }).click();
    await page.waitForURL(TEST_DASHBOARD);
    expect(dashboard).toEqual([TEST_DASHBOARD]);
    expect(problems).toEqual([]);
  });
});

describe('nothing of one customer left for the next', () => {
  it('C-1001 starts all four journeys, is logged out; C-1002 in the same tab finds none of it', async () => {
    const { page, problems } = await open();
    await loginBySms(page, '/one-time-payment');
    const home = async () => {
      await page.getByRole('link', { name: en.header.back }).click();
      await heading(page, en.screens.home.title).waitFor();
    };
    // 1. A one-time payment, chosen and on its way to the method.
    await labelOf(page, 'checkbox', /EduSaver Endowment/).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, en.screens.paymentMethod.title).waitFor();
    // 2. A GIRO arrangement, the account holder's name typed.
    await home();
    await page.getByRole('link', { name: /Set up a recurring payment/ }).click();
    await heading(page, en.screens.recurring.title).waitFor();
    await page
      .getByRole('radio', { name: /TermGuard Life/ })
      .first()
      .check(FORCE);
    await page.getByRole('radio', { name: new RegExp(recurringText.method.giro) }).check(FORCE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, en.screens.giro.title).waitFor();
    await page.getByLabel(recurringText.giro.holderName.label).fill('Tan Wei Ming');
    await page.getByRole('checkbox', { name: recurringText.giro.declaration }).check(FORCE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, en.screens.giroSelectBank.title).waitFor();
    // 3. Someone else paying for C-1001: the payor's declaration made.
    await home();
    await page.getByRole('link', { name: /Pay a premium now/ }).click();
    await heading(page, en.screens.oneTimePayment.title).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, en.screens.paymentMethod.title).waitFor();
    await labelOf(page, 'radio', /^Visa/).click();
    await labelOf(page, 'radio', /Someone else is paying for me/).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'About the payor').waitFor();
    await fillDeclaration(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Source of funds').waitFor();
    const held = JSON.stringify(await storageOf(page));
    for (const value of ['E-1001-03', 'Tan Wei Ming', PAYOR.name]) expect(held).toContain(value); // the test can fail
    // 4. The guest payor's journey (another policy, no login needed) in the same tab, declared too.
    await home();
    await page.getByRole('link', { name: /Pay on someone else’s behalf/ }).click();
    await heading(page, 'Pay on someone else’s behalf').waitFor();

    await logoutBy401(page, async () => {
      await home();
      await page.getByRole('link', { name: /Set up a recurring payment/ }).click();
    });
    expect(await storageOf(page)).toEqual({ session: { endToken: 'true' }, local: {} });

    // The next customer, in the same tab.
    await page.getByRole('link', { name: /Pay a premium now/ }).click();
    await loginAsC1002(page);
    await page.waitForURL(portalUrl('/one-time-payment'));
    await heading(page, en.screens.oneTimePayment.title).waitFor();
    const FIRST = ['L-1001-01', 'E-1001-03', 'EduSaver', 'Tan Wei Ming', PAYOR.name, PAYOR.email];
    const seen: string[] = [];
    const look = async () => {
      await page.waitForLoadState('networkidle');
      seen.push(await page.evaluate(() => document.body.innerText));
      seen.push(JSON.stringify(await storageOf(page)));
    };
    await look();
    // Through the UI, every page that shows a draft, reached without a reload (a reload would empty memory anyway).
    for (const path of [
      '/one-time-payment/payment-method',
      '/one-time-payment/payment-review',
      '/recurring-giro',
      '/recurring-giro/select-bank',
      '/recurring-arrangements/giro/review',
      '/third-party/one-time-payment',
      '/third-party/one-time-payment/source-of-funds',
      '/third-party/source-of-funds',
    ]) {
      await inApp(page, path);
      await look();
    }
    const everything = seen.join('\n');
    for (const value of FIRST) expect(everything).not.toContain(value);
    expect(real(problems)).toEqual([]);
  });
});
