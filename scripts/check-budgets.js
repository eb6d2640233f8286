// @ts-check
// The byte budgets of docs/performance.md, measured in headless Chromium on the built portal served with its sandbox
// (`npm run build && npm run build:server`, then `npm run check:budgets`; npm test runs it). For every page of the
// table it loads the page (a journey page signed in) and counts, in brotli, the JS it requested before its screen
// showed and by network idle. It also fails on msw or sandbox code in dist/ and on an nginx CSP out of step with dist/.
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
  journey: 2.2,
  /** Each chunk a page loads beyond what the not-found page loads. */
  ownChunk: 20 * KB,
};

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
      const file = path.join(entry.parentPath, entry.name);
      const text = fs.readFileSync(file, 'latin1');
      return Object.entries(FORBIDDEN_IN_DIST).flatMap(([what, signatures]) =>
        signatures
          .filter((s) => text.includes(s))
          .map((s) => `${path.relative(dist, file)} holds ${what} code ("${s}")`),
      );
    });
}

/** build/nginx/portal.conf's CSP against what dist/'s pages and config.json call for (docs/deploy.md). */
function nginxOutOfStep(dist = path.join(ROOT, 'dist'), conf = path.join(ROOT, 'build/nginx/portal.conf')) {
  if (!fs.existsSync(conf)) return [`${path.relative(ROOT, conf)} is missing: npm run build writes it`];
  /** @type {typeof import('../server/nginx')} */
  const nginx = require(path.join(ROOT, 'build/prerender/nginx.js'));
  return nginx.nginxDisagreements(fs.readFileSync(conf, 'utf8'), dist).map((d) => `${path.relative(ROOT, conf)}: ${d}`);
}

/**
 * Loads `url` in the tab and waits for network idle (at most 5 s: PayNow polls) and for no chunk on its way. The
 * scripts it requested, each with whether its request started before the screen showed: a heading in #main and no
 * loading state, seen by the context's init script on the frame it first paints in (a prerendered page's first).
 * @param {import('playwright-core').Page} page @param {string} url
 */
async function visit(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => 'screenAt' in window, undefined, { timeout: 15000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('script[data-rspack]'));
  return page.evaluate(() => ({
    landedOn: location.pathname,
    scripts: performance
      .getEntriesByType('resource')
      .map((e) => ({
        file: new URL(e.name).pathname,
        initial: e.startTime <= (Reflect.get(window, 'screenAt') ?? Infinity),
      }))
      .filter((s) => /^\/assets\/.+\.js$/.test(s.file)),
  }));
}

function screenWatch() {
  const look = () =>
    document.querySelector('#main h1') && !document.querySelector('#main .loading, .chunk-error')
      ? Reflect.set(window, 'screenAt', performance.now())
      : requestAnimationFrame(look);
  requestAnimationFrame(look);
}

/**
 * Every page's JS in brotli bytes: initial (requested before its screen showed) and by network idle. Signed out
 * first, each page in a tab of its own; after `/login`, the customer logs in on that tab (what it fetches then is
 * `loginAfterIdle`) and every page that requires login is loaded in it.
 * @param {{ origin: string, dist?: string }} options
 */
async function measure({ origin, dist = path.join(ROOT, 'dist') }) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  const size = (/** @type {string[]} */ files) => files.reduce((sum, file) => sum + brotli(path.join(dist, file)), 0);
  const route = (/** @type {{ path: string }} */ page, /** @type {Awaited<ReturnType<typeof visit>>} */ seen) => {
    const files = (/** @type {boolean} */ initialOnly) => [
      ...new Set(seen.scripts.filter((s) => s.initial || !initialOnly).map((s) => s.file)),
    ];
    return {
      path: page.path,
      landedOn: seen.landedOn,
      initial: size(files(true)),
      idle: size(files(false)),
      files: files(false),
    };
  };
  const pages = pageTable();
  /** @type {ReturnType<typeof route>[]} */ const routes = [];
  /** @type {string[]} */ let loginAfterIdle = [];
  try {
    const context = await browser.newContext();
    await context.addInitScript(screenWatch);
    for (const page of pages.filter((p) => !p.requiresLogin)) {
      const tab = await context.newPage();
      const seen = await visit(tab, origin + page.url);
      routes.push(route(page, seen));
      if (page.path === '/login') {
        await loginBySms(tab);
        const before = new Set(seen.scripts.map((s) => s.file));
        const after = await tab.evaluate(() =>
          performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
        );
        loginAfterIdle = [...new Set(after.filter((f) => /^\/assets\/.+\.js$/.test(f) && !before.has(f)))];
        for (const journeyPage of pages.filter((p) => p.requiresLogin))
          routes.push(route(journeyPage, await visit(tab, origin + journeyPage.url)));
      }
      await tab.close();
    }
  } finally {
    await browser.close();
  }
  // What every page but `/` loads: the shell and, after the paint, the services.
  const shell = new Set(routes.find((r) => r.path === '*')?.files);
  const order = pages.map((p) => p.path);
  routes.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
  return {
    floor: floor(),
    routes: routes.map(({ files, ...r }) => ({
      ...r,
      own: files.filter((f) => !shell.has(f)).map((file) => ({ file, br: brotli(path.join(dist, file)) })),
    })),
    loginAfterIdle: loginAfterIdle.map((file) => ({ file, br: brotli(path.join(dist, file)) })),
  };
}

const kb = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);

/** Every budget the measured routes break, one line each. @param {Awaited<ReturnType<typeof measure>>} report */
function failures({ floor, routes }) {
  const over = (
    /** @type {string} */ route,
    /** @type {string} */ what,
    /** @type {number} */ br,
    /** @type {number} */ limit,
  ) =>
    br / floor > limit
      ? [
          `${route}: ${what} ${kb(br)} KB brotli is ${(br / floor).toFixed(2)}x the floor (${kb(floor)} KB); budget ${limit}x`,
        ]
      : [];
  return routes.flatMap((r) => [
    ...(r.path === '/'
      ? [
          ...over(r.path, 'initial JS', r.initial, BUDGETS.home.initial),
          ...over(r.path, 'JS by network idle', r.idle, BUDGETS.home.idle),
        ]
      : []),
    ...(r.path === '/login' ? over(r.path, 'initial JS', r.initial, BUDGETS.login.initial) : []),
    ...(r.path === '/' || r.path === '/login' ? [] : over(r.path, 'JS by network idle', r.idle, BUDGETS.journey)),
    ...r.own
      .filter((c) => c.br > BUDGETS.ownChunk)
      .map((c) => `${r.path}: its chunk ${c.file} is ${kb(c.br)} KB brotli; budget ${kb(BUDGETS.ownChunk)} KB`),
  ]);
}

/** @param {Awaited<ReturnType<typeof measure>>} report */
function printReport({ floor, routes, loginAfterIdle }) {
  console.log(`floor (React + ReactDOM): ${kb(floor)} KB brotli`);
  printTable(
    ['route', 'landed on', 'initial KB', 'x floor', 'by idle KB', 'x floor', 'largest own chunk KB'],
    routes.map((r) => [
      r.path,
      r.landedOn === r.path ? '' : r.landedOn,
      kb(r.initial),
      (r.initial / floor).toFixed(2),
      kb(r.idle),
      (r.idle / floor).toFixed(2),
      kb(Math.max(0, ...r.own.map((c) => c.br))),
    ]),
  );
  const after = loginAfterIdle.map((c) => `${c.file} ${kb(c.br)}`).join(', ');
  console.log(`/login fetches after network idle, as the customer logs in (KB brotli): ${after}`);
}

if (require.main === module) {
  (async () => {
    const server = await serve();
    try {
      const report = await measure({ origin: server.origin });
      printReport(report);
      const all = [...failures(report), ...shippedSandbox(path.join(ROOT, 'dist')), ...nginxOutOfStep()];
      if (all.length) {
        console.error(`\nBudgets that fall short (docs/performance.md):\n- ${all.join('\n- ')}`);
        process.exitCode = 1;
      } else console.log('\nByte budgets hold; no msw or sandbox code in dist/; build/nginx matches dist/.');
    } finally {
      server.stop();
    }
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { BUDGETS, FORBIDDEN_IN_DIST, shippedSandbox, measure, failures, printReport };
