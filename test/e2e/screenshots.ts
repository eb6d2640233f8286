import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { portalUrl, sandboxControl, useBrowser } from './support/browser';
import { fillDeclaration, labelOf } from './support/declaration';
import { heading, reviewFromPolicies, toGuestPay, payAtGateway } from './support/journeys';
import { CUSTOMERS, loginBySms } from './support/login';
import { recurringText } from '../../src/ui/text/en-recurring';
import { fileOf, RUNS, screensOf, type Screen, type Shown } from './screenshot-list';

/**
 * `npm run screenshots`, for review in a pull request: every screen of screenshot-list.ts, in English at 360 and
 * 1280 px and the main ones in Chinese, Malay and Tamil at 360 px (`zh-login-360.png`), into docs/screenshots/. Not a
 * test (its name is not `*.e2e.ts`): it runs on the browser tests' preview server and helpers, signed in as the
 * sandbox's test customer (docs/sandbox.md). Another language is shown by the header's choice just before its
 * picture. PORTAL_LANGUAGE=en, zh, ms or ta takes that language's run only.
 */
const out = join(__dirname, '../../docs/screenshots');
const { open } = useBrowser();
const NAMES: Record<string, string> = { zh: '中文', ms: 'Bahasa Melayu', ta: 'தமிழ்' };
const ONLY = process.env.PORTAL_LANGUAGE; // not LANGUAGE, which gettext's locale settings use
if (ONLY && !RUNS.some(([language]) => language === ONLY)) throw new Error('PORTAL_LANGUAGE is en, zh, ms or ta');
/** The run's language, undefined for English (as the header's choice reads it), and the screens it has taken. */
let LANGUAGE: Exclude<Shown, 'en'> | undefined;
let MAIN: readonly Screen[] = [];
const taken = new Set<Screen>();

/** Shows the page in the language whose tag starts with `code` by the header's choice; false if it already is. */
async function show(page: Page, code: string, button: string): Promise<boolean> {
  if ((await page.evaluate(() => document.documentElement.lang)).startsWith(code)) return false;
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForFunction((c) => document.documentElement.lang.startsWith(c), code);
  return true;
}

async function shoot(page: Page, name: Screen, width: number): Promise<void> {
  if (!MAIN.includes(name)) return;
  const shown = LANGUAGE !== undefined && (await show(page, LANGUAGE, NAMES[LANGUAGE]!));
  // The page as it settles: the app running (the built-in logo is drawn once it does), the footer (after the first
  // screen has painted: ADR 0090), the header's signed-in part in words (ADR 0094), web fonts and the last layout;
  // animations are off in the context.
  await page.locator('.shell-mark, img.shell-logo').first().waitFor({ state: 'attached' });
  await page.locator('.shell-footer').waitFor({ state: 'attached' });
  await page.locator('.shell-unseen').first().waitFor({ state: 'detached' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(out, fileOf(LANGUAGE ?? 'en', name, width)), fullPage: true });
  taken.add(name);
  if (shown) await show(page, 'en', 'English');
}

/** The reference of the PayNow code on show, as a tester copies it for the sandbox's "mark paid". */
async function payNowReference(page: Page): Promise<string | null> {
  return page.locator('.summary-row', { hasText: 'Reference' }).locator('.value-whole').textContent();
}

async function policies(page: Page): Promise<void> {
  await page.goto(portalUrl('/one-time-payment'));
  await page.getByRole('checkbox').first().waitFor({ state: 'attached' });
}

/** From the recurring entry page, GIRO for the policy, to its account step. */
async function giroAccount(page: Page, policy: RegExp): Promise<void> {
  await page.goto(portalUrl('/recurring-page'));
  await page.getByRole('radio', { name: policy }).first().check({ force: true });
  await page.getByRole('radio', { name: new RegExp(recurringText.method.giro) }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(recurringText.giro.holderName.label).waitFor();
}

/** The account (for `policy`, or the one on show), UOB, and the review with consent given. */
async function giroToBank(page: Page, policy: RegExp | null): Promise<void> {
  if (policy) await giroAccount(page, policy);
  await page.getByLabel(recurringText.giro.holderName.label).fill('Tan Wei Ming');
  await page.getByRole('checkbox', { name: recurringText.giro.declaration }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'UOB' }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: recurringText.review.consent }).check({ force: true });
}

it.each(RUNS.filter(([language]) => !ONLY || language === ONLY))(
  'screenshots in %s at %i px',
  async (language, width) => {
    LANGUAGE = language === 'en' ? undefined : language;
    MAIN = screensOf(language);
    taken.clear();
    mkdirSync(out, { recursive: true });
    await sandboxControl('reset');
    const { page } = await open({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    await page.goto(portalUrl('/'));
    await heading(page, 'Pay your premium').waitFor();
    await shoot(page, 'home', width);
    await page.goto(portalUrl('/login'));
    await heading(page, 'Log in').waitFor();
    await shoot(page, 'login', width);
    await page.goto(portalUrl('/accessibility'));
    await heading(page, 'Accessibility statement').waitFor();
    await shoot(page, 'accessibility', width);

    await loginBySms(page, '/one-time-payment', CUSTOMERS.several, async (screen) => {
      if (screen === 'otp') await page.getByText('Didn’t get the code?').click();
      await shoot(page, screen, width);
    });
    await page.getByRole('checkbox').first().waitFor({ state: 'attached' });
    await shoot(page, 'policies', width);
    // A premium its GIRO deduction will take: ticking it asks first. The dialog covers the header's choice, so the
    // language is shown before it opens.
    const giro = page.locator('.payment-policy').filter({ hasText: 'H-1001-02' }).getByRole('checkbox');
    if (LANGUAGE) await show(page, LANGUAGE, NAMES[LANGUAGE]!);
    await giro.click({ force: true });
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'also-pay', width);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    if (LANGUAGE) await show(page, 'en', 'English');

    // The native form controls: a form sent empty shows each field's error; the declaration's pickers.
    await page.getByRole('checkbox', { name: /TermGuard Life/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radiogroup', { name: 'How would you like to pay?' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Choose how you would like to pay.').waitFor();
    await shoot(page, 'payment-method-invalid', width);
    await page.getByRole('radio', { name: /^PayNow/ }).check({ force: true });
    await page.getByRole('radio', { name: 'Someone else is paying for me' }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/third-party/one-time-payment');
    await page.locator('select').first().waitFor();
    await shoot(page, 'declaration', width);
    // Myinfo's round trip: what it gave, read-only, above the fields still typed; then back to typed entry.
    await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
    await page.getByRole('button', { name: /^Approve/ }).click();
    await page.getByRole('heading', { name: 'From Myinfo' }).waitFor();
    await shoot(page, 'declaration-myinfo', width);
    await page.getByRole('button', { name: 'Type my details instead' }).click();
    // The declaration sent, its source of funds, and the guest payor's first page.
    await fillDeclaration(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/third-party/one-time-payment/source-of-funds');
    await page.getByRole('radiogroup').first().waitFor();
    await shoot(page, 'source-of-funds', width);
    await page.goto(portalUrl('/third-party'));
    await page.getByRole('textbox', { name: 'Policy number' }).waitFor();
    await shoot(page, 'find-policy', width);
    // The guest payor's declined card, then PayNow instead: the code on the guest's own page, then the guest's
    // receipt once paid.
    await (await toGuestPay(page, 'Visa')).click();
    await payAtGateway(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay with PayNow instead' }).waitFor();
    await shoot(page, 'guest-declined', width);
    await page.getByRole('button', { name: 'Pay with PayNow instead' }).click();
    await labelOf(page, 'radio', 'Savings').click();
    await labelOf(page, 'checkbox', /I authorise the payment of S\$156\.40/).click();
    await page.getByRole('button', { name: 'Show PayNow QR code' }).click();
    await page.getByRole('img', { name: /^PayNow QR code/ }).waitFor();
    await page
      .locator('.payment-countdown')
      .getByText(/^Valid until/)
      .waitFor();
    await shoot(page, 'guest-paynow', width);
    await sandboxControl('paynow/pay', { reference: await payNowReference(page) });
    await heading(page, 'PayNow payment received').waitFor();
    await page.getByRole('button', { name: 'Download receipt (PDF)' }).waitFor();
    await page.getByRole('button', { name: 'Send again' }).waitFor();
    await shoot(page, 'guest-receipt', width);
    // GIRO on TermGuard Life, whose premium is overdue: the account step's errors, the review, and the outcome
    // with the premium the arrangement leaves to pay; then a GIRO the bank refuses.
    await giroAccount(page, /TermGuard Life/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('.field-error').first().waitFor();
    await shoot(page, 'giro-account-invalid', width);
    await giroToBank(page, null);
    await shoot(page, 'giro-review', width);
    await page.getByRole('button', { name: recurringText.review.submitGiro }).click();
    await page.getByRole('button', { name: 'Approve the GIRO arrangement' }).click();
    await heading(page, recurringText.outcome.headings.giro.successful).waitFor();
    await page.getByRole('region', { name: recurringText.due.title }).waitFor();
    await shoot(page, 'arrangement-giro', width);
    await giroToBank(page, /EduSaver Endowment/);
    await page.getByRole('button', { name: recurringText.review.submitGiro }).click();
    await page.getByRole('button', { name: 'Reject (the bank refuses it)' }).click();
    await heading(page, recurringText.outcome.headings.giro.unsuccessful).waitFor();
    await shoot(page, 'arrangement-giro-refused', width);

    // A declined card first (it pays nothing, so the same policies stay due): the unsuccessful outcome.
    await policies(page);
    await (await reviewFromPolicies(page, 'visa')).click();
    await payAtGateway(page, '4000 0000 0000 0002');
    await heading(page, 'Payment unsuccessful').waitFor();
    await shoot(page, 'unsuccessful', width);

    await policies(page);
    const showQr = await reviewFromPolicies(page, 'paynow');
    await shoot(page, 'review', width);
    await showQr.click();
    await heading(page, 'Pay with PayNow').waitFor();
    await page.getByRole('img', { name: /^PayNow QR code/ }).waitFor();
    await shoot(page, 'paynow', width);
    await sandboxControl('paynow/pay', { reference: await payNowReference(page) });
    await heading(page, 'PayNow payment received').waitFor();
    await shoot(page, 'receipt', width);

    // An error dialog with its support reference under the spec's words: the policies list answers 503.
    await sandboxControl('faults', { path: '/rs/v1/policies/due', fault: 'status-503' });
    // The dialog covers the header's choice: the language is stored before the page loads instead.
    if (LANGUAGE) await page.evaluate((l) => localStorage.setItem('language', l), LANGUAGE);
    await page.goto(portalUrl('/one-time-payment'));
    await page.getByRole('alertdialog').locator('.support-reference').waitFor();
    await shoot(page, 'error-reference', width);
    expect([...MAIN].filter((screen) => !taken.has(screen))).toEqual([]); // a listed screen not reached fails
  },
  180_000,
);
