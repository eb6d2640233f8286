import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { en } from '../../src/ui/text/en';
import { recurringText as t } from '../../src/ui/text/en-recurring';
import { paymentOutcomeText } from '../../src/ui/text/en-payment-outcome';
import { sessionText } from '../../src/ui/text/en-session';
import { portalUrl, sandboxState, useBrowser, type Watched } from './support/browser';
import { resetKeepingSignIn, signIn } from './support/login';
import { pdfTexts } from '../support/pdf';
import { paymentText } from '../../src/ui/text/en-payment';
import { LANGUAGES, LOCALE } from '../../src/core/shell/language';
import { axeViolations } from './support/axe';
import { payAtGateway } from './support/journeys';

const { open } = useBrowser();
const ARRANGEMENTS = '/rs/v1/recurring/arrangements';

beforeEach(resetKeepingSignIn);

async function arrangementPosts(): Promise<number> {
  return (await sandboxState()).requests.filter((r) => r.method === 'POST' && r.path === ARRANGEMENTS).length;
}

/** A 400 is the expected answer for a refused account; Chromium logs every 4xx resource as a console error. */
const realProblems = (w: Watched) =>
  w.problems.filter((p) => !/Failed to load resource: the server responded with a status of 400/.test(p));

/** react-aria keeps radio and checkbox inputs visually hidden under their labels, which take the click. */
const FORCE = { force: true } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Logs in from /recurring-page and chooses the policy and method there. */
async function start(page: Page, method: 'giro' | 'card', policy = /TermGuard Life/, loggedIn = false) {
  if (loggedIn) await page.goto(portalUrl('/recurring-page'));
  else await signIn(page, '/recurring-page');
  await heading(page, en.screens.recurring.title);
  await page.getByRole('radio', { name: policy }).first().check(FORCE);
  await page
    .getByRole('radio', { name: method === 'giro' ? new RegExp(t.method.giro) : new RegExp(`^${t.method.card}`) })
    .check(FORCE);
  await page.getByRole('button', { name: t.continue }).click();
}

/** From /recurring-page to the bank's page, through the account, bank and review steps. */
async function giroToBank(
  page: Page,
  holder = 'Tan Wei Ming',
  options: { doubleClick?: boolean; policy?: RegExp; loggedIn?: boolean; atEachStep?: () => Promise<void> } = {},
) {
  await start(page, 'giro', options.policy, options.loggedIn);
  await heading(page, en.screens.giro.title);
  await options.atEachStep?.();
  await page.getByLabel(t.giro.holderName.label).fill(holder);
  await page.getByRole('checkbox', { name: t.giro.declaration }).check(FORCE);
  await page.getByRole('button', { name: t.continue }).click();
  await heading(page, en.screens.giroSelectBank.title);
  await page.getByText(/The first premium deducted by GIRO will be the one due on/).waitFor();
  await page.getByRole('radio', { name: 'UOB' }).check(FORCE);
  await page.getByRole('button', { name: t.continue }).click();
  await heading(page, en.screens.giroReview.title);
  await options.atEachStep?.();
  await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
  const submit = page.getByRole('button', { name: t.review.submitGiro });
  if (options.doubleClick) await submit.dblclick();
  else await submit.click();
}

async function cardToGateway(page: Page) {
  await start(page, 'card', /EduSaver Endowment/);
  await heading(page, en.screens.cardSelectType.title);
  await page.getByRole('radio', { name: 'Visa' }).check(FORCE);
  await page.getByRole('button', { name: t.continue }).click();
  await heading(page, en.screens.cardReview.title);
  await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
  await page.getByRole('button', { name: t.review.submitCard }).click();
  await page.getByRole('heading', { level: 1, name: /Save your Visa card/ }).waitFor();
}

describe('recurring GIRO in Chromium', () => {
  // Each outcome its own heading, icon and plain words; a first deduction only when one will happen.
  it.each([
    ['Approve the GIRO arrangement', 'Tan Wei Ming', '/recurring-arrangements/giro/status/succesful', 'successful'],
    ['Reject (the bank refuses it)', 'Tan Wei Ming', '/recurring-arrangements/giro/status/unsuccesful', 'unsuccessful'],
    ['Cancel and return to the insurer', 'Tan Wei Ming', '/recurring-arrangements/giro/status/cancel', 'cancelled'],
    ['Approve the GIRO arrangement', 'Screening Hold', '/recurring-arrangements/giro/status/aml', 'aml'],
  ] as const)('the bank’s "%s" for %s returns to %s', async (button, holder, path, status) => {
    const w = await open();
    await giroToBank(w.page, holder, { doubleClick: true });
    await w.page.getByRole('heading', { level: 1, name: /authorise a GIRO arrangement/ }).waitFor();
    await w.page.getByRole('button', { name: button }).click();
    await heading(w.page, t.outcome.headings.giro[status]);
    expect(new URL(w.page.url()).pathname).toBe(path);
    // TermGuard Life's premium is overdue: the set-up says it is not taken, never that every premium now is.
    await w.page.getByText(status === 'successful' ? t.outcome.successfulWithDue : t.outcome.what[status]).waitFor();
    await w.page.getByText(/^RA\d+$/).waitFor(); // the receipt's reference, from the server
    const terms = await w.page.locator('.summary dt').allTextContents();
    expect(terms.includes(t.outcome.firstDeduction)).toBe(status === 'successful' || status === 'aml');
    expect((await w.page.locator('main').textContent()) ?? '').not.toMatch(/Receipt|Paid on/);
    // Set up or held: the confirmation went to the customer's email, which the page names masked.
    const confirmed = status === 'successful' || status === 'aml';
    const outbox = (await (await fetch(portalUrl('/sandbox/outbox'))).json()) as { messages: { to: string }[] };
    expect(outbox.messages.map((m) => m.to)).toEqual(confirmed ? ['tan.wei.ming@example.com'] : []);
    expect(
      await w.page.getByText(paymentOutcomeText.sent.to('confirmation', 'email', 't•••@example.com')).count(),
    ).toBe(confirmed ? 1 : 0);
    if (status === 'unsuccessful' || status === 'cancelled')
      expect(await w.page.getByRole('link', { name: t.outcome.tryAgain }).getAttribute('href')).toBe('/recurring-giro');
    // Set up or held: the server's PDF confirmation downloads and names the arrangement.
    const pdf = w.page.getByRole('button', { name: paymentOutcomeText.confirmationPdf.download });
    expect(await pdf.count()).toBe(confirmed ? 1 : 0);
    if (confirmed) {
      const reference = (await w.page.getByText(/^RA\d+$/).textContent())!;
      const [download] = await Promise.all([w.page.waitForEvent('download'), pdf.click()]);
      expect(download.suggestedFilename()).toBe(`Confirmation-${reference}.pdf`);
      const texts = pdfTexts(await readFile(await download.path()));
      for (const line of [
        'Recurring payment confirmation',
        `Reference: ${reference}`,
        `Status: ${status === 'successful' ? 'Set up' : 'Received, under review'}`,
        'Policy: TermGuard Life (L-1001-01)',
        'Paid by: GIRO from your UOB account ending 6789',
      ])
        expect(texts).toContain(line);
      expect(texts).toMatch(/First deduction: \d{1,2} \w{3} \d{4}/);
    }
    expect(await arrangementPosts()).toBe(1);
    expect(w.problems).toEqual([]);
  });

  it('Back or refresh after the bank’s return submits nothing again', async () => {
    const w = await open();
    const { page } = w;
    await giroToBank(page);
    await page.getByRole('button', { name: 'Approve the GIRO arrangement' }).click();
    await heading(page, en.screens.giroSuccessful.title);
    await page.reload();
    await heading(page, en.screens.giroSuccessful.title);
    await page.getByText(/^RA\d+$/).waitFor();
    await page.goBack(); // the bank's page: answered already
    await page.getByRole('heading', { level: 1, name: /no longer open/ }).waitFor();
    await page.goBack(); // the review page: nothing left to submit
    await heading(page, en.screens.giroReview.title);
    await page.getByText(t.choosePolicyFirst).waitFor();
    await page.goForward();
    await page.goForward();
    await heading(page, en.screens.giroSuccessful.title);
    expect(await arrangementPosts()).toBe(1);
    expect(w.problems).toEqual([]);
  });

  it('an account that is not the customer’s own: the spec’s dialog, and its close returns to /recurring-giro', async () => {
    const w = await open();
    const { page } = w;
    await giroToBank(page, 'Other Person');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText(sessionText.error.text('INVALID_BANK_ACCOUNT_ERROR', '')).waitFor();
    await dialog.getByRole('button', { name: sessionText.error.close }).click();
    await heading(page, en.screens.giro.title);
    expect(new URL(page.url()).pathname).toBe('/recurring-giro');
    expect(await page.getByLabel(t.giro.holderName.label).inputValue()).toBe('Other Person');
    expect(realProblems(w)).toEqual([]);
  });
});

describe('GIRO on a policy with a premium overdue, in Chromium', () => {
  it('the outcome of a GIRO set-up on L-1001-01 pays the overdue S$245.30 in one press', async () => {
    const w = await open();
    const { page } = w;
    await giroToBank(page);
    await page.getByRole('heading', { level: 1, name: /authorise a GIRO arrangement/ }).waitFor();
    await page.getByRole('button', { name: 'Approve the GIRO arrangement' }).click();
    await heading(page, t.outcome.headings.giro.successful);
    const main = page.locator('main');
    await page.getByText(t.outcome.successfulWithDue).waitFor();
    expect(await main.innerText()).not.toContain(t.outcome.what.successful);
    expect(await main.innerText()).toContain(t.outcome.accountEnding('UOB', '6789'));
    const due = page.getByRole('region', { name: t.due.title });
    expect(await due.innerText()).toMatch(/S\$245\.30[\s\S]*\d{1,2} \w{3} \d{4}[\s\S]*\d{1,2} \w{3} \d{4}/);

    await due.getByRole('button', { name: t.due.pay('S$245.30') }).click();
    await heading(page, en.screens.paymentMethod.title);
    await page.getByRole('radio', { name: /^Visa card/ }).check(FORCE);
    await page.getByRole('radio', { name: paymentText.method.policyholder }).check(FORCE);
    await page.getByRole('button', { name: t.continue }).click();
    await heading(page, en.screens.paymentReview.title);
    expect(await main.innerText()).not.toMatch(/EduSaver|MediShield|Legacy/);
    await page.getByRole('checkbox', { name: paymentText.review.consent }).check(FORCE);
    await page.getByRole('button', { name: paymentText.review.pay('S$245.30') }).click();
    await payAtGateway(page);
    await heading(page, paymentOutcomeText.headings.successful);
    expect(await main.innerText()).toContain('S$245.30');
    expect(w.problems).toEqual([]);
  });

  it('axe finds 0 violations on the changed GIRO screens in all four languages', async () => {
    const w = await open();
    const { page } = w;
    const found: Record<string, unknown> = {};
    const checked: string[] = [];
    // The page as it stands, in each language (stored, then loaded), and back to English for the next step.
    const inEachLanguage = async () => {
      const path = new URL(page.url()).pathname;
      for (const language of [...LANGUAGES.filter((l) => l !== 'en'), 'en' as const]) {
        await page.evaluate((l) => localStorage.setItem('language', l), language);
        await page.reload();
        await page.waitForFunction((lang) => document.documentElement.lang === lang, LOCALE[language]);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const violations = await axeViolations(page);
        checked.push(`${path} ${language}`);
        if (violations.length) found[`${path} ${language}`] = violations;
      }
    };
    await giroToBank(page, 'Tan Wei Ming', { atEachStep: inEachLanguage });
    await page.getByRole('button', { name: 'Approve the GIRO arrangement' }).click();
    await page.getByRole('region', { name: t.due.title }).waitFor();
    await inEachLanguage();
    await giroToBank(page, 'Tan Wei Ming', { policy: /EduSaver Endowment/, loggedIn: true });
    await page.getByRole('button', { name: 'Reject (the bank refuses it)' }).click();
    await heading(page, t.outcome.headings.giro.unsuccessful);
    await inEachLanguage();
    expect(found).toEqual({});
    // The account step, the review, the set-up outcome with a premium due and the refused one, in each language.
    expect(checked).toHaveLength(4 * LANGUAGES.length);
    expect(w.problems).toEqual([]);
  }, 240_000);
});

describe('recurring credit card in Chromium', () => {
  it.each([
    ['4111 1111 1111 1111', '/recurring-arrangements/credit-card/status/succesful', en.screens.cardSuccessful.title],
    ['4000 0000 0000 9995', '/recurring-arrangements/credit-card/status/aml', en.screens.cardAml.title],
  ])('card %s returns to %s', async (card, path, title) => {
    const w = await open();
    await cardToGateway(w.page);
    await w.page.getByLabel('Card number').fill(card);
    await w.page.getByRole('button', { name: 'Save card' }).click();
    await heading(w.page, title);
    expect(new URL(w.page.url()).pathname).toBe(path);
    await w.page.getByText(/^RA\d+$/).waitFor();
    expect(w.problems).toEqual([]);
  });

  it('an overdue policy: "overdue since", the next due date ahead, and a first card deduction never in the past', async () => {
    const w = await open();
    const { page } = w;
    // Today in Singapore, as an ISO date, from the browser's clock.
    const today = await page.evaluate(() => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
    const iso = (shown: string) => {
      const [d, m, y] = shown.split(' ');
      const month =
        ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(m!) + 1;
      return `${y}-${String(month).padStart(2, '0')}-${d!.padStart(2, '0')}`;
    };
    await signIn(page, '/recurring-page');
    await heading(page, en.screens.recurring.title);
    const option = page.locator('label', { has: page.getByRole('radio', { name: /TermGuard Life/ }) });
    const text = (await option.textContent()) ?? '';
    expect(text).toMatch(/Premium overdue since \d{1,2} \w{3} \d{4}/);
    const next = /Next premium due (\d{1,2} \w{3} \d{4})/.exec(text)![1]!;
    expect(iso(next) >= today).toBe(true);
    await page
      .getByRole('radio', { name: /TermGuard Life/ })
      .first()
      .check(FORCE);
    await page.getByRole('radio', { name: new RegExp(`^${t.method.card}`) }).check(FORCE);
    await page.getByRole('button', { name: t.continue }).click();
    await heading(page, en.screens.cardSelectType.title);
    await page.getByRole('radio', { name: 'Visa' }).check(FORCE);
    await page.getByRole('button', { name: t.continue }).click();
    await heading(page, en.screens.cardReview.title);
    await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
    await page.getByRole('button', { name: t.review.submitCard }).click();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Save card' }).click();
    await heading(page, t.outcome.headings.card.successful);
    const row = page.locator('.summary-row', { hasText: t.outcome.firstDeduction }).locator('dd');
    expect(iso((await row.textContent())!) > today).toBe(true);
    expect(w.problems).toEqual([]);
  });

  it('a declined card returns to review with a clear message, and a new attempt is a new arrangement', async () => {
    const w = await open();
    const { page } = w;
    await cardToGateway(page);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Save card' }).click();
    await heading(page, en.screens.cardReview.title);
    expect(new URL(page.url()).pathname).toBe('/recurring-credit-card/review');
    await page.getByText(t.review.declined).waitFor();
    await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
    await page.getByRole('button', { name: t.review.submitCard }).click();
    await page.getByRole('heading', { level: 1, name: /Save your Visa card/ }).waitFor();
    expect(await arrangementPosts()).toBe(2);
    expect(w.problems).toEqual([]);
  });
});
