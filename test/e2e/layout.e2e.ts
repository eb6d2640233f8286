import type { Page } from 'playwright-core';
import { en } from '../../src/ui/text/en';
import { paymentText as t } from '../../src/ui/text/en-payment';
import { paynowText } from '../../src/ui/text/en-paynow';
import { TEXTS } from '../support/texts';
import { axeViolations } from './support/axe';
import { portalUrl, useBrowser } from './support/browser';
import { resetKeepingSignIn, signIn } from './support/login';

// On a phone (320 and 360 px) and at 200% text, every value a customer copies or reads
// out (UEN, amount, reference, policy number, masked ID: `.value-whole`) stays in one line box, no
// page scrolls sideways and no text sticks out of its box; in English, in the pseudo-locale (accented, 40% longer)
// and in Tamil (the longest words). Then the PayNow page's Copy buttons by keyboard, and the step indicator.

const { open } = useBrowser();
beforeEach(resetKeepingSignIn);

const FORCE = { force: true } as const;
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

interface Measured {
  values: { text: string; boxes: number; height: number; lineHeight: number }[];
  scrollWidth: number;
  clientWidth: number;
  /** What sticks out past the right edge, to say where an overflow comes from. */
  wide: string[];
  /** Boxes whose text is wider than they are (cut, or drawn over what is beside them). */
  spilled: string[];
}

/** Every whole value's line boxes and height, and whether the page is wider than the screen. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll<HTMLElement>('.value-whole')].map((el) => {
      const style = getComputedStyle(el);
      const lineHeight =
        style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
      return {
        text: el.textContent ?? '',
        boxes: el.getClientRects().length,
        height: el.getBoundingClientRect().height,
        lineHeight,
      };
    });
    const edge = document.documentElement.clientWidth;
    // The whole page: the shell's header and footer wrap at 200% too, not only the screen.
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > edge + 0.5 && el.children.length === 0)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}"`);
    const spilled = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
      .filter((el) => getComputedStyle(el).display !== 'inline' && el.getBoundingClientRect().width > 1) // not hidden
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}"`);
    return {
      values,
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      wide,
      spilled,
    };
  });
}

/** At 100% and at 200% text (the root font size, as a browser's text-size setting sets it). */
async function expectWhole(page: Page, expected: RegExp[]) {
  for (const size of ['100%', '200%']) {
    await page.evaluate((s) => {
      document.documentElement.style.fontSize = s;
    }, size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const m = await measure(page);
    for (const pattern of expected) expect(m.values.map((v) => v.text)).toContainEqual(expect.stringMatching(pattern));
    for (const v of m.values) {
      expect({ text: v.text, size, boxes: v.boxes }).toEqual({ text: v.text, size, boxes: 1 });
      expect(v.height).toBeLessThan(v.lineHeight * 1.5);
    }
    expect({ size, overflow: m.scrollWidth - m.clientWidth, wide: m.wide, spilled: m.spilled }).toEqual({
      size,
      overflow: 0,
      wide: [],
      spilled: [],
    });
  }
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
}

/**
 * axe after the login's own announcements are gone (see payment.e2e.ts, expectNoViolations). Not in the
 * pseudo-locale: its padding makes a Copy button's visible word no longer part of its name, which no language does.
 */
async function expectNoViolations(page: Page) {
  if ((await page.evaluate(() => document.documentElement.lang)) === 'en-XA') return;
  await page.waitForFunction(() => !document.querySelector('[data-live-announcer] [role="img"]'), undefined, {
    timeout: 10_000,
  });
  expect(await axeViolations(page)).toEqual([]);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each([
  ['en', 320],
  ['en', 360],
  ['en-XA', 360],
  ['ta', 360],
] as const)('in %s at %i px wide, and at 200%% text', (language, width) => {
  const t = TEXTS[language];
  it('review, PayNow and receipt keep UEN, amounts, references and policy numbers whole, with no sideways scroll', async () => {
    const { page, problems } = await open({ viewport: { width, height: 740 } });
    await signIn(page, '/one-time-payment');
    if (language !== 'en') {
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      await page.reload();
    }
    await h1(page, t.shell.screens.oneTimePayment.title);
    for (const policy of [/TermGuard Life/, /EduSaver Endowment/])
      await page.getByRole('checkbox', { name: policy }).check(FORCE);
    await expectWhole(page, []);
    await page.getByRole('button', { name: t.payment.continue }).click();
    await h1(page, t.shell.screens.paymentMethod.title);
    await page.getByRole('radio', { name: new RegExp(`^${escape(t.payment.method.paynow)}`) }).check(FORCE);
    await page.getByRole('radio', { name: t.payment.method.policyholder }).check(FORCE);
    await page.getByRole('button', { name: t.payment.continue }).click();
    await h1(page, t.shell.screens.paymentReview.title);
    await expectWhole(page, [/^\(L-1001-01\)$/, /^\(E-1001-03\)$/, /^S\$333\.35$/]);
    await expectNoViolations(page);

    await page.getByRole('checkbox', { name: t.payment.review.consent }).check(FORCE);
    await page.getByRole('button', { name: t.payment.review.showQr }).click();
    await h1(page, t.shell.screens.payNow.title);
    const qrAlt = t.paynow.qrAlt('\0', '\0', '\0').split('\0')[0]!; // what the QR's name starts with
    await page
      .getByRole('img', { name: new RegExp(`^${escape(qrAlt)}`) })
      .first()
      .waitFor();
    await expectWhole(page, [/^198700001E$/, /^PP\d{10}$/, /^S\$333\.35$/]);
    await expectNoViolations(page);
    const reference = (await page
      .locator('.summary-row', { hasText: t.paynow.reference })
      .locator('.value-whole')
      .textContent())!;

    await fetch(portalUrl('/sandbox/paynow/pay'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference }),
    });
    await h1(page, t.paymentOutcome.headings.paynowSuccessful);
    await expectWhole(page, [new RegExp(`^${reference}$`), /^\(L-1001-01\)$/, /^S\$333\.35$/]);
    await expectNoViolations(page);
    expect(problems).toEqual([]);
  });
});

describe('the header at 360 px wide and 200% text', () => {
  it('wraps the insurer’s and the product’s names instead of cutting them (WCAG 1.4.4)', async () => {
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    await page.goto(portalUrl('/accessibility'));
    await h1(page, en.screens.accessibility.title);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const names = await page.evaluate(() =>
      ['.shell-insurer', '.shell-product'].map((selector) => {
        const el = document.querySelector<HTMLElement>(selector)!;
        return {
          text: el.textContent,
          cut: el.scrollWidth > el.clientWidth,
          inside: el.getBoundingClientRect().right <= document.documentElement.clientWidth,
        };
      }),
    );
    expect(names).toEqual([
      { text: 'Example Insurance Pte Ltd', cut: false, inside: true },
      { text: en.brand, cut: false, inside: true },
    ]);
    expect(problems).toEqual([]);
  });
});

describe('the PayNow page by keyboard', () => {
  it('each of UEN, amount and reference has a Copy button that copies by keyboard and says "Copied"', async () => {
    const { page, context, problems } = await open({ viewport: { width: 360, height: 740 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: portalUrl('/').replace(/\/$/, ''),
    });
    await signIn(page, '/one-time-payment');
    await page.getByRole('checkbox', { name: /TermGuard Life/ }).check(FORCE);
    await page.getByRole('button', { name: t.continue }).click();
    await h1(page, en.screens.paymentMethod.title);
    await page.getByRole('radio', { name: /^PayNow/ }).check(FORCE);
    await page.getByRole('radio', { name: t.method.policyholder }).check(FORCE);
    await page.getByRole('button', { name: t.continue }).click();
    await h1(page, en.screens.paymentReview.title);
    // The step indicator is the heading's description: heard with it when it takes focus.
    const review = page.getByRole('heading', { level: 1, name: en.screens.paymentReview.title });
    const describedBy = (await review.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Step 3 of 4: Review');
    await page.getByRole('checkbox', { name: t.review.consent }).check(FORCE);
    await page.getByRole('button', { name: t.review.showQr }).click();
    await h1(page, en.screens.payNow.title);
    await page.getByText('Step 4 of 4: Pay').waitFor();
    const reference = (await page
      .locator('.summary-row', { hasText: paynowText.reference })
      .locator('.value-whole')
      .textContent())!;
    for (const [what, value] of [
      [paynowText.uen, '198700001E'],
      [paynowText.amount, '245.30'],
      [paynowText.reference, reference],
    ] as const) {
      const button = page.getByRole('button', { name: paynowText.copyLabel(what) });
      await button.focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: paynowText.copiedAnnounce(what) })
        .waitFor();
      expect(await button.textContent()).toBe(paynowText.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    }
    expect(problems).toEqual([]);
  });
});
