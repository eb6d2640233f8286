// @ts-check
/**
 * The byte budgets of docs/performance.md, checked on the production bundle without a browser:
 * `node scripts/check-budgets.js` right after `npm run build` (npm test does so). Exact bytes, no timings.
 *
 * A route's initial JS is what must run before its first screen can paint: the scripts in index.html,
 * the chunks of its screen's dynamic import (from the chunk graph the build writes, see
 * scripts/check-budgets.stats-plugin.js, the page table src/core/pages.ts and the screens' loaders in
 * src/ui/routes.ts), and the services chunks when the route requires login or its screen calls its area's services
 * hook, e.g. useArea('payment') (either then suspends until they arrive; an on-demand hook does not): the
 * composition's start chunk, the services chunk it imports, and the chunks of each area whose hook the screen calls
 * (servicesFor).
 * `npm run bench` checks this derivation against what headless Chromium actually requests.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { createHash } = require('node:crypto');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const KB = 1024;
/** The rspack CLI (its package exports hide bin/, so not require.resolve). */
const RSPACK = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');

const BUDGETS = {
  /** Initial JS (brotli) of a route at most this many times the React + ReactDOM floor. */
  ratioToFloor: { '/': 1.35, '/login': 1.3 },
  /** JS by network idle (initial, plus what every page loads after its paint) at most this times the floor. */
  idleRatioToFloor: { '/': 1.35 },
  /** Every signed-in journey route's (requiresLogin) JS by network idle at most this times the floor. */
  journeyRatioToFloor: 2.0,
  /** No chunk of a route's own screen over this (brotli bytes). */
  ownChunkBrotli: 20 * KB,
};

/**
 * Journey routes not yet down to journeyRatioToFloor, each held at its measured ratio so it can only shrink: lower a
 * figure when a route gets lighter, and delete it once the route is under the budget. Empty: every journey route is
 * under 2.0x, and one that goes over fails the build (docs/adr/0034-byte-budgets.md).
 * @type {Record<string, number>}
 */
const JOURNEY_HELD_AT = {};

/**
 * Own chunks over ownChunkBrotli, held at their size in KB brotli until split or trimmed (docs/performance.md).
 * Empty: no screen's own chunk is over it.
 * @type {Record<string, number>}
 */
const OWN_CHUNK_HELD_AT = {};

/** The import that makes the composition's start chunk, with its shell part (src/adapters/composition.ts). */
const START_IMPORT = { module: './src/main.tsx', request: './adapters/composition' };

/**
 * Lazy chunks every page loads after its paint, whatever the route: the composition's shell part (src/main.tsx), and
 * the footer and the header's account (shell-late). They count in a route's JS by network idle.
 */
const AFTER_PAINT = [
  START_IMPORT,
  { module: './src/ui/app.tsx', request: './shell/footer' },
  { module: './src/ui/shell/header.tsx', request: './account' },
];

/** The table of areas (src/adapters/areas.ts): its `AREAS` rows import each area's chunks. */
const AREAS_MODULE = './src/adapters/areas.ts';
/** The import that makes the services chunk: from the start chunk, so what they share ships once. */
const SERVICES_IMPORT = { module: './src/adapters/composition.ts', request: './services.chunk' };
/** The screens' loaders (`SCREENS`), whose imports make each page's own chunks. */
const SCREENS_MODULE = './src/ui/routes.ts';

/** Routes that sign no one in and read no session: no crypto, no RSA, no QR. '*' is the not-found screen. */
const PUBLIC_ROUTES = ['/', '/maintenance', '*'];
const OUTCOME_ROUTE = /\/status\/|^\/payment-status\//;

/** Where each heavy library may appear in a route's initial JS. */
const LIBRARIES = [
  { name: 'msw', match: /^node_modules\/(msw|@mswjs)\//, allowedOn: () => false },
  {
    name: 'crypto-js',
    match: /^node_modules\/crypto-js\//,
    allowedOn: (/** @type {string} */ route) => !PUBLIC_ROUTES.includes(route),
  },
  {
    name: 'jsencrypt',
    match: /^node_modules\/jsencrypt\//,
    allowedOn: (/** @type {string} */ route) => !PUBLIC_ROUTES.includes(route) && !OUTCOME_ROUTE.test(route),
  },
  {
    name: 'a QR library',
    match: /^node_modules\/(qrcode|qrcode-generator|uqr|lean-qr|qr-code-styling|qrcode\.react|react-qr-code)\//,
    allowedOn: (/** @type {string} */ route) => route === '/one-time-payment/paynow',
  },
  {
    // An outcome page or PayNow shows a status and a summary, never a form.
    name: 'form code',
    match:
      /^src\/ui\/shell\/(form|form-parts|use-form-submit|choice-field|consent-form|text-input|field-head|select-field)\.tsx?$/,
    allowedOn: (/** @type {string} */ route) => !OUTCOME_ROUTE.test(route) && route !== '/one-time-payment/paynow',
  },
  {
    // Forms are native controls; react-aria's dialogs load when a dialog shows (docs/adr/0035-native-form-controls.md).
    name: 'react-aria',
    match:
      /^node_modules\/(react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized)\//,
    allowedOn: () => false,
  },
];

/**
 * Strings that only msw or the sandbox contain; none may appear anywhere in dist/.
 * test/tooling/check-budgets.test.ts proves each one really occurs in msw's browser code or the sandbox.
 */
const FORBIDDEN_IN_DIST = {
  msw: ['[MSW]', 'mockServiceWorker', 'onUnhandledRequest'],
  sandbox: ['contractViolations', 'status-503', '/sandbox/'],
};

/** @param {Buffer} buffer */
function compress(buffer) {
  return {
    raw: buffer.length,
    br: zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    gz: zlib.gzipSync(buffer, { level: 9 }).length,
  };
}

/**
 * Script URLs index.html loads, in order, and the app's scripts that the inlined starter runs from their preloads
 * (scripts/prerender.js). config.json is data, fetched beside them, never run.
 */
function htmlScripts(/** @type {string} */ html) {
  return [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"|<link as="script" href="([^"]+)" fetchpriority="low" data-app>/g),
  ].map((m) => String(m[1] ?? m[2]).replace(/^\//, ''));
}

/**
 * The `import('…')` specifiers of each row of the object literal `table` in a source file, read from its syntax tree
 * (nothing runs): a row's own, and those of a function of the same file that it names (a loader two rows share).
 * @returns {Record<string, string[]>}
 */
function importsOfRows(/** @type {string} */ file, /** @type {string} */ table) {
  const ts = require('typescript');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  /** @param {import('typescript').Node} node @returns {{ imports: string[], names: string[] }} */
  const read = (node) => {
    /** @type {string[]} */ const imports = [];
    /** @type {string[]} */ const names = [];
    const visit = (/** @type {import('typescript').Node} */ n) => {
      if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = n.arguments;
        if (specifier && ts.isStringLiteral(specifier)) imports.push(specifier.text);
      } else if (ts.isIdentifier(n)) names.push(n.text);
      ts.forEachChild(n, visit);
    };
    visit(node);
    return { imports, names };
  };
  /** @type {Map<string, string[]>} */ const functions = new Map();
  /** @type {import('typescript').ObjectLiteralExpression | undefined} */ let rows;
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        if (declaration.name.text === table && ts.isObjectLiteralExpression(declaration.initializer))
          rows = declaration.initializer;
        else if (ts.isArrowFunction(declaration.initializer))
          functions.set(declaration.name.text, read(declaration.initializer).imports);
      }
  if (!rows)
    throw new Error(`no object literal ${table} in ${path.relative(ROOT, file)}: update scripts/check-budgets.js`);
  /** @type {Record<string, string[]>} */ const found = {};
  for (const row of rows.properties) {
    if (!row.name || !ts.isIdentifier(row.name)) continue;
    const { imports, names } = read(row);
    found[row.name.text] = [...new Set([...imports, ...names.flatMap((name) => functions.get(name) ?? [])])];
  }
  return found;
}

/**
 * The areas (`AREAS` in src/adapters/areas.ts, read from its syntax tree): for each, the areas built with it
 * (`needs`) and the chunks its row imports. `areas` stands in for the rows' names and needs (the tests).
 * @returns {Record<string, { needs: string[], requests: string[] }>}
 */
function loadAreas(/** @type {Record<string, { needs: readonly string[] }> | undefined} */ areas = undefined) {
  const file = path.join(ROOT, AREAS_MODULE);
  const requests = importsOfRows(file, 'AREAS');
  return Object.fromEntries(
    Object.entries(areas ?? needsOfRows(file, 'AREAS')).map(([name, { needs }]) => {
      if (!requests[name]?.length) throw new Error(`no row for the ${name} area in ${AREAS_MODULE} AREAS`);
      return [name, { needs: [...needs], requests: requests[name] }];
    }),
  );
}

/**
 * The `needs` of each row of the object literal `table` in a source file: its array of area names.
 * @returns {Record<string, { needs: string[] }>}
 */
function needsOfRows(/** @type {string} */ file, /** @type {string} */ table) {
  const ts = require('typescript');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  /** @type {Record<string, { needs: string[] }>} */ const found = {};
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const { name, initializer } of statement.declarationList.declarations)
        if (ts.isIdentifier(name) && name.text === table && initializer && ts.isObjectLiteralExpression(initializer))
          for (const row of initializer.properties) {
            if (!ts.isPropertyAssignment(row) || !ts.isObjectLiteralExpression(row.initializer)) continue;
            const needs = row.initializer.properties.find((p) => p.name?.getText() === 'needs');
            if (!needs || !ts.isPropertyAssignment(needs) || !ts.isArrayLiteralExpression(needs.initializer))
              throw new Error(`the ${row.name.getText()} row of ${table} has no needs: [...]`);
            found[row.name.getText()] = {
              needs: needs.initializer.elements.filter(ts.isStringLiteral).map((e) => e.text),
            };
          }
  return found;
}

/** A module of the page and area tables, compiled for Node by `rspack build --env prerender` (rspack.config.ts). */
function requireBuilt(/** @type {'pages'} */ name) {
  const file = path.join(ROOT, `build/prerender/${name}.js`);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: npm run build writes it`);
  return require(file);
}

/**
 * Every page of the table (src/core/pages.ts, as the build compiles it for Node into build/prerender/pages.js), and
 * the not-found page as '*', each with the module its screen's loader imports (src/ui/routes.ts `SCREENS`).
 * @returns {{ path: string, request: string, requiresLogin: boolean }[]}
 */
function loadRoutes(
  /** @type {{ PAGES: Record<string, { path: string, requiresLogin?: boolean }>, NOT_FOUND: { path: string } }} */ table = requireBuilt(
    'pages',
  ),
) {
  const screens = importsOfRows(path.join(ROOT, 'src/ui/routes.ts'), 'SCREENS');
  const pages = [...Object.entries(table.PAGES), ['notFound', table.NOT_FOUND]];
  return pages.map(([name, page]) => {
    const [request, ...more] = screens[name] ?? [];
    if (!request || more.length)
      throw new Error(
        `the loader of page ${name} in src/ui/routes.ts imports no one module: update scripts/check-budgets.js`,
      );
    return { path: page.path, request, requiresLogin: Boolean(page.requiresLogin) };
  });
}

/**
 * @typedef {{ id: string|number, names: string[], files: string[], initial: boolean, origins: { module: string, request: string }[], modules: string[] }} Chunk
 * @typedef {{ outputPath: string, entrypoints: Record<string, string[]>, chunks: Chunk[] }} BundleStats
 */

/** Chunks created by a dynamic import of `request` in `fromModule` (the import's chunk group). */
function chunksImported(
  /** @type {BundleStats} */ stats,
  /** @type {string} */ fromModule,
  /** @type {(request: string) => boolean} */ request,
) {
  return stats.chunks.filter((chunk) => chunk.origins.some((o) => o.module === fromModule && request(o.request)));
}

const jsFiles = (/** @type {Chunk[]} */ chunks) => chunks.flatMap((c) => c.files).filter((f) => f.endsWith('.js'));

/** Bytes of files in a folder, each compressed once. */
function sizer(/** @type {string} */ dir) {
  /** @type {Map<string, {raw: number, br: number, gz: number}>} */
  const cache = new Map();
  const one = (/** @type {string} */ file) => {
    let size = cache.get(file);
    if (!size) cache.set(file, (size = compress(fs.readFileSync(path.join(dir, file)))));
    return size;
  };
  const sum = (/** @type {string[]} */ files) =>
    files
      .map(one)
      .reduce((a, b) => ({ raw: a.raw + b.raw, br: a.br + b.br, gz: a.gz + b.gz }), { raw: 0, br: 0, gz: 0 });
  return { one, sum };
}

/** The floor: React + ReactDOM alone, built with the portal's settings (bench/floor), cached by its inputs. */
function floorSize({ rebuild = false } = {}) {
  const inputs = ['bench/floor/entry.tsx', 'bench/floor/rspack.config.ts', 'rspack.config.ts', 'package-lock.json'];
  const key = createHash('sha256');
  for (const input of inputs) key.update(fs.readFileSync(path.join(ROOT, input)));
  const digest = key.digest('hex');
  const cacheFile = path.join(ROOT, 'bench/tmp/floor.json');
  if (!rebuild && fs.existsSync(cacheFile)) {
    const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    if (cached.key === digest) return cached.size;
  }
  const out = path.join(ROOT, 'bench/tmp/floor');
  const build = spawnSync(process.execPath, [RSPACK, 'build', '-c', 'bench/floor/rspack.config.ts'], {
    cwd: ROOT,
    env: { ...process.env, FLOOR_OUT: out, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`floor build failed:\n${build.stdout}\n${build.stderr}`);
  const files = htmlScripts(fs.readFileSync(path.join(out, 'index.html'), 'utf8'));
  const size = { files, ...sizer(out).sum(files) };
  fs.writeFileSync(cacheFile, JSON.stringify({ key: digest, size }, null, 1));
  return size;
}

/** Every file in dist/ holding a string only msw or the sandbox has. */
function shippedSandbox(/** @type {string} */ dist) {
  const found = [];
  const walk = (/** @type {string} */ dir) => {
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else {
        const text = fs.readFileSync(file, 'latin1');
        for (const [what, signatures] of Object.entries(FORBIDDEN_IN_DIST))
          for (const signature of signatures)
            if (text.includes(signature))
              found.push(`${path.relative(dist, file)} holds ${what} code ("${signature}")`);
      }
    }
  };
  walk(dist);
  return found;
}

/**
 * What a route's screen needs of the services, from its own chunks' source files: the start-up chunk and the
 * composition root it imports when the route requires login (its guard reads the session) or a screen calls a
 * services hook, and the chunks of every area whose hook a screen calls (a hook rendered only sometimes counts too:
 * the budget takes the heavier case).
 * @param {BundleStats} stats @param {Chunk[]} own @param {boolean} requiresLogin
 * @param {ReturnType<typeof loadAreas>} areaTable
 * @returns {{ needsServices: boolean, areas: string[], chunks: Chunk[] }}
 */
function servicesFor(stats, own, requiresLogin, root = ROOT, areaTable = loadAreas()) {
  const sources = own
    .flatMap((c) => c.modules)
    .filter((m) => m.startsWith('src/'))
    .map((m) => fs.readFileSync(path.join(root, m), 'utf8'));
  const asked = new Set(sources.flatMap((source) => [...source.matchAll(/\buseArea\('(\w+)'\)/g)].map((m) => m[1])));
  /** @type {string[]} */
  const areas = [];
  const add = (/** @type {string} */ name) => {
    if (areas.includes(name)) return;
    for (const need of areaTable[name]?.needs ?? []) add(need);
    areas.push(name);
  };
  for (const name of Object.keys(areaTable)) if (asked.has(name)) add(name);
  const needsServices = requiresLogin || areas.length > 0;
  if (!needsServices) return { needsServices, areas, chunks: [] };
  const container = chunksImported(stats, SERVICES_IMPORT.module, (r) => r === SERVICES_IMPORT.request);
  if (container.length === 0) throw new Error(`no chunk for ${SERVICES_IMPORT.request} from ${SERVICES_IMPORT.module}`);
  // The services chunk is imported by the start chunk, so a page that waits for it waits for that one too.
  const start = chunksImported(stats, START_IMPORT.module, (r) => r === START_IMPORT.request);
  const chunks = [...start, ...container];
  for (const name of areas) {
    for (const wanted of areaTable[name]?.requests ?? []) {
      const found = chunksImported(stats, AREAS_MODULE, (r) => r === wanted);
      if (found.length === 0) throw new Error(`no chunk for the ${name} area (${wanted} from ${AREAS_MODULE})`);
      for (const chunk of found) if (!chunks.includes(chunk)) chunks.push(chunk);
    }
  }
  return { needsServices, areas, chunks };
}

/**
 * Sizes of every route's initial JS and own chunks, and every budget that falls short.
 * `routes` and `areas` stand in for the page and area tables (the tests plant a chunk over budget in a build of their
 * own).
 * @param {{ dist?: string, statsFile?: string, floor?: { br: number, gz: number, raw: number }, routes?: { path: string, request: string, requiresLogin: boolean }[], areas?: Record<string, { needs: readonly string[] }> }} [options]
 */
async function measure({
  dist = path.join(ROOT, 'dist'),
  statsFile = path.join(ROOT, 'build/bundle-stats.json'),
  floor = floorSize(),
  routes,
  areas,
} = {}) {
  /** @type {BundleStats} */
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  if (path.resolve(stats.outputPath) !== path.resolve(dist))
    throw new Error(`${statsFile} describes ${stats.outputPath}, not ${dist}: rebuild`);
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = htmlScripts(html);
  const entry = Object.values(stats.entrypoints)
    .flat()
    .filter((f) => f.endsWith('.js'));
  for (const file of [...entry, ...stats.chunks.flatMap((c) => c.files)])
    if (!fs.existsSync(path.join(dist, file)))
      throw new Error(`${file} is in ${statsFile} but not in ${dist}: rebuild`);
  if (!entry.every((f) => scripts.includes(f)))
    throw new Error('index.html does not load the entry chunk: check the HtmlRspackPlugin');

  const size = sizer(dist);
  const entryChunks = stats.chunks.filter((c) => c.initial);
  if (chunksImported(stats, SERVICES_IMPORT.module, (r) => r === SERVICES_IMPORT.request).length === 0)
    throw new Error(`no chunk for ${SERVICES_IMPORT.request} from ${SERVICES_IMPORT.module} in ${statsFile}`);
  const afterPaint = AFTER_PAINT.flatMap(({ module, request }) => {
    const found = chunksImported(stats, module, (r) => r === request);
    if (found.length === 0) throw new Error(`no chunk for ${request} from ${module} in ${statsFile}`);
    return found;
  });
  const failures = [];
  const measured = [];
  const areaTable = loadAreas(areas);
  for (const route of routes ?? loadRoutes()) {
    const own = chunksImported(stats, SCREENS_MODULE, (r) => r === route.request);
    if (own.length === 0) throw new Error(`no chunk for ${route.request} (route ${route.path}) in ${statsFile}`);
    // The login guard of a route that requires login waits for the session's services; a screen, for its areas'.
    const { needsServices, areas, chunks: services } = servicesFor(stats, own, route.requiresLogin, ROOT, areaTable);
    const chunks = [...entryChunks, ...own, ...services];
    const files = [...new Set([...scripts, ...jsFiles(own), ...jsFiles(services)])];
    const total = size.sum(files);
    const initial = { files, ...total, ratio: total.br / floor.br };
    const idleFiles = [...new Set([...files, ...jsFiles(afterPaint)])];
    const idleTotal = size.sum(idleFiles);
    const idle = { files: idleFiles, ...idleTotal, ratio: idleTotal.br / floor.br };
    const ownChunks = jsFiles(own).map((file) => ({ file, ...size.one(file) }));
    measured.push({
      path: route.path,
      screen: route.request,
      needsServices,
      areas,
      requiresLogin: route.requiresLogin,
      initial,
      idle,
      own: ownChunks,
    });

    const limit = BUDGETS.ratioToFloor[/** @type {'/'} */ (route.path)];
    if (limit && initial.ratio > limit)
      failures.push(
        `${route.path}: initial JS ${kb(initial.br)} KB brotli is ${initial.ratio.toFixed(3)}x the floor (${kb(floor.br)} KB); budget ${limit}x`,
      );
    const idleLimit = BUDGETS.idleRatioToFloor[/** @type {'/'} */ (route.path)];
    if (idleLimit && idle.ratio > idleLimit)
      failures.push(
        `${route.path}: JS by network idle ${kb(idle.br)} KB brotli is ${idle.ratio.toFixed(3)}x the floor; budget ${idleLimit}x`,
      );
    if (route.requiresLogin) {
      const held = JOURNEY_HELD_AT[/** @type {keyof typeof JOURNEY_HELD_AT} */ (route.path)];
      const journeyLimit = Math.max(BUDGETS.journeyRatioToFloor, held ?? 0);
      if (idle.ratio > journeyLimit)
        failures.push(
          `${route.path}: JS by network idle ${kb(idle.br)} KB brotli is ${idle.ratio.toFixed(3)}x the floor; budget ${BUDGETS.journeyRatioToFloor}x` +
            (held ? ` (held at ${held}x until it gets there)` : ''),
        );
    }
    const chunkHeld = OWN_CHUNK_HELD_AT[route.path];
    const chunkLimit = Math.max(BUDGETS.ownChunkBrotli, (chunkHeld ?? 0) * KB);
    for (const chunk of ownChunks)
      if (chunk.br > chunkLimit)
        failures.push(
          `${route.path}: its chunk ${chunk.file} is ${kb(chunk.br)} KB brotli; budget ${kb(BUDGETS.ownChunkBrotli)} KB` +
            (chunkHeld ? ` (held at ${chunkHeld} KB until it is split)` : ''),
        );
    const modules = chunks.flatMap((c) => c.modules);
    for (const library of LIBRARIES)
      if (!library.allowedOn(route.path) && modules.some((m) => library.match.test(m)))
        failures.push(`${route.path}: ${library.name} is in its initial JS, and this route does not use it`);
  }
  const msw = LIBRARIES.find((l) => l.name === 'msw');
  if (msw && stats.chunks.some((c) => c.modules.some((m) => msw.match.test(m)))) failures.push('msw is in the bundle');
  failures.push(...shippedSandbox(dist));
  return { floor, routes: measured, failures };
}

const kb = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);

/** A plain text table; the first column and those in `left` are left-aligned. */
function table(/** @type {string[]} */ head, /** @type {(string|number)[][]} */ rows, left = [0]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (/** @type {(string|number)[]} */ cells) =>
    cells
      .map((c, i) => (left.includes(i) ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  for (const row of rows) console.log(line(row));
}

function printRoutes(/** @type {Awaited<ReturnType<typeof measure>>} */ report) {
  console.log(`floor (React + ReactDOM): ${kb(report.floor.br)} KB brotli, ${kb(report.floor.gz)} KB gzip`);
  table(
    ['route', 'initial br KB', 'gz KB', 'x floor', 'by idle br KB', 'x floor', 'own chunks (br KB)'],
    report.routes.map((r) => [
      r.path,
      kb(r.initial.br),
      kb(r.initial.gz),
      r.initial.ratio.toFixed(2) + 'x',
      kb(r.idle.br),
      r.idle.ratio.toFixed(2) + 'x',
      r.own.map((c) => `${path.basename(c.file)} ${kb(c.br)}`).join(', ') +
        (r.needsServices ? ` + services${r.areas.length ? ` (${r.areas.join(', ')})` : ''}` : ''),
    ]),
    [0, 6],
  );
}

/**
 * The nginx configuration the build wrote against dist/ as it is now: its CSP must be the one the built pages and
 * dist/config.json call for (server/nginx.ts nginxDisagreements), or nginx would block what the build or the
 * configuration needs.
 */
function nginxOutOfStep(dist = path.join(ROOT, 'dist'), conf = path.join(ROOT, 'build/nginx/portal.conf')) {
  if (!fs.existsSync(conf)) return [`${path.relative(ROOT, conf)} is missing: npm run build writes it`];
  /** @type {typeof import('../server/nginx')} */
  const nginx = require(path.join(ROOT, 'build/prerender/nginx.js'));
  return nginx.nginxDisagreements(fs.readFileSync(conf, 'utf8'), dist).map((d) => `${path.relative(ROOT, conf)}: ${d}`);
}

if (require.main === module) {
  measure().then(
    (report) => {
      printRoutes(report);
      const failures = [...report.failures, ...nginxOutOfStep()];
      if (failures.length) {
        console.error(`\nBudgets that fall short (docs/performance.md):\n- ${failures.join('\n- ')}`);
        process.exit(1);
      }
      console.log('\nByte budgets hold; no msw or sandbox code in dist/; build/nginx matches dist/.');
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

module.exports = {
  BUDGETS,
  JOURNEY_HELD_AT,
  OWN_CHUNK_HELD_AT,
  AFTER_PAINT,
  SERVICES_IMPORT,
  START_IMPORT,
  SCREENS_MODULE,
  LIBRARIES,
  FORBIDDEN_IN_DIST,
  measure,
  floorSize,
  loadRoutes,
  loadAreas,
  importsOfRows,
  servicesFor,
  shippedSandbox,
  nginxOutOfStep,
  htmlScripts,
  compress,
  printRoutes,
  table,
  kb,
};
