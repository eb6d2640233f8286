import type { Locator, Page } from 'playwright-core';
import { en } from '../../../src/ui/text/en';
import { paymentText } from '../../../src/ui/text/en-payment';
import { recurringText } from '../../../src/ui/text/en-recurring';
import { portalUrl } from './browser';
import { fillDeclaration, labelOf } from './declaration';
import { signIn } from './login';

/**
 * The journey steps up to each submit that moves money or sets up an arrangement. Each `to*` stops on the page with
 * the submit button ready (consent given) and returns that button; nothing is submitted.
 */

/** react-aria keeps radio and checkbox inputs visually hidden under their labels, which take the click. */
const FORCE = { force: true } as const;

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The sandbox card gateway's card that pays (docs/sandbox.md lists the others). */
export const CARD_PAID = '4111 1111 1111 1111';

/** On the sandbox card gateway's page (a policyholder's or a guest's payment), the card typed in; nothing pressed. */
export async function onGateway(page: Page, card = CARD_PAID): Promise<void> {
  await heading(page, 'Sandbox card gateway').waitFor();
  await page.getByLabel('Card number').fill(card);
}

/** Pay on the gateway's page, whatever the amount. */
export const gatewayPay = (page: Page) => page.getByRole('button', { name: /^Pay S\$/ }).click();

/** Pays at the sandbox card gateway with `card`, as a tester does. */
export async function payAtGateway(page: Page, card = CARD_PAID): Promise<void> {
  await onGateway(page, card);
  await gatewayPay(page);
}

/** C-1001's TermGuard Life (S$245.30) and EduSaver Endowment (S$88.05), as payment.e2e.ts pays them. */
export async function toPaymentReview(page: Page, method: 'visa' | 'paynow'): Promise<Locator> {
  await signIn(page, '/one-time-payment');
  return reviewFromPolicies(page, method);
}

/** The same from the policies page of a customer already logged in. */
export async function reviewFromPolicies(page: Page, method: 'visa' | 'paynow'): Promise<Locator> {
  const t = paymentText;
  await heading(page, en.screens.oneTimePayment.title).waitFor();
  for (const policy of [/TermGuard Life/, /EduSaver Endowment/])
    await page.getByRole('checkbox', { name: policy }).check(FORCE);
  await page.getByRole('button', { name: t.continue }).click();
  await heading(page, en.screens.paymentMethod.title).waitFor();
  await page.getByRole('radio', { name: method === 'visa' ? /^Visa card/ : /^PayNow/ }).check(FORCE);
  await page.getByRole('radio', { name: t.method.policyholder }).check(FORCE);
  await page.getByRole('button', { name: t.continue }).click();
  await heading(page, en.screens.paymentReview.title).waitFor();
  await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
  return page.getByRole('button', { name: method === 'visa' ? t.review.pay('S$333.35') : t.review.showQr });
}

/** C-1002's policy, payable by a guest. */
const GUEST_POLICY = { number: 'L-1002-01', passport: 'E1234567', dob: '14/02/1992' };

/** Logged in as C-1001: TermGuard Life by Visa, "someone else is paying", up to the declaration's page. */
export async function toLoggedInDeclaration(page: Page): Promise<void> {
  await signIn(page, '/one-time-payment');
  await heading(page, 'Choose what to pay').waitFor();
  await labelOf(page, 'checkbox', /TermGuard Life/)
    .first()
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Choose how to pay').waitFor();
  await labelOf(page, 'radio', /^Visa/).click();
  await labelOf(page, 'radio', /Someone else is paying for me/).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'About the payor').waitFor();
}

/** The same, then the declaration, source of funds and review. */
export async function toThirdPartyReview(page: Page): Promise<Locator> {
  await toLoggedInDeclaration(page);
  await fillDeclaration(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Source of funds').waitFor();
  await labelOf(page, 'radio', 'Savings').click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await heading(page, 'Review and pay').waitFor();
  await labelOf(page, 'checkbox', /I authorise this payment/).click();
  return page.getByRole('button', { name: /^Pay/ });
}

/** No login: finds C-1002's policy at /third-party and stops on its declaration. */
export async function toGuestDeclaration(page: Page): Promise<void> {
  await page.goto(portalUrl('/third-party'));
  await heading(page, 'Pay on someone else’s behalf').waitFor();
  await page.getByRole('textbox', { name: 'Policy number' }).fill(GUEST_POLICY.number);
  await labelOf(page, 'radio', 'Passport').click();
  await page.getByRole('textbox', { name: 'Policyholder’s passport number' }).fill(GUEST_POLICY.passport);
  await page.getByRole('textbox', { name: 'Policyholder’s date of birth' }).fill(GUEST_POLICY.dob);
  await page.getByRole('button', { name: 'Find the policy' }).click();
  await page.getByRole('heading', { level: 2, name: 'What is due' }).waitFor();
}

/** The same, then declares, and stops on the source of funds with Visa (or PayNow) chosen. */
export async function toGuestPay(page: Page, method: 'Visa' | 'PayNow' = 'Visa'): Promise<Locator> {
  await toGuestDeclaration(page);
  await fillDeclaration(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Source of funds').waitFor();
  await labelOf(page, 'radio', 'Savings').click();
  await labelOf(page, 'radio', new RegExp(`^${method}`)).click();
  await labelOf(page, 'checkbox', /I authorise the payment of S\$156\.40/).click();
  return page.getByRole('button', { name: method === 'PayNow' ? 'Show PayNow QR code' : 'Pay S$156.40' });
}

async function startRecurring(page: Page, method: 'giro' | 'card', policy: RegExp) {
  const t = recurringText;
  await signIn(page, '/recurring-page');
  await heading(page, en.screens.recurring.title).waitFor();
  await page.getByRole('radio', { name: policy }).first().check(FORCE);
  await page
    .getByRole('radio', { name: method === 'giro' ? new RegExp(t.method.giro) : new RegExp(`^${t.method.card}`) })
    .check(FORCE);
  await page.getByRole('button', { name: t.continue }).click();
}

/** C-1001's TermGuard Life by GIRO from UOB, to the review with consent given. */
export async function toGiroReview(page: Page): Promise<Locator> {
  const t = recurringText;
  await startRecurring(page, 'giro', /TermGuard Life/);
  await heading(page, en.screens.giro.title).waitFor();
  await page.getByLabel(t.giro.holderName.label).fill('Tan Wei Ming');
  await page.getByRole('checkbox', { name: t.giro.declaration }).check(FORCE);
  await page.getByRole('button', { name: t.continue }).click();
  await heading(page, en.screens.giroSelectBank.title).waitFor();
  await page.getByRole('radio', { name: 'UOB' }).check(FORCE);
  await page.getByRole('button', { name: t.continue }).click();
  await heading(page, en.screens.giroReview.title).waitFor();
  await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
  return page.getByRole('button', { name: t.review.submitGiro });
}

/** C-1001's EduSaver Endowment by Visa, to the review with consent given. */
export async function toCardArrangementReview(page: Page): Promise<Locator> {
  const t = recurringText;
  await startRecurring(page, 'card', /EduSaver Endowment/);
  await heading(page, en.screens.cardSelectType.title).waitFor();
  await page.getByRole('radio', { name: 'Visa' }).check(FORCE);
  await page.getByRole('button', { name: t.continue }).click();
  await heading(page, en.screens.cardReview.title).waitFor();
  await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
  return page.getByRole('button', { name: t.review.submitCard });
}
