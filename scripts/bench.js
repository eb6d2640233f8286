// @ts-check
// `npm run bench`: builds the portal into bench/tmp (never the shared dist/), measures every page's bytes as
// check:budgets does, and runs Lighthouse (mobile defaults, simulated throttling) BENCH_RUNS times (default 3) on `/`,
// `/login` and PayNow signed out and on seven signed-in screens, each journey driven through the sandbox first.
// Prints the medians and writes bench/results.json. Needs /usr/bin/chromium (or CHROMIUM_PATH).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { ROOT, CHROMIUM, FLAGS, pageTable, serve, loginBySms, printTable } = require('./portal.js');
const { BUDGETS, measure, failures, printReport } = require('./check-budgets.js');

const TMP = path.join(ROOT, 'bench/tmp');
const DIST = path.join(TMP, 'dist');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const step = (/** @type {string} */ what) => console.error(`[bench] ${what}`);

function run(/** @type {string[]} */ args, /** @type {Record<string, string>} */ env = {}) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

/** `npm run build`'s steps into bench/tmp/dist, and the preview server into bench/tmp/server. */
function build() {
  const rspack = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
  const stats = { BUNDLE_STATS_FILE: path.join(TMP, 'app-stats.json') };
  run([rspack, 'build', '-o', DIST], { NODE_ENV: 'production', ...stats });
  run([rspack, 'build', '--env', 'prerender']);
  run([path.join(ROOT, 'scripts/prerender.js'), DIST], stats);
  run([path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', `${TMP}/server`]);
}

/**
 * @typedef {{ name: string, url: string, storage: Record<string, string> }} Capture
 * @typedef {import('playwright-core').Page} Page
 */
const FORCE = { force: true };
const h1 = (/** @type {Page} */ page, /** @type {string} */ name) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30000 });
async function signIn(/** @type {Page} */ page, /** @type {string} */ origin, /** @type {string} */ from) {
  await page.goto(origin + from);
  await loginBySms(page);
  await page.waitForURL((url) => url.pathname === from);
}
async function choose(/** @type {Page} */ page, /** @type {RegExp[]} */ policies) {
  for (const policy of policies) await page.getByRole('checkbox', { name: policy }).check(FORCE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Choose how to pay');
}

/** The signed-in journeys, each capturing the screens it passes through (the record's names). */
/** @type {Record<string, (page: Page, origin: string, capture: (name: string) => Promise<void>) => Promise<void>>} */
const JOURNEYS = {
  // C-1001's TermGuard Life and EduSaver Endowment by PayNow, as the browser tests pay them.
  async paynow(page, origin, capture) {
    await signIn(page, origin, '/one-time-payment');
    await page.getByRole('checkbox', { name: /TermGuard Life/ }).waitFor();
    await capture('policies');
    await choose(page, [/TermGuard Life/, /EduSaver Endowment/]);
    await capture('payment method');
    await page.getByRole('radio', { name: /^PayNow/ }).check(FORCE);
    await page.getByRole('radio', { name: /policyholder/i }).check(FORCE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Review and pay');
    await capture('review');
    await page.getByRole('checkbox').last().check(FORCE);
    await page.getByRole('button', { name: 'Show PayNow QR code' }).click();
    await page.getByRole('img', { name: /PayNow/ }).waitFor();
    await capture('paynow');
  },
  // TermGuard Life by Visa through the sandbox's card gateway to the receipt.
  async receipt(page, origin, capture) {
    await signIn(page, origin, '/one-time-payment');
    await choose(page, [/TermGuard Life/]);
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
    await signIn(page, origin, '/one-time-payment');
    await choose(page, [/TermGuard Life/]);
    await page.getByRole('radio', { name: /^Visa card/ }).check(FORCE);
    await page.getByRole('radio', { name: /Someone else is paying for me/ }).check(FORCE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'About the payor');
    await capture('third-party declaration');
  },
  // C-1001's TermGuard Life by GIRO from UOB.
  async giro(page, origin, capture) {
    await signIn(page, origin, '/recurring-page');
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

/** Drives a journey from a fresh sandbox (seeded data, no session) and returns the screens it captured. */
async function drive(/** @type {string} */ origin, /** @type {keyof typeof JOURNEYS} */ journey) {
  if (!(await fetch(origin + '/sandbox/reset', { method: 'POST' })).ok) throw new Error('sandbox reset failed');
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  /** @type {Capture[]} */ const captures = [];
  try {
    const page = await browser.newPage();
    await JOURNEYS[journey](page, origin, async (name) => {
      const storage = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
      captures.push({ name: `${new URL(page.url()).pathname} (signed in: ${name})`, url: page.url(), storage });
    });
  } finally {
    await browser.close();
  }
  return captures;
}

/**
 * Lighthouse `RUNS` times on a fresh load of a captured screen, the tab holding its session storage (token, drafts;
 * storage reset off); the median of each figure. Each run's report is kept in bench/tmp/lighthouse/.
 */
async function lighthouse(/** @type {string} */ origin, /** @type {Capture} */ capture) {
  step(`Lighthouse x${RUNS}: ${capture.name}`);
  const { default: run } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
    try {
      const page = await browser.newPage();
      await page.goto(origin + '/sandbox/state'); // same origin, no app: somewhere to set the tab's storage
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
      }, capture.storage);
      const settings = {
        onlyCategories: ['performance'],
        disableStorageReset: true,
        logLevel: /** @type {const} */ ('error'),
      };
      // Now and then Lighthouse records no trace (NO_NAVSTART), most often on a page that moves on at once: 3 tries.
      let lhr;
      for (let tries = 0; tries < 3 && (!lhr || lhr.runtimeError); tries++)
        lhr = (await run(capture.url, settings, undefined, page))?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${capture.url}: ${lhr?.runtimeError?.code}`);
      const file = path.join(TMP, 'lighthouse', `${capture.name.replace(/\W+/g, '_')}-${i}.json`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(lhr));
      const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        landedOn: new URL(lhr.finalDisplayedUrl).pathname,
      });
    } finally {
      await browser.close();
    }
  }
  const median = (/** @type {'score'|'fcpMs'|'lcpMs'|'tbtMs'|'cls'} */ key) =>
    runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? NaN;
  return {
    path: capture.name,
    ...{ score: median('score'), fcpMs: median('fcpMs'), lcpMs: median('lcpMs'), tbtMs: median('tbtMs') },
    cls: median('cls'),
    landedOn: [...new Set(runs.map((r) => r.landedOn))].join(' '),
    runs,
  };
}

async function main() {
  const loadBefore = os.loadavg().map((l) => Number(l.toFixed(2)));
  step('build into bench/tmp');
  build();
  const server = await serve(DIST, path.join(TMP, 'server/server/preview.js'));
  let report, results;
  try {
    step('bytes per page in Chromium');
    report = await measure({ origin: server.origin, dist: DIST });
    const signedOut = pageTable().filter((p) => ['home', 'login', 'payNow'].includes(p.name));
    results = [];
    for (const page of signedOut)
      results.push(await lighthouse(server.origin, { name: page.path, url: server.origin + page.url, storage: {} }));
    // Journey by journey, right after its capture: a later login (a new token) would end the session it holds.
    for (const journey of /** @type {(keyof typeof JOURNEYS)[]} */ (Object.keys(JOURNEYS)))
      for (const capture of await drive(server.origin, journey)) results.push(await lighthouse(server.origin, capture));
  } finally {
    server.stop();
  }
  const record = {
    measuredAt: new Date().toISOString(),
    commit: spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim(),
    machine: { cpus: os.cpus().length, node: process.version, loadavgBefore: loadBefore, loadavg: os.loadavg() },
    runs: RUNS,
    budgets: BUDGETS,
    ...report,
    failures: failures(report),
    lighthouse: results,
  };
  fs.writeFileSync(path.join(ROOT, 'bench/results.json'), JSON.stringify(record, null, 1) + '\n');
  printReport(report);
  console.log(`\nLighthouse mobile, simulated throttling, median of ${RUNS}:`);
  printTable(
    ['page', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'landed on'],
    results.map((l) => [
      l.path,
      l.score,
      (l.fcpMs / 1000).toFixed(2),
      (l.lcpMs / 1000).toFixed(2),
      Math.round(l.tbtMs),
      l.cls.toFixed(3),
      l.landedOn,
    ]),
  );
  console.log(
    `\n${record.failures.length ? `Falls short:\n- ${record.failures.join('\n- ')}` : 'Every byte budget holds.'}`,
  );
  console.log(`(load average ${loadBefore.join(' ')} before: TBT moves with it) Written: bench/results.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
