import type { Page } from 'playwright-core';
import { PAYMENT_PATHS } from '../../../src/core/api/payment.contract';
import { THIRD_PARTY_PATHS } from '../../../src/core/api/third-party.contract';
import { en } from '../../../src/ui/text/en';
import { paymentText } from '../../../src/ui/text/en-payment';
import { paymentOutcomeText } from '../../../src/ui/text/en-payment-outcome';
import { thirdPartyText } from '../../../src/ui/text/en-third-party';
import { guestPayorText } from '../../../src/ui/text/en-third-party-guest';
import { declarationText } from '../../../src/ui/text/en-declaration';
import { portalUrl } from './browser';
import { fillDeclaration, labelOf, PAYOR } from './declaration';
import { runClockUntil } from './clock';
import { keysSentTo, SCREEN_FAULTS, type FaultName, type Journey } from './faults';
import { gatewayPay, onGateway } from './journeys';

/**
 * The calls of the later steps of the journeys that the browser walks, as fault journeys (support/faults.ts): the
 * one-time payment's Pay and card outcome page, the PayNow poll, the third-party declaration and the guest's outcome
 * page; the browser files faults-pay, faults-paynow and faults-journeys each run a part, so the jest workers share
 * them. Pay answers a 5xx, a timeout, a drop or an unreadable reply with "still confirming" on the same page, never
 * the 5xx dialog, whose close would log out while the payment may exist
 * (docs/adr/0009-money-calls-and-the-5xx-dialog.md); pressing again then gets through, and the sandbox shows one
 * payment under one idempotency key. The PayNow poll retries quietly. Each call meets its screen's inline failure
 * and 403 (SCREEN_FAULTS) and the faults with a text of its own, except the guest's outcome page, which walks its
 * 401 only. The GIRO steps', the source of funds', the guest payment's and that page's inline failures, 400s and
 * 403s are in test/ui/journey-faults.test.tsx (ADR 0080); test/sandbox/fault-matrix.test.ts runs every call against
 * every fault.
 */

/** react-aria keeps radio and checkbox inputs visually hidden under their labels, which take the click. */
const FORCE = { force: true } as const;
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).first().waitFor();

// One-time payment, logged in as C-1001: TermGuard Life and EduSaver Endowment, S$333.35.
const PAY = paymentText;
const TOTAL = 'S$333.35';

async function toReview(page: Page, method: RegExp): Promise<void> {
  await h1(page, en.screens.oneTimePayment.title);
  for (const policy of [/TermGuard Life/, /EduSaver Endowment/])
    await page.getByRole('checkbox', { name: policy }).check(FORCE);
  await page.getByRole('button', { name: PAY.continue }).click();
  await h1(page, en.screens.paymentMethod.title);
  await page.getByRole('radio', { name: method }).check(FORCE);
  await page.getByRole('radio', { name: PAY.method.policyholder }).check(FORCE);
  await page.getByRole('button', { name: PAY.continue }).click();
  await h1(page, en.screens.paymentReview.title);
  await page.getByRole('checkbox', { name: PAY.review.consent }).check(FORCE);
}

/** The sandbox's own record of payments: what was really made (docs/sandbox.md, "Exactly once"). */
async function paymentsMade(): Promise<number> {
  const listed = (await (await fetch(portalUrl('/sandbox/payments'))).json()) as { payments: unknown[] };
  return listed.payments.length;
}

/**
 * After an inline failure of a Pay-like call: press again (a few times at most, while leftover faults are used up)
 * until the next page shows, then count what was made. A 400 released its key (nothing was made under it), so the
 * next press may use a new one; otherwise every request carries the first key.
 */
async function payAgain(
  page: Page,
  fault: FaultName,
  o: { button: RegExp; next: RegExp; path: string; made?: () => Promise<number> },
): Promise<string> {
  for (let press = 0; press < 3; press += 1) {
    await page.getByRole('button', { name: o.button }).click();
    const through = await page
      .getByRole('heading', { level: 1, name: o.next })
      .waitFor({ timeout: 15000 })
      .then(
        () => true,
        () => false,
      );
    if (through) {
      const keys = await keysSentTo(o.path);
      if (fault !== '400' && keys.size !== 1) return `after the retry: ${keys.size} idempotency keys sent, expected 1`;
      if (keys.size > 2) return `after the retry: ${keys.size} idempotency keys sent`;
      const made = o.made ? await o.made() : 1;
      return made === 1 ? '' : `after the retry: ${made} payments made, expected 1`;
    }
  }
  return `pressing again never got through to "${String(o.next)}"`;
}

// Guest payor: C-1002's policy L-1002-01 (S$156.40), found by the policyholder's passport.
const TP = { ...thirdPartyText, ...declarationText, ...guestPayorText };
/** From the home page (so Back has somewhere to go) to the filled-in declaration, before Continue. */
async function declaration(page: Page): Promise<void> {
  await page.goto(portalUrl('/'));
  await h1(page, en.screens.home.title);
  await page.getByRole('link', { name: /Pay on someone else/ }).click();
  await h1(page, en.screens.thirdParty.title);
  await page.getByRole('textbox', { name: 'Policy number' }).fill('L-1002-01');
  await labelOf(page, 'radio', 'Passport').click();
  await page.getByRole('textbox', { name: 'Policyholder’s passport number' }).fill('E1234567');
  await page.getByRole('textbox', { name: 'Policyholder’s date of birth' }).fill('14/02/1992');
  await page.getByRole('button', { name: 'Find the policy' }).click();
  await page.getByRole('heading', { level: 2, name: 'What is due' }).waitFor();
  await fillDeclaration(page);
}

/** On to the source of funds and card, filled in, before Pay. */
async function guestPay(page: Page): Promise<void> {
  await declaration(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, en.screens.thirdPartySourceOfFunds.title);
  await labelOf(page, 'radio', 'Savings').click();
  await labelOf(page, 'radio', 'Visa').click();
  await labelOf(page, 'checkbox', /I authorise the payment of S\$156\.40/).click();
}
const GUEST_PAY = /^Pay S\$156\.40/;

export const JOURNEYS: Record<string, Journey> = {
  'payment create (Pay, card)': {
    // Its own words for a 5xx and a 400; a timeout and drops met by Pay's retries under one key on a real network.
    faults: [...SCREEN_FAULTS, '5xx', '400', 'timeout', 'drop'],
    path: PAYMENT_PATHS.payments,
    login: true,
    prepare: (page) => toReview(page, /^Visa card/),
    trigger: (page) => page.getByRole('button', { name: PAY.review.pay(TOTAL) }).click(),
    backTo: '/one-time-payment/payment-method',
    inline: PAY.review.unconfirmed,
    expect: {
      '5xx': { kind: 'inline', text: PAY.review.unconfirmed },
      '400': { kind: 'inline', text: PAY.review.failed },
    },
    kept: { text: TOTAL },
    attempts: 3,
    clock: true,
    recover: (page, fault) =>
      payAgain(page, fault, {
        button: new RegExp(`^(${PAY.review.checkAgain}|Pay S\\$)`),
        next: /Sandbox card gateway/,
        path: PAYMENT_PATHS.payments,
        made: paymentsMade,
      }),
  },
  'payment status (card outcome page)': {
    path: PAYMENT_PATHS.paymentStatus,
    login: true,
    async prepare(page) {
      await toReview(page, /^Visa card/);
      await page.getByRole('button', { name: PAY.review.pay(TOTAL) }).click();
      await onGateway(page);
    },
    trigger: gatewayPay,
    backTo: /^\/sandbox\/gateway\//,
    at: '/one-time-payment/status/successful',
    inline: paymentOutcomeText.loadFailed,
    clock: true,
    async recover(page) {
      await page.getByRole('button', { name: PAY.retry }).click();
      await page.getByText(paymentOutcomeText.states.successful).first().waitFor();
      return '';
    },
  },
  'PayNow status (the poll)': {
    path: PAYMENT_PATHS.payNowStatus,
    login: true,
    async prepare(page) {
      await toReview(page, /^PayNow/);
      await page.getByRole('button', { name: PAY.review.showQr }).click();
      await h1(page, en.screens.payNow.title);
    },
    trigger: async () => undefined, // the page polls by itself
    backTo: '/one-time-payment/payment-review',
    inline: '',
    expect: {
      '5xx': { kind: 'quiet' },
      timeout: { kind: 'quiet' },
      drop: { kind: 'quiet' },
      malformed: { kind: 'quiet' },
      '400': { kind: 'quiet' },
      html: { kind: 'quiet' },
    },
    kept: { text: TOTAL },
    clock: true,
    async recover(page) {
      // The customer pays in their banking app: the next poll moves the page on by itself.
      const listed = (await (await fetch(portalUrl('/sandbox/payments'))).json()) as {
        payments: { reference: string }[];
      };
      await fetch(portalUrl('/sandbox/paynow/pay'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reference: listed.payments[0]!.reference }),
      });
      // The next poll is up to 10 s away: on the page's clock, not in real time.
      const success = page.getByRole('heading', { level: 1, name: en.screens.payNowSuccess.title }).first();
      if (!(await runClockUntil(page, () => success.isVisible()))) return 'the page never moved on to the success page';
      const made = await paymentsMade();
      return made === 1 ? '' : `${made} payments made, expected 1`;
    },
  },
  'third-party declaration': {
    path: THIRD_PARTY_PATHS.declarations,
    login: false,
    prepare: declaration,
    trigger: (page) => page.getByRole('button', { name: 'Continue' }).click(),
    backTo: '/',
    inline: TP.declaration.failed,
    kept: { label: 'Full name', value: PAYOR.name },
    clock: true,
  },
  'third-party payment status (outcome page)': {
    // A 401 (the guest token expired) has this page's own text; its malformed and 403 are in
    // test/ui/journey-faults.test.tsx, as are the GIRO steps', the source of funds' and the guest payment's.
    faults: ['401'],
    path: THIRD_PARTY_PATHS.paymentStatus,
    login: false,
    async prepare(page) {
      await guestPay(page);
      await page.getByRole('button', { name: GUEST_PAY }).click();
      await onGateway(page);
    },
    trigger: gatewayPay,
    backTo: /^\/sandbox\/third-party-gateway\//,
    at: /^\/payment-status\/third-party/,
    inline: TP.outcome.failed,
    // The guest has no login: a 401 there means the guest token has expired, and the page says it cannot show the
    // payment (docs/session.md, "Guest calls"); 403 and 5xx are the spec's dialog.
    expect: { '401': { kind: 'inline', text: TP.outcome.unknown } },
  },
};

/** Which browser file runs which journeys: about a third of the time each (faults-journeys.e2e.ts checks all run). */
export const FILES = {
  'faults-pay.e2e.ts': ['payment create (Pay, card)', 'payment status (card outcome page)'],
  'faults-paynow.e2e.ts': ['PayNow status (the poll)', 'third-party declaration'],
  'faults-journeys.e2e.ts': ['third-party payment status (outcome page)'],
} as const;

/** The journeys one browser file runs. */
export function journeysOf(file: keyof typeof FILES): Record<string, Journey> {
  return Object.fromEntries(
    FILES[file].map((name) => {
      const journey = JOURNEYS[name];
      if (!journey) throw new Error(`no fault journey named ${name}`);
      return [name, journey];
    }),
  );
}
