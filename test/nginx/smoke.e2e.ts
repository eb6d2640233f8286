import type { Page } from 'playwright-core';
import { ROUTES } from '../../src/ui/routes';
import { en } from '../../src/ui/text/en';
import { paymentText as t } from '../../src/ui/text/en-payment';
import { paymentOutcomeText } from '../../src/ui/text/en-payment-outcome';
import { portalUrl, sandboxControl, useBrowser } from '../e2e/support/browser';
import { signedOutHeading } from '../e2e/support/headings';
import { loginBySms } from '../e2e/support/login';

/** The portal as operations would run it: on nginx (PORTAL_URL, test/nginx/support/global-setup.ts). */
const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));
// Every call of the test kept docs/openapi.yaml (the sandbox checks them: SANDBOX_CONTRACT=1 in the setup).
afterEach(async () => {
  const state = (await (await fetch(portalUrl('/sandbox/state'))).json()) as { contractViolations: string[] };
  expect(state.contractViolations).toEqual([]);
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
/** react-aria keeps radio and checkbox inputs visually hidden under their labels, which take the click. */
const FORCE = { force: true } as const;

describe('the built portal on nginx, in Chromium', () => {
  it('paints every signed-out route, with no CSP violation or error', async () => {
    const { page, problems } = await open();
    const routes = ROUTES.filter((route) => !route.requiresLogin);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const res = await page.goto(portalUrl(route.path));
      expect({ path: route.path, status: res?.status(), server: res?.headers().server }).toEqual({
        path: route.path,
        status: 200,
        server: 'nginx',
      });
      await page.waitForFunction(() =>
        (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'pageView'),
      );
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // A later login step reached directly may send the visitor back to the start (the login tests cover it).
      if (new URL(page.url()).pathname === route.path) await heading(page, signedOutHeading(route));
    }
    expect(problems).toEqual([]);
  });

  it('logs in by SMS and pays by card through the gateway', async () => {
    const { page, problems } = await open();
    await loginBySms(page, '/one-time-payment');
    await heading(page, en.screens.oneTimePayment.title);
    await page.getByRole('checkbox', { name: /TermGuard Life/ }).check(FORCE);
    await page.getByRole('button', { name: t.continue }).click();
    await heading(page, en.screens.paymentMethod.title);
    await page.getByRole('radio', { name: /^Visa card/ }).check(FORCE);
    await page.getByRole('radio', { name: t.method.policyholder }).check(FORCE);
    await page.getByRole('button', { name: t.continue }).click();
    await heading(page, en.screens.paymentReview.title);
    await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
    await page.getByRole('button', { name: t.review.pay('S$245.30') }).click();
    await page.getByRole('heading', { level: 1, name: 'Sandbox card gateway' }).waitFor();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: /^Pay S\$/ }).click();
    await heading(page, en.screens.paymentSuccessful.title);
    expect(new URL(page.url()).pathname).toBe('/one-time-payment/status/successful');
    await page.getByText(paymentOutcomeText.states.successful).first().waitFor();
    expect(problems).toEqual([]);
  });
});
