// @ts-check
// Lighthouse on the screens a paying customer signs in for: policies, payment method, review,
// PayNow, a card receipt, the third-party declaration and the GIRO review. Each journey is driven through the
// sandbox in a Playwright page up to the screen; the tab's session storage (token, drafts) and address are
// then handed to the page Lighthouse drives, with storage reset off, and Lighthouse measures a fresh load of
// that screen. Runs go journey by journey, right after each capture, so a later login (a new token for the
// same customer) cannot end the session a capture holds. scripts/bench.js runs it (BENCH_ONLY=lighthouse too).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import lighthouse from 'lighthouse';

/** react-aria keeps radio and checkbox inputs visually hidden under their labels. */
const FORCE = { force: true };
/** @param {import('playwright-core').Page} page @param {string | RegExp} name */
const h1 = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30000 });
/** @param {import('playwright-core').Page} page @param {'radio' | 'checkbox'} role @param {string | RegExp} name */
const label = (page, role, name) => page.locator('label', { has: page.getByRole(role, { name }) });

/** @param {import('playwright-core').Page} page @param {string} origin @param {string} from */
async function loginBySms(page, origin, from) {
  await page.goto(origin + from);
  await h1(page, 'Log in');
  await page.getByLabel('NRIC or FIN number').fill('S1234567D');
  await page.getByLabel('Date of birth').fill('31/08/1985');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /text message/ }).waitFor();
  await page.getByRole('radio', { name: /text message/ }).check(FORCE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Enter your one-time password');
  await page.getByRole('textbox', { name: 'One-time password' }).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === from);
}

/**
 * @typedef {{ name: string, path: string, url: string, storage: Record<string, string> }} Capture
 * @typedef {(page: import('playwright-core').Page, origin: string, capture: (name: string) => Promise<void>) => Promise<void>} Journey
 */

/** The journeys, each capturing the screens it passes (the name is the one the record uses). */
/** @type {Record<string, Journey>} */
export const JOURNEYS = {
  // C-1001's TermGuard Life and EduSaver Endowment by PayNow, as the browser tests pay them.
  async paynow(page, origin, capture) {
    await loginBySms(page, origin, '/one-time-payment');
    await h1(page, 'Choose what to pay');
    await page.getByRole('checkbox', { name: /TermGuard Life/ }).waitFor();
    await capture('policies');
    for (const policy of [/TermGuard Life/, /EduSaver Endowment/])
      await page.getByRole('checkbox', { name: policy }).check(FORCE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Choose how to pay');
    await capture('payment method');
    await page.getByRole('radio', { name: /^PayNow/ }).check(FORCE);
    await page.getByRole('radio', { name: /policyholder/i }).check(FORCE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Review and pay');
    await capture('review');
    await page.getByRole('checkbox').last().check(FORCE);
    await page.getByRole('button', { name: 'Show PayNow QR code' }).click();
    await page.waitForURL((url) => url.pathname === '/one-time-payment/paynow');
    await page.getByRole('img', { name: /PayNow/ }).waitFor();
    await capture('paynow');
  },
  // TermGuard Life by Visa through the sandbox's card gateway to the receipt.
  async receipt(page, origin, capture) {
    await loginBySms(page, origin, '/one-time-payment');
    await page.getByRole('checkbox', { name: /TermGuard Life/ }).check(FORCE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Choose how to pay');
    await page.getByRole('radio', { name: /^Visa card/ }).check(FORCE);
    await page.getByRole('radio', { name: /policyholder/i }).check(FORCE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Review and pay');
    await page.getByRole('checkbox').last().check(FORCE);
    await page.getByRole('button', { name: /^Pay / }).click();
    await h1(page, 'Sandbox card gateway');
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: /^Pay S\$/ }).click();
    await page.waitForURL((url) => url.pathname === '/one-time-payment/status/successful');
    await page.locator('#main h1').waitFor();
    await capture('receipt');
  },
  // "Someone else is paying for me": the anti-money-laundering declaration.
  async declaration(page, origin, capture) {
    await loginBySms(page, origin, '/one-time-payment');
    await label(page, 'checkbox', /TermGuard Life/)
      .first()
      .click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Choose how to pay');
    await label(page, 'radio', /^Visa/).click();
    await label(page, 'radio', /Someone else is paying for me/).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'About the payor');
    await capture('third-party declaration');
  },
  // C-1001's TermGuard Life by GIRO from UOB.
  async giro(page, origin, capture) {
    await loginBySms(page, origin, '/recurring-page');
    await page
      .getByRole('radio', { name: /TermGuard Life/ })
      .first()
      .check(FORCE);
    await page.getByRole('radio', { name: /^GIRO/ }).check(FORCE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/account holder/i).fill('Tan Wei Ming');
    await page.getByRole('checkbox').last().check(FORCE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'UOB' }).check(FORCE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/recurring-arrangements/giro/review');
    await page.locator('#main h1').waitFor();
    await capture('GIRO review');
  },
};

/**
 * One Lighthouse run (mobile defaults, simulated throttling) of a captured screen; its report is kept in `keep`
 * for the treemap, the trace's long tasks and the request list.
 * @param {string} origin @param {Capture} capture @param {{ executablePath: string, args: string[], keep?: string }} options
 */
async function lighthouseRun(origin, capture, { executablePath, args, keep }) {
  const browser = await puppeteer.launch({ executablePath, args, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(origin + '/sandbox/state'); // same origin, no app: somewhere to set the tab's storage
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
    }, capture.storage);
    const result = await lighthouse(
      capture.url,
      { output: 'json', onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned nothing');
    if (keep) fs.writeFileSync(keep, JSON.stringify(lhr));
    /** @param {string} id */
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    /** @type {any[]} */
    const resources = /** @type {any} */ (lhr.audits['resource-summary']?.details)?.items ?? [];
    /** @type {any[]} */
    const requests = /** @type {any} */ (lhr.audits['network-requests']?.details)?.items ?? [];
    /** @type {any[]} */
    const longTasks = /** @type {any} */ (lhr.audits['long-tasks']?.details)?.items ?? [];
    const lcpNode = /** @type {any} */ (lhr.audits['largest-contentful-paint-element']?.details)?.items?.[0]?.items?.[0]
      ?.node;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsTransferBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      scripts: requests
        .filter((r) => r.resourceType === 'Script')
        .map((r) => ({ url: new URL(r.url).pathname, transferSize: r.transferSize })),
      // The payment's or screen's own API calls: when they start, in the simulated-free observed load.
      apiRequests: requests
        .filter((r) => new URL(r.url).pathname.startsWith('/rs/'))
        .map((r) => ({ url: new URL(r.url).pathname, startMs: Math.round(r.networkRequestTime ?? r.startTime) })),
      longTasks: longTasks.map((t) => ({
        url: t.url,
        startMs: Math.round(t.startTime),
        durationMs: Math.round(t.duration),
      })),
      landedOn: new URL(lhr.finalDisplayedUrl).pathname,
      lcpElement: lcpNode?.nodeLabel,
      error: lhr.runtimeError?.code,
    };
  } finally {
    await browser.close();
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/**
 * Every journey in `only` (default all): drive, capture, then Lighthouse `runs` times on each capture.
 * Returns one row per screen with the per-metric medians and the runs.
 * @param {string} origin
 * @param {{ executablePath: string, args: string[], runs: number, only?: string[], keepDir?: string, log?: (s: string) => void }} options
 */
export async function lighthouseSignedIn(origin, { executablePath, args, runs, only, keepDir, log = () => {} }) {
  const out = [];
  for (const [journey, drive] of Object.entries(JOURNEYS)) {
    if (only && !only.includes(journey)) continue;
    // Seeded data again and no session left (a journey may pay what the next one needs due).
    const reset = await fetch(origin + '/sandbox/reset', { method: 'POST' });
    if (!reset.ok) throw new Error(`sandbox reset failed: ${reset.status}`);
    /** @type {Capture[]} */
    const captures = [];
    const browser = await chromium.launch({ executablePath, args, headless: true });
    try {
      const page = await browser.newPage();
      await drive(page, origin, async (name) => {
        const url = new URL(page.url());
        const storage = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
        captures.push({ name, path: url.pathname, url: url.href, storage });
      });
    } finally {
      await browser.close();
    }
    for (const capture of captures) {
      log(`  ${capture.name} (${capture.path}) signed in x${runs}`);
      const done = [];
      for (let i = 0; i < runs; i++) {
        const keep = keepDir && path.join(keepDir, `lighthouse-${capture.name.replace(/\W+/g, '_')}-${i}.json`);
        done.push(await lighthouseRun(origin, capture, { executablePath, args, keep }));
      }
      const pick = (/** @type {string} */ key) => median(done.map((r) => /** @type {any} */ (r)[key]));
      out.push({
        path: `${capture.path} (signed in: ${capture.name})`,
        screen: capture.name,
        route: capture.path,
        score: pick('score'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        jsTransferBytes: pick('jsTransferBytes'),
        landedOn: [...new Set(done.map((r) => r.landedOn))].join(' '),
        lcpElement: done[0]?.lcpElement,
        runs: done,
      });
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node scripts/bench-signed-in.mjs ORIGIN [journey,...]: one run of each, printed.
  const origin = process.argv[2] ?? 'http://localhost:8080';
  const only = process.argv[3]?.split(',');
  const rows = await lighthouseSignedIn(origin, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    runs: Number(process.env.BENCH_RUNS) || 1,
    only,
    keepDir: process.env.KEEP_DIR,
    log: (s) => console.error(s),
  });
  console.log(JSON.stringify(rows, null, 1));
}
