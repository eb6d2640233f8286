// @ts-check
// `npm run check:budgets` (docs/performance.md, "Byte budgets"): every page of the table loaded in headless Chromium
// on the build with its sandbox, its JS counted in brotli; also fails on msw or sandbox code in dist/ and on an nginx
// CSP out of step with dist/.
/* global window, document, location, requestAnimationFrame -- visit() and screenWatch() run in the page */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, CHROMIUM, FLAGS, pageTable, serve, loginBySms, brotli, floor, printTable } = require('./portal.js');

const KB = 1024;
const BUDGETS = {
  /** Each a ratio to the floor (React + ReactDOM). */
  home: { initial: 1.35, idle: 1.35 },
  login: { initial: 1.6 },
  /** Every other page, by network idle. */
  journey: 2.25,
  /** Each chunk a page loads beyond what the not-found page loads. */
  ownChunk: 20 * KB,
};
/** `/` and `/login` are measured again with each stored: English's figures plus that language's chunk at most. */
const LANGUAGES = ['zh', 'ms', 'ta'];

/** Strings that only msw or the sandbox contain; none may appear anywhere in dist/ (their test proves they occur). */
const FORBIDDEN_IN_DIST = {
  msw: ['[MSW]', 'mockServiceWorker', 'onUnhandledRequest'],
  sandbox: ['contractViolations', 'status-503', '/sandbox/'],
};

/** Every file in `dist` holding a string only msw or the sandbox has. */
function shippedSandbox(/** @type {string} */ dist) {
  return fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .flatMap((entry) => {
      const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'latin1');
      return Object.entries(FORBIDDEN_IN_DIST).flatMap(([what, signatures]) =>
        signatures
          .filter((s) => text.includes(s))
          .map((s) => `${path.relative(dist, path.join(entry.parentPath, entry.name))} holds ${what} code ("${s}")`),
      );
    });
}

/** build/nginx/portal.conf's CSP against what dist/'s pages and config.json call for (docs/deploy.md). */
function nginxOutOfStep(dist = path.join(ROOT, 'dist'), conf = path.join(ROOT, 'build/nginx/portal.conf')) {
  if (!fs.existsSync(conf)) return [`${path.relative(ROOT, conf)} is missing: npm run build writes it`];
  /** @type {typeof import('../server/nginx')} */
  const nginx = require(path.join(ROOT, 'build/prerender/nginx.js'));
  return nginx.nginxDisagreements(fs.readFileSync(conf, 'utf8'), dist).map((d) => `build/nginx/portal.conf: ${d}`);
}

/** Marks when the screen shows (a heading in #main, no loading state) on the frame it first paints in. */
function screenWatch() {
  const look = () =>
    document.querySelector('#main h1') && !document.querySelector('#main .loading, .chunk-error')
      ? Reflect.set(window, 'screenAt', performance.now())
      : requestAnimationFrame(look);
  requestAnimationFrame(look);
}

/** The app's scripts the tab has requested: all, and those requested before the screen showed. */
const scriptsNow = (/** @type {import('playwright-core').Page} */ tab) =>
  tab.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /^\/assets\/.+\.js$/.test(new URL(e.name).pathname));
    const files = (/** @type {PerformanceEntry[]} */ entries) => [
      ...new Set(entries.map((e) => new URL(e.name).pathname)),
    ];
    const shown = Reflect.get(window, 'screenAt') ?? Infinity;
    return {
      landedOn: location.pathname,
      initial: files(scripts.filter((e) => e.startTime <= shown)),
      idle: files(scripts),
    };
  });

/** Tabs measured at once: a visit mostly waits for network idle, so three overlap well even on two cores. */
const LANES = 3;

/** Runs `tasks` with at most `lanes` under way at once; resolves when all are done, or rejects on the first error. */
async function inLanes(/** @type {(() => Promise<void>)[]} */ tasks, lanes = LANES) {
  const queue = [...tasks];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/**
 * Every page's JS in brotli bytes: initial and by network idle (at most 5 s: PayNow polls), when no chunk is on its
 * way. Signed out, each page in a tab of its own; signed in, on a tab where the customer logged in (what logging in
 * from `/login` fetches is `loginAfterIdle`). Up to `LANES` tabs are measured at once.
 * @param {{ origin: string, dist?: string }} options
 */
async function measure({ origin, dist = path.join(ROOT, 'dist') }) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  const sized = (/** @type {string[]} */ files) => files.map((file) => ({ file, br: brotli(path.join(dist, file)) }));
  const sum = (/** @type {string[]} */ files) => sized(files).reduce((total, c) => total + c.br, 0);
  const pages = pageTable();
  /** @type {{ path: string, language?: string, landedOn: string, initial: string[], idle: string[] }[]} */
  const routes = [];
  /** @type {string[]} */ let loginAfterIdle = [];
  const visit = async (/** @type {import('playwright-core').Page} */ tab, /** @type {typeof pages[0]} */ page) => {
    await tab.goto(origin + page.url, { waitUntil: 'load' });
    // Network idle alone may come before what waits for the first screen (ADR 0090) has been asked for: it is asked
    // for as the app marks `first-screen`.
    await tab
      .waitForFunction(() => performance.getEntriesByName('first-screen').length > 0, undefined, { timeout: 15000 })
      .catch(() => undefined);
    await tab.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    await tab.waitForFunction(() => !document.querySelector('script[data-rspack]'));
    const language = await tab.evaluate(() => localStorage.getItem('language') ?? undefined);
    const route = { path: page.path, language, ...(await scriptsNow(tab)) };
    routes.push(route);
    return route;
  };
  const newContext = async (/** @type {string | undefined} */ language) => {
    const context = await browser.newContext();
    await context.addInitScript(screenWatch);
    if (language) await context.addInitScript((l) => localStorage.setItem('language', l), language);
    return context;
  };
  try {
    const signedOut = await newContext(undefined);
    const loginPage = pages.find((p) => p.path === '/login');
    if (!loginPage) throw new Error('the page table has no /login');
    // One signed-in walk: a login revokes the customer's other sessions (sandbox/sandbox.ts, SessionTable).
    const signedIn = async () => {
      const tab = await (await newContext(undefined)).newPage();
      const before = (await visit(tab, loginPage)).idle;
      await loginBySms(tab);
      loginAfterIdle = (await scriptsNow(tab)).idle.filter((f) => !before.includes(f));
      for (const page of pages.filter((p) => p.requiresLogin)) await visit(tab, page);
    };
    const alone = pages
      .filter((p) => !p.requiresLogin && p !== loginPage)
      .map((page) => async () => {
        const tab = await signedOut.newPage();
        await visit(tab, page);
        await tab.close();
      });
    const languages = LANGUAGES.map((language) => async () => {
      const stored = await newContext(language);
      for (const page of pages.filter((p) => p.path === '/' || p === loginPage))
        await visit(await stored.newPage(), page);
    });
    // The longest, the signed-in walk, first.
    await inLanes([signedIn, ...languages, ...alone]);
  } finally {
    await browser.close();
  }
  // What every page but `/` loads: the shell and, after the paint, the services.
  const shell = routes.find((r) => r.path === '*')?.idle ?? [];
  const order = pages.map((p) => p.path);
  routes.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
  const own = (/** @type {string[]} */ files) => sized(files.filter((f) => !shell.includes(f)));
  return {
    floor: floor(),
    routes: routes.map((r) => ({ ...r, initial: sum(r.initial), idle: sum(r.idle), own: own(r.idle) })),
    loginAfterIdle: sized(loginAfterIdle),
  };
}

const kb = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);

const FIGURES = { initial: 'initial JS', idle: 'JS by network idle' };

/** A route's ratio budgets, [figure, limit] each: `/` and `/login` their own, every other page by network idle. */
const limitsOf = (/** @type {string} */ route) =>
  /** @type {['initial' | 'idle', number][]} */ (
    Object.entries(route === '/' ? BUDGETS.home : route === '/login' ? BUDGETS.login : { idle: BUDGETS.journey })
  );

/** @typedef {Awaited<ReturnType<typeof measure>>['routes'][number]} Route */

/**
 * A first visit in another language: English's budgeted figures plus that language's chunk at most. Only the
 * route's budgeted figures: `/login`'s by idle depends on whether a prefetch made it in before network idle.
 */
function beyondEnglish(/** @type {Route} */ r, /** @type {Route[]} */ routes) {
  const english = routes.find((e) => e.path === r.path && !e.language);
  const chunk = r.own.find((c) => c.file.includes(`/text-${r.language}.`))?.br ?? 0;
  return limitsOf(r.path)
    .map(([figure]) => figure)
    .filter((figure) => english && r[figure] > english[figure] + chunk)
    .map(
      (f) =>
        `${r.path} in ${r.language}: ${FIGURES[f]} ${kb(r[f])} KB brotli is more than English's plus ${kb(chunk)} KB`,
    );
}

/** Every budget the measured routes break, one line each. @param {Awaited<ReturnType<typeof measure>>} report */
function failures({ floor, routes }) {
  return routes.flatMap((r) => [
    ...(r.language
      ? beyondEnglish(r, routes)
      : limitsOf(r.path)
          .filter(([figure, limit]) => r[figure] / floor > limit)
          .map(([figure, limit]) => {
            const ratio = (r[figure] / floor).toFixed(2);
            return `${r.path}: ${FIGURES[figure]} ${kb(r[figure])} KB brotli is ${ratio}x the floor (${kb(floor)} KB); budget ${limit}x`;
          })),
    ...r.own
      .filter((c) => c.br > BUDGETS.ownChunk)
      .map((c) => `${r.path}: its chunk ${c.file} is ${kb(c.br)} KB brotli; budget ${kb(BUDGETS.ownChunk)} KB`),
  ]);
}

/** @param {Awaited<ReturnType<typeof measure>>} report */
function printReport({ floor, routes, loginAfterIdle }) {
  console.log(`floor (React + ReactDOM): ${kb(floor)} KB brotli`);
  const x = (/** @type {number} */ br) => [kb(br), (br / floor).toFixed(2)];
  printTable(
    ['route', 'landed on', 'initial KB', 'x floor', 'by idle KB', 'x floor', 'largest own chunk KB'],
    routes.map((r) => [
      r.language ? `${r.path} (${r.language})` : r.path,
      r.landedOn === r.path ? '' : r.landedOn,
      ...x(r.initial),
      ...x(r.idle),
      kb(Math.max(0, ...r.own.map((c) => c.br))),
    ]),
  );
  const after = loginAfterIdle.map((c) => `${c.file} ${kb(c.br)}`).join(', ');
  console.log(`/login fetches after network idle, as the customer logs in (KB brotli): ${after}`);
}

async function main() {
  const server = await serve();
  try {
    const report = await measure({ origin: server.origin });
    printReport(report);
    const all = [...failures(report), ...shippedSandbox(path.join(ROOT, 'dist')), ...nginxOutOfStep()];
    if (all.length) console.error(`\nBudgets that fall short (docs/performance.md):\n- ${all.join('\n- ')}`);
    else console.log('\nByte budgets hold; no msw or sandbox code in dist/; build/nginx matches dist/.');
    process.exitCode = all.length ? 1 : 0;
  } finally {
    server.stop();
  }
}

if (require.main === module)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });

module.exports = { BUDGETS, FORBIDDEN_IN_DIST, shippedSandbox, measure, failures, printReport };
