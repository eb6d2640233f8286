// @ts-check
// Lighthouse on /one-time-payment/paynow for a signed-in customer with a PayNow payment under way: what
// the route's own screen costs (scripts/bench.js runs it; a signed-out visit only measures the way to /login).
// The journey is driven in a Playwright page; its session storage is then given to the page Lighthouse drives
// (session storage belongs to one tab), with storage reset off. Prints and returns the Lighthouse results.
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import lighthouse from 'lighthouse';

const PAYNOW = '/one-time-payment/paynow';

/** Logs in by SMS and starts a PayNow payment for two policies (sandbox customer C-1001), as the browser tests do. */
async function payNowSession(origin, executablePath, args) {
  const browser = await chromium.launch({ executablePath, args, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(origin + '/one-time-payment');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.getByLabel('NRIC or FIN number').fill('S1234567D');
    await page.getByLabel('Date of birth').fill('31/08/1985');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /text message/ }).waitFor();
    await page.getByRole('radio', { name: /text message/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Enter your one-time password' }).waitFor();
    await page.getByRole('textbox', { name: 'One-time password' }).fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/one-time-payment');
    for (const policy of [/TermGuard Life/, /EduSaver Endowment/])
      await page.getByRole('checkbox', { name: policy }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /PayNow/ }).check({ force: true });
    await page.getByRole('radio', { name: /policyholder/i }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('checkbox').last().check({ force: true });
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === PAYNOW);
    await page.getByRole('img', { name: /PayNow/ }).waitFor();
    return await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  } finally {
    await browser.close();
  }
}

export async function lighthousePayNowSignedIn(origin, { executablePath, args, runs }) {
  const storage = await payNowSession(origin, executablePath, args);
  const out = [];
  for (let i = 0; i < runs; i++) {
    const browser = await puppeteer.launch({ executablePath, args, headless: true });
    try {
      const page = await browser.newPage();
      await page.goto(origin + '/sandbox/state');
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
      }, storage);
      const result = await lighthouse(
        origin + PAYNOW,
        { output: 'json', onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
        undefined,
        page,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned nothing');
      const audit = (id) => lhr.audits[id]?.numericValue;
      out.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        landedOn: new URL(lhr.finalDisplayedUrl).pathname,
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel,
        error: lhr.runtimeError?.code,
      });
    } finally {
      await browser.close();
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2];
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
  console.log(
    JSON.stringify(
      await lighthousePayNowSignedIn(origin, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args,
        runs: 1,
      }),
      null,
      1,
    ),
  );
}
