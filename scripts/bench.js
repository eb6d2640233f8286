// @ts-check
// `npm run bench` (docs/performance.md): the portal built into bench/tmp (never the shared dist/), its bytes per page as
// check:budgets counts them, Lighthouse BENCH_RUNS times (default 3) on `/`, `/login`, PayNow, seven signed-in screens
// and PayNow's floor over TLS and HTTP/2, and every journey step from its press in BENCH_RUNS throttled journeys: bench/results.json.
// `npm run bench -- steps [journey...]` times the steps alone; `npm run bench -- loads [screen...]` runs Lighthouse on
// chosen signed-in screens and the floor alone.
/* global document, requestAnimationFrame -- the step's watch runs in the page */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { ROOT, CHROMIUM, FLAGS, pageTable, serve, overHttp2, loginBySms, printTable } = require('./portal.js');
const { BUDGETS, measure, failures, printReport } = require('./check-budgets.js');
const { TARGETS, roundTrips, stepTarget, missed } = require('./bench-targets.js');

const TMP = path.join(ROOT, 'bench/tmp');
const DIST = path.join(TMP, 'dist');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
// A customer reads a step and moves to its button before pressing: a second between the step's last answer (a field
// filled, a choice made) and its press, in which what loads on that answer (the RSA code, the payor's declaration)
// runs as it would for them (ADR 0089). BENCH_THINK_MS=0 presses at once, as the records before it did.
const THINK_MS = Math.max(0, Number(process.env.BENCH_THINK_MS ?? 1000) || 0);
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
/** @typedef {{ name: string, url: string, storage: Record<string, string> }} Capture */
/** @typedef {{ step: string, ms: number, callsMs: number, calls: { path: string, start: number, end: number }[],
 * chunks: string[], pressMs: number }} StepRun */
/**
 * The bench's build on the preview server (`origin`: the journeys' and the byte count's) and behind a TLS and HTTP/2
 * front (`secure`: Lighthouse's hard loads, as production serves them; ADR 0093).
 * @typedef {{ origin: string, secure: string, stop: () => void }} Site
 */
async function servePortal() {
  const preview = await serve(DIST, `${TMP}/server/server/preview.js`);
  const front = await overHttp2(preview.origin).catch((error) => (preview.stop(), Promise.reject(error)));
  return { origin: preview.origin, secure: front.origin, stop: () => (front.stop(), preview.stop()) };
}

/**
 * @typedef {{ page: import('playwright-core').Page, origin: string, capture: Function,
 * step: (button: string | RegExp, heading: string, ready: string) => Promise<StepRun> }} Tab
 * @typedef {'radio'|'checkbox'} Role
 */
async function check(/** @type {Tab} */ tab, /** @type {Role} */ role, names = [/./]) {
  for (const name of names) await tab.page.getByRole(role, { name }).first().check({ force: true });
}
/** Logs in from `from`'s login redirect, each press a step; Verify lands on `from`, showing `heading` and `ready`. */
async function signIn(/** @type {Tab} */ tab, /** @type {string} */ from, /** @type {[string, string]} */ landing) {
  await tab.page.goto(tab.origin + from);
  const next = [
    ['Verify it’s you', '#main input[type=radio]'],
    ['Enter your one-time password', '#main input'],
    landing,
  ];
  await loginBySms(tab.page, (button) => tab.step(button, ...(next.shift() ?? landing)));
  await tab.page.waitForURL((url) => url.pathname === from);
}
/** From sign-in to the review, or where `to` says: `policies` chosen, paid by `payment` (a method, and the
 * policyholder unless given). */
async function choose(
  /** @type {Tab} */ tab,
  /** @type {RegExp[]} */ policies,
  /** @type {RegExp[]} */ payment,
  /** @type {[string, string]} */ to = ['Review and pay', '#main .summary'],
) {
  await signIn(tab, '/one-time-payment', ['Choose what to pay', '#main input[type=checkbox]']);
  await tab.capture('policies');
  await check(tab, 'checkbox', policies);
  await tab.step(/^Continue$/, 'Choose how to pay', '#main input[type=radio]');
  await tab.capture('payment method');
  await check(tab, 'radio', [...payment, /policyholder/i].slice(0, 2));
  await tab.step(/^Continue$/, ...to);
}
/** @type {Record<string, (tab: Tab) => Promise<void>>} The signed-in journeys: the steps they time, the screens they
 * capture for Lighthouse. */
const JOURNEYS = {
  // C-1001's TermGuard Life and EduSaver Endowment by PayNow, to the code.
  async paynow(tab) {
    await choose(tab, [/TermGuard Life/, /EduSaver Endowment/], [/^PayNow/]);
    await tab.capture('review');
    await check(tab, 'checkbox');
    const sent = tab.page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/rs/v1/payments'));
    await tab.step('Show PayNow QR code', 'Pay with PayNow', 'img.payment-qr-image');
    await tab.capture('paynow');
    // The floor makes the same call, headers and all: its idempotency key answers with the same payment.
    const request = await sent;
    const call = JSON.stringify({ url: request.url(), headers: request.headers(), body: request.postData() });
    await tab.capture('', { name: 'PayNow floor', url: `${tab.origin}/floor/paynow`, storage: { 'floor-call': call } });
  },
  // TermGuard Life by Visa through the sandbox's card gateway (not the portal's, so untimed) to the receipt.
  async receipt(tab) {
    await choose(tab, [/TermGuard Life/], [/^Visa card/]);
    await check(tab, 'checkbox');
    await tab.page.getByRole('button', { name: /^Pay / }).click();
    await tab.page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await tab.page.getByRole('button', { name: /^Pay S\$/ }).click();
    await tab.page.waitForURL((url) => url.pathname === '/one-time-payment/status/successful');
    await tab.page.locator('#main h1').waitFor();
    await tab.capture('receipt');
  },
  // "Someone else is paying for me": the anti-money-laundering declaration.
  async declaration(tab) {
    const to = /** @type {[string, string]} */ (['About the payor', '#main .summary']);
    await choose(tab, [/TermGuard Life/], [/^Visa card/, /Someone else is paying for me/], to);
    await tab.capture('third-party declaration');
  },
  // C-1001's TermGuard Life by GIRO from UOB, to the review (the bank's page after it is not the portal's).
  async giro(tab) {
    await signIn(tab, '/recurring-page', ['Set up a recurring payment', '#main input[type=radio]']);
    await check(tab, 'radio', [/TermGuard Life/, /^GIRO/]);
    await tab.step(/^Continue$/, 'Recurring payment by GIRO', '#main input');
    await tab.page.getByLabel(/account holder/i).fill('Tan Wei Ming');
    await check(tab, 'checkbox');
    await tab.step(/^Continue$/, 'Choose your bank', '#main input[type=radio]');
    await check(tab, 'radio', [/^UOB$/]);
    await tab.step(/^Continue$/, 'Review your GIRO arrangement', '#main .summary');
    await tab.capture('GIRO review');
  },
};

/**
 * In the page, before a press: from the click to the frame that first draws `heading` as `#main`'s h1 with `ready`
 * and no loading state (timed in the task after that frame), the API calls started and ended in between, the chunks
 * requested, and the press's own interaction (Event Timing, as INP counts it). Told on the console: polling from here
 * would run the bench's own script in the window.
 */
function stepWatch(/** @type {{ heading: string, ready: string }} */ { heading, ready }) {
  let click = NaN;
  const [resources, events] = [/** @type {PerformanceResourceTiming[]} */ ([]), /** @type {any[]} */ ([])];
  document.addEventListener('click', (event) => (click = event.timeStamp), { capture: true, once: true });
  new PerformanceObserver((l) => resources.push(...l.getEntries())).observe({ type: 'resource' });
  new PerformanceObserver((l) => events.push(...l.getEntries())).observe({ type: 'event', durationThreshold: 16 });
  const shown = () =>
    document.querySelector('#main h1')?.textContent?.trim() === heading &&
    document.querySelector(ready) &&
    !document.querySelector('#main .loading, .chunk-error');
  const look = () => (click >= 0 && shown() ? setTimeout(drawn) : requestAnimationFrame(look));
  requestAnimationFrame(look);
  // The entries of the calls and of the press arrive after the paint.
  const drawn = () => setTimeout(report, 1000, performance.now());
  function report(/** @type {number} */ at) {
    const path = (/** @type {PerformanceEntry} */ e) => new URL(e.name).pathname;
    const calls = resources
      .filter((e) => path(e).startsWith('/rs/') && e.startTime >= click && e.responseEnd <= at)
      .map((e) => ({ path: path(e), start: e.startTime - click, end: e.responseEnd - click }));
    const chunks = resources.filter((e) => /\.js$/.test(path(e)) && e.startTime >= click && e.startTime <= at);
    const id = events.find((e) => e.name === 'click' && Math.abs(e.startTime - click) < 1)?.interactionId;
    const pressMs = Math.max(0, ...events.filter((e) => id && e.interactionId === id).map((e) => e.duration));
    console.debug(`bench-step ${JSON.stringify({ ms: at - click, calls, chunks: chunks.map(path), pressMs })}`);
  }
}
/** In the page from its start: web-vitals' INP, told on the console as it grows. */
const INP_WATCH = `${fs.readFileSync(path.join(ROOT, 'node_modules/web-vitals/dist/web-vitals.iife.js'), 'utf8')}
webVitals.onINP((m) => console.debug('bench-inp ' + m.value), { reportAllChanges: true, durationThreshold: 16 });`;

/**
 * Drives a journey from a fresh sandbox (seeded data, no session) in a tab throttled as Lighthouse's mobile profile:
 * the screens it captured, the steps it timed and its INP.
 */
async function drive(/** @type {string} */ origin, /** @type {string} */ journey, throttled = true) {
  if (!(await fetch(origin + '/sandbox/reset', { method: 'POST' })).ok) throw new Error('sandbox reset failed');
  const browser = await require('playwright-core').chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  if (throttled) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable').then(() => cdp.send('Network.emulateNetworkConditions', NETWORK));
  }
  await page.addInitScript({ content: INP_WATCH });
  let inpMs = 0;
  page.on('console', (m) => m.text().startsWith('bench-inp ') && (inpMs = Math.max(inpMs, Number(m.text().slice(10)))));
  const [captures, steps] = [/** @type {Capture[]} */ ([]), /** @type {StepRun[]} */ ([])];
  const storage = () => page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  const name = (/** @type {string} */ screen) => `${new URL(page.url()).pathname} (signed in: ${screen})`;
  const capture = async (/** @type {string} */ screen, more = {}) =>
    void captures.push({ name: name(screen), url: page.url(), storage: await storage(), ...more });
  const step = async (
    /** @type {string | RegExp} */ button,
    /** @type {string} */ heading,
    /** @type {string} */ ready,
  ) => {
    const from = new URL(page.url()).pathname;
    // Under load, headless Chromium can drop the frame the last answer drew and, nothing else changing on screen,
    // present none until the press: Event Timing, and so INP, would count the whole pause as that answer's. A
    // screenshot has the frame presented, as a phone's screen would at its next refresh.
    const shot = { format: 'jpeg', clip: { x: 0, y: 0, width: 1, height: 1, scale: 1 } };
    if (THINK_MS) await cdp.send('Page.captureScreenshot', shot).then(() => page.waitForTimeout(THINK_MS));
    await page.evaluate(stepWatch, { heading, ready });
    const told = page.waitForEvent('console', {
      predicate: (m) => m.text().startsWith('bench-step '),
      timeout: 60_000,
    });
    await page.getByRole('button', { name: button }).click();
    const figures = JSON.parse((await told).text().slice('bench-step '.length));
    const label = typeof button === 'string' ? button : button.source.replace(/^\^|\$$/g, '');
    const run = { step: `${from}: ${label} → ${heading}`, ...figures, callsMs: roundTrips(figures.calls) };
    steps.push(run);
    return run;
  };
  await JOURNEYS[journey]?.({ page, origin, capture, step });
  await browser.close();
  return { captures, steps, inp: { journey, inpMs } };
}
/** Lighthouse's figures (medians of RUNS, reports in bench/tmp/lighthouse/) on a fresh load, the tab holding the
 * capture's session storage (token, drafts; storage reset off). A failure ends the process and the browsers with it. */
async function lighthouse(/** @type {Site} */ site, /** @type {Capture} */ capture) {
  console.error(`[bench] Lighthouse x${RUNS}: ${capture.name}`);
  // The journeys ran on the preview server; the load is over its TLS and HTTP/2 front (ADR 0093).
  const secure = (/** @type {string} */ text) => text.replaceAll(site.origin, site.secure);
  const url = secure(capture.url);
  const storage = Object.entries(capture.storage).map(([key, value]) => [key, secure(value)]);
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const settings = { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' };
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const args = [...FLAGS, '--ignore-certificate-errors']; // the front's certificate is its own
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, args, headless: true });
    const page = await browser.newPage();
    await page.goto(site.secure + '/sandbox/state'); // same origin, no app: somewhere to set the tab's storage
    await page.evaluate((s) => s.forEach(([key, value]) => sessionStorage.setItem(key, value)), storage);
    // Now and then Lighthouse records no trace (NO_NAVSTART), most often on a page that moves on at once: 3 tries.
    let lhr;
    for (let tries = 0; tries < 3 && (!lhr || lhr.runtimeError); tries++)
      lhr = (await lighthouse(url, /** @type {object} */ (settings), undefined, page))?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.code}`);
    await browser.close();
    fs.writeFileSync(`${TMP}/lighthouse/${capture.name.replace(/\W+/g, '_')}-${i}.json`, JSON.stringify(lhr));
    const figures = FIGURES.map((key, n) => [key, lhr.audits[AUDITS[n] ?? '']?.numericValue ?? NaN]);
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    runs.push({ score, ...Object.fromEntries(figures), landedOn: new URL(lhr.finalDisplayedUrl).pathname });
  }
  const figures = ['score', ...FIGURES].map((key) => [key, median(runs.map((r) => r[key]))]);
  return { path: capture.name, ...Object.fromEntries(figures), landedOn: [...new Set(runs.map((r) => r.landedOn))] };
}

/** Each step's medians over its runs (a step several journeys pass is timed in each), and its target. */
function stepMedians(/** @type {StepRun[]} */ runs) {
  return [...new Set(runs.map((r) => r.step))].map((step) => {
    const of = runs.filter((r) => r.step === step);
    const [ms, callsMs, pressMs] = ['ms', 'callsMs', 'pressMs'].map((key) => median(of.map((r) => r[key])));
    const figures = { step, ms, callsMs, pressMs: pressMs ?? NaN };
    return { ...figures, targetMs: stepTarget(figures), runs: of.length, calls: of[0]?.calls, chunks: of[0]?.chunks };
  });
}
/** Every journey BENCH_RUNS times (`only` names some): its steps, its INP and (`onCapture`) its first captures. */
async function driveAll(/** @type {string} */ origin, /** @type {string[]} */ only, onCapture = async (c) => c) {
  const [runs, journeys] = [/** @type {StepRun[]} */ ([]), /** @type {{ journey: string, inpMs: number }[]} */ ([])];
  for (const journey of Object.keys(JOURNEYS).filter((j) => !only.length || only.includes(j))) {
    console.error(`[bench] ${journey} journey x${RUNS}, throttled`);
    const inps = [];
    for (let i = 0; i < RUNS; i++) {
      const { captures, steps, inp } = await drive(origin, journey);
      runs.push(...steps);
      inps.push(inp.inpMs);
      // Right after its capture: a later login (a new token) would end the session it holds.
      if (i === 0) for (const capture of captures) await onCapture(capture);
    }
    journeys.push({ journey, inpMs: median(inps) });
  }
  return { steps: stepMedians(runs), journeys };
}
/** @param {ReturnType<typeof stepMedians>} steps @param {{ journey: string, inpMs: number }[]} journeys */
function printSteps(steps, journeys) {
  const s = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
  console.log(`\nJourney steps, press to the next screen's paint, throttled tab, median of ${RUNS}:`);
  const rows = steps.map((t) => [t.step, s(t.ms), s(t.callsMs), s(t.targetMs), Math.round(t.pressMs), t.runs]);
  printTable(['step', 'press to paint s', 'calls s', 'target s', 'press ms', 'runs'], rows);
  console.log(`INP: ${journeys.map((j) => `${j.journey} ${Math.round(j.inpMs)} ms`).join(', ')} (target: 200 ms)`);
}

/** `npm run bench -- steps [journey...]`: the journey steps alone, written to bench/tmp/steps.json. */
async function stepsOnly(/** @type {string[]} */ only) {
  build();
  const { origin, stop } = await serve(DIST, `${TMP}/server/server/preview.js`);
  try {
    const { steps, journeys } = await driveAll(origin, only);
    fs.writeFileSync(`${TMP}/steps.json`, JSON.stringify({ steps, journeys }, null, 1) + '\n');
    printSteps(steps, journeys);
    const misses = missed({ steps, journeys });
    console.log(misses.length ? `\nMisses:\n- ${misses.join('\n- ')}` : '\nEvery step within its target.');
  } finally {
    stop();
  }
}

/** A capture's screen as `loads` names it: `paynow`, `payment-method`, `giro-review`… (the floor: `floor`). */
const screenOf = (/** @type {Capture} */ c) =>
  (/signed in: ([^)]*)/.exec(c.name)?.[1] ?? c.name.replace('PayNow ', '')).toLowerCase().replace(/\W+/g, '-');

/**
 * `npm run bench -- loads [screen...]`: Lighthouse on the chosen signed-in screens (all seven when none is named) and,
 * always, on the floor in the same run, into bench/tmp/loads.json. The journeys are driven unthrottled, once each,
 * until every chosen screen is captured; PayNow's always, for the floor's call.
 */
async function loadsOnly(/** @type {string[]} */ chosen) {
  build();
  const site = await servePortal();
  const [results, done] = [/** @type {Load[]} */ ([]), new Set()];
  try {
    for (const journey of Object.keys(JOURNEYS)) {
      if (journey !== 'paynow' && chosen.length && chosen.every((c) => done.has(c))) break;
      const { captures } = await drive(site.origin, journey, false);
      for (const capture of captures) {
        const screen = screenOf(capture);
        if (done.has(screen) || (chosen.length && !chosen.includes(screen) && screen !== 'floor')) continue;
        done.add(screen);
        results.push(await lighthouse(site, capture));
      }
    }
  } finally {
    site.stop();
  }
  const unknown = chosen.filter((c) => !done.has(c));
  if (unknown.length) throw new Error(`no such screen: ${unknown.join(', ')}`);
  const record = { measuredAt: new Date().toISOString(), loadavg: os.loadavg(), runs: RUNS, lighthouse: results };
  fs.writeFileSync(`${TMP}/loads.json`, JSON.stringify(record, null, 1) + '\n');
  printLoads(results);
  const misses = missed({ lighthouse: results });
  console.log(misses.length ? `\nMisses:\n- ${misses.join('\n- ')}` : '\nEvery hard load within its target.');
}
/** @typedef {Awaited<ReturnType<typeof lighthouse>>} Load */
function printLoads(/** @type {Load[]} */ results) {
  const s = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
  const floor = results.find((r) => r.path === 'PayNow floor');
  const x = (/** @type {number} */ v, /** @type {number | undefined} */ f) => (f ? (v / f).toFixed(2) : '');
  const rows = results.map((l) => [
    l.path,
    l.score,
    s(l.fcpMs),
    s(l.lcpMs),
    x(l.lcpMs, floor?.lcpMs),
    Math.round(l.tbtMs),
    x(l.tbtMs, floor?.tbtMs),
    l.cls.toFixed(3),
  ]);
  console.log(`\nLighthouse mobile, simulated throttling, median of ${RUNS}:`);
  printTable(['page', 'score', 'FCP s', 'LCP s', 'x floor', 'TBT ms', 'x floor', 'CLS'], rows);
}

async function main() {
  const loadavgBefore = os.loadavg();
  build();
  const site = await servePortal();
  const results = [];
  let report, driven;
  try {
    report = await measure({ origin: site.origin, dist: DIST });
    for (const { path: url } of pageTable().filter((p) => ['home', 'login', 'payNow'].includes(p.name)))
      results.push(await lighthouse(site, { name: url, url: site.origin + url, storage: {} }));
    const onCapture = async (/** @type {Capture} */ capture) => void results.push(await lighthouse(site, capture));
    driven = await driveAll(site.origin, [], onCapture);
  } finally {
    site.stop();
  }
  const { steps, journeys } = driven;
  const machine = { cpus: os.cpus().length, node: process.version, loadavgBefore, loadavg: os.loadavg() };
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const record = { measuredAt: new Date().toISOString(), commit, machine, runs: RUNS, targets: TARGETS, ...report };
  const [falls, misses] = [failures(report), missed({ steps, journeys, lighthouse: results })];
  Object.assign(record, { budgets: BUDGETS, failures: falls, misses, steps, journeys, lighthouse: results });
  fs.writeFileSync(path.join(ROOT, 'bench/results.json'), JSON.stringify(record, null, 1) + '\n');
  printReport(report);
  printLoads(results);
  printSteps(steps, journeys);
  console.log(falls.length ? `\nFalls short:\n- ${falls.join('\n- ')}` : '\nEvery byte budget holds.');
  console.log(misses.length ? `\nMisses:\n- ${misses.join('\n- ')}` : '\nEvery time target holds.');
  console.log(`(load average ${loadavgBefore.map((l) => l.toFixed(2)).join(' ')} before) Written: bench/results.json`);
}

const MODES = { steps: stepsOnly, loads: loadsOnly };
(MODES[/** @type {keyof MODES} */ (process.argv[2])] ?? main)(process.argv.slice(3)).catch((error) => {
  console.error(error);
  process.exit(1);
});
