import type { Page, Route } from 'playwright-core';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { en } from '../../src/ui/text/en';
import { accountText } from '../../src/ui/text/en-account';
import { axeViolations } from './support/axe';
import { portalUrl, sandboxControl, sandboxState, useBrowser } from './support/browser';
import { TEST_DASHBOARD, watchDashboard } from './support/config';
import { PAYOR } from './support/declaration';
import {
  heading,
  toCardArrangementReview,
  toGiroReview,
  toPaymentReview,
  toThirdPartyReview,
} from './support/journeys';
import { addAppBridge, enterFromApp, loginBySms, postedToApp } from './support/login';

/**
 * Every way out ends the session. Log out from a page of each journey, Exit while signed in, and
 * Exit inside the app's webview; afterwards the spec's storage, and the browser's Back shows nothing personal.
 */

const { open } = useBrowser();
const TERMINATE = '/rs/v1/session/terminate';
/** What the journeys put on screen that belongs to the customer (sandbox C-1001, and the payor). */
const PERSONAL = [
  'TermGuard',
  'EduSaver',
  'L-1001-01',
  'E-1001-03',
  'S$',
  '•••••567D', // the header's masked ID (the login page's hint shows the sandbox's sample ID whole)
  'Tan Wei Ming',
  PAYOR.name,
  PAYOR.id.slice(-4),
];
const WEBSITE = DEFAULT_CONFIG.exitUrl;

beforeEach(() => sandboxControl('reset'));

async function terminateCalls(): Promise<number> {
  return (await sandboxState()).requests.filter((r) => r.path === TERMINATE).length;
}

/** The session storage the spec leaves after a logout: source and channel if they were there, and endToken. */
async function storageAfterLogout(page: Page): Promise<{ session: Record<string, string>; local: number }> {
  return page.evaluate(() => ({
    session: Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k) ?? ''])),
    local: localStorage.length,
  }));
}

async function expectNothingPersonal(page: Page): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  for (const secret of PERSONAL) expect({ secret, shown: text.includes(secret) }).toEqual({ secret, shown: false });
}

/** Back after leaving: the portal shows the Session ended dialog or the login, never the journey page. */
async function backShowsNothingPersonal(page: Page): Promise<void> {
  await page.goBack();
  await page.waitForLoadState('domcontentloaded');
  await page
    .getByRole('heading', { level: 1 })
    .or(page.getByRole('alertdialog'))
    .or(page.getByRole('dialog'))
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  await expectNothingPersonal(page);
}

/** Answers for the insurer's public website, which the tests must not reach. */
async function stubWebsite(page: Page): Promise<string[]> {
  const visits: string[] = [];
  await page.route(`${WEBSITE}**`, (route: Route) => {
    visits.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Insurer</title><h1>Insurer</h1>' });
  });
  return visits;
}

const JOURNEYS: [string, (page: Page) => Promise<unknown>][] = [
  ['one-time payment (review)', (page) => toPaymentReview(page, 'visa')],
  ['third party (review)', toThirdPartyReview],
  ['recurring GIRO (review)', toGiroReview],
  ['recurring card (review)', toCardArrangementReview],
];

describe('Log out', () => {
  it.each(JOURNEYS)(
    'from the %s page: terminate, the spec’s storage, home, and Back shows nothing personal',
    async (_name, toPage) => {
      const { page, problems } = await open();
      await toPage(page);
      const signedIn = page.getByRole('navigation', { name: en.header.nav, exact: true });
      expect(await signedIn.innerText()).toContain('•••••567D');
      const before = await terminateCalls();
      await signedIn.getByRole('button', { name: accountText.logout }).click();
      await heading(page, en.screens.home.title).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await terminateCalls()).toBe(before + 1);
      expect(await storageAfterLogout(page)).toEqual({ session: { endToken: 'true' }, local: 0 });
      expect(await signedIn.getByRole('button', { name: accountText.logout }).count()).toBe(0);
      await expectNothingPersonal(page);
      await backShowsNothingPersonal(page);
      expect(problems).toEqual([]);
    },
    90000,
  );

  it('the signed-in header passes axe on a phone, and Log out works from the keyboard', async () => {
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    await loginBySms(page, '/recurring-page');
    await heading(page, en.screens.recurring.title).waitFor();
    const logout = page.getByRole('button', { name: accountText.logout });
    await logout.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await logout.focus();
    await page.keyboard.press('Enter');
    await heading(page, en.screens.home.title).waitFor();
    expect(await terminateCalls()).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('Exit', () => {
  it('signed in, in a browser: the same logout, then the insurer’s website; Back shows nothing personal', async () => {
    const { page, problems } = await open();
    const visits = await stubWebsite(page);
    await toPaymentReview(page, 'visa');
    const before = await terminateCalls();
    await page.getByRole('link', { name: en.header.exit }).click();
    await page.waitForURL(WEBSITE);
    expect(visits).toEqual([WEBSITE]);
    expect(await terminateCalls()).toBe(before + 1);
    // Back: the page left became /, so the portal's home, signed out.
    await page.goBack();
    await heading(page, en.screens.home.title).waitFor();
    expect(await storageAfterLogout(page)).toEqual({ session: { endToken: 'true' }, local: 0 });
    await page.waitForLoadState('networkidle');
    await expectNothingPersonal(page);
    expect(await page.getByRole('button', { name: accountText.logout }).count()).toBe(0);
    // And Back once more, to the journey page before it: nothing personal either.
    await backShowsNothingPersonal(page);
    expect(problems).toEqual([]);
  }, 90000);

  it('not signed in: straight to the website, no terminate call', async () => {
    const { page, problems } = await open();
    const visits = await stubWebsite(page);
    await page.goto(portalUrl('/login'));
    await heading(page, en.screens.login.title).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: en.header.exit }).click();
    await page.waitForURL(WEBSITE);
    expect(visits).toEqual([WEBSITE]);
    expect(await terminateCalls()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('in the app’s webview with the bridge: logout, then the bridge’s return message, never the website', async () => {
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    const visits = await stubWebsite(page);
    await addAppBridge(page);
    await enterFromApp(page, '/', 'android');
    await loginBySms(page, '/recurring-page');
    await heading(page, en.screens.recurring.title).waitFor();
    await page.getByRole('button', { name: accountText.logout }).waitFor();
    await page.getByRole('link', { name: en.header.exit }).click();
    expect(await postedToApp(page)).toEqual([{ type: 'return-to-app' }]);
    expect(await terminateCalls()).toBe(1);
    expect(visits).toEqual([]);
    expect(new URL(page.url()).origin).toBe(new URL(portalUrl()).origin);
    expect(await storageAfterLogout(page)).toEqual({
      session: { source: 'mobileapp', channel: 'android', endToken: 'true' },
      local: 0,
    });
    await expectNothingPersonal(page);
    expect(problems).toEqual([]);
  }, 90000);

  it('in the app’s webview without a bridge: logout, then the dashboard deep link, never the website', async () => {
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    const visits = await stubWebsite(page);
    const dashboard = await watchDashboard(page);
    await enterFromApp(page, '/', 'ios');
    await loginBySms(page, '/recurring-page');
    await heading(page, en.screens.recurring.title).waitFor();
    await page.getByRole('button', { name: accountText.logout }).waitFor();
    await page.getByRole('link', { name: en.header.exit }).click();
    await page.waitForURL(TEST_DASHBOARD);
    expect(dashboard).toEqual([TEST_DASHBOARD]);
    expect(visits).toEqual([]);
    expect(await terminateCalls()).toBe(1);
    expect(problems).toEqual([]);
  }, 90000);
});
