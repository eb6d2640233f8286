import type { Page } from 'playwright-core';
import type { Texts } from '../../../src/ui/text/texts';
import { english } from '../../support/texts';
import { portalUrl, sandboxControl, sessionsEnded } from './browser';

/** Test identities from sandbox/login.seed.ts (docs/sandbox.md). */
export const CUSTOMERS = {
  several: { idNumber: 'S1234567D', dateOfBirth: '31/08/1985', otp: '123456' },
} as const;

/** A page with no favicon to fetch. */
const BLANK = '<!doctype html><link rel="icon" href="data:,"><title>sign in</title>';

/** What `signIn`'s last real login put in its tab's sessionStorage (the sealed token and the like), and when. */
let signedIn: { storage: Record<string, string>; ended: number } | undefined;

/**
 * Logs in through the real screens, as a customer would: ID and date of birth, SMS one-time password.
 * Starts from `from` (a guarded page sends the visitor to /login and back) and waits until the
 * customer is back on it. `seen` is called on the method and code pages as they show; `t`: the words of the language
 * the page shows.
 */
export async function loginBySms(
  page: Page,
  from = '/one-time-payment',
  who = CUSTOMERS.several,
  seen?: (screen: 'auth-method' | 'otp') => Promise<void>,
  t: Texts = english,
): Promise<void> {
  await page.goto(portalUrl(from));
  await page.getByRole('heading', { level: 1, name: t.shell.screens.login.title }).waitFor();
  await page.getByLabel(t.login.idNumber.labelNric).fill(who.idNumber);
  await page.getByLabel(t.login.dateOfBirth.label).fill(who.dateOfBirth);
  await page.getByRole('button', { name: t.login.submitIdentify }).click();
  await page.getByRole('heading', { level: 1, name: t.shell.screens.loginAuthMethod.title }).waitFor();
  await seen?.('auth-method');
  await page.getByRole('radio', { name: t.loginSteps.authMethod.sms('').trim() }).check();
  await page.getByRole('button', { name: t.loginSteps.authMethod.continue }).click();
  await page.getByRole('heading', { level: 1, name: t.shell.screens.loginOtp.title }).waitFor();
  await seen?.('otp');
  await page.getByLabel(t.loginSteps.otp.label).fill(who.otp);
  await page.getByRole('button', { name: t.loginSteps.otp.submit }).click();
  await page.waitForURL((url) => url.pathname === from);
}

/**
 * Signed in as `CUSTOMERS.several` on `from`, for a test that is not about logging in. A call logs in through the
 * real screens (loginBySms) and keeps what that added to the tab's sessionStorage, as the app keeps a login; a later
 * call puts it into the new tab and loads `from`, costing one page load instead of a login, as long as the sandbox
 * still holds that login: the file resets it with `resetKeepingSignIn`, and no page has logged a customer in since.
 */
export async function signIn(page: Page, from = '/one-time-payment'): Promise<void> {
  if (signedIn?.ended === sessionsEnded.count) {
    // Any page of the origin holds its sessionStorage: a blank one stands in, so no app runs before it is filled.
    if (!page.url().startsWith(portalUrl('/'))) {
      const blank = portalUrl('/__sign-in');
      await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: BLANK }));
      await page.goto(blank);
      await page.unroute(blank);
    }
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, signedIn.storage);
    await page.goto(portalUrl(from));
    return;
  }
  const storage = (): Promise<Record<string, string>> => page.evaluate(() => ({ ...sessionStorage }));
  const before = page.url().startsWith(portalUrl('/')) ? await storage() : {};
  await loginBySms(page, from);
  const after = await storage();
  signedIn = {
    storage: Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value)),
    ended: sessionsEnded.count,
  };
}

/** The sandbox back to its seeds, but with `signIn`'s login still open. */
export const resetKeepingSignIn = (): Promise<void> => sandboxControl('reset', { keepSessions: true });

/**
 * Opens the portal as the insurer's mobile app does (`source` and `channel` in the query) and waits until the
 * entry is recorded: the first screen paints from the HTML before the app runs, and a test that navigated away
 * at once would leave before a real customer could.
 */
export async function enterFromApp(page: Page, path = '/', channel = 'ios'): Promise<void> {
  await page.goto(portalUrl(`${path}?source=mobileapp&channel=${channel}`));
  await page.waitForFunction(() => sessionStorage.getItem('source') === 'mobileapp');
}

/**
 * The app's webview stand-in: a `ReactNativeWebView` bridge, from the page's first script on, that keeps what the
 * portal posts to the app; `postedToApp` reads it back, parsed.
 */
export async function addAppBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const posted: string[] = [];
    (window as unknown as { __posted: string[] }).__posted = posted;
    (window as unknown as { ReactNativeWebView: { postMessage(m: string): void } }).ReactNativeWebView = {
      postMessage: (m) => posted.push(m),
    };
  });
}

/** Whether the portal has posted anything to the app's bridge (addAppBridge) yet. */
export const hasPostedToApp = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __posted: string[] }).__posted.length > 0);

/** What the portal has posted to the app's bridge (addAppBridge), once there is something. */
export async function postedToApp<T = unknown>(page: Page): Promise<T[]> {
  await page.waitForFunction(() => (window as unknown as { __posted: string[] }).__posted.length > 0);
  const posted = await page.evaluate(() => (window as unknown as { __posted: string[] }).__posted);
  return posted.map((m) => JSON.parse(m) as T);
}
