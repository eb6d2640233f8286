import type { Locator, Page } from 'playwright-core';
import { en } from '../../src/ui/text/en';
import { sandboxControl, sandboxState, useBrowser } from './support/browser';
import { changeConfig } from './support/config';
import {
  heading,
  toCardArrangementReview,
  toGiroReview,
  toGuestPay,
  toPaymentReview,
  toThirdPartyReview,
} from './support/journeys';
import { resetKeepingSignIn } from './support/login';

/**
 * Every submit that moves money or sets up an arrangement, pressed three ways a hurried customer
 * presses it, reaches the sandbox exactly once: one request, under one idempotency key, and the journey moves on.
 */

const { open } = useBrowser();

interface Submit {
  /** The API path the submit POSTs to, with an Idempotency-Key. */
  path: string;
  /** Gets a fresh page to the submit, ready to press; returns the button. */
  prepare(page: Page): Promise<Locator>;
  /** The page the journey reaches once the reply is in. */
  next(page: Page): Locator;
}

const GATEWAY = (page: Page) => heading(page, 'Sandbox card gateway');

const SUBMITS: Record<string, Submit> = {
  'one-time Pay by card': { path: '/rs/v1/payments', prepare: (p) => toPaymentReview(p, 'visa'), next: GATEWAY },
  'one-time Pay by PayNow': {
    path: '/rs/v1/payments',
    prepare: (p) => toPaymentReview(p, 'paynow'),
    next: (p) => heading(p, en.screens.payNow.title),
  },
  'third-party Pay (logged in)': { path: '/rs/v1/payments', prepare: toThirdPartyReview, next: GATEWAY },
  'third-party Pay (guest)': { path: '/rs/v1/third-party/payments', prepare: (p) => toGuestPay(p), next: GATEWAY },
  'third-party PayNow (guest)': {
    path: '/rs/v1/third-party/payments',
    prepare: (p) => toGuestPay(p, 'PayNow'),
    next: (p) => p.getByRole('img', { name: /^PayNow QR code/ }),
  },
  'recurring GIRO submit': {
    path: '/rs/v1/recurring/arrangements',
    prepare: toGiroReview,
    next: (p) => heading(p, /authorise a GIRO arrangement/),
  },
  'recurring card submit': {
    path: '/rs/v1/recurring/arrangements',
    prepare: toCardArrangementReview,
    next: (p) => heading(p, /Save your Visa card/),
  },
};

/** The sandbox holds the reply this long in way (c). */
const HOLD_MS = 5000;

type Way = 'double click' | 'Enter + click' | 'clicks during a 5 s reply';
const WAYS: Way[] = ['double click', 'Enter + click', 'clicks during a 5 s reply'];

/** Raw pointer clicks at the button's centre: they land even while the button is disabled or renamed ("Paying…"). */
async function clickAt(page: Page, box: { x: number; y: number; width: number; height: number }, clickCount = 1) {
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { clickCount });
}

/** Presses the button the given way. Returns whether the presses after the first landed before the reply did. */
async function press(page: Page, submit: Submit, button: Locator, way: Way): Promise<boolean> {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  // The raw clicks below go to this point: it must be the button, not whatever lies there.
  const hit = await button.evaluate((el, at) => el.contains(document.elementFromPoint(at.x, at.y)), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  if (!hit) throw new Error('the centre of the button is covered or off screen');
  const start = page.url();
  if (way === 'double click') {
    // Two mousedown/mouseup pairs with no wait between them, as a real double click sends.
    await button.dblclick();
    return true;
  }
  if (way === 'Enter + click') {
    await button.focus();
    // No waiting in between: the click lands while the first request is on its way.
    await page.keyboard.press('Enter');
    await clickAt(page, box);
    return true;
  }
  await sandboxControl('faults', { path: submit.path, fault: 'slow', delayMs: HOLD_MS });
  await clickAt(page, box);
  await page.waitForTimeout(1000);
  await clickAt(page, box);
  await page.waitForTimeout(1000);
  await clickAt(page, box);
  // Both later clicks came while the reply was still held: the page has not moved on yet.
  const during = page.url() === start && (await postsTo(submit.path)).length === 1;
  return during;
}

async function postsTo(path: string): Promise<string[]> {
  const posts = (await sandboxState()).requests.filter((r) => r.method === 'POST' && r.path === path) as unknown as {
    headers: Record<string, string>;
  }[];
  return posts.map((p) => p.headers['idempotency-key'] ?? '(none)');
}

/**
 * The preview runs the portal with a 4 s request timeout (test/e2e/support/global-setup.ts), so a reply held 5 s
 * would be a timeout and a retry under the same key (payment.e2e.ts covers that). Here the reply must still be
 * pending when the customer clicks again: this page's config.json allows the portal 15 s.
 */
async function allowSlowReplies(page: Page) {
  await changeConfig(page, (config) => ({ ...config, requestTimeoutMs: 15000 }));
}

interface Result {
  submit: string;
  way: Way;
  requests: number;
  keys: number;
  perKey: number;
  next: boolean;
  during: boolean;
  problems: string[];
}
const results: Result[] = [];

afterAll(() => {
  const rows = results.map(
    (r) =>
      `${r.submit.padEnd(30)} ${r.way.padEnd(26)} ${String(r.requests).padEnd(9)} ${String(r.keys).padEnd(5)} ${String(r.perKey).padEnd(8)} ${r.next ? 'yes' : 'NO '}  ${r.problems.join('; ') || 'ok'}`,
  );
  const ok = results.filter((r) => r.requests === 1 && r.keys === 1 && r.next && r.during && !r.problems.length).length;
  console.log(
    `exactly once: ${Object.keys(SUBMITS).length} submits x ${WAYS.length} ways = ${results.length} cases, ${ok} with exactly one request under one key\n` +
      `${'submit'.padEnd(30)} ${'way'.padEnd(26)} requests  keys  per key  next page\n${rows.join('\n')}`,
  );
});

const CASES = Object.keys(SUBMITS).flatMap((submit) => WAYS.map((way) => [submit, way] as const));

describe('exactly one request per idempotency key, whichever way a submit is pressed', () => {
  beforeEach(resetKeepingSignIn);

  it.each(CASES)(
    '%s, %s',
    async (name, way) => {
      const submit = SUBMITS[name]!;
      const { page, problems } = await open();
      page.setDefaultTimeout(15000);
      if (way === 'clicks during a 5 s reply') await allowSlowReplies(page);
      const button = await submit.prepare(page);
      const before = (await postsTo(submit.path)).length;
      expect(before).toBe(0);
      const during = await press(page, submit, button, way);
      const next = await submit
        .next(page)
        .waitFor({ timeout: HOLD_MS + 10000 })
        .then(
          () => true,
          () => false,
        );
      // Let any late duplicate arrive before counting.
      await page.waitForTimeout(500);
      const keys = await postsTo(submit.path);
      const perKey = Math.max(0, ...[...new Set(keys)].map((k) => keys.filter((x) => x === k).length));
      results.push({
        submit: name,
        way,
        requests: keys.length,
        keys: new Set(keys).size,
        perKey,
        next,
        during,
        problems: [...problems],
      });
      expect({ requests: keys.length, keys: new Set(keys).size, perKey, next, during }).toEqual({
        requests: 1,
        keys: 1,
        perKey: 1,
        next: true,
        during: true,
      });
      expect(keys[0]).not.toBe('(none)');
      expect(problems).toEqual([]);
    },
    60000,
  );
});
