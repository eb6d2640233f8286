import type { Page, Response } from 'playwright-core';
import { PAYMENT_PATHS } from '../../src/core/api/payment.contract';
import { TERMINATE_PATH } from '../../src/core/session/logout';
import { LANGUAGES, LOCALE } from '../../src/core/shell/language';
import { en } from '../../src/ui/text/en';
import { homeText } from '../../src/ui/text/en-home';
import { paymentText } from '../../src/ui/text/en-payment';
import { paymentOutcomeText } from '../../src/ui/text/en-payment-outcome';
import { paynowText } from '../../src/ui/text/en-paynow';
import { sessionText } from '../../src/ui/text/en-session';
import { axeViolations } from './support/axe';
import { portalUrl, sandboxControl, setVisible, useBrowser } from './support/browser';
import { runClockTo } from './support/clock';
import { heading, reviewFromPolicies } from './support/journeys';
import { loginBySms } from './support/login';
import { TEXTS } from '../support/texts';

/**
 * She pays in her banking app while the portal's tab is hidden, and the session ends meanwhile: the Session ended
 * dialog keeps the spec's words, and after the next login the first page lists the payment as paid, with its
 * receipt. Time on Playwright's clock; the tab's visibility stood in for, as prompt-floor.e2e.ts does.
 */
const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

const SECOND = 1000;
const t = paymentText.recent;
const prompt = (page: Page) => page.getByRole('alertdialog', { name: sessionText.extend.title });
const ended = (page: Page) => page.getByRole('alertdialog', { name: sessionText.ended.title });
const recentList = (page: Page, heading: string = t.heading) => page.getByRole('region', { name: heading });

/** axe on the page as it stands, once react-aria's login-button announcement is gone (see payment.e2e.ts). */
async function expectNoViolations(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-live-announcer] [role="img"]'), undefined, {
    timeout: 10_000,
  });
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Lets the session's terminate reach the sandbox only once every status check the page sent before it is answered.
 * The clock's jump can fire a check and the session's end together; two calls in flight at once are answered in
 * either order, and a check answered after the terminate is a 401 that the page drops (its poll has stopped) but
 * Chromium logs. A check sent after the terminate still reaches the sandbox, and fails the test.
 */
async function terminateAfterChecks(page: Page): Promise<void> {
  const checks: Promise<unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PAYMENT_PATHS.payNowStatus) checks.push(request.response());
  });
  await page.route(
    (url) => url.pathname === TERMINATE_PATH,
    async (route) => {
      await Promise.all(checks);
      await route.continue();
    },
  );
}

describe('a PayNow payment made while the session ends', () => {
  it('is listed as paid after the next login, with its receipt', async () => {
    const { page, problems } = await open();
    await terminateAfterChecks(page);
    await page.clock.install();
    await loginBySms(page, '/one-time-payment');
    const showQr = await reviewFromPolicies(page, 'paynow');
    const created = page.waitForResponse(
      (r: Response) => new URL(r.url()).pathname === '/rs/v1/payments' && r.request().method() === 'POST',
    );
    await showQr.click();
    const { reference } = ((await (await created).json()) as { body: { reference: string } }).body;
    await heading(page, en.screens.payNow.title).waitFor();
    // Said before she leaves for the banking app, with where the receipt goes (masked by the server).
    await page.getByText(paynowText.away('t•••@example.com')).waitFor();
    await expectNoViolations(page);

    // Away in the banking app: the spec's second counter runs in the hidden tab, the prompt opens unseen and,
    // 120 s later, the session ends. The transfer reaches the bank as it ends.
    await setVisible(page, false);
    await runClockTo(page, 300 * SECOND, () => prompt(page).isVisible());
    await runClockTo(page, 120 * SECOND, () => ended(page).isVisible());
    const paid = await fetch(portalUrl('/sandbox/paynow/pay'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference }),
    });
    expect(paid.status).toBe(200);

    // Back: the dialog keeps the spec's words; the answer is after the next login.
    await setVisible(page, true);
    await ended(page).getByText(sessionText.ended.body).waitFor();
    await page.getByRole('button', { name: sessionText.error.close }).click();
    await page.waitForURL(portalUrl('/'));
    await page.clock.resume();
    // As she would: from / to paying a premium, which asks her to log in and comes back.
    await page.getByRole('link', { name: new RegExp(homeText.choices.oneTimePayment.title) }).click();
    await heading(page, en.screens.login.title).waitFor();
    await loginBySms(page, '/one-time-payment');
    const list = recentList(page);
    await list.waitFor();
    const row = list.getByRole('listitem').filter({ hasText: reference });
    expect(await row.innerText()).toMatch(
      /S\$333\.35 · PayNow\s+Paid · \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m\s+TermGuard Life \(L-1001-01\), EduSaver Endowment \(E-1001-03\)/,
    );
    // Paid: neither policy is due any more, so the list is what tells her the money arrived.
    expect(await page.getByRole('checkbox', { name: /TermGuard Life|EduSaver Endowment/ }).count()).toBe(0);
    await expectNoViolations(page);

    await row.getByRole('link', { name: t.receipt(reference) }).click();
    await heading(page, paymentOutcomeText.headings.paynowSuccessful).waitFor();
    expect(new URL(page.url()).search).toBe(`?ref=${reference}`);
    await page.getByRole('definition').filter({ hasText: reference }).waitFor();
    expect(problems).toEqual([]);
  });

  it('the list passes axe in every language', async () => {
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    await loginBySms(page, '/one-time-payment');
    const showQr = await reviewFromPolicies(page, 'paynow');
    await showQr.click();
    await heading(page, en.screens.payNow.title).waitFor();
    for (const language of LANGUAGES) {
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      await page.goto(portalUrl('/one-time-payment'));
      await page.waitForFunction((lang) => document.documentElement.lang === lang, LOCALE[language]);
      // Found by the words of the language shown: the list is translated.
      await recentList(page, TEXTS[language].payment.recent.heading).getByRole('listitem').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    }
    expect(problems).toEqual([]);
  });
});
