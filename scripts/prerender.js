// @ts-check
// Paint before JavaScript (docs/performance.md): writes the first screen of each route in PRERENDER_PATHS
// into its own HTML file, for React to hydrate. Runs after `rspack build` and `rspack build --env prerender`.
//   dist/index.html              `/`, prerendered
//   dist/<path>/index.html       each other prerendered route
//   dist/app.html                the empty page, for every other route (rendered in the browser)
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/**
 * The first screens' markup as the CSP (no inline scripts or styles) lets it through: a style attribute, an inline
 * script or style fails the build.
 * @param {string} html @param {string} route
 */
function cleanMarkup(html, route) {
  const style = / style="[^"]*"/.exec(html);
  if (style) throw new Error(`${route}: a style attribute the CSP would refuse: ${style[0]}`);
  if (/<script|<style/i.test(html)) throw new Error(`${route}: inline script or style in the prerendered HTML`);
  return html;
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The file a route's HTML is written to, relative to dist/. The preview server and a CDN look here. */
function fileFor(/** @type {string} */ route) {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/**
 * The starter inlined into every page's <head> (no comments in it: every byte is in every page). It runs the app
 * from its preloads once the first screen, already in the HTML, has painted; an empty page or a hidden one starts
 * it at once; a second is the longest wait. Until the app handles links, a click on one carries the entry's
 * `source` and `channel` to the next page, which records them. The CSP allows exactly this text by its hash
 * (server/security-headers.ts, recomputed in its test), and its Trusted Types policy (`portal-starter`) gives the
 * scripts their addresses.
 */
const STARTER = fs.readFileSync(path.join(ROOT, 'src/start.inline.js'), 'utf8');

/** The preload of the runtime configuration (src/index.html): data the app fetches, never a script. */
const CONFIG_PRELOAD = '<link rel="preload" as="fetch" href="/config.json" crossorigin fetchpriority="low" data-app>';
/** The same as HtmlRspackPlugin writes it, minified (the build) or not (`npm start`). */
const CONFIG_PRELOAD_IN =
  /<link rel="preload" as="fetch" href="\/config\.json" crossorigin fetchpriority="low" data-app ?\/?>/;

/**
 * The app's scripts become low-priority preloads that the inlined starter runs after the first paint: fetched at
 * once, run once the screen in the HTML shows, so no script holds that paint back. The links carry no `rel`: the
 * starter makes them preloads, since the CSP's 'strict-dynamic' refuses a script preload in the markup
 * (docs/security.md). config.json is preloaded beside them (src/index.html) and read by the app (src/main.tsx);
 * nothing runs it.
 */
function startAfterPaint(/** @type {string} */ html) {
  let scripts = 0;
  const out = html
    .replace(/<script defer src="(\/assets\/[^"]+\.js)"><\/script>/g, (_, src) => {
      scripts++;
      return `<link as="script" href="${src}" fetchpriority="low" data-app>`;
    })
    .replace('</head>', () => `<script>${STARTER}</script></head>`);
  if (
    scripts < 1 ||
    !/^<!doctype html>/i.test(out) ||
    /<script\b[^>]*\bsrc=/.test(out) ||
    !CONFIG_PRELOAD_IN.test(out)
  ) {
    throw new Error('index.html does not preload config.json and load the app as expected: check src/index.html');
  }
  return out;
}

/**
 * The app's stylesheet goes into the page: the first paint waits for no request but the page's own. The
 * servers allow it by its hash (inlineStyleHashes in server/security-headers.ts).
 */
function inlineStylesheet(/** @type {string} */ html, /** @type {string} */ dist) {
  let sheets = 0;
  const out = html.replace(/<link href="(\/assets\/[^"]+\.css)" rel="stylesheet">/g, (_, href) => {
    sheets++;
    const css = fs.readFileSync(path.join(dist, href), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style", which would end the inlined sheet`);
    console.log(
      `inlined ${href}; CSP style-src needs 'sha256-${require('node:crypto').createHash('sha256').update(css).digest('base64')}'`,
    );
    return `<style>${css}</style>`;
  });
  if (sheets !== 1) throw new Error(`index.html links ${sheets} stylesheets, not 1: check the build`);
  return out;
}

/** The object literal `table` declared in a source file, from its syntax tree. */
function tableIn(/** @type {string} */ file, /** @type {string} */ table) {
  const ts = require('typescript');
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const { name, initializer } of statement.declarationList.declarations)
        if (ts.isIdentifier(name) && name.text === table && initializer && ts.isObjectLiteralExpression(initializer))
          return { ts, source, rows: initializer };
  throw new Error(`no object literal ${table} in ${file}: update scripts/prerender.js`);
}

/**
 * The dynamic `import('…')`s of each row of the object literal `table` in a source file, read from its syntax tree:
 * a row's own, and those of a function of the same file that it names (a loader two rows share).
 * @returns {Record<string, string[]>}
 */
function importsOfRows(/** @type {string} */ file, /** @type {string} */ table) {
  const { ts, source, rows } = tableIn(file, table);
  const read = (/** @type {import('typescript').Node} */ node, /** @type {string[]} */ found = []) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text);
    } else if (ts.isIdentifier(node)) found.push(...(functions.get(node.text) ?? []));
    node.forEachChild((child) => void read(child, found));
    return found;
  };
  /** @type {Map<string, string[]>} */ const functions = new Map();
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const { name, initializer } of statement.declarationList.declarations)
        if (ts.isIdentifier(name) && initializer && ts.isArrowFunction(initializer))
          functions.set(name.text, read(initializer));
  return Object.fromEntries(
    rows.properties.flatMap((row) =>
      row.name && ts.isIdentifier(row.name) ? [[row.name.text, [...new Set(read(row))]]] : [],
    ),
  );
}

/**
 * The `needs` of each row of the object literal `table` in a source file: the names in its `needs: [...]`.
 * @returns {Record<string, string[]>}
 */
function needsOfRows(/** @type {string} */ file, /** @type {string} */ table) {
  const { ts, rows } = tableIn(file, table);
  /** @type {Record<string, string[]>} */ const found = {};
  for (const row of rows.properties) {
    if (!ts.isPropertyAssignment(row) || !ts.isObjectLiteralExpression(row.initializer)) continue;
    const needs = row.initializer.properties.find((p) => p.name?.getText() === 'needs');
    if (!needs || !ts.isPropertyAssignment(needs) || !ts.isArrayLiteralExpression(needs.initializer))
      throw new Error(`the ${row.name.getText()} row of ${table} in ${file} has no needs: [...]`);
    found[row.name.getText()] = needs.initializer.elements.filter(ts.isStringLiteral).map((e) => e.text);
  }
  return found;
}

/** The screens' loaders and the areas' loads, whose imports make each page's chunks and each area's. */
const SCREENS = { file: 'src/ui/routes.ts', table: 'SCREENS' };
const AREA_TABLE = { file: 'src/adapters/areas.ts', table: 'AREAS' };

/**
 * The empty page (app.html) and, for every route not prerendered (the journey pages), a copy of it of its own.
 * Such a page paints nothing before the app runs, so its scripts keep their normal priority, and what its screen
 * needs is fetched alongside main.js instead of after it: the services (the Inversify container, which the login
 * guard waits for), the chunks of its journey area (the `area` of its row in src/core/pages.ts, and the areas that
 * one is built on), and its screen's chunks. The chunk loader's requests then find them in the cache. The files come
 * from the chunk graph the build writes (bundle-stats-plugin.js).
 */
function appPages(/** @type {string} */ template, /** @type {string} */ dist, /** @type {string[]} */ prerendered) {
  const statsFile = path.resolve(ROOT, process.env.BUNDLE_STATS_FILE ?? 'build/bundle-stats.json');
  /** @type {{ outputPath: string, chunks: { files: string[], origins: { module: string, request: string }[] }[] }} */
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  if (path.resolve(stats.outputPath) !== path.resolve(dist))
    throw new Error(`${statsFile} describes ${stats.outputPath}, not ${dist}: rebuild`);
  const imported = (/** @type {string} */ file, /** @type {string} */ request) => {
    const files = stats.chunks
      .filter((c) => c.origins.some((o) => o.module === `./${file}` && o.request === request))
      .flatMap((c) => c.files.filter((f) => f.endsWith('.js')));
    if (files.length === 0) throw new Error(`no chunk for ${request} from ${file} in ${statsFile}`);
    return files;
  };
  // The services chunk is imported by the composition's start chunk (src/adapters/composition.ts): both at once.
  const services = [
    ...imported('src/main.tsx', './adapters/composition'),
    ...imported('src/adapters/composition.ts', './services.chunk'),
  ];
  const screens = importsOfRows(SCREENS.file, SCREENS.table);
  const areaLoads = importsOfRows(AREA_TABLE.file, AREA_TABLE.table);
  const needs = needsOfRows(AREA_TABLE.file, AREA_TABLE.table);
  /** @type {{ PAGES: Record<string, { path: string, area?: string }> }} */
  const { PAGES } = require(path.join(ROOT, 'build/prerender/pages.js'));
  /** An area's chunks and those of the areas it is built on, all the way down. */
  const areaChunks = (/** @type {string} */ area) => {
    const names = new Set([area]);
    for (const name of names) for (const need of needs[name] ?? []) names.add(need);
    return [...names].flatMap((name) =>
      (areaLoads[name] ?? []).flatMap((request) => imported(AREA_TABLE.file, request)),
    );
  };
  const page = (/** @type {string[]} */ files) =>
    template
      .replace(/ fetchpriority="low" data-app>/g, ' data-app>')
      // Before the starter, which makes them preloads as it runs.
      .replace(
        '<script>',
        () => [...new Set(files)].map((f) => `<link as="script" href="/${f}">`).join('') + '<script>',
      );
  const routes = Object.entries(PAGES)
    .filter(([, row]) => !prerendered.includes(row.path))
    .map(([name, row]) => {
      const own = (screens[name] ?? []).flatMap((request) => imported(SCREENS.file, request));
      return { path: row.path, html: page([...services, ...(row.area ? areaChunks(row.area) : []), ...own]) };
    });
  return { app: page(services), routes };
}

async function main(dist = path.join(ROOT, 'dist')) {
  const templateFile = path.join(dist, 'index.html');
  const template = inlineStylesheet(startAfterPaint(fs.readFileSync(templateFile, 'utf8')), dist);
  const emptyRoot = /<div id="root"><\/div>/;
  if (!emptyRoot.test(template))
    throw new Error(`${templateFile} has no empty <div id="root"></div>: already prerendered? Rebuild.`);
  const { PRERENDER_PATHS, renderRoute } = require(path.join(ROOT, 'build/prerender/prerender.js'));
  const pages = appPages(template, dist, PRERENDER_PATHS);
  fs.writeFileSync(path.join(dist, 'app.html'), pages.app);
  for (const { path: route, html } of pages.routes) {
    const file = path.join(dist, fileFor(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  console.log(`${pages.routes.length} journey pages with their scripts preloaded -> dist/<path>/index.html`);
  for (const route of PRERENDER_PATHS) {
    const { html, title } = await renderRoute(route);
    const page = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(emptyRoot, () => `<div id="root" data-prerendered="${route}">${cleanMarkup(html, route)}</div>`);
    const file = path.join(dist, fileFor(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page);
    console.log(`prerendered ${route} -> ${path.relative(ROOT, file)} (${page.length} B)`);
  }
}

module.exports = {
  cleanMarkup,
  CONFIG_PRELOAD,
  fileFor,
  importsOfRows,
  needsOfRows,
  SCREENS,
  AREA_TABLE,
  startAfterPaint,
  STARTER,
};

if (require.main === module) {
  main(process.argv[2] ? path.resolve(process.argv[2]) : undefined).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
