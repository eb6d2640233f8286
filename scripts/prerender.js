// @ts-check
// Paint before JavaScript (docs/performance.md, "How it is built"): after `rspack build` and `rspack build --env
// prerender`, writes each prerendered route's first screen into dist/<path>/index.html (`/`: dist/index.html), each
// other route of the page table an empty page preloading its chunks, and dist/app.html for unknown paths.
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');

const ROOT = path.resolve(__dirname, '..');
/** The starter inlined into every page; the CSP allows it by its hash (server/security-headers.ts). */
const STARTER = fs.readFileSync(path.join(ROOT, 'src/start.inline.js'), 'utf8');
/** The preload of the runtime configuration (src/index.html): data the app fetches, never a script. */
const CONFIG_PRELOAD = '<link rel="preload" as="fetch" href="/config.json" crossorigin fetchpriority="low" data-app>';
/** The screens' loaders and the areas' loads, whose imports make each page's chunks and each area's. */
const SCREENS = { file: 'src/ui/routes.ts', table: 'SCREENS' };
const AREA_TABLE = { file: 'src/adapters/areas.ts', table: 'AREAS' };

/** A style attribute, an inline script or style in a first screen would be refused by the CSP: the build fails. */
function cleanMarkup(/** @type {string} */ html, /** @type {string} */ route) {
  const style = / style="[^"]*"/.exec(html);
  if (style) throw new Error(`${route}: a style attribute the CSP would refuse: ${style[0]}`);
  if (/<script|<style/i.test(html)) throw new Error(`${route}: inline script or style in the prerendered HTML`);
  return html;
}

/** The file a route's HTML is written to, relative to dist/, where the preview server and nginx look. */
const fileFor = (/** @type {string} */ route) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/**
 * The app's scripts become inert links (no `rel`: the CSP's 'strict-dynamic' refuses a script preload in the markup)
 * that the inlined starter makes low-priority preloads and runs after the first paint.
 */
function startAfterPaint(/** @type {string} */ html) {
  let scripts = 0;
  const out = html
    .replace(/<script defer src="(\/assets\/[^"]+\.js)"><\/script>/g, (_, src) => {
      scripts++;
      return `<link as="script" href="${src}" fetchpriority="low" data-app>`;
    })
    .replace('</head>', () => `<script>${STARTER}</script></head>`);
  const configPreload = new RegExp(CONFIG_PRELOAD.replace(/[.?/]/g, '\\$&').replace(/>$/, ' ?/?>'));
  if (scripts < 1 || !/^<!doctype html>/i.test(out) || /<script\b[^>]*\bsrc=/.test(out) || !configPreload.test(out))
    throw new Error('index.html does not preload config.json and load the app as expected: check src/index.html');
  return out;
}

/** The app's one stylesheet goes into the page, allowed by its hash (inlineStyleHashes in server/security-headers.ts). */
function inlineStylesheet(/** @type {string} */ html, /** @type {string} */ dist) {
  let sheets = 0;
  const out = html.replace(/<link href="(\/assets\/[^"]+\.css)" rel="stylesheet">/g, (_, href) => {
    sheets++;
    const css = fs.readFileSync(path.join(dist, href), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style", which would end the inlined sheet`);
    console.log(`inlined ${href}; CSP style-src needs 'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    return `<style>${css}</style>`;
  });
  if (sheets !== 1) throw new Error(`index.html links ${sheets} stylesheets, not 1: check the build`);
  return out;
}

/**
 * Each row of the object literal `table` in a source file, from its syntax tree: the `import('…')`s it makes (and
 * those of a loader of the same file it names) and the names in its `needs: [...]`.
 * @returns {Record<string, { imports: string[], needs: string[] }>}
 */
function rowsOf(/** @type {string} */ file, /** @type {string} */ table) {
  const ts = require('typescript');
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const declared = new Map(
    source.statements.flatMap((s) =>
      ts.isVariableStatement(s) ? s.declarationList.declarations.map((d) => [d.name.getText(), d.initializer]) : [],
    ),
  );
  /** @returns {string[]} */
  const imports = (/** @type {import('typescript').Node} */ node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      return node.arguments.filter(ts.isStringLiteral).map((a) => a.text);
    const loader = ts.isIdentifier(node) ? declared.get(node.text) : undefined;
    if (loader && ts.isArrowFunction(loader)) return imports(loader);
    return node.getChildren().flatMap(imports);
  };
  const rows = declared.get(table);
  if (!rows || !ts.isObjectLiteralExpression(rows)) throw new Error(`no object literal ${table} in ${file}`);
  return Object.fromEntries(
    rows.properties.map((row) => {
      const needs = /\bneeds: \[([^\]]*)\]/.exec(row.getText())?.[1]?.match(/\w+/g) ?? [];
      return [row.name?.getText(), { imports: [...new Set(imports(row))], needs }];
    }),
  );
}

/**
 * The empty page (app.html) and, for every route not prerendered, a copy preloading at normal priority what its
 * screen needs: the services, the chunks of its row's area and of the areas that one needs, and its screen's chunks,
 * taken from the chunk graph the build writes (bundle-stats-plugin.js). The chunk loader then finds them in the cache.
 */
function appPages(/** @type {string} */ template, /** @type {string} */ dist, /** @type {string[]} */ prerendered) {
  const statsFile = path.resolve(ROOT, process.env.BUNDLE_STATS_FILE ?? 'build/bundle-stats.json');
  /** @type {{ outputPath: string, chunks: { files: string[], origins: { module: string, request: string }[] }[] }} */
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  if (path.resolve(stats.outputPath) !== path.resolve(dist))
    throw new Error(`${statsFile} describes ${stats.outputPath}, not ${dist}: rebuild`);
  const chunks = (/** @type {string} */ file, /** @type {string} */ request) => {
    const files = stats.chunks
      .filter((c) => c.origins.some((o) => o.module === `./${file}` && o.request === request))
      .flatMap((c) => c.files.filter((f) => f.endsWith('.js')));
    if (files.length === 0) throw new Error(`no chunk for ${request} from ${file} in ${statsFile}`);
    return files;
  };
  const services = [
    ...chunks('src/main.tsx', './adapters/composition'),
    ...chunks('src/adapters/composition.ts', './services.chunk'),
  ];
  const screens = rowsOf(SCREENS.file, SCREENS.table);
  const areas = rowsOf(AREA_TABLE.file, AREA_TABLE.table);
  const areaChunks = (/** @type {string} */ area) => {
    const names = new Set([area]);
    for (const name of names) for (const need of areas[name]?.needs ?? []) names.add(need);
    return [...names].flatMap((name) => (areas[name]?.imports ?? []).flatMap((r) => chunks(AREA_TABLE.file, r)));
  };
  // The links go before the starter, which makes them preloads as it runs.
  const page = (/** @type {string[]} */ files) =>
    template
      .replace(/ fetchpriority="low" data-app>/g, ' data-app>')
      .replace(
        '<script>',
        () => [...new Set(files)].map((f) => `<link as="script" href="/${f}">`).join('') + '<script>',
      );
  /** @type {{ PAGES: Record<string, { path: string, area?: string }> }} */
  const { PAGES } = require(path.join(ROOT, 'build/prerender/pages.js'));
  const routes = Object.entries(PAGES)
    .filter(([, row]) => !prerendered.includes(row.path))
    .map(([name, row]) => {
      const own = (screens[name]?.imports ?? []).flatMap((r) => chunks(SCREENS.file, r));
      return { path: row.path, html: page([...services, ...(row.area ? areaChunks(row.area) : []), ...own]) };
    });
  return { app: page(services), routes };
}

async function main(dist = path.join(ROOT, 'dist')) {
  const template = inlineStylesheet(startAfterPaint(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')), dist);
  const emptyRoot = /<div id="root"><\/div>/;
  if (!emptyRoot.test(template)) throw new Error(`${dist}/index.html has no empty <div id="root"></div>: rebuild`);
  const write = (/** @type {string} */ file, /** @type {string} */ html) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), html);
  };
  const { PRERENDER_PATHS, renderRoute } = require(path.join(ROOT, 'build/prerender/prerender.js'));
  const pages = appPages(template, dist, PRERENDER_PATHS);
  write('app.html', pages.app);
  for (const { path: route, html } of pages.routes) write(fileFor(route), html);
  console.log(`${pages.routes.length} journey pages with their scripts preloaded -> dist/<path>/index.html`);
  for (const route of PRERENDER_PATHS) {
    const { html, title } = await renderRoute(route);
    const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const page = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escaped}</title>`)
      .replace(emptyRoot, () => `<div id="root" data-prerendered="${route}">${cleanMarkup(html, route)}</div>`);
    write(fileFor(route), page);
    console.log(`prerendered ${route} -> dist/${fileFor(route)} (${page.length} B)`);
  }
}

module.exports = { cleanMarkup, CONFIG_PRELOAD, fileFor, rowsOf, SCREENS, AREA_TABLE, startAfterPaint, STARTER };

if (require.main === module) {
  main(process.argv[2] ? path.resolve(process.argv[2]) : undefined).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
