// @ts-check
// `npm run bench` (docs/performance.md): the portal built into bench/tmp (never the shared dist/), its bytes per page as
// check:budgets counts them, Lighthouse BENCH_RUNS times (default 3) on `/`, `/login`, PayNow, seven signed-in screens
// and PayNow's floor, and the review's PayNow button to the QR in BENCH_RUNS throttled journeys: bench/results.json.
/* global window, document, MutationObserver -- the click's watch runs in the page */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { ROOT, CHROMIUM, FLAGS, pageTable, serve, loginBySms, printTable } = require('./portal.js');
const { BUDGETS, measure, failures, printReport } = require('./check-budgets.js');

const TMP = path.join(ROOT, 'bench/tmp');
const DIST = path.join(TMP, 'dist');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const TARGETS = { clickToQrOverCallMs: 200, hardLoadOverFloor: 1.15 };
// Lighthouse's mobile profile (mobileSlow4G): 4x CPU, 150 ms RTT, 1.6 Mbps down, 750 Kbps up (in bytes a second).
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6 * 128 * 1024, uploadThroughput: 750 * 128 };
const AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
const FIGURES = ['fcpMs', 'lcpMs', 'tbtMs', 'cls'];
const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
const node = (/** @type {string[]} */ args, env = {}) =>
  execFileSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
/** `npm run build`'s steps into bench/tmp/dist, with PayNow's floor (bench/floor/) copied in; the preview server. */
function build() {
  const [rspack, stats] = ['node_modules/@rspack/cli/bin/rspack.js', { BUNDLE_STATS_FILE: `${TMP}/app-stats.json` }];
  node([rspack, 'build', '-o', DIST], { NODE_ENV: 'production', ...stats });
  node([rspack, 'build', '--env', 'prerender']);
  node(['scripts/prerender.js', DIST], stats);
  node(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json', '--outDir', `${TMP}/server`]);
  node([rspack, 'build', '-c', 'bench/floor/rspack.config.ts'], { NODE_ENV: 'production', FLOOR_OUT: `${TMP}/floor` });
  fs.cpSync(`${TMP}/floor-paynow`, DIST, { recursive: true });
  fs.mkdirSync(`${TMP}/lighthouse`, { recursive: true });
}
/** @typedef {{ name: string, url: string, storage: Record<string, string>, click?: object }} Capture */
/** @typedef {{ page: import('playwright-core').Page, origin: string, capture: Function }} Tab @typedef {'radio'|'checkbox'} Role */
async function next(/** @type {Tab} */ tab, /** @type {Role} */ role, names = [/./], press = /^Continue$/) {
  for (const name of names) await tab.page.getByRole(role, { name }).first().check({ force: true });
  if (press) await tab.page.getByRole('button', { name: press }).click();
}
async function signIn(/** @type {Tab} */ tab, /** @type {string} */ from) {
  await tab.page.goto(tab.origin + from);
  await loginBySms(tab.page);
  await tab.page.waitForURL((url) => url.pathname === from);
}
/** From sign-in to the review: `policies` chosen, paid by `payment` (a method, and the policyholder unless given). */
async function choose(/** @type {Tab} */ tab, /** @type {RegExp[]} */ policies, /** @type {RegExp[]} */ payment) {
  await signIn(tab, '/one-time-payment');
  await tab.capture('policies');
  await next(tab, 'checkbox', policies);
  await tab.page.getByRole('heading', { level: 1, name: 'Choose how to pay' }).waitFor();
  await tab.capture('payment method');
  await next(tab, 'radio', [...payment, /policyholder/i].slice(0, 2));
}
/** @type {Record<string, (tab: Tab) => Promise<void>>} The signed-in journeys, capturing the screens they pass. */
const JOURNEYS = {
  // C-1001's TermGuard Life and EduSaver Endowment by PayNow in a throttled tab: from the click on the review's button
  // to the code's paint (Element Timing: the image is marked as it is inserted), and the payment call's round trip.
  async paynow(tab) {
    const cdp = await tab.page.context().newCDPSession(tab.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable').then(() => cdp.send('Network.emulateNetworkConditions', NETWORK));
    await choose(tab, [/TermGuard Life/, /EduSaver Endowment/], [/^PayNow/]);
    await tab.page.getByRole('heading', { level: 1, name: 'Review and pay' }).waitFor();
    await tab.capture('review');
    await next(tab, 'checkbox', [/./], '');
    // The page tells the paint on its console: polling it from here would run the test's own script in the window.
    await tab.page.evaluate(() => {
      let click = 0;
      document.addEventListener('click', (event) => (click = event.timeStamp), { capture: true, once: true });
      const mark = () => document.querySelector('img.payment-qr-image')?.setAttribute('elementtiming', 'qr');
      new MutationObserver(mark).observe(document, { childList: true, subtree: true });
      const report = (/** @type {{ getEntries(): any[] }} */ l) =>
        console.debug(`bench ${JSON.stringify({ click, drawn: l.getEntries()[0]?.renderTime })}`);
      new window.PerformanceObserver(report).observe({ type: 'element' });
    });
    const told = tab.page.waitForEvent('console', { predicate: (m) => m.text().startsWith('bench '), timeout: 60_000 });
    const sent = tab.page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/rs/v1/payments'));
    await next(tab, 'checkbox', [], 'Show PayNow QR code');
    const [message, request] = [await told, await sent];
    const { click, drawn } = JSON.parse(message.text().slice('bench '.length));
    await tab.capture('paynow', { click: { clickToQrMs: drawn - click, paymentCallMs: request.timing().responseEnd } });
    // The floor makes the same call, headers and all: its idempotency key answers with the same payment.
    const call = JSON.stringify({ url: request.url(), headers: request.headers(), body: request.postData() });
    await tab.capture('', { name: 'PayNow floor', url: `${tab.origin}/floor/paynow`, storage: { 'floor-call': call } });
  },
  // TermGuard Life by Visa through the sandbox's card gateway to the receipt.
  async receipt(tab) {
    await choose(tab, [/TermGuard Life/], [/^Visa card/]);
    await next(tab, 'checkbox', [/./], /^Pay /);
    await tab.page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await next(tab, 'checkbox', [], /^Pay S\$/);
    await tab.page.waitForURL((url) => url.pathname === '/one-time-payment/status/successful');
    await tab.page.locator('#main h1').waitFor();
    await tab.capture('receipt');
  },
  // "Someone else is paying for me": the anti-money-laundering declaration.
  async declaration(tab) {
    await choose(tab, [/TermGuard Life/], [/^Visa card/, /Someone else is paying for me/]);
    await tab.page.getByRole('heading', { level: 1, name: 'About the payor' }).waitFor();
    await tab.capture('third-party declaration');
  },
  // C-1001's TermGuard Life by GIRO from UOB.
  async giro(tab) {
    await signIn(tab, '/recurring-page');
    await next(tab, 'radio', [/TermGuard Life/, /^GIRO/]);
    await tab.page.getByLabel(/account holder/i).fill('Tan Wei Ming');
    await next(tab, 'checkbox');
    await next(tab, 'radio', [/^UOB$/]);
    await tab.page.waitForURL((url) => url.pathname === '/recurring-arrangements/giro/review');
    await tab.page.locator('#main h1').waitFor();
    await tab.capture('GIRO review');
  },
};

/** Drives a journey from a fresh sandbox (seeded data, no session); the screens it captured. */
async function drive(/** @type {string} */ origin, /** @type {string} */ journey) {
  if (!(await fetch(origin + '/sandbox/reset', { method: 'POST' })).ok) throw new Error('sandbox reset failed');
  const browser = await require('playwright-core').chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const [page, captures] = [await browser.newPage(), /** @type {Capture[]} */ ([])];
  const storage = () => page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  const name = (/** @type {string} */ screen) => `${new URL(page.url()).pathname} (signed in: ${screen})`;
  const capture = async (/** @type {string} */ screen, more = {}) =>
    void captures.push({ name: name(screen), url: page.url(), storage: await storage(), ...more });
  await JOURNEYS[journey]?.({ page, origin, capture });
  return browser.close().then(() => captures);
}
/** Lighthouse's figures (medians of RUNS, reports in bench/tmp/lighthouse/) on a fresh load, the tab holding the
 * capture's session storage (token, drafts; storage reset off). A failure ends the process and the browsers with it. */
async function lighthouse(/** @type {string} */ origin, /** @type {Capture} */ capture) {
  console.error(`[bench] Lighthouse x${RUNS}: ${capture.name}`);
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const settings = { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' };
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
    const page = await browser.newPage();
    await page.goto(origin + '/sandbox/state'); // same origin, no app: somewhere to set the tab's storage
    await page.evaluate((s) => Object.entries(s).forEach((item) => sessionStorage.setItem(...item)), capture.storage);
    // Now and then Lighthouse records no trace (NO_NAVSTART), most often on a page that moves on at once: 3 tries.
    let lhr;
    for (let tries = 0; tries < 3 && (!lhr || lhr.runtimeError); tries++)
      lhr = (await lighthouse(capture.url, /** @type {object} */ (settings), undefined, page))?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${capture.url}: ${lhr?.runtimeError?.code}`);
    await browser.close();
    fs.writeFileSync(`${TMP}/lighthouse/${capture.name.replace(/\W+/g, '_')}-${i}.json`, JSON.stringify(lhr));
    const figures = FIGURES.map((key, n) => [key, lhr.audits[AUDITS[n] ?? '']?.numericValue ?? NaN]);
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    runs.push({ score, ...Object.fromEntries(figures), landedOn: new URL(lhr.finalDisplayedUrl).pathname });
  }
  const figures = ['score', ...FIGURES].map((key) => [key, median(runs.map((r) => r[key]))]);
  return { path: capture.name, ...Object.fromEntries(figures), landedOn: [...new Set(runs.map((r) => r.landedOn))] };
}

async function main() {
  const loadavgBefore = os.loadavg();
  build();
  const { origin, stop } = await serve(DIST, `${TMP}/server/server/preview.js`);
  const [results, clicks] = [[], /** @type {any[]} */ ([])];
  let report;
  try {
    report = await measure({ origin, dist: DIST });
    for (const { path: url } of pageTable().filter((p) => ['home', 'login', 'payNow'].includes(p.name)))
      results.push(await lighthouse(origin, { name: url, url: origin + url, storage: {} }));
    // Journey by journey, right after its capture: a later login (a new token) would end the session it holds.
    for (const journey of Object.keys(JOURNEYS)) {
      let captures = [];
      for (let i = 0; i < (journey === 'paynow' ? RUNS : 1); i++)
        clicks.push(...(captures = await drive(origin, journey)).flatMap((c) => c.click ?? []));
      for (const capture of captures.filter((c) => !results.some((r) => r.path === c.name)))
        results.push(await lighthouse(origin, capture));
    }
  } finally {
    stop();
  }
  const [toQr, call] = [median(clicks.map((c) => c.clickToQrMs)), median(clicks.map((c) => c.paymentCallMs))];
  const lcp = (/** @type {string} */ end) => results.find((r) => r.path.endsWith(end))?.lcpMs ?? NaN;
  const [hardLoad, floorLoad] = [lcp('(signed in: paynow)'), lcp('PayNow floor')];
  const clickToQr = { clickToQrMs: toQr, paymentCallMs: call, targetMs: call + TARGETS.clickToQrOverCallMs, clicks };
  const payNow = { clickToQr, hardLoad: { lcpMs: hardLoad, floorLcpMs: floorLoad, ratio: hardLoad / floorLoad } };
  const machine = { cpus: os.cpus().length, node: process.version, loadavgBefore, loadavg: os.loadavg() };
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const record = { measuredAt: new Date().toISOString(), commit, machine, runs: RUNS, targets: TARGETS, ...report };
  const falls = failures(report);
  Object.assign(record, { budgets: BUDGETS, failures: falls, payNow, lighthouse: results });
  fs.writeFileSync(path.join(ROOT, 'bench/results.json'), JSON.stringify(record, null, 1) + '\n');
  printReport(report);
  const s = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
  const rows = results.map((l) => [l.path, l.score, s(l.fcpMs), s(l.lcpMs), Math.round(l.tbtMs), l.cls.toFixed(3)]);
  console.log(`\nLighthouse mobile, simulated throttling, median of ${RUNS}:`);
  printTable(['page', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS'], rows);
  console.log(`\nPayNow: click to QR ${s(toQr)} s, payment call ${s(call)} s (target: the call + 0.2 s at most)`);
  console.log(
    `PayNow's hard load: LCP ${s(hardLoad)} s, ${(hardLoad / floorLoad).toFixed(2)}x its floor (target: 1.15x)`,
  );
  console.log(falls.length ? `\nFalls short:\n- ${falls.join('\n- ')}` : '\nEvery byte budget holds.');
  console.log(`(load average ${loadavgBefore.map((l) => l.toFixed(2)).join(' ')} before) Written: bench/results.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
