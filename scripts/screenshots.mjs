#!/usr/bin/env node
// Screenshots for review in a pull request: home, login, policies, review, PayNow, receipt, an
// unsuccessful outcome, the third-party declaration, its source of funds and the standalone payor's find, and an error
// dialog with its support reference, at 360 and 1280 px, into docs/screenshots/. Builds nothing: it drives a running
// preview (BASE_URL), or starts `build/server/preview.js` itself after `npm run build && npm run build:server`.
// Signed in through the sandbox's test customer (docs/sandbox.md). PORTAL_LANGUAGE=zh, ms or ta: the main screens in that
// language at 360 px (`zh-login-360.png`), each shown by the header's language choice just before its picture.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import portal from './portal.js';

const { ROOT, CHROMIUM, FLAGS, serve, loginBySms } = portal;
const out = join(ROOT, 'docs', 'screenshots');
const NAMES = { zh: '中文', ms: 'Bahasa Melayu', ta: 'தமிழ்' };
const LANGUAGE = process.env.PORTAL_LANGUAGE; // not LANGUAGE, which gettext's locale settings use
if (LANGUAGE && !NAMES[LANGUAGE]) throw new Error('PORTAL_LANGUAGE is zh, ms or ta');
const MAIN = ['home', 'login', 'otp', 'policies', 'review', 'paynow', 'receipt', 'error-reference', 'declaration'];
const WIDTHS = LANGUAGE ? [360] : [360, 1280];
const server = process.env.BASE_URL ? undefined : await serve();
const base = process.env.BASE_URL ?? server.origin;

const post = (path, body = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const h1 = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Shows the page in the language whose tag starts with `code` by the header's choice; false if it already is. */
async function show(page, code, button) {
  // eslint-disable-next-line no-undef -- runs in the page, where document exists
  const lang = () => page.evaluate(() => document.documentElement.lang);
  if ((await lang()).startsWith(code)) return false;
  await page.getByRole('button', { name: button, exact: true }).click();
  // eslint-disable-next-line no-undef -- runs in the page, where document exists
  await page.waitForFunction((c) => document.documentElement.lang.startsWith(c), code);
  return true;
}

async function shoot(page, name, width) {
  if (LANGUAGE && !MAIN.includes(name)) return;
  const shown = LANGUAGE && (await show(page, LANGUAGE, NAMES[LANGUAGE]));
  const file = `${LANGUAGE ? `${LANGUAGE}-` : ''}${name}-${width}.png`;
  // Wait for web fonts and the last layout; animations are off in the context.
  // eslint-disable-next-line no-undef -- runs in the page, where document exists
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(out, file), fullPage: true });
  console.log(`docs/screenshots/${file}`);
  if (shown) await show(page, 'en', 'English');
}

async function login(page, width) {
  await page.goto(`${base}/one-time-payment`);
  await loginBySms(page, async (screen) => {
    if (screen === 'otp') await page.getByText('Didn’t get the code?').click();
    await shoot(page, screen, width);
  });
  await page.waitForURL((url) => url.pathname === '/one-time-payment');
}

/** From the policies page to the review page, by PayNow or a Visa card. */
async function toReview(page, method) {
  for (const policy of [/TermGuard Life/, /EduSaver Endowment/])
    await page.getByRole('checkbox', { name: policy }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: method === 'paynow' ? /^PayNow/ : /^Visa card/ }).check({ force: true });
  await page.getByRole('radio', { name: 'I am the policyholder' }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Review and pay');
  await page.getByRole('checkbox', { name: /I confirm/ }).check({ force: true });
}

async function run(browser, width) {
  await post('/sandbox/reset');
  const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await h1(page, 'Pay your premium');
  await shoot(page, 'home', width);
  await page.goto(`${base}/login`);
  await h1(page, 'Log in');
  await shoot(page, 'login', width);
  await page
    .goto(`${base}/accessibility`)
    .then(() => h1(page, 'Accessibility statement'))
    .then(() => shoot(page, 'accessibility', width));

  await login(page, width);
  await page.getByRole('checkbox').first().waitFor({ state: 'attached' });
  await shoot(page, 'policies', width);

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
  // The declaration sent, its source of funds, and the standalone payor's first page.
  await page.getByRole('textbox', { name: 'Full name' }).fill('Lim Mei Ling');
  await page.getByRole('textbox', { name: 'Your NRIC/FIN' }).fill('S7654321F');
  await page.getByRole('textbox', { name: 'Your date of birth' }).fill('12/05/1960');
  await page.getByRole('combobox', { name: /Nationality$/ }).selectOption({ label: 'Singaporean' });
  await page.getByRole('combobox', { name: /relationship to the policyholder$/ }).selectOption({ label: 'Parent' });
  await page
    .getByRole('combobox', { name: /Why are you paying/ })
    .selectOption({ label: 'Supporting a family member' });
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9123 4567');
  await page.getByRole('textbox', { name: 'Email address' }).fill('lim.mei.ling@example.com');
  await page.getByRole('checkbox', { name: /I declare that the information/ }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/third-party/one-time-payment/source-of-funds');
  await page.getByRole('radiogroup').first().waitFor();
  await shoot(page, 'source-of-funds', width);
  await page.goto(`${base}/third-party`);
  await page.getByRole('textbox', { name: 'Policy number' }).waitFor();
  await shoot(page, 'find-policy', width);
  await page.goto(`${base}/recurring-giro`);
  await page.getByRole('radiogroup').first().waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('.field-error').first().waitFor();
  await shoot(page, 'giro-account-invalid', width);
  await page.goto(`${base}/one-time-payment`);
  await page.getByRole('checkbox').first().waitFor({ state: 'attached' });

  // A declined card first (it pays nothing, so the same policies stay due): the unsuccessful outcome.
  await toReview(page, 'visa');
  await page.getByRole('button', { name: /^Pay S\$/ }).click();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay S\$/ }).click();
  await h1(page, 'Payment unsuccessful');
  await shoot(page, 'unsuccessful', width);

  await page.goto(`${base}/one-time-payment`);
  await page.getByRole('checkbox').first().waitFor({ state: 'attached' });
  await toReview(page, 'paynow');
  await shoot(page, 'review', width);
  await page.getByRole('button', { name: 'Show PayNow QR code' }).click();
  await h1(page, 'Pay with PayNow');
  await page.getByRole('img', { name: /^PayNow QR code/ }).waitFor();
  await shoot(page, 'paynow', width);
  const reference = await page.locator('.summary-row', { hasText: 'Reference' }).locator('.value-whole').textContent();
  await post('/sandbox/paynow/pay', { reference });
  await h1(page, 'PayNow payment received');
  await shoot(page, 'receipt', width);

  // An error dialog with its support reference under the spec's words: the policies list answers 503.
  await post('/sandbox/faults', { path: '/rs/v1/policies/due', fault: 'status-503' });
  // The dialog covers the header's choice: the language is stored before the page loads instead.
  if (LANGUAGE) await page.evaluate((l) => localStorage.setItem('language', l), LANGUAGE);
  await page.goto(`${base}/one-time-payment`);
  await page.getByRole('alertdialog').locator('.support-reference').waitFor();
  await shoot(page, 'error-reference', width);
  await context.close();
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  for (const width of WIDTHS) await run(browser, width);
} finally {
  await browser.close();
  server?.stop();
}
