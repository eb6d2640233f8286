import { readFile } from 'node:fs/promises';
import { accountText } from '../../src/ui/text/en-account';
import { correction, generate } from 'lean-qr';
import type { Page, Response } from 'playwright-core';
import { parsePayNowPayload } from '../../src/core/shared/paynow-payload';
import { en } from '../../src/ui/text/en';
import { paymentText as t } from '../../src/ui/text/en-payment';
import { paynowText } from '../../src/ui/text/en-paynow';
import { paymentOutcomeText } from '../../src/ui/text/en-payment-outcome';
import { pdfTexts } from '../support/pdf';
import { axeViolations } from './support/axe';
import { portalUrl, sandboxControl, sandboxState, useBrowser, type Watched } from './support/browser';
import { focusReturnsTo } from './support/keyboard';
import { addAppBridge, enterFromApp, loginBySms, postedToApp, resetKeepingSignIn, signIn } from './support/login';
import { payAtGateway } from './support/journeys';

const { open } = useBrowser();
const PAYMENTS = '/rs/v1/payments';

beforeEach(resetKeepingSignIn);

/** react-aria keeps radio and checkbox inputs visually hidden under their labels, which take the click. */
const FORCE = { force: true } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The sandbox's record of POST /payments: every request, and the payments it made (docs/sandbox.md). */
async function paymentRequests() {
  const posts = (await sandboxState()).requests.filter(
    (r) => r.method === 'POST' && r.path === PAYMENTS,
  ) as unknown as { headers: Record<string, string> }[];
  const listed = (await (await fetch(portalUrl('/sandbox/payments'))).json()) as {
    stats: { createRequests: number; replays: number };
    payments: { reference: string; status: string; method: string; totalCents: number }[];
  };
  return {
    posts: posts.length,
    keys: new Set(posts.map((p) => p.headers['idempotency-key'])),
    payments: listed.payments,
  };
}

/**
 * axe on the page as it stands. The login screens' buttons use react-aria's isPending, whose announcement
 * (a role=img node labelled by the button) stays in react-aria's live region for 7 s after the button is
 * gone and fails role-img-alt on whatever page comes next: a login-area finding, reported, not this page's.
 * The check waits those out; the payment screens themselves make no such announcement.
 */
async function expectNoViolations(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-live-announcer] [role="img"]'), undefined, {
    timeout: 10_000,
  });
  expect(await axeViolations(page)).toEqual([]);
}

type Method = 'visa' | 'paynow';
const METHOD_RADIO: Record<Method, RegExp> = { visa: /^Visa card/, paynow: /^PayNow/ };

/** A phone's page inside the app's webview, with its bridge (postedToApp reads what the portal posts). */
async function openInAppOnPhone(): Promise<Watched> {
  const w = await open({ viewport: { width: 360, height: 740 } });
  await addAppBridge(w.page);
  await enterFromApp(w.page);
  await heading(w.page, en.screens.home.title);
  return w;
}

/**
 * Logged in as C-1001, chooses TermGuard Life (S$245.30, overdue) and EduSaver Endowment (S$88.05), the
 * method and the policyholder, and stops on the review page with consent given. Runs axe on the method
 * and review pages when asked.
 */
async function toReview(w: Watched, method: Method, options: { axe?: boolean; policies?: RegExp[] } = {}) {
  const { page } = w;
  await signIn(page, '/one-time-payment');
  await heading(page, en.screens.oneTimePayment.title);
  for (const policy of options.policies ?? [/TermGuard Life/, /EduSaver Endowment/])
    await page.getByRole('checkbox', { name: policy }).check(FORCE);
  await page.getByRole('button', { name: t.continue }).click();
  await chooseMethod(w, method, options);
}

async function chooseMethod(w: Watched, method: Method, options: { axe?: boolean } = {}) {
  const { page } = w;
  await heading(page, en.screens.paymentMethod.title);
  await page.getByRole('radio', { name: METHOD_RADIO[method] }).check(FORCE);
  await page.getByRole('radio', { name: t.method.policyholder }).check(FORCE);
  if (options.axe) await expectNoViolations(page);
  await page.getByRole('button', { name: t.continue }).click();
  await heading(page, en.screens.paymentReview.title);
  await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
  if (options.axe) await expectNoViolations(page);
}

const payButton = (page: Page, amount = 'S$333.35') => page.getByRole('button', { name: t.review.pay(amount) });
/** PayNow's review button makes the code; it takes no money itself. */
const showQrButton = (page: Page) => page.getByRole('button', { name: t.review.showQr });

/** The card gateway's hosted page, answered as a tester would (docs/sandbox.md's test cards). */
async function answerGateway(page: Page, answer: string) {
  if (answer !== 'cancel') return payAtGateway(page, answer);
  await heading(page, 'Sandbox card gateway');
  await page.getByRole('button', { name: 'Cancel and return to the portal' }).click();
}

/** The receipt's rows as the customer reads them: term and value. */
async function receipt(page: Page): Promise<Record<string, string>> {
  const list = page.getByRole('definition').first();
  await list.waitFor();
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.summary-row')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    ),
  );
}

describe('the policies list', () => {
  it('says whose cover each is, how often it is paid, by when an overdue one keeps it, and what pays it', async () => {
    const w = await open();
    const { page } = w;
    await signIn(page, '/one-time-payment');
    await heading(page, en.screens.oneTimePayment.title);
    const line = (name: RegExp) => page.locator('.payment-policy').filter({ hasText: name });
    const termGuard = await line(/TermGuard Life/).innerText();
    expect(termGuard).toContain(t.policies.lifeAssured('Tan Wei Ming'));
    expect(termGuard).toContain(t.policies.frequency.monthly);
    expect(termGuard).toMatch(/Pay by \d{1,2} \w+ \d{4} to keep your cover\./);
    expect(await line(/MediShield Plus Health/).innerText()).toMatch(
      /Paid by GIRO: the deduction on \d{1,2} \w+ \d{4} pays this premium/,
    );
    expect(await line(/Legacy Whole Life/).innerText()).toContain(t.policies.payNowOnly('S$50,000.00'));
    expect(await line(/EduSaver Endowment/).innerText()).not.toContain('PayNow');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('a premium a GIRO deduction will take', () => {
  it('is not ticked; ticking it asks once in a dialog that keeps and returns focus, and the review names it', async () => {
    const w = await open();
    const { page } = w;
    await signIn(page, '/one-time-payment');
    await heading(page, en.screens.oneTimePayment.title);
    const giro = page.getByRole('checkbox', { name: /MediShield Plus Health/ });
    expect(await giro.isChecked()).toBe(false);
    await giro.focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: t.policies.alsoPay.title });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/Your GIRO deduction on \d{1,2} \w+ \d{4} will still take S\$1,180\.00/);
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(await inDialog()).toBe(true);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await giro.isChecked()).toBe(false);
    await focusReturnsTo(giro);
    expect(await page.locator('.payment-total').innerText()).toContain('S$0.00');

    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: t.policies.alsoPay.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await giro.isChecked()).toBe(true);
    expect(await page.locator('.payment-total').innerText()).toContain('S$1,180.00');
    await page.getByRole('button', { name: t.continue }).click();
    await chooseMethod(w, 'paynow', { axe: true });
    expect(await page.locator('main').innerText()).toMatch(/Also taken by your GIRO deduction on \d{1,2} \w+ \d{4}/);
    expect((await receipt(page))[t.review.total]).toBe('S$1,180.00');
    expect(w.problems).toEqual([]);
  });
  it.each(['zh', 'ms', 'ta'])(
    'in %s: the dialog in that language, with the insurer’s words, and axe finds nothing',
    async (code) => {
      const w = await open();
      const { page } = w;
      await signIn(page, '/one-time-payment');
      await heading(page, en.screens.oneTimePayment.title);
      // The dialog covers the header's choice: the language is stored and the page loaded in it.
      await page.evaluate((l) => localStorage.setItem('language', l), code);
      await page.reload();
      await page.waitForFunction((c) => document.documentElement.lang.startsWith(c), code);
      await page.locator('.payment-policy').filter({ hasText: 'H-1001-02' }).getByRole('checkbox').click(FORCE);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const config = (await (await fetch(portalUrl('/config.json'))).json()) as {
        paidTwiceNoteIn: Record<string, string>;
      };
      expect(await dialog.innerText()).toContain(config.paidTwiceNoteIn[code]);
      expect(await axeViolations(page)).toEqual([]);
      expect(w.problems).toEqual([]);
    },
  );
});

describe('one-time payment by card, through the gateway, to each outcome', () => {
  // Each outcome its own heading and words; "Receipt" and "Paid on" only for money received.
  it.each([
    ['4111 1111 1111 1111', 'successful', paymentOutcomeText.headings.successful, paymentOutcomeText.states.successful],
    [
      '4000 0000 0000 0002',
      'unsuccessful',
      paymentOutcomeText.headings.unsuccessful,
      paymentOutcomeText.states.unsuccessful,
    ],
    ['4000 0000 0000 9995', 'aml', paymentOutcomeText.headings.aml, paymentOutcomeText.states.aml],
    ['cancel', 'cancel', paymentOutcomeText.headings.cancelled, paymentOutcomeText.states.cancelled],
  ])(
    'card %s: /one-time-payment/status/%s with its heading, true rows and next steps',
    async (answer, outcome, title, state) => {
      const w = await open();
      const { page } = w;
      await toReview(w, 'visa', { axe: outcome === 'successful' });
      await payButton(page).click();
      await answerGateway(page, answer);
      await heading(page, title);
      expect(pathOf(page)).toBe(`/one-time-payment/status/${outcome}`);
      const paid = outcome === 'successful' || outcome === 'aml';
      const rows = await receipt(page);
      expect(rows).toMatchObject({
        [paymentOutcomeText.status]: state,
        [t.review.policy('TermGuard Life', 'L-1001-01')]: 'S$245.30',
        [t.review.policy('EduSaver Endowment', 'E-1001-03')]: 'S$88.05',
        [paymentOutcomeText.total]: 'S$333.35',
        // The card's last four digits once the gateway took it.
        [paymentOutcomeText.method]: paid ? `Visa card ending ${answer.slice(-4)}` : 'Visa card',
        [paid ? paymentOutcomeText.payor : paymentOutcomeText.payorUnpaid]: t.review.payorSelf,
      });
      expect(rows[paymentOutcomeText.reference]).toMatch(/^PP\d{10}$/);
      expect(new URL(page.url()).searchParams.get('ref')).toBe(rows[paymentOutcomeText.reference]);
      // Only rows that are true.
      expect(Object.keys(rows).includes(paymentOutcomeText.date)).toBe(outcome === 'successful');
      expect(Object.keys(rows).includes(paymentOutcomeText.payor)).toBe(paid);
      expect(Object.keys(rows).includes(accountText.payee.name)).toBe(paid);
      expect(rows[paid ? accountText.payee.name : accountText.payee.unpaid]).toBe('Example Insurance Pte Ltd');
      const h2 = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(h2).toContain(outcome === 'successful' ? paymentOutcomeText.receipt : paymentOutcomeText.details);
      expect(h2.includes(paymentOutcomeText.receipt)).toBe(outcome === 'successful');
      const words = {
        successful: 'successful',
        unsuccessful: 'unsuccessful',
        aml: 'aml',
        cancel: 'cancelled',
      } as const;
      await page.getByText(paymentOutcomeText.what[words[outcome as keyof typeof words]]).waitFor();
      if (paid) {
        await page.getByRole('button', { name: paymentOutcomeText.pdf.download }).waitFor();
        expect(await page.getByRole('link', { name: paymentOutcomeText.tryAgain }).count()).toBe(0);
      } else {
        // Not charged: the way back to the review, where a new Pay is a new payment.
        expect(await page.getByRole('link', { name: paymentOutcomeText.tryAgain }).getAttribute('href')).toBe(
          '/one-time-payment/payment-review',
        );
      }
      if (outcome === 'unsuccessful')
        await page.getByText(paymentOutcomeText.reason('The card issuer declined the payment.')).waitFor();
      if (outcome !== 'successful') await expectNoViolations(page);
      const sent = await paymentRequests();
      expect([sent.posts, sent.payments.length]).toEqual([1, 1]);
      expect(w.problems).toEqual([]);
    },
  );

  it('a declined card’s Try again pays under a new key, once', async () => {
    const w = await open();
    const { page } = w;
    await toReview(w, 'visa');
    await payButton(page).click();
    await payAtGateway(page, '4000 0000 0000 0002');
    await heading(page, paymentOutcomeText.headings.unsuccessful);
    await page.getByRole('link', { name: paymentOutcomeText.tryAgain }).click();
    await heading(page, en.screens.paymentReview.title);
    await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
    await payButton(page).click();
    await payAtGateway(page);
    await heading(page, paymentOutcomeText.headings.successful);
    const sent = await paymentRequests();
    expect(sent.keys.size).toBe(2);
    expect(sent.payments.map((p) => p.status)).toEqual(['unsuccessful', 'successful']);
    expect(w.problems).toEqual([]);
  });
});

describe('a declined card has a way forward', () => {
  it('PayNow instead for the same policies and amount, the bank’s advice and the hotline', async () => {
    const w = await open();
    const { page } = w;
    const d = paymentOutcomeText.declined;
    await toReview(w, 'visa');
    await payButton(page).click();
    await payAtGateway(page, '4000 0000 0000 0002');
    await heading(page, paymentOutcomeText.headings.unsuccessful);
    await page.getByRole('heading', { level: 2, name: d.title }).waitFor();
    await page.getByText(d.bank).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: '+65 6000 0000' }).getAttribute('href')).toBe(
      'tel:+6560000000',
    );
    await expectNoViolations(page);
    await page.getByRole('button', { name: d.payNowInstead }).click();
    await heading(page, en.screens.paymentReview.title);
    const review = await page.getByRole('main').textContent();
    for (const same of ['L-1001-01', 'E-1001-03', 'S$333.35', 'PayNow']) expect(review).toContain(same);
    await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
    await showQrButton(page).click();
    await heading(page, en.screens.payNow.title);
    await page.getByRole('img', { name: /^PayNow QR code/ }).waitFor();
    const sent = await paymentRequests();
    expect(sent.payments.map((p) => [p.method, p.status, p.totalCents])).toEqual([
      ['card', 'unsuccessful', 333_35],
      ['paynow', 'pending', 333_35],
    ]);
    expect(sent.keys.size).toBe(2);
    expect(w.problems).toEqual([]);
  });

  it('a cancelled card payment is not a decline: no PayNow instead, no bank advice', async () => {
    const w = await open();
    const { page } = w;
    await toReview(w, 'visa');
    await payButton(page).click();
    await answerGateway(page, 'cancel');
    await heading(page, paymentOutcomeText.headings.cancelled);
    await page.getByRole('link', { name: paymentOutcomeText.tryAgain }).waitFor();
    expect(await page.getByRole('button', { name: paymentOutcomeText.declined.payNowInstead }).count()).toBe(0);
    expect(await page.getByText(paymentOutcomeText.declined.bank).count()).toBe(0);
    expect(w.problems).toEqual([]);
  });
});

/** Waits for the PayNow page with its QR image; returns the reference shown and the payload the server sent. */
async function toPayNowPage(w: Watched, options: { axe?: boolean } = {}) {
  const { page } = w;
  await toReview(w, 'paynow', options);
  const reply = page.waitForResponse(
    (r: Response) => new URL(r.url()).pathname === PAYMENTS && r.request().method() === 'POST',
  );
  await showQrButton(page).click();
  const body = (await (await reply).json()) as { body: { reference: string; next: { kind: string; payload: string } } };
  await heading(page, en.screens.payNow.title);
  expect(pathOf(page)).toBe('/one-time-payment/paynow');
  const reference = body.body.reference;
  const image = page.getByRole('img', { name: paynowText.qrAlt('S$333.35', 'Example Insurance Pte Ltd', reference) });
  await image.waitFor();
  expect(await image.isVisible()).toBe(true);
  // The same reference for paying by hand.
  await page.getByRole('definition').filter({ hasText: reference }).waitFor();
  return { reference, payload: body.body.next.payload, image };
}

async function sandboxPayNow(what: 'pay' | 'expire', reference: string) {
  const res = await fetch(portalUrl(`/sandbox/paynow/${what}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference }),
  });
  expect(res.status).toBe(200);
}

describe('PayNow in Chromium', () => {
  it('the review loads the PayNow screen as it shows: its button then waits for the payment call, not a script', async () => {
    const w = await open();
    const { page } = w;
    await toReview(w, 'paynow');
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
    await showQrButton(page).click();
    await page.getByRole('img', { name: /PayNow/ }).waitFor();
    expect(scripts).toEqual([]);
    expect(w.problems).toEqual([]);
  });

  it('paid: the page moves on by itself to the success page with the receipt; Back then finds nothing to pay', async () => {
    const w = await open();
    const { page } = w;
    const { reference } = await toPayNowPage(w, { axe: true });
    // The login's announcements were waited out on the method page: Pay itself leaves none behind.
    expect(await page.locator('[data-live-announcer] [role="img"]').count()).toBe(0);
    await expectNoViolations(page);
    await sandboxPayNow('pay', reference);
    await heading(page, paymentOutcomeText.headings.paynowSuccessful);
    expect(pathOf(page)).toBe('/payment-status/otp/paynow/success');
    const rows = await receipt(page);
    expect(rows).toMatchObject({
      [paymentOutcomeText.reference]: reference,
      [paymentOutcomeText.status]: paymentOutcomeText.states.successful,
      [paymentOutcomeText.method]: t.method.paynow,
      [paymentOutcomeText.total]: 'S$333.35',
    });
    await page.getByRole('button', { name: paymentOutcomeText.pdf.download }).waitFor();

    await page.reload();
    await heading(page, paymentOutcomeText.headings.paynowSuccessful);
    await page.goBack();
    await heading(page, en.screens.paymentReview.title);
    await page.getByText(t.review.missing.noPolicies).waitFor();
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    const sent = await paymentRequests();
    expect([sent.posts, sent.payments.length, sent.payments[0]!.status]).toEqual([1, 1, 'successful']);
    expect(w.problems).toEqual([]);
  });

  it('a relay that swaps in a mule’s UEN (CRC consistent, the insurer’s name) gets no code drawn, here or on the PayNow page', async () => {
    const w = await open();
    const { page } = w;
    await toReview(w, 'paynow');
    await sandboxControl('faults', { path: PAYMENTS, fault: 'paynow-mule' });
    const reply = page.waitForResponse(
      (r: Response) => new URL(r.url()).pathname === PAYMENTS && r.request().method() === 'POST',
    );
    await showQrButton(page).click();
    const body = (await (await reply).json()) as { body: { reference: string; next: { uen: string } } };
    expect(body.body.next.uen).toBe('201912345K');
    const { reference } = body.body;
    await page.getByText(t.review.badQr(reference)).waitFor();
    expect(pathOf(page)).toBe('/one-time-payment/payment-review');
    const codes = page.getByRole('img', { name: /^PayNow QR code/ });
    expect(await codes.count()).toBe(0);
    // The stored reply is checked again where it would be drawn, with the same refusal.
    await page.goto(portalUrl('/one-time-payment/paynow'));
    await heading(page, en.screens.payNow.title);
    await page.getByText(paynowText.badQr(reference)).waitFor();
    expect(await codes.count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain('201912345K');
    expect(w.problems).toEqual([]);
  });

  it('expired: the page moves to the expired page, whose new code is a new payment', async () => {
    const w = await open();
    const { page } = w;
    const { reference } = await toPayNowPage(w);
    await sandboxPayNow('expire', reference);
    await heading(page, paymentOutcomeText.headings.expired);
    expect(pathOf(page)).toBe('/payment-status/otp/paynow/expired');
    const rows = await receipt(page);
    expect(rows[paymentOutcomeText.status]).toBe(paymentOutcomeText.states.expired);
    expect(Object.keys(rows)).not.toContain(paymentOutcomeText.date);
    expect(Object.keys(rows)).not.toContain(paymentOutcomeText.payor);
    expect(Object.keys(rows)).not.toContain(accountText.payee.name);
    expect(await page.getByRole('heading', { level: 2, name: paymentOutcomeText.receipt }).count()).toBe(0);
    await page.getByText(paymentOutcomeText.what.expired).waitFor();
    await page.getByRole('link', { name: paymentOutcomeText.newCode }).click();
    await heading(page, en.screens.paymentReview.title);
    await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
    await showQrButton(page).click();
    await heading(page, en.screens.payNow.title);
    const again = page.getByRole('img', { name: /^PayNow QR code: S\$333\.35/ });
    await again.waitFor();
    expect(await again.getAttribute('alt')).not.toContain(reference);
    const sent = await paymentRequests();
    expect(sent.keys.size).toBe(2);
    expect(sent.payments.map((p) => p.status)).toEqual(['expired', 'pending']);
    expect(w.problems).toEqual([]);
  });

  it('refresh on the PayNow page, and Back to the review, bring back the same code: never a second payment', async () => {
    const w = await open();
    const { page } = w;
    const { reference, image } = await toPayNowPage(w);
    const src = await image.getAttribute('src');
    await page.reload();
    await heading(page, en.screens.payNow.title);
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(src);
    await page.goBack();
    await heading(page, en.screens.paymentReview.title);
    await page.getByRole('button', { name: t.review.resume }).click();
    await heading(page, en.screens.payNow.title);
    await image.waitFor();
    await sandboxPayNow('pay', reference);
    await heading(page, paymentOutcomeText.headings.paynowSuccessful);
    const sent = await paymentRequests();
    expect([sent.posts, sent.payments.length]).toEqual([1, 1]);
    expect(w.problems).toEqual([]);
  });

  it('the QR image is the server’s payload, module for module: a re-generation from the payload matches its pixels', async () => {
    const w = await open();
    const { page } = w;
    const { reference, payload, image } = await toPayNowPage(w);
    const parsed = parsePayNowPayload(payload);
    expect(parsed.ok && parsed.fields).toMatchObject({
      reference,
      amountCents: 333_35,
      proxy: { type: 'uen', value: '198700001E' },
      editable: false,
    });

    // The page shows one pixel a module (the browser enlarges it); the saved file has eight.
    const expected = generate(payload, { minCorrectionLevel: correction.M });
    const want = Array.from({ length: expected.size + 8 }, (_, y) =>
      Array.from({ length: expected.size + 8 }, (_, x) => expected.get(x - 4, y - 4)),
    );
    const shown = await readQr(page, (await image.getAttribute('src'))!, 1);
    expect(shown).toEqual({ width: expected.size + 8, grid: want, opaque: true });
    // Shown at a size a phone camera reads: at least 200 CSS pixels.
    const box = await image.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(200);

    // In a browser, the PNG itself is saved as a file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: paynowText.save, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`PayNow-${reference}.png`);
    const file = `data:image/png;base64,${(await readFile(await download.path())).toString('base64')}`;
    expect(await readQr(page, file, 8)).toEqual({ width: (expected.size + 8) * 8, grid: want, opaque: true });
    expect(w.problems).toEqual([]);
  });

  /** Reads a PNG at each module's centre, `scale` pixels a module: dark or light, and whether all is opaque. */
  function readQr(page: Page, src: string, scale: number) {
    return page.evaluate(
      async ([src, scale]) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(img, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const modules = canvas.width / scale;
        const grid: boolean[][] = [];
        let opaque = true;
        for (let y = 0; y < modules; y++) {
          const row: boolean[] = [];
          for (let x = 0; x < modules; x++) {
            const i = ((y * scale + (scale >> 1)) * canvas.width + (x * scale + (scale >> 1))) * 4;
            row.push(data[i]! + data[i + 1]! + data[i + 2]! < 384);
            if (data[i + 3] !== 255) opaque = false;
          }
          grid.push(row);
        }
        return { width: canvas.width, grid, opaque };
      },
      [src, scale] as const,
    );
  }

  it('inside the app’s webview on a phone, the QR image fits the screen and goes to the app through its bridge', async () => {
    const w = await openInAppOnPhone();
    const { page } = w;
    const { image } = await toPayNowPage(w);
    const box = (await image.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.width).toBeGreaterThanOrEqual(200);
    expect(await page.getByRole('button', { name: paynowText.save, exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: paynowText.saveToApp }).click();
    await page.getByText(paynowText.sentToApp).waitFor();
    const posted = await postedToApp<{ type: string; dataUrl: string }>(page);
    expect(posted.map((p) => p.type)).toEqual(['save-image']);
    // The app gets the code at eight pixels a module, as a browser's saved file has it.
    const shown = await readQr(page, (await image.getAttribute('src'))!, 1);
    expect(await readQr(page, posted[0]!.dataUrl, 8)).toEqual({ ...shown, width: shown.width * 8 });
    expect(w.problems).toEqual([]);
  });
});

describe('acceptance-code payment in Chromium', () => {
  it('logs in with the application’s acceptance code and pays its fixed initial premium', async () => {
    const w = await open();
    const { page } = w;
    await page.goto(portalUrl('/login/acceptance-code'));
    await heading(page, 'Log in with your acceptance code');
    await page.getByRole('textbox', { name: 'Acceptance code' }).fill('AC7Q2M9X');
    await page.getByRole('textbox', { name: 'NRIC or FIN number' }).fill('T1234567J');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('15/01/1990');
    await page.getByRole('button', { name: 'Log in' }).click();
    await heading(page, en.screens.acceptanceCodePayment.title);
    expect(pathOf(page)).toBe('/one-time-payment/acceptance-code');
    const application = page.getByRole('checkbox', { name: /FamilyCare Life \(new application\)/ });
    await expect(application.isChecked()).resolves.toBe(true);
    expect(
      await page.getByRole('textbox', { name: /Amount for FamilyCare Life/ }).getAttribute('readonly'),
    ).not.toBeNull();
    await page.getByRole('button', { name: t.continue }).click();
    await chooseMethod(w, 'visa');
    await payButton(page, 'S$3,600.00').click();
    await payAtGateway(page);
    await heading(page, paymentOutcomeText.headings.successful);
    expect(await receipt(page)).toMatchObject({
      [t.review.policy('FamilyCare Life (new application)', 'APP-2001')]: 'S$3,600.00',
      [paymentOutcomeText.total]: 'S$3,600.00',
      [paymentOutcomeText.status]: paymentOutcomeText.states.successful,
    });
    expect((await paymentRequests()).payments).toHaveLength(1);
    expect(w.problems).toEqual([]);
  });
});

describe('exactly one payment per Pay, in Chromium', () => {
  // A double click and Enter plus a click on this Pay are exactly-once.e2e.ts's first two cases (one request under
  // one key, the gateway reached).
  it('clicks and Enter during a slow reply join the payment in flight: one key, one payment', async () => {
    const w = await open();
    const { page } = w;
    await toReview(w, 'visa');
    await sandboxControl('faults', { path: PAYMENTS, fault: 'slow', delayMs: 5000 });
    await payButton(page).click();
    const paying = page.getByRole('button', { name: t.review.paying });
    await paying.waitFor();
    await paying.click(FORCE);
    await paying.press('Enter');
    await paying.click(FORCE);
    await page.getByRole('heading', { level: 1, name: 'Sandbox card gateway' }).waitFor({ timeout: 20_000 });
    const sent = await paymentRequests();
    // The portal gives up on the slow reply after 4 s (the preview's request timeout) and asks again with the
    // same key; the sandbox replays the payment it made. Never a second key, never a second payment.
    expect(sent.keys.size).toBe(1);
    expect(sent.payments).toHaveLength(1);
    expect(sent.posts).toBeLessThanOrEqual(2);
    expect(w.problems).toEqual([]);
  });
});

describe('after a successful card payment', () => {
  it('refresh, Back to the gateway and Back to the review pay nothing again', async () => {
    const w = await open();
    const { page } = w;
    await toReview(w, 'visa');
    await payButton(page).click();
    await payAtGateway(page);
    await heading(page, paymentOutcomeText.headings.successful);
    const reference = (await receipt(page))[paymentOutcomeText.reference];

    await page.reload();
    await heading(page, en.screens.paymentSuccessful.title);
    expect((await receipt(page))[paymentOutcomeText.reference]).toBe(reference);

    await page.goBack(); // the gateway's page: answered already
    await page.getByRole('heading', { level: 1, name: 'This payment is no longer open' }).waitFor();
    await page.goBack(); // the review page: nothing left to pay
    await heading(page, en.screens.paymentReview.title);
    await page.getByText(t.review.missing.noPolicies).waitFor();
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);

    await page.goForward();
    await page.getByRole('link', { name: 'Return to the portal' }).click();
    await heading(page, en.screens.paymentSuccessful.title);
    // What was paid is no longer due.
    await page.goto(portalUrl('/one-time-payment'));
    await heading(page, en.screens.oneTimePayment.title);
    await page.getByRole('checkbox', { name: /MediShield Plus Health/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /TermGuard Life/ }).count()).toBe(0);

    const sent = await paymentRequests();
    expect([sent.posts, sent.payments.length]).toEqual([1, 1]);
    expect(w.problems).toEqual([]);
  });
});

/** What the sandbox sent to customers (docs/sandbox.md, "Receipts"). */
async function outbox() {
  const res = await fetch(portalUrl('/sandbox/outbox'));
  return ((await res.json()) as { messages: { to: string; reference: string; channel: string }[] }).messages;
}

describe('receipts that reach the customer', () => {
  /** C-1001 pays TermGuard Life (overdue) and EduSaver Endowment by Visa; the receipt page, as the gateway leaves it. */
  async function paidByCard(w: Watched) {
    await payButton(w.page).click();
    await payAtGateway(w.page);
    await heading(w.page, paymentOutcomeText.headings.successful);
    return (await receipt(w.page))[paymentOutcomeText.reference]!;
  }

  it('the receipt is sent and named; Send again sends once per press; the PDF names the payment; GIRO is offered', async () => {
    const w = await open();
    const { page } = w;
    await toReview(w, 'visa');
    const reference = await paidByCard(w);
    const o = paymentOutcomeText;

    // Sent, to the address only the server knows in full; the page shows it masked.
    expect(await outbox()).toEqual([
      expect.objectContaining({ to: 'tan.wei.ming@example.com', reference, channel: 'email' }),
    ]);
    await page.getByText(o.sent.to('receipt', 'email', 't•••@example.com')).waitFor();
    expect(await page.content()).not.toContain('tan.wei.ming');
    expect((await receipt(page))[o.method]).toBe('Visa card ending 1111');

    // What happens next, from the server: both policies up to date, the records' date, GIRO for the overdue one only.
    await page.getByRole('heading', { level: 2, name: o.next.heading }).waitFor();
    await page.getByText(/^TermGuard Life is up to date\. Next premium due on \d{1,2} \w{3} \d{4}\.$/).waitFor();
    await page.getByText(/^This payment will show in your policy records by /).waitFor();
    expect(await page.getByRole('button', { name: o.next.giroButton('EduSaver Endowment') }).count()).toBe(0);
    await expectNoViolations(page);

    // A double click is one send: the reply is held, so the second click lands while the first is on its way.
    await sandboxControl('faults', { path: '/rs/v1/payments/receipt/send', fault: 'slow', delayMs: 1500 });
    await page.getByRole('button', { name: o.sent.again }).dblclick();
    await page.getByText(o.sent.sentAgain('t•••@example.com')).waitFor();
    const sends = (await sandboxState()).requests.filter((r) => r.path === '/rs/v1/payments/receipt/send');
    expect(sends).toHaveLength(1);
    expect(await outbox()).toHaveLength(2);

    // The PDF downloads, and its bytes name the payment.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: o.pdf.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Receipt-${reference}.pdf`);
    const texts = pdfTexts(await readFile(await download.path()));
    for (const said of [
      `Reference: ${reference}`,
      'TermGuard Life (L-1001-01): S$245.30',
      'EduSaver Endowment (E-1001-03): S$88.05',
      'Total: S$333.35',
      'Payment method: Visa card ending 1111',
    ])
      expect(texts).toContain(said);
    expect(texts).toMatch(/Date: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m/);

    // GIRO for the policy whose overdue premium was just paid: the recurring journey's GIRO step, policy chosen.
    await page.getByRole('button', { name: o.next.giroButton('TermGuard Life') }).click();
    await page.waitForURL((url) => url.pathname === '/recurring-giro');
    await page.getByText('TermGuard Life (L-1001-01)').waitFor();
    // Just paid: nothing is left due on it, so the step offers no payment.
    expect(await page.getByRole('button', { name: /^Pay S\$/ }).count()).toBe(0);
    expect(w.problems).toEqual([]);
  });

  it('inside the app’s webview, the PDF goes to the app through its bridge', async () => {
    const w = await openInAppOnPhone();
    const { page } = w;
    await toReview(w, 'visa');
    const reference = await paidByCard(w);
    expect(await page.getByRole('button', { name: paymentOutcomeText.pdf.download }).count()).toBe(0);
    await page.getByRole('button', { name: paymentOutcomeText.pdf.app }).click();
    await page.getByText(paymentOutcomeText.pdf.handed).waitFor();
    const posted = await postedToApp<{ type: string; fileName: string; dataUrl: string }>(page);
    expect(posted.map((m) => [m.type, m.fileName])).toEqual([['save-file', `Receipt-${reference}.pdf`]]);
    const [prefix, base64] = posted[0]!.dataUrl.split(',');
    expect(prefix).toBe('data:application/pdf;base64');
    expect(pdfTexts(Buffer.from(base64!, 'base64'))).toContain(`Reference: ${reference}`);
    expect(w.problems).toEqual([]);
  });
});

describe('a step waits for its calls alone', () => {
  it('the next screen’s chunk is in before the press that leads to it', async () => {
    const { page } = await open();
    await loginBySms(page, '/one-time-payment');
    await heading(page, en.screens.oneTimePayment.title);
    await page.waitForLoadState('networkidle');
    // From here no chunk loads: the payment method's screen must be in already.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.getByRole('checkbox', { name: /TermGuard Life/ }).check(FORCE);
    await page.getByRole('button', { name: t.continue }).click();
    await heading(page, en.screens.paymentMethod.title);
  });
});
