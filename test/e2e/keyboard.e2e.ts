import type { Locator, Page } from 'playwright-core';
import { en } from '../../src/ui/text/en';
import { loginText } from '../../src/ui/text/en-login';
import { loginStepsText } from '../../src/ui/text/en-login-steps';
import { paymentText } from '../../src/ui/text/en-payment';
import { paymentOutcomeText } from '../../src/ui/text/en-payment-outcome';
import { recurringText } from '../../src/ui/text/en-recurring';
import { portalUrl, sandboxControl, sandboxState, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';

/**
 * Every journey finishable by keyboard alone. Tab, Shift+Tab, Space, Enter, the arrow keys and
 * typed text only: no click, check or fill, and the sandbox's bank and card pages are answered the same way.
 * Login (SMS, Singpass, acceptance code) and the third-party payor have theirs in login.e2e.ts and
 * third-party-payor.e2e.ts; here the login is by keyboard too, then one-time PayNow and card, recurring GIRO and recurring card.
 */
const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Tab into the target's radio group (one stop for the whole group), then the arrow keys (or Space) choose it. */
async function chooseRadio(page: Page, target: Locator) {
  const group = await target.getAttribute('name');
  for (let i = 0; i < 40; i += 1) {
    const inGroup = await page.evaluate((name) => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.type === 'radio' && el.name === name;
    }, group);
    if (inGroup) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < 12 && !(await hasFocus(target)); i += 1) await page.keyboard.press('ArrowDown');
  // In a group with nothing chosen yet, Tab focuses the first radio without choosing it: Space does.
  if (!(await target.isChecked())) await page.keyboard.press('Space');
  if (!(await target.isChecked())) throw new Error(`could not choose ${String(target)} with the arrow keys`);
}

/** Tab to a checkbox and tick it with Space. */
async function tick(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Space');
  expect(await target.isChecked()).toBe(true);
}

/** Tab to a button and press it with Enter. */
async function press(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Logs in from a guarded page by keyboard alone (C-1001, SMS code) and waits until the customer is back on it. */
async function loginByKeyboard(page: Page, from: string) {
  await page.goto(portalUrl(from));
  await heading(page, en.screens.login.title);
  await tabTo(page, page.getByRole('textbox', { name: loginText.idNumber.labelNric }));
  await page.keyboard.type('S1234567D');
  await page.keyboard.press('Tab');
  await page.keyboard.type('31/08/1985');
  await page.keyboard.press('Enter');
  await heading(page, en.screens.loginAuthMethod.title);
  await chooseRadio(page, page.getByRole('radio', { name: /text message/ }));
  await press(page, page.getByRole('button', { name: loginStepsText.authMethod.continue }));
  await heading(page, en.screens.loginOtp.title);
  await tabTo(page, page.getByRole('textbox', { name: loginStepsText.otp.label }));
  await page.keyboard.type('123456');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === from);
}

describe('every journey by keyboard alone', () => {
  it('one-time payment by PayNow: policies, method, review, the QR page, then the success page', async () => {
    const { page, problems } = await open();
    await loginByKeyboard(page, '/one-time-payment');
    await heading(page, en.screens.oneTimePayment.title);
    await tick(page, page.getByRole('checkbox', { name: /TermGuard Life/ }));
    await tick(page, page.getByRole('checkbox', { name: /EduSaver Endowment/ }));
    await press(page, page.getByRole('button', { name: paymentText.continue }));
    await heading(page, en.screens.paymentMethod.title);
    await chooseRadio(page, page.getByRole('radio', { name: /^PayNow/ }));
    await chooseRadio(page, page.getByRole('radio', { name: paymentText.method.policyholder }));
    await press(page, page.getByRole('button', { name: paymentText.continue }));
    await heading(page, en.screens.paymentReview.title);
    await tick(page, page.getByRole('checkbox', { name: paymentText.review.consent }));
    await press(page, page.getByRole('button', { name: paymentText.review.showQr }));
    await heading(page, en.screens.payNow.title);
    // The customer pays in their bank's app; the portal's page notices by itself.
    const payment = (await sandboxState()).requests.filter((r) => r.path === '/rs/v1/payments' && r.method === 'POST');
    expect(payment).toHaveLength(1);
    const listed = (await (await fetch(portalUrl('/sandbox/payments'))).json()) as {
      payments: { reference: string }[];
    };
    const res = await fetch(portalUrl('/sandbox/paynow/pay'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: listed.payments[0]!.reference }),
    });
    expect(res.status).toBe(200);
    await heading(page, en.screens.payNowSuccess.title);
    expect(pathOf(page)).toBe('/payment-status/otp/paynow/success');
    // The outcome page's actions are reachable too.
    await tabTo(page, page.getByRole('button', { name: paymentOutcomeText.pdf.download }));
    expect(problems).toEqual([]);
  });

  it('one-time payment by card: policies, method, review, the card gateway, then the success page', async () => {
    const { page, problems } = await open();
    await loginByKeyboard(page, '/one-time-payment');
    await heading(page, en.screens.oneTimePayment.title);
    await tick(page, page.getByRole('checkbox', { name: /TermGuard Life/ }));
    await press(page, page.getByRole('button', { name: paymentText.continue }));
    await heading(page, en.screens.paymentMethod.title);
    await chooseRadio(page, page.getByRole('radio', { name: /^Visa card/ }));
    await chooseRadio(page, page.getByRole('radio', { name: paymentText.method.policyholder }));
    await press(page, page.getByRole('button', { name: paymentText.continue }));
    await heading(page, en.screens.paymentReview.title);
    await tick(page, page.getByRole('checkbox', { name: paymentText.review.consent }));
    await press(page, page.getByRole('button', { name: paymentText.review.pay('S$245.30') }));
    await heading(page, 'Sandbox card gateway');
    await tabTo(page, page.getByLabel('Card number'));
    await page.keyboard.type('4111 1111 1111 1111');
    await press(page, page.getByRole('button', { name: /^Pay S\$/ }));
    await heading(page, en.screens.paymentSuccessful.title);
    expect(pathOf(page)).toBe('/one-time-payment/status/successful');
    expect(problems).toEqual([]);
  });

  it('recurring GIRO: policy and method, account holder and declaration, bank, review, the bank’s page, the outcome', async () => {
    const { page, problems } = await open();
    await loginByKeyboard(page, '/recurring-page');
    await heading(page, en.screens.recurring.title);
    await chooseRadio(page, page.getByRole('radio', { name: /TermGuard Life/ }).first());
    await chooseRadio(page, page.getByRole('radio', { name: new RegExp(recurringText.method.giro) }));
    await press(page, page.getByRole('button', { name: recurringText.continue }));
    await heading(page, en.screens.giro.title);
    await tabTo(page, page.getByLabel(recurringText.giro.holderName.label));
    await page.keyboard.type('Tan Wei Ming');
    await tick(page, page.getByRole('checkbox', { name: recurringText.giro.declaration }));
    await press(page, page.getByRole('button', { name: recurringText.continue }));
    await heading(page, en.screens.giroSelectBank.title);
    await chooseRadio(page, page.getByRole('radio', { name: 'UOB' }));
    await press(page, page.getByRole('button', { name: recurringText.continue }));
    await heading(page, en.screens.giroReview.title);
    await tick(page, page.getByRole('checkbox', { name: recurringText.review.consent }));
    await press(page, page.getByRole('button', { name: recurringText.review.submitGiro }));
    await heading(page, /authorise a GIRO arrangement/);
    await press(page, page.getByRole('button', { name: 'Approve the GIRO arrangement' }));
    await heading(page, en.screens.giroSuccessful.title);
    expect(pathOf(page)).toBe('/recurring-arrangements/giro/status/succesful');
    await page.getByText(/^RA\d+$/).waitFor();
    expect(problems).toEqual([]);
  });

  it('recurring credit card: policy and method, card type, review, the card page, the outcome', async () => {
    const { page, problems } = await open();
    await loginByKeyboard(page, '/recurring-page');
    await heading(page, en.screens.recurring.title);
    await chooseRadio(page, page.getByRole('radio', { name: /EduSaver Endowment/ }).first());
    await chooseRadio(page, page.getByRole('radio', { name: new RegExp(`^${recurringText.method.card}`) }));
    await press(page, page.getByRole('button', { name: recurringText.continue }));
    await heading(page, en.screens.cardSelectType.title);
    await chooseRadio(page, page.getByRole('radio', { name: 'Visa' }));
    await press(page, page.getByRole('button', { name: recurringText.continue }));
    await heading(page, en.screens.cardReview.title);
    await tick(page, page.getByRole('checkbox', { name: recurringText.review.consent }));
    await press(page, page.getByRole('button', { name: recurringText.review.submitCard }));
    await heading(page, /Save your Visa card/);
    await tabTo(page, page.getByLabel('Card number'));
    await page.keyboard.type('4111 1111 1111 1111');
    await press(page, page.getByRole('button', { name: 'Save card' }));
    await heading(page, en.screens.cardSuccessful.title);
    expect(pathOf(page)).toBe('/recurring-arrangements/credit-card/status/succesful');
    await page.getByText(/^RA\d+$/).waitFor();
    expect(problems).toEqual([]);
  });
});
