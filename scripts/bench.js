// @ts-check
/**
 * `npm run bench`: the figures of docs/performance.md, from a fresh clone after `npm ci` (needs
 * /usr/bin/chromium, or CHROMIUM_PATH). Builds the portal and the React-only floor into bench/tmp (never
 * the shared dist/), sizes every route's initial JS, checks that size against what headless Chromium
 * requests, runs Lighthouse mobile on three routes signed out and on seven signed-in journey screens
 * (scripts/bench-signed-in.mjs; BENCH_ONLY=lighthouse runs only the build, the sizes and Lighthouse), and
 * times the builds and the tests: the core project and the whole jest suite (medians), the core with the fuzz tests
 * at full strength (FUZZ_RUNS=1000), the browser suite on its own (once, every file timed), and `npm test` from a
 * fresh clone step by step (BENCH_NPM_TEST=0 skips it).
 * Prints a table and writes bench/results.json. BENCH_RUNS (default 3) sets the repetitions; figures
 * are medians. The machine is usually shared, so timings are noisy: compare medians, not single runs.
 */
const fs = require('node:fs');
const path = require('node:path');
const os = require('node:os');
const { spawn, spawnSync } = require('node:child_process');
const { measure, floorSize, printRoutes, htmlScripts, table, kb, BUDGETS } = require('./check-budgets.js');

const ROOT = path.resolve(__dirname, '..');
const TMP = path.join(ROOT, 'bench/tmp');
const DIST = path.join(TMP, 'dist');
const STATS = path.join(TMP, 'app-stats.json');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags of test/e2e/support/browser.ts (a TypeScript file plain Node cannot load).
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The pages Lighthouse runs on signed out, by name in the page table (src/core/pages.ts, as the build compiles it). */
const LIGHTHOUSE_PAGES = ['home', 'login', 'payNow'];
const lighthousePaths = () => {
  /** @type {{ PAGES: Record<string, { path: string }> }} */
  const { PAGES } = require(path.join(ROOT, 'build/prerender/pages.js'));
  return LIGHTHOUSE_PAGES.map((name) => {
    const page = PAGES[name];
    if (!page) throw new Error(`no page ${name} in src/core/pages.ts: update scripts/bench.js`);
    return page.path;
  });
};

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};
const step = (/** @type {string} */ what) => console.error(`[bench] ${what}`);

/** Runs a command to completion; returns its wall time in ms and output. Throws if it fails and must not. */
function run(/** @type {string} */ command, /** @type {string[]} */ args, { env = {}, mayFail = false } = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0 && !mayFail) throw new Error(`${command} ${args.join(' ')} failed:\n${output.slice(-3000)}`);
  return { ms, output, ok: result.status === 0 };
}

const bin = (/** @type {string} */ relative) => path.join(ROOT, 'node_modules', relative);

function buildPortal() {
  const walls = [];
  const compiles = [];
  for (let i = 0; i < RUNS; i++) {
    // A new CLI process each time: Rspack's cache is in memory, so every build is cold.
    const { ms, output } = run(process.execPath, [bin('@rspack/cli/bin/rspack.js'), 'build', '-o', DIST], {
      env: { NODE_ENV: 'production', BUNDLE_STATS_FILE: STATS },
    });
    walls.push(ms);
    const compiled = /compiled successfully in ([\d.]+) ?(ms|s)/.exec(output);
    if (compiled) compiles.push(Number(compiled[1]) * (compiled[2] === 's' ? 1000 : 1));
  }
  // The rest of `npm run build`: the screens for Node, then first screens into the pages (docs/performance.md).
  const node = run(process.execPath, [bin('@rspack/cli/bin/rspack.js'), 'build', '--env', 'prerender']);
  const pages = run(process.execPath, [path.join(ROOT, 'scripts/prerender.js'), DIST], {
    env: { BUNDLE_STATS_FILE: STATS },
  });
  return {
    wallMs: median(walls),
    compileMs: median(compiles),
    runs: walls.map(Math.round),
    prerenderMs: Math.round(node.ms + pages.ms),
  };
}

/** Jest's own counts from its summary lines. */
function jestSummary(/** @type {string} */ output) {
  const tests = /Tests:\s+(.*)/.exec(output)?.[1]?.trim() ?? 'no summary';
  return tests;
}

/** The names of the tests jest reports as failed ("● describe › test"), so a flake in the record can be found. */
function jestFailures(/** @type {string} */ output) {
  const names = [...output.matchAll(/^\s*● (.+ › .+)$/gm)].map((m) => m[1]?.trim() ?? '');
  return [...new Set(names)];
}

/** Times jest `runs` times (the median is the figure), with the load average before each run. */
function timeJest(/** @type {string[]} */ args, { runs = RUNS, env = {} } = {}) {
  const walls = [];
  const loads = [];
  let summary = '';
  let ok = true;
  for (let i = 0; i < runs; i++) {
    loads.push(Number(os.loadavg()[0]?.toFixed(2)));
    const result = run(process.execPath, [bin('jest/bin/jest.js'), ...args], { mayFail: true, env });
    walls.push(result.ms);
    summary = jestSummary(result.output);
    ok &&= result.ok;
  }
  return { wallMs: median(walls), runs: walls.map(Math.round), loads, tests: summary, passed: ok };
}

/**
 * `npm test` from a fresh clone of the committed HEAD (bench/tmp/clone): `npm ci`, then each step of the `test`
 * script timed on its own, so the record has the whole and its parts (the browser suite is `test:e2e`).
 * BENCH_NPM_TEST=0 skips it (it takes as long as npm test does).
 */
function timeNpmTestFromClone() {
  const clone = path.join(TMP, 'clone');
  fs.rmSync(clone, { recursive: true, force: true });
  run('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone]);
  const inClone = (/** @type {string[]} */ args) => {
    const started = process.hrtime.bigint();
    const load = Number(os.loadavg()[0]?.toFixed(2));
    const result = spawnSync('npm', args, { cwd: clone, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    return { ms: Math.round(ms), load, ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
  };
  const install = inClone(['ci', '--no-audit', '--no-fund']);
  if (!install.ok) throw new Error(`npm ci in the clone failed:\n${install.output.slice(-3000)}`);
  const pkg = JSON.parse(fs.readFileSync(path.join(clone, 'package.json'), 'utf8'));
  const steps = String(pkg.scripts.test)
    .split('&&')
    .map((part) => part.trim().replace(/^npm run /, ''));
  /** @type {{ step: string; ms: number; load: number; ok: boolean; tests?: string; failed?: string[]; tail?: string }[]} */
  const timed = [];
  for (const name of steps) {
    step(`  npm run ${name} (fresh clone)`);
    const result = inClone(['run', name]);
    timed.push({
      step: name,
      ms: result.ms,
      load: result.load,
      ok: result.ok,
      ...(name.startsWith('test:') ? { tests: jestSummary(result.output) } : {}),
      ...(result.ok ? {} : { failed: jestFailures(result.output), tail: result.output.slice(-4000) }),
    });
    if (!result.ok) break; // npm test stops at the first failing step too
  }
  fs.rmSync(clone, { recursive: true, force: true });
  const e2e = timed.find((t) => t.step === 'test:e2e');
  return {
    npmCiMs: install.ms,
    npmTestMs: timed.reduce((sum, t) => sum + t.ms, 0),
    passed: timed.length === steps.length && timed.every((t) => t.ok),
    browserMs: e2e?.ms,
    browserTests: e2e?.tests,
    steps: timed,
  };
}

/** Per file of a jest --json report: wall seconds, longest first. */
function fileDurations(/** @type {string} */ jsonFile) {
  if (!fs.existsSync(jsonFile)) return [];
  const report = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
  return report.testResults
    .map((/** @type {any} */ r) => ({
      file: path.basename(r.name),
      s: Math.round((r.endTime - r.startTime) / 100) / 10,
      tests: r.assertionResults.length,
    }))
    .sort((/** @type {{ s: number }} */ a, /** @type {{ s: number }} */ b) => b.s - a.s);
}

/**
 * The browser suite on its own (jest.e2e.config.js, as `npm run test:e2e` runs it), once: wall time, the load
 * before and after, the workers, and every file's time (longest first), so a slow file shows in the record.
 * Runs on the bench's own build (bench/tmp/dist) and server (bench/tmp/server), never the shared dist/.
 */
function timeBrowserSuite() {
  const json = path.join(TMP, 'e2e.json');
  fs.rmSync(json, { force: true });
  const loadBefore = Number(os.loadavg()[0]?.toFixed(2));
  const result = run(
    process.execPath,
    [bin('jest/bin/jest.js'), '-c', 'jest.e2e.config.js', '--json', `--outputFile=${json}`],
    { mayFail: true, env: { PREVIEW_DIST: DIST, E2E_PREVIEW_SERVER: path.join(TMP, 'server/server/preview.js') } },
  );
  return {
    wallMs: Math.round(result.ms),
    loads: [loadBefore, Number(os.loadavg()[0]?.toFixed(2))],
    workers: require(path.join(ROOT, 'jest.e2e.config.js')).maxWorkers,
    tests: jestSummary(result.output),
    passed: result.ok,
    files: fileDurations(json),
  };
}

/** Starts the preview server (compiled into bench/tmp/server) on the bench's own build. */
async function startPreview() {
  run(
    process.execPath,
    [bin('typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', path.join(TMP, 'server')],
    { mayFail: true },
  );
  const entry = path.join(TMP, 'server/server/preview.js');
  if (!fs.existsSync(entry)) throw new Error('the preview server did not compile');
  const port = String(19000 + Math.floor(Math.random() * 900));
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: port, PREVIEW_DIST: DIST },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('preview server did not start in 30 s')), 30000);
    child.stdout?.on(
      'data',
      (chunk) => String(chunk).includes('http://localhost') && (clearTimeout(timer), ready(undefined)),
    );
    child.on('exit', (code) => fail(new Error(`preview server exited with ${code}`)));
  });
  return { origin: `http://localhost:${port}`, stop: () => child.kill() };
}

/** What the server sends for the HTML and a hashed script: encoding and caching (what curl -I shows). */
async function servingHeaders(/** @type {string} */ origin, /** @type {string} */ script) {
  const check = async (/** @type {string} */ url, /** @type {string} */ encoding) => {
    const res = await fetch(origin + url, { headers: { 'Accept-Encoding': encoding } });
    await res.arrayBuffer();
    return {
      url,
      acceptEncoding: encoding,
      contentEncoding: res.headers.get('content-encoding'),
      cacheControl: res.headers.get('cache-control'),
      bytes: Number(res.headers.get('content-length')),
    };
  };
  return [await check('/' + script, 'br, gzip'), await check('/' + script, 'gzip'), await check('/login', 'br, gzip')];
}

/**
 * In headless Chromium, for each route: (1) every script requested until network idle; (2) with every
 * script outside the statically derived initial set held back, whether the screen still paints its h1.
 * (2) is what makes the check in npm test honest: if it fails, the derivation misses something.
 */
async function browserCheck(/** @type {string} */ origin, /** @type {Awaited<ReturnType<typeof measure>>} */ report) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...FLAGS, '--disable-quic'],
    headless: true,
  });
  const results = [];
  try {
    for (const route of report.routes) {
      const url = origin + (route.path === '*' ? '/no-such-page' : route.path);
      const scripts = (/** @type {import('playwright-core').Page} */ page) => {
        /** @type {string[]} */ const seen = [];
        page.on('request', (r) => r.resourceType() === 'script' && seen.push(new URL(r.url()).pathname.slice(1)));
        return seen;
      };
      let context = await browser.newContext();
      let page = await context.newPage();
      const atIdle = scripts(page);
      await page.goto(url, { waitUntil: 'load' });
      // A screen that polls (PayNow) never goes idle: stop listening after 5 s.
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      await context.close();

      context = await browser.newContext();
      page = await context.newPage();
      const allowed = new Set(route.initial.files);
      /** @type {string[]} */ const held = [];
      await page.route('**/*.js', (request) => {
        const file = new URL(request.request().url()).pathname.slice(1);
        if (allowed.has(file)) return request.continue();
        held.push(file); // never answered: as if it were still on its way
        return undefined;
      });
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const painted = await page
        .waitForFunction(
          // Runs in the page, where `document` is the browser's.
          // eslint-disable-next-line no-undef
          () => !!document.querySelector('#main h1') && !document.querySelector('#main .loading, .chunk-error'),
          undefined,
          { timeout: 5000 },
        )
        .then(
          () => true,
          () => false,
        );
      // A screen that needs a session sends a signed-out visitor elsewhere (/login): then its own first
      // screen is not what was measured, and that is said rather than counted as a miss.
      const landedOn = new URL(page.url()).pathname;
      const redirectedTo = route.path !== '*' && landedOn !== route.path ? landedOn : undefined;
      await context.close();
      results.push({
        path: route.path,
        requestedUntilIdle: [...new Set(atIdle)],
        paintsWithInitialOnly: painted,
        redirectedTo,
        heldBack: [...new Set(held)],
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Lighthouse mobile (its default: simulated throttling), RUNS times per path; medians of each figure. */
function lighthouse(/** @type {string} */ origin) {
  const out = [];
  for (const urlPath of lighthousePaths()) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const file = path.join(TMP, `lighthouse-${urlPath.replace(/\W+/g, '_')}-${i}.json`);
      const args = [
        bin('lighthouse/cli/index.js'),
        origin + urlPath,
        '--only-categories=performance',
        `--chrome-flags=${FLAGS.join(' ')}`,
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
      ];
      // Lighthouse now and then fails to record a trace (NO_NAVSTART), most often on a page that moves on to /login
      // at once, quiet machine or not: up to three tries, then the run is recorded as failed, not the whole bench.
      let ok = false;
      for (let attempt = 0; attempt < 3 && !ok; attempt++)
        ok = run(process.execPath, args, { env: { CHROME_PATH: CHROMIUM }, mayFail: true }).ok;
      if (!ok) {
        runs.push({ error: 'NO_TRACE_AFTER_3_TRIES' });
        continue;
      }
      const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
      const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue;
      const scripts = lhr.audits['resource-summary']?.details?.items?.find(
        (/** @type {any} */ item) => item.resourceType === 'script',
      );
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        jsTransferBytes: scripts?.transferSize ?? 0,
        error: lhr.runtimeError?.code,
        landedOn: new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname,
      });
    }
    const measured = runs.filter((r) => !r.error);
    const pick = (/** @type {string} */ key) => median(measured.map((r) => /** @type {any} */ (r)[key]));
    out.push({
      path: urlPath,
      score: pick('score'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      jsTransferBytes: pick('jsTransferBytes'),
      landedOn: [...new Set(measured.map((r) => r.landedOn))].join(' '),
      runs,
    });
  }
  return out;
}

/**
 * Lighthouse on the signed-in journey (scripts/bench-signed-in.mjs): policies, payment method, review, PayNow, a
 * card receipt, the third-party declaration and the GIRO review, each RUNS times after its journey was driven
 * through the sandbox. Each run's report is kept in bench/tmp/lighthouse/ (treemap, long tasks, requests).
 * @returns {Promise<any[]>}
 */
async function signedInLighthouse(/** @type {string} */ origin) {
  step(`Lighthouse mobile x${RUNS} on the signed-in journey screens`);
  const keepDir = path.join(TMP, 'lighthouse');
  fs.mkdirSync(keepDir, { recursive: true });
  const { lighthouseSignedIn } = await import('./bench-signed-in.mjs');
  return lighthouseSignedIn(origin, { executablePath: CHROMIUM, args: FLAGS, runs: RUNS, keepDir, log: step });
}

/**
 * BENCH_ONLY=lighthouse: one production build, the byte sizes, and Lighthouse on the signed-out and signed-in
 * screens; no build timings, no test suites, no fresh-clone npm test. The record keeps the last full run's
 * timings (`timingsFrom` names that run) and replaces the rest.
 */
async function lighthouseOnly() {
  fs.mkdirSync(TMP, { recursive: true });
  const loadBefore = os.loadavg().map((l) => Number(l.toFixed(2)));
  step('production build into bench/tmp/dist (once, untimed)');
  run(process.execPath, [bin('@rspack/cli/bin/rspack.js'), 'build', '-o', DIST], {
    env: { NODE_ENV: 'production', BUNDLE_STATS_FILE: STATS },
  });
  run(process.execPath, [bin('@rspack/cli/bin/rspack.js'), 'build', '--env', 'prerender']);
  run(process.execPath, [path.join(ROOT, 'scripts/prerender.js'), DIST], { env: { BUNDLE_STATS_FILE: STATS } });
  const floor = floorSize({ rebuild: true });
  const report = await measure({ dist: DIST, statsFile: STATS, floor });
  const server = await startPreview();
  /** @type {any[]} */ let lh;
  try {
    step(`Lighthouse mobile x${RUNS} on ${lighthousePaths().join(', ')}`);
    lh = lighthouse(server.origin);
    lh.push(...(await signedInLighthouse(server.origin)));
  } finally {
    server.stop();
  }
  const record = path.join(ROOT, 'bench/results.json');
  const previous = fs.existsSync(record) ? JSON.parse(fs.readFileSync(record, 'utf8')) : {};
  const results = {
    ...previous,
    measuredAt: new Date().toISOString(),
    commit: run('git', ['rev-parse', 'HEAD'], { mayFail: true }).output.trim(),
    uncommittedChanges: run('git', ['status', '--porcelain'], { mayFail: true }).output.trim().length > 0,
    only: 'lighthouse',
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadavgBefore: loadBefore,
      loadavg: os.loadavg().map((l) => Number(l.toFixed(2))),
    },
    runs: RUNS,
    budgets: BUDGETS,
    floor,
    routes: report.routes,
    lighthouse: lh,
    timingsFrom: previous.timingsFrom ?? { commit: previous.commit, measuredAt: previous.measuredAt },
    failures: report.failures,
  };
  fs.writeFileSync(record, JSON.stringify(results, null, 1) + '\n');
  printRoutes(report);
  printLighthouse(lh);
  console.log(
    `\n(load average ${loadBefore.join(' ')} before, ${results.machine.loadavg.join(' ')} after: TBT moves with it)`,
  );
  console.log('Written: bench/results.json (timings kept from the last full run)');
}

function printLighthouse(/** @type {any[]} */ lh) {
  console.log(`\n== Lighthouse mobile, simulated throttling, median of ${RUNS} ==`);
  table(
    ['path', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS transferred KB', 'landed on'],
    lh.map((l) => [
      l.path,
      l.score,
      (l.fcpMs / 1000).toFixed(2),
      (l.lcpMs / 1000).toFixed(2),
      Math.round(l.tbtMs),
      Number(l.cls).toFixed(3),
      kb(l.jsTransferBytes),
      l.landedOn,
    ]),
  );
}

async function main() {
  fs.mkdirSync(TMP, { recursive: true });
  step(`production build x${RUNS} into bench/tmp/dist`);
  const build = buildPortal();
  step('floor build (React + ReactDOM only, same settings)');
  const floor = floorSize({ rebuild: true });
  const report = await measure({ dist: DIST, statsFile: STATS, floor });

  step('preview server on the bench build');
  const server = await startPreview();
  let serving, browser, lh;
  try {
    const mainScript =
      htmlScripts(fs.readFileSync(path.join(DIST, 'index.html'), 'utf8')).find((f) => f.startsWith('assets/main.')) ??
      '';
    serving = await servingHeaders(server.origin, mainScript);
    step('headless Chromium: scripts requested by each route, and whether the initial set alone paints it');
    browser = await browserCheck(server.origin, report);
    step(`Lighthouse mobile x${RUNS} on ${lighthousePaths().join(', ')}`);
    lh = lighthouse(server.origin);
    lh.push(...(await signedInLighthouse(server.origin)));
  } finally {
    server.stop();
  }
  step(`jest x${RUNS}: the core project (use cases on fakes), then the whole suite, as npm test runs them`);
  const jestCore = timeJest(['--selectProjects', 'core']);
  const jestAll = timeJest([]);
  step('jest once: the core project with the fuzz tests at full strength (FUZZ_RUNS=1000, the nightly setting)');
  const jestCoreFullFuzz = timeJest(['--selectProjects', 'core'], { runs: 1, env: { FUZZ_RUNS: '1000' } });
  step('the browser suite once (jest.e2e.config.js) on the bench build: its own figure, with every file timed');
  const browserSuite = timeBrowserSuite();
  let npmTest;
  if (process.env.BENCH_NPM_TEST !== '0') {
    step('npm test from a fresh clone of HEAD: npm ci, then every step of the test script, timed');
    npmTest = timeNpmTestFromClone();
  }

  const derivationMisses = browser.filter((b) => !b.paintsWithInitialOnly && !b.redirectedTo);
  const redirected = browser.filter((b) => b.redirectedTo);
  const failures = [
    ...report.failures,
    ...(jestCore.passed && jestAll.passed && jestCoreFullFuzz.passed ? [] : ['a jest run failed']),
    ...(browserSuite.passed ? [] : [`the browser suite failed: ${browserSuite.tests}`]),
    ...(npmTest && !npmTest.passed
      ? [
          `npm test failed in the fresh clone: ${
            npmTest.steps
              .filter((t) => !t.ok)
              .map((t) => `${t.step} (${(t.failed ?? []).join('; ') || 'see its tail in the record'})`)
              .join(', ') || 'npm ci'
          }`,
        ]
      : []),
    ...(jestCore.wallMs > 5000 ? [`core tests took ${(jestCore.wallMs / 1000).toFixed(1)} s (budget 5 s)`] : []),
    ...(jestAll.wallMs > 30000 ? [`the jest suite took ${(jestAll.wallMs / 1000).toFixed(1)} s (budget 30 s)`] : []),
    ...(browserSuite.wallMs > 8 * 60000
      ? [`the browser tests took ${(browserSuite.wallMs / 60000).toFixed(1)} min (budget 8)`]
      : []),
    ...(npmTest?.browserMs && npmTest.browserMs > 8 * 60000
      ? [`the browser tests took ${(npmTest.browserMs / 60000).toFixed(1)} min in the fresh clone (budget 8)`]
      : []),
    ...(npmTest && npmTest.npmTestMs > 12 * 60000
      ? [`npm test took ${(npmTest.npmTestMs / 60000).toFixed(1)} min (budget 12)`]
      : []),
    ...derivationMisses.map(
      (b) =>
        `${b.path}: Chromium could not paint the screen from the initial JS alone (held back: ${b.heldBack.join(', ')})`,
    ),
  ];
  const results = {
    measuredAt: new Date().toISOString(),
    commit: run('git', ['rev-parse', 'HEAD'], { mayFail: true }).output.trim(),
    uncommittedChanges: run('git', ['status', '--porcelain'], { mayFail: true }).output.trim().length > 0,
    machine: { cpus: os.cpus().length, node: process.version, loadavg: os.loadavg().map((l) => Number(l.toFixed(2))) },
    runs: RUNS,
    budgets: BUDGETS,
    floor,
    routes: report.routes.map((r) => ({ ...r, browser: browser.find((b) => b.path === r.path) })),
    serving,
    lighthouse: lh,
    timings: {
      buildWallMs: build.wallMs,
      buildCompileMs: build.compileMs,
      buildRuns: build.runs,
      jestCore,
      jestAll,
      jestCoreFullFuzz,
      browserSuite,
      npmTest,
    },
    failures,
  };
  fs.writeFileSync(path.join(ROOT, 'bench/results.json'), JSON.stringify(results, null, 1) + '\n');

  console.log('\n== Initial JS per route (scripts in index.html + the chunks its screen needs before it paints) ==');
  printRoutes(report);
  console.log(
    `(checked in headless Chromium, signed out: ${browser.length - derivationMisses.length - redirected.length}/${browser.length} routes paint their screen from that set alone; ` +
      `${redirected.length} send a signed-out visitor elsewhere, so their own screen is not checked: ${redirected.map((b) => `${b.path} -> ${b.redirectedTo}`).join(', ') || 'none'})`,
  );
  const idle = browser.find((b) => b.path === '/');
  if (idle)
    console.log(
      `scripts / requests until network idle (includes the services, loaded after paint): ${idle.requestedUntilIdle.join(', ')}`,
    );

  printLighthouse(lh ?? []);

  console.log(`\n== Serving (preview server) ==`);
  table(
    ['request', 'Accept-Encoding', 'Content-Encoding', 'Cache-Control', 'bytes'],
    (serving ?? []).map((s) => [s.url, s.acceptEncoding, String(s.contentEncoding), String(s.cacheControl), s.bytes]),
  );

  console.log(
    `\n== Timings, median of ${RUNS} (machine shared: ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}) ==`,
  );
  table(
    ['what', 'median s', 'runs (ms)', 'result'],
    [
      [
        'production build (rspack build, cold CLI)',
        (build.wallMs / 1000).toFixed(2),
        build.runs.join(' '),
        `compile ${Math.round(build.compileMs)} ms`,
      ],
      [
        'prerender step (Node build + first screens into pages, once)',
        (build.prerenderMs / 1000).toFixed(2),
        String(build.prerenderMs),
        'pass',
      ],
      [
        'core tests (jest --selectProjects core)',
        (jestCore.wallMs / 1000).toFixed(2),
        jestCore.runs.join(' '),
        `${jestCore.passed ? 'pass' : 'FAIL'}: ${jestCore.tests}`,
      ],
      [
        'whole jest suite (jest)',
        (jestAll.wallMs / 1000).toFixed(2),
        jestAll.runs.join(' '),
        `${jestAll.passed ? 'pass' : 'FAIL'}: ${jestAll.tests}`,
      ],
      [
        'core tests, fuzz at FUZZ_RUNS=1000 (once)',
        (jestCoreFullFuzz.wallMs / 1000).toFixed(2),
        jestCoreFullFuzz.runs.join(' '),
        `${jestCoreFullFuzz.passed ? 'pass' : 'FAIL'}: ${jestCoreFullFuzz.tests}`,
      ],
      [
        `browser suite (jest -c jest.e2e.config.js, ${browserSuite.workers} workers, once, load ${browserSuite.loads.join(' to ')})`,
        (browserSuite.wallMs / 1000).toFixed(2),
        String(browserSuite.wallMs),
        `${browserSuite.passed ? 'pass' : 'FAIL'}: ${browserSuite.tests}; longest ${browserSuite.files
          .slice(0, 3)
          .map((f) => `${f.file} ${f.s} s`)
          .join(', ')}`,
      ],
      ...(npmTest
        ? [
            ['npm ci (fresh clone, once)', (npmTest.npmCiMs / 1000).toFixed(2), String(npmTest.npmCiMs), 'pass'],
            ...npmTest.steps.map((t) => [
              `  npm run ${t.step} (fresh clone, load ${t.load})`,
              (t.ms / 1000).toFixed(2),
              String(t.ms),
              `${t.ok ? 'pass' : 'FAIL'}${t.tests ? `: ${t.tests}` : ''}`,
            ]),
            [
              'whole npm test (fresh clone, once)',
              (npmTest.npmTestMs / 1000).toFixed(2),
              String(npmTest.npmTestMs),
              npmTest.passed ? 'pass' : 'FAIL',
            ],
          ]
        : []),
    ],
  );

  if (failures.length) console.log(`\n== Falls short ==\n- ${failures.join('\n- ')}`);
  else console.log('\nEvery budget holds.');
  console.log('\nWritten: bench/results.json');
}

(process.env.BENCH_ONLY === 'lighthouse' ? lighthouseOnly() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
