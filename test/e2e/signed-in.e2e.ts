import type { Page } from 'playwright-core';
import { MAINTENANCE_PATH } from '../../src/core/shell/maintenance';
import { en } from '../../src/ui/text/en';
import { accountText } from '../../src/ui/text/en-account';
import { paymentText } from '../../src/ui/text/en-payment';
import { paymentOutcomeText } from '../../src/ui/text/en-payment-outcome';
import { paynowText } from '../../src/ui/text/en-paynow';
import { recurringText } from '../../src/ui/text/en-recurring';
import { axeViolations } from './support/axe';
import { portalUrl, sandboxState, useBrowser, watchShifts } from './support/browser';
import {
  heading,
  payAtGateway,
  reviewFromPolicies,
  toGiroReview,
  toLoggedInDeclaration,
  toPaymentReview,
} from './support/journeys';
import { loginBySms, resetKeepingSignIn, signIn } from './support/login';

/**
 * Who is signed in survives the round trips that load the page anew (ADR 0058): back from the card gateway or the
 * bank, the header shows the masked ID again, asked of the server once, and nothing of it reaches storage.
 */
const { open } = useBrowser();

beforeEach(resetKeepingSignIn);

async function expectMaskedId(page: Page) {
  const who = page.locator('.shell-who');
  await who.getByText(accountText.idEnding('567D')).waitFor({ state: 'attached' });
  expect(await who.textContent()).toBe(`${accountText.signedInAs} •••••567D${accountText.idEnding('567D')}`);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain('567D');
}

const profileCalls = async () =>
  (await sandboxState()).requests.filter((r) => r.path === '/rs/v1/session/profile').length;

describe('the header after a round trip', () => {
  it('back from the card gateway: the masked ID again, from one profile call', async () => {
    const { page, problems } = await open();
    // A real login, not signIn's reuse: the login's own reply names who is signed in.
    await loginBySms(page, '/one-time-payment');
    const pay = await reviewFromPolicies(page, 'visa');
    await expectMaskedId(page);
    expect(await profileCalls()).toBe(0); // the login told us; nothing to ask
    await pay.click();
    await payAtGateway(page);
    await heading(page, paymentOutcomeText.headings.successful).waitFor();
    await expectMaskedId(page);
    expect(await profileCalls()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('back from the bank’s GIRO page, and after a reload', async () => {
    const { page, problems } = await open();
    const submit = await toGiroReview(page);
    await submit.click();
    await page.getByRole('button', { name: 'Approve the GIRO arrangement' }).click();
    await page.waitForURL((url) => url.pathname === '/recurring-arrangements/giro/status/succesful');
    await heading(page, recurringText.outcome.headings.giro.successful).waitFor();
    await expectMaskedId(page);
    await page.reload();
    await expectMaskedId(page);
    expect(await profileCalls()).toBe(2);
    expect(problems).toEqual([]);
  });
});

describe('the masked ID arriving after a reload', () => {
  it('moves nothing on the logged-in declaration, which names it', async () => {
    const { page, problems } = await open({ viewport: { width: 412, height: 823 } }); // Lighthouse's phone
    await toLoggedInDeclaration(page);
    const shifts = await watchShifts(page);
    // The answer held back, as a phone network would: without the wait the sentence joins a painted screen.
    await page.route('**/rs/v1/session/profile', (route) => setTimeout(() => void route.continue(), 1000));
    await page.reload();
    await page.getByText('The policyholder is signed in as •••••567D.', { exact: false }).waitFor();
    await expectMaskedId(page);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await shifts()).toBe(0);
    expect(problems).toEqual([]);
  });

  // The header's signed-in part wraps differently in each language: its place is kept from the first paint (ADR 0094).
  it.each(['en', 'zh', 'ms', 'ta'])(
    'in %s, at 1280 px and at 360 px with 200%% text: the header moves nothing as it fills in',
    async (language) => {
      for (const [width, text] of [
        [1280, '100%'],
        [360, '200%'],
      ] as const) {
        const { page, problems } = await open({ viewport: { width, height: 800 } });
        await signIn(page, '/one-time-payment');
        await heading(page, en.screens.oneTimePayment.title).waitFor();
        await page.evaluate((l) => localStorage.setItem('language', l), language);
        // The root's font size, as a browser's text-size setting sets it, before the page's first paint.
        await page.addInitScript((size) => {
          const set = () => {
            const root = document.documentElement as HTMLElement | null;
            if (root) root.style.fontSize = size;
            return root !== null;
          };
          if (!set())
            new MutationObserver((_, seen) => set() && seen.disconnect()).observe(document, { childList: true });
        }, text);
        const shifts = await watchShifts(page);
        await page.route('**/rs/v1/session/profile', (route) => setTimeout(() => void route.continue(), 1000));
        await page.reload();
        await page.locator('.shell-who').getByText('•••••567D').waitFor();
        await page.locator('footer.shell-footer').waitFor();
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
        expect([width, root, await shifts()]).toEqual([width, text === '200%' ? '32px' : '16px', 0]);
        expect(problems).toEqual([]);
      }
    },
  );
});

describe('a signed-in page loaded afresh', () => {
  // Lighthouse's phone; each screen's answer held back, as a phone network would, so it lands on a painted screen.
  const phone = { viewport: { width: 412, height: 823 } };
  const slow = (page: Page, path: string) =>
    page.route(`**${path}*`, (route) => setTimeout(() => void route.continue(), 1000));
  const settled = (page: Page) => page.evaluate(() => new Promise(requestAnimationFrame));

  it('the receipt moves nothing as its answer arrives', async () => {
    const { page, problems } = await open(phone);
    const pay = await toPaymentReview(page, 'visa');
    await pay.click();
    await payAtGateway(page);
    await heading(page, paymentOutcomeText.headings.successful).waitFor();
    const shifts = await watchShifts(page);
    await slow(page, '/rs/v1/payments/status');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: paymentOutcomeText.receipt }).waitFor();
    await settled(page);
    expect(await shifts()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('the policies move nothing as the recent payments come after them', async () => {
    const { page, problems } = await open(phone);
    const show = await toPaymentReview(page, 'paynow');
    await show.click(); // a code waiting: a recent payment to list
    await page.locator('img.payment-qr-image').waitFor();
    const shifts = await watchShifts(page);
    await slow(page, '/rs/v1/payments/recent');
    await page.goto(portalUrl('/one-time-payment'));
    await page.getByRole('region', { name: paymentText.recent.heading }).waitFor();
    await settled(page);
    expect(await shifts()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('PayNow’s code moves nothing as the page fills in', async () => {
    const { page, problems } = await open(phone);
    const show = await toPaymentReview(page, 'paynow');
    await show.click();
    await page.locator('img.payment-qr-image').waitFor();
    const shifts = await watchShifts(page);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: paynowText.byHand }).waitFor();
    await settled(page);
    expect(await shifts()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('a signed-in page loaded afresh, before its scripts run', () => {
  it('has the browser load its date formatting data while the scripts download', async () => {
    const { page, problems } = await open();
    await signIn(page, '/one-time-payment');
    await heading(page, en.screens.oneTimePayment.title).waitFor();
    await page.addInitScript(() => {
      const seen: { appRanAtFirstDate?: boolean } = {};
      Object.assign(window, { seen });
      const Format = Intl.DateTimeFormat;
      // The page's first date format: had the app run yet? Its chunks fill a global as they run.
      const Watched = function (...args: ConstructorParameters<typeof Format>) {
        seen.appRanAtFirstDate ??= Object.keys(globalThis).some((key) => key.startsWith('rspackChunk'));
        return new Format(...args);
      };
      Intl.DateTimeFormat = Object.assign(Watched, Format);
    });
    await page.reload();
    await page.locator('#main input[type=checkbox]').first().waitFor();
    const seen = await page.evaluate(() => (window as unknown as { seen: { appRanAtFirstDate?: boolean } }).seen);
    expect(seen.appRanAtFirstDate).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('a signed-in page loaded afresh, until its screen has painted', () => {
  // Lighthouse's simulated LCP counts every request that ends before the paint (ADR 0090). When a follower ends
  // depends on the network; when it starts is the portal's doing: at the `first-screen` mark, frames after the paint.
  it('starts nothing but its preloaded scripts before it: no maintenance check, late shell or next screen', async () => {
    const { page, problems } = await open();
    await toPaymentReview(page, 'paynow'); // the review loads PayNow's screen ahead
    await page.reload();
    await page.locator('#main input[type=checkbox]').waitFor();
    await page.locator('footer.shell-footer').waitFor(); // the late shell, after the paint
    const { shown, requests } = await page.evaluate(async (maintenance) => {
      const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[as="script"]')].map((l) => l.href);
      const followers = () =>
        performance
          .getEntriesByType('resource')
          .filter(
            (r) => (new URL(r.name).pathname === maintenance || r.name.endsWith('.js')) && !preloaded.includes(r.name),
          );
      // A request is on the timeline once it has ended: PayNow's chunks may end after the footer's.
      for (let waited = 0; followers().length < 3 && waited < 5000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const requests = followers().map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }));
      return { shown: performance.getEntriesByName('first-screen')[0]?.startTime ?? NaN, requests };
    }, MAINTENANCE_PATH);
    expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining([MAINTENANCE_PATH]));
    expect(requests.length).toBeGreaterThanOrEqual(3); // the maintenance check, shell-late, PayNow's screen
    expect(shown).toBeGreaterThan(0);
    expect(requests.filter((r) => !(r.start >= shown))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
