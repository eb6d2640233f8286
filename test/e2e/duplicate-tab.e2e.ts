import type { BrowserContext, Locator, Page } from 'playwright-core';
import { en } from '../../src/ui/text/en';
import { paymentText } from '../../src/ui/text/en-payment';
import { recurringText } from '../../src/ui/text/en-recurring';
import { portalUrl, useBrowser } from './support/browser';
import { resetKeepingSignIn } from './support/login';
import { heading, toCardArrangementReview, toGiroReview, toPaymentReview, payAtGateway } from './support/journeys';

/**
 * One premium, one payment. A duplicated tab copies the tab's session storage, the draft and its
 * idempotency key with it: pressing Pay (or Submit) in both tabs makes one payment (one arrangement) at the
 * sandbox, and the second tab is shown the first one's state.
 */

const { open } = useBrowser();
const FORCE = { force: true } as const;

beforeEach(resetKeepingSignIn);

/** What Chromium's "Duplicate tab" does: the same URL in a new tab of the same window, with a copy of session storage. */
async function duplicate(context: BrowserContext, page: Page, problems: string[]): Promise<Page> {
  const copied = await page.evaluate(() => ({ ...sessionStorage }));
  const second = await context.newPage();
  second.on('pageerror', (error) => problems.push(`second tab: ${error.message}`));
  second.on('console', (m) => m.type() === 'error' && problems.push(`second tab: ${m.text()}`));
  await second.addInitScript((entries: Record<string, string>) => {
    if (sessionStorage.length === 0) for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
  }, copied);
  await second.goto(page.url());
  return second;
}

interface Listed {
  stats: { createRequests: number; replays: number; duplicates: number };
  items: { status: string }[];
}

async function payments(): Promise<Listed> {
  const body = (await (await fetch(portalUrl('/sandbox/payments'))).json()) as {
    stats: Listed['stats'];
    payments: Listed['items'];
  };
  return { stats: body.stats, items: body.payments };
}

async function arrangements(): Promise<Listed> {
  const body = (await (await fetch(portalUrl('/sandbox/arrangements'))).json()) as {
    stats: Listed['stats'];
    arrangements: Listed['items'];
  };
  return { stats: body.stats, items: body.arrangements };
}

/** The review page in the duplicated tab, with its consent (a page's own state, not the draft's) given. */
async function reviewIn(page: Page, title: string, consent: string, button: string): Promise<Locator> {
  await heading(page, title).waitFor();
  await page.getByRole('checkbox', { name: consent }).check(FORCE);
  return page.getByRole('button', { name: button });
}

describe('a duplicated review tab makes one payment', () => {
  it('one-time card: Pay in both tabs, the card paid in both at the gateway, one S$333.35 payment', async () => {
    const { page, context, problems } = await open();
    const first = await toPaymentReview(page, 'visa');
    const second = await duplicate(context, page, problems);
    const t = paymentText;
    const again = await reviewIn(second, en.screens.paymentReview.title, t.review.consent, t.review.pay('S$333.35'));

    await first.click();
    await again.click();
    // Both tabs on the gateway before either pays: on a loaded machine the second Pay could otherwise reach the
    // server after the first tab paid, which is the next test's case, not this one's.
    for (const tab of [page, second]) await heading(tab, 'Sandbox card gateway').waitFor();
    await payAtGateway(page);
    await page.waitForURL(/\/one-time-payment\/status\/successful\?ref=/);
    // The second tab is on the same payment's page: paying there again pays nothing, and shows the first one's state.
    await payAtGateway(second);
    await second.waitForURL(/\/one-time-payment\/status\/successful\?ref=/);
    await heading(second, en.screens.paymentSuccessful.title).waitFor();
    expect(new URL(second.url()).search).toBe(new URL(page.url()).search);

    const made = await payments();
    expect(made.items).toEqual([expect.objectContaining({ status: 'successful', totalCents: 333_35 })]);
    expect(made.stats).toMatchObject({ createRequests: 2, replays: 1 });
    expect(problems).toEqual([]);
  });

  it('one-time card: Pay in the second tab after the first paid goes straight to the paid payment’s page', async () => {
    const { page, context, problems } = await open();
    const first = await toPaymentReview(page, 'visa');
    const second = await duplicate(context, page, problems);
    const t = paymentText;
    const again = await reviewIn(second, en.screens.paymentReview.title, t.review.consent, t.review.pay('S$333.35'));

    await first.click();
    await payAtGateway(page);
    await page.waitForURL(/\/one-time-payment\/status\/successful\?ref=/);
    await again.click();
    await second.waitForURL(/\/one-time-payment\/status\/successful\?ref=/);
    await heading(second, en.screens.paymentSuccessful.title).waitFor();
    expect((await payments()).items).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('recurring GIRO: Submit in both tabs, approved at the bank in both, one arrangement', async () => {
    const { page, context, problems } = await open();
    const first = await toGiroReview(page);
    const second = await duplicate(context, page, problems);
    const t = recurringText;
    const again = await reviewIn(second, en.screens.giroReview.title, t.review.consent, t.review.submitGiro);

    await first.click();
    await again.click();
    for (const tab of [page, second]) {
      await heading(tab, /authorise a GIRO arrangement/).waitFor();
      await tab.getByRole('button', { name: 'Approve the GIRO arrangement' }).click();
      await tab.waitForURL(/\/recurring-arrangements\/giro\/status\/succesful\?ref=/);
    }
    await heading(second, en.screens.giroSuccessful.title).waitFor();
    const made = await arrangements();
    expect(made.items).toEqual([expect.objectContaining({ status: 'successful', method: 'giro' })]);
    expect(made.stats).toMatchObject({ createRequests: 2, replays: 1 });
    expect(problems).toEqual([]);
  });

  it('recurring card: the second tab’s Submit after the card was saved shows the saved arrangement, one arrangement', async () => {
    const { page, context, problems } = await open();
    const first = await toCardArrangementReview(page);
    const second = await duplicate(context, page, problems);
    const t = recurringText;
    const again = await reviewIn(second, en.screens.cardReview.title, t.review.consent, t.review.submitCard);

    await first.click();
    await heading(page, /Save your Visa card/).waitFor();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL(/\/recurring-arrangements\/credit-card\/status\/succesful\?ref=/);
    await again.click();
    await second.waitForURL(/\/recurring-arrangements\/credit-card\/status\/succesful\?ref=/);
    await heading(second, en.screens.cardSuccessful.title).waitFor();
    const made = await arrangements();
    expect(made.items).toEqual([expect.objectContaining({ status: 'successful', method: 'card' })]);
    expect(problems).toEqual([]);
  });
});
