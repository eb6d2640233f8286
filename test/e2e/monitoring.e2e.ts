import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PAYMENT_PATHS } from '../../src/core/api/payment.contract';
import { REFERENCE_PATTERN } from '../../src/core/monitoring/reference';
import { en } from '../../src/ui/text/en';
import { paymentText } from '../../src/ui/text/en-payment';
import { portalUrl, sandboxControl, useBrowser } from './support/browser';
import { serverReply } from './support/server-reply';
import { changeConfig } from './support/config';
import { DIALOG_TEXT, errorDialog } from './support/faults';
import { heading, toPaymentReview } from './support/journeys';
import { CUSTOMERS, resetKeepingSignIn, signIn } from './support/login';

/**
 * Monitoring events operators can act on, and a support reference on every error. Monitoring is off by
 * default; each test turns it on as an operator would, in config.json, with the sandbox's collector as the endpoint.
 */

const { open } = useBrowser();

interface Event {
  v: number;
  type: string;
  route: string;
  release: string;
  session: string;
  time: number;
  [field: string]: unknown;
}

/** When this test began: a page of the test before may still send its last beacons as it closes (web vitals). */
let since = 0;
beforeEach(async () => {
  await resetKeepingSignIn();
  since = Date.now();
});

/** config.json with monitoring on, sending to `endpoint` (the sandbox's collector unless told otherwise). */
export async function monitored(page: Page, endpoint = '/sandbox/monitoring'): Promise<void> {
  await changeConfig(page, (config) => ({ ...config, monitoring: { endpoint } }));
}

async function collected(): Promise<Event[]> {
  const res = await fetch(portalUrl('/sandbox/monitoring'));
  return ((await res.json()) as { events: Event[] }).events.filter((e) => e.time >= since);
}

/** Waits (the adapter batches for 2 s, and loads when the page is idle) until the collector holds what `until` wants. */
async function eventsWhere(until: (events: Event[]) => boolean, timeoutMs = 20_000): Promise<Event[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await collected();
    if (until(events)) return events;
    if (Date.now() > deadline) throw new Error(`the collector holds ${JSON.stringify(events, null, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The address of the built chunk that holds a module (build/bundle-stats.json, written by `npm run build`). */
function screenChunk(module: string): RegExp {
  const stats = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../build/bundle-stats.json'), 'utf8')) as {
    chunks: { files: string[]; modules: string[] }[];
  };
  const file = stats.chunks.find((c) => c.modules.includes(module))?.files.find((f) => f.endsWith('.js'));
  if (!file) throw new Error(`no chunk holds ${module}: run npm run build`);
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
}

/** The customer's secrets as the privacy scan spells them (test/e2e/support/privacy.ts has the full scan). */
const SECRETS = [CUSTOMERS.several.idNumber, CUSTOMERS.several.dateOfBirth, '1985-08-31', CUSTOMERS.several.otp];

function expectNoPersonalData(events: Event[]) {
  const text = JSON.stringify(events);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/S\$\s?\d/);
  expect(text).not.toMatch(/Bearer|eyJ/);
}

describe('a support reference on every error', () => {
  it('a 503 on the policies list: the dialog shows R; the collector holds one dialog event with R; the request log too', async () => {
    const { page } = await open();
    await monitored(page);
    await signIn(page, '/recurring-page');
    await sandboxControl('faults', { path: PAYMENT_PATHS.policiesDue, fault: 'status-503' });
    await page.goto(portalUrl('/one-time-payment'));
    const dialog = errorDialog(page);
    await dialog.waitFor();
    const text = await dialog.innerText();
    // The spec's words stay as they are; the reference is a line of its own below them.
    expect(text).toContain(DIALOG_TEXT['5xx']);
    const reference = /Reference: (\S+)/.exec(text)?.[1] ?? '';
    expect(reference).toMatch(REFERENCE_PATTERN);
    // Screen readers hear it with the dialog's description.
    const described = await page.getByRole('alertdialog').getAttribute('aria-describedby');
    expect(described?.split(' ')).toHaveLength(2);

    const events = await eventsWhere((all) => all.some((e) => e.type === 'dialog'));
    const dialogs = events.filter((e) => e.type === 'dialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({
      v: 1,
      status: 503,
      path: PAYMENT_PATHS.policiesDue,
      reference,
      route: '/one-time-payment',
    });
    expect(dialogs[0]!.release).toMatch(/^[0-9a-f]{7,}$|^unknown$/);
    // The failed call itself, with the same reference, its duration and retries.
    expect(events.filter((e) => e.type === 'call-failed' && e.reference === reference)).toEqual([
      expect.objectContaining({ path: PAYMENT_PATHS.policiesDue, failure: 'status', status: 503, retries: 0 }),
    ]);
    expectNoPersonalData(events);

    const state = (await (await fetch(portalUrl('/sandbox/state'))).json()) as {
      requests: { path: string; correlationId?: string }[];
    };
    expect(state.requests.filter((r) => r.correlationId === reference).map((r) => r.path)).toEqual([
      PAYMENT_PATHS.policiesDue,
    ]);
    // Every call carries one, each its own; but the maintenance check of the start chunk, which runs before the
    // services (docs/monitoring.md).
    const ids = state.requests.filter((r) => r.path !== '/rs/v1/maintenance').map((r) => r.correlationId);
    expect(ids.every((id) => REFERENCE_PATTERN.test(id ?? ''))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('with monitoring off (as the browser tests start) nothing is sent, and the dialog still shows its reference', async () => {
    const { page } = await open();
    const posts: string[] = [];
    page.on('request', (r) => r.url().includes('/sandbox/monitoring') && posts.push(r.url()));
    await signIn(page, '/recurring-page');
    await sandboxControl('faults', { path: PAYMENT_PATHS.policiesDue, fault: 'status-503' });
    await page.goto(portalUrl('/one-time-payment'));
    const line = errorDialog(page).getByText(/^Reference: /);
    await line.waitFor();
    const reference = (await line.innerText()).replace('Reference: ', '');
    expect(reference).toMatch(REFERENCE_PATTERN);
    await page.waitForTimeout(2500); // a batch would have gone by now: nothing to wait for when nothing is sent
    expect(posts).toEqual([]);
    // (The collector may still get the previous test's last beacons, sent as its page closed: none is this page's.)
    expect(JSON.stringify(await collected())).not.toContain(reference);
  });
});

describe('monitoring events', () => {
  it('an unhandled rejection, an uncaught error and a CSP violation each arrive as one event', async () => {
    const { page } = await open();
    await monitored(page);
    // A page that loads the services (/ loads them only when a journey starts: docs/architecture.md).
    await page.goto(portalUrl('/maintenance'));
    await eventsWhere((all) => all.some((e) => e.type === 'web-vital' && e.name === 'TTFB'));
    await page.evaluate(() => {
      void Promise.reject(new Error('monitoring test rejection'));
      setTimeout(() => {
        throw new Error('monitoring test uncaught');
      });
      // Refused by the CSP's img-src: the browser raises securitypolicyviolation.
      const img = document.createElement('img');
      img.src = 'https://blocked.example/pixel.png?who=S1234567D';
      document.body.append(img);
    });
    const events = await eventsWhere(
      (all) =>
        all.some((e) => e.type === 'csp-violation') &&
        all.some((e) => e.source === 'rejection') &&
        all.some((e) => e.source === 'uncaught'),
    );
    expect(events.filter((e) => e.source === 'rejection')).toEqual([
      expect.objectContaining({ type: 'error', message: 'monitoring test rejection', route: '/maintenance' }),
    ]);
    expect(events.filter((e) => e.source === 'uncaught')).toEqual([
      expect.objectContaining({ type: 'error', message: 'monitoring test uncaught' }),
    ]);
    // The blocked address by origin only: never its query.
    expect(events.filter((e) => e.type === 'csp-violation')).toEqual([
      expect.objectContaining({ directive: 'img-src', blocked: 'https://blocked.example' }),
    ]);
    expectNoPersonalData(events);
  });

  it('a thrown render error arrives as one event from the page that shows the failure', async () => {
    const { page } = await open();
    await monitored(page);
    // The not-found screen's component made to throw when React renders it. Screen chunks carry no names: the
    // build's stats say which file holds the screen.
    await page.route(screenChunk('src/ui/screens/not-found.screen.tsx'), async (route) => {
      const reply = await serverReply(route);
      const original = reply.body.toString('utf8');
      const body = original.replace(
        '{default:function(){',
        '{default:function(){throw Error("monitoring test render");',
      );
      if (body === original) throw new Error('the not-found chunk changed shape: update this test');
      await route.fulfill({ ...reply, body });
    });
    await page.goto(portalUrl('/no-such-page-S1234567D'));
    await page.getByRole('alert').getByRole('heading', { name: en.chunkFailed.title }).waitFor();
    const events = await eventsWhere((all) => all.some((e) => e.source === 'boundary'));
    expect(events.filter((e) => e.type === 'error')).toEqual([
      expect.objectContaining({ source: 'boundary', message: 'monitoring test render', route: '*' }),
    ]);
  });

  it('a chunk that fails to load arrives as one event', async () => {
    const { page } = await open();
    await monitored(page);
    await page.route(/\/assets\/maintenance\.[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto(portalUrl('/maintenance'));
    await page.getByRole('alert').getByRole('heading', { name: en.chunkFailed.title }).waitFor();
    const events = await eventsWhere((all) => all.some((e) => e.source === 'chunk'));
    expect(events.filter((e) => e.type === 'error')).toEqual([
      expect.objectContaining({ source: 'chunk', name: 'ChunkLoadError', route: '/maintenance' }),
    ]);
  });

  it('a visit produces the Core Web Vitals, through the web-vitals package', async () => {
    const { page } = await open();
    await monitored(page);
    await page.goto(portalUrl('/login'));
    await eventsWhere((all) => all.some((e) => e.type === 'web-vital' && e.name === 'TTFB'));
    // LCP is final at the first input; CLS and INP when the page is hidden.
    await heading(page, en.screens.login.title).click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const events = await eventsWhere((all) =>
      ['LCP', 'CLS', 'TTFB', 'FCP'].every((name) => all.some((e) => e.type === 'web-vital' && e.name === name)),
    );
    for (const vital of events.filter((e) => e.type === 'web-vital')) {
      expect(typeof vital.value).toBe('number');
      expect(['good', 'needs-improvement', 'poor']).toContain(vital.rating);
    }
  });

  it('a payment left "still confirming" and then resolved produces both events', async () => {
    const { page } = await open();
    await monitored(page);
    const pay = await toPaymentReview(page, 'visa');
    // Every try of the first press answered 503: whether the payment was made is unknown.
    await sandboxControl('faults', { path: PAYMENT_PATHS.payments, fault: 'status-503', times: 3 });
    await pay.click();
    const notice = page.getByRole('alert').filter({ hasText: paymentText.review.unconfirmed });
    await notice.waitFor();
    // The inline failure shows the reference of the last try, as the failed-call event has it.
    const shown = /Reference: (\S+)/.exec(await notice.innerText())?.[1];
    expect(shown).toMatch(REFERENCE_PATTERN);
    const before = await eventsWhere((all) => all.some((e) => e.type === 'money-in-doubt'));
    expect(before.find((e) => e.type === 'call-failed' && e.retries === 2)?.reference).toBe(shown);
    await page.getByRole('button', { name: paymentText.review.checkAgain }).click();
    await heading(page, 'Sandbox card gateway').waitFor();
    const events = await eventsWhere((all) => all.filter((e) => e.type === 'money-in-doubt').length === 2);
    const [left, resolved] = events.filter((e) => e.type === 'money-in-doubt');
    expect(left).toMatchObject({ state: 'unconfirmed', path: PAYMENT_PATHS.payments, retries: 2 });
    expect(resolved).toMatchObject({ state: 'resolved', outcome: 'made', intent: left!.intent });
    expect(left!.route).toBe('/one-time-payment/payment-review');
    expectNoPersonalData(events);
  });
});
