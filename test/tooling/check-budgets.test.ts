import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  copyFileSync,
  mkdirSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AREAS } from '../../src/adapters/areas';
import { NOT_FOUND, PAGES } from '../../src/core/pages';

const budgets = require('../../scripts/check-budgets.js') as {
  FORBIDDEN_IN_DIST: Record<'msw' | 'sandbox', string[]>;
  LIBRARIES: { name: string; match: RegExp; allowedOn(route: string): boolean }[];
  shippedSandbox(dist: string): string[];
  loadRoutes(table: { PAGES: typeof PAGES; NOT_FOUND: typeof NOT_FOUND }): { path: string; request: string }[];
  htmlScripts(html: string): string[];
  measure(options: {
    dist: string;
    statsFile: string;
    floor: { raw: number; br: number; gz: number };
    routes: { path: string; request: string; requiresLogin: boolean }[];
    areas: typeof AREAS;
  }): Promise<{ failures: string[]; routes: { path: string; areas: string[]; idle: { br: number } }[] }>;
};

/**
 * A build of our own, as the stats plugin describes one: main.js, the composition's start chunk, the shell-late chunk, the
 * services, and one screen chunk per route. Random bytes do not compress, so a file's brotli size is about its size.
 */
function plantedBuild(
  sizes: { main: number; services: number; journey: number; home: number },
  /** The journey screen chunk's source files (a real screen's, read for its services hooks). */
  journeyModules: string[] = [],
) {
  const dir = mkdtempSync(join(tmpdir(), 'budgets-'));
  mkdirSync(join(dir, 'assets'));
  const file = (name: string, bytes: number) => writeFileSync(join(dir, 'assets', name), randomBytes(bytes));
  file('main.js', sizes.main);
  file('start.js', 1000);
  file('shell-late.js', 500);
  file('services.js', sizes.services);
  file('home.js', sizes.home);
  file('journey.js', sizes.journey);
  // Two journey areas' chunks, which the composition imports on request: a route counts only those its screen asks
  // for, and what the area is built from beside it (the payment draft's chunk).
  file('area-payment.js', 3000);
  file('payment-draft.js', 700);
  file('area-recurring.js', 20_000);
  writeFileSync(join(dir, 'index.html'), '<script defer src="/assets/main.js"></script>');
  const chunk = (id: string, module: string, request: string) => ({
    id,
    names: [id],
    files: [`assets/${id}.js`],
    initial: false,
    origins: [{ module, request }],
    modules: [],
  });
  const stats = {
    outputPath: dir,
    entrypoints: { main: ['assets/main.js'] },
    chunks: [
      { id: 'main', names: ['main'], files: ['assets/main.js'], initial: true, origins: [], modules: [] },
      chunk('start', './src/main.tsx', './adapters/composition'),
      chunk('shell-late', './src/ui/app.tsx', './shell/footer'),
      { ...chunk('shell-late', './src/ui/shell/header.tsx', './account'), id: 'account', files: [] },
      chunk('services', './src/adapters/composition.ts', './services.chunk'),
      chunk('home', './src/ui/routes.ts', './screens/home.screen'),
      { ...chunk('journey', './src/ui/routes.ts', './screens/journey.screen'), modules: journeyModules },
      chunk('area-payment', './src/adapters/areas.ts', '../core/payment/payment.services'),
      chunk('payment-draft', './src/adapters/areas.ts', '../core/payment/payment-draft'),
      chunk('area-recurring', './src/adapters/areas.ts', '../core/recurring/recurring.services'),
    ],
  };
  const statsFile = join(dir, 'stats.json');
  writeFileSync(statsFile, JSON.stringify(stats));
  const routes = [
    { path: '/', request: './screens/home.screen', requiresLogin: false },
    { path: '/planted-journey', request: './screens/journey.screen', requiresLogin: true },
  ];
  return { dir, statsFile, routes };
}

const ROOT = resolve(__dirname, '../..');
const text = (dir: string): string =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(m?js|ts)$/.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');

describe('the budget check', () => {
  it("looks for strings that really are in msw's browser code and in the sandbox", () => {
    const msw = text(join(ROOT, 'node_modules/msw/lib/browser')) + text(join(ROOT, 'node_modules/msw/lib/core'));
    for (const signature of budgets.FORBIDDEN_IN_DIST.msw) expect(msw).toContain(signature);
    const sandbox = text(join(ROOT, 'sandbox')) + text(join(ROOT, 'server'));
    for (const signature of budgets.FORBIDDEN_IN_DIST.sandbox) expect(sandbox).toContain(signature);
  });

  it("finds msw's browser bundle in a build folder, and nothing in a clean one", () => {
    const dir = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets/main.js'), 'console.log("hello")');
      expect(budgets.shippedSandbox(dir)).toEqual([]);
      copyFileSync(join(ROOT, 'node_modules/msw/lib/browser/index.mjs'), join(dir, 'assets/worker.js'));
      expect(budgets.shippedSandbox(dir).join('\n')).toMatch(/assets\/worker\.js holds msw code/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  (existsSync(join(ROOT, 'dist/index.html')) ? it : it.skip)(
    'finds no msw or sandbox code in dist/ (npm test checks it again after its build)',
    () => {
      expect(budgets.shippedSandbox(join(ROOT, 'dist'))).toEqual([]);
    },
  );

  describe('on a build of its own (random bytes, so brotli cannot shrink them)', () => {
    const floor = { raw: 50_000, br: 50_000, gz: 50_000 };
    const KB = 1024;

    it('passes a build inside every budget', async () => {
      const build = plantedBuild({ main: 55_000, services: 30_000, journey: 10_000, home: 500 });
      try {
        const report = await budgets.measure({
          dist: build.dir,
          statsFile: build.statsFile,
          floor,
          routes: build.routes,
          areas: AREAS,
        });
        expect(report.failures).toEqual([]);
        // By network idle, / counts the start-up and shell-late chunks, never the services.
        expect(report.routes.find((r) => r.path === '/')?.idle.br).toBeGreaterThan(55_000 + 500 + 1000);
        expect(report.routes.find((r) => r.path === '/')?.idle.br).toBeLessThan(55_000 + 500 + 1000 + 500 + 1000);
      } finally {
        rmSync(build.dir, { recursive: true, force: true });
      }
    });

    it("fails on a planted screen chunk over 20 KB, and on a journey route's JS over 2.0x the floor", async () => {
      const build = plantedBuild({ main: 55_000, services: 30_000, journey: 21 * KB, home: 500 });
      try {
        const report = await budgets.measure({
          dist: build.dir,
          statsFile: build.statsFile,
          floor,
          routes: build.routes,
          areas: AREAS,
        });
        expect(report.failures).toEqual([
          expect.stringMatching(/^\/planted-journey: JS by network idle .* budget 2x$/),
          expect.stringMatching(
            /^\/planted-journey: its chunk assets\/journey\.js is 21\.\d KB brotli; budget 20\.0 KB$/,
          ),
        ]);
      } finally {
        rmSync(build.dir, { recursive: true, force: true });
      }
    });

    it('counts the journey areas a screen asks for in its route, and no other area', async () => {
      // The one-time payment's policies screen takes its draft from payment-parts.tsx, which calls
      // useArea('payment'): the payment area, not the recurring one.
      const build = plantedBuild({ main: 55_000, services: 30_000, journey: 10_000, home: 500 }, [
        'src/ui/screens/payment/policies.screen.tsx',
        'src/ui/screens/payment/payment-parts.tsx',
      ]);
      try {
        const report = await budgets.measure({
          dist: build.dir,
          statsFile: build.statsFile,
          floor,
          routes: build.routes,
          areas: AREAS,
        });
        const journey = report.routes.find((r) => r.path === '/planted-journey');
        expect(journey?.areas).toEqual(['paymentDraft', 'payment']);
        const without = 55_000 + 30_000 + 10_000 + 1000 + 500;
        expect(journey?.idle.br).toBeGreaterThan(without + 3000 + 700);
        expect(journey?.idle.br).toBeLessThan(without + 3000 + 700 + 1000);
      } finally {
        rmSync(build.dir, { recursive: true, force: true });
      }
    });

    it('fails when / by network idle passes 1.35x the floor, though its initial JS is within', async () => {
      const build = plantedBuild({ main: 66_000, services: 30_000, journey: 1000, home: 500 });
      try {
        const report = await budgets.measure({
          dist: build.dir,
          statsFile: build.statsFile,
          floor,
          routes: build.routes,
          areas: AREAS,
        });
        expect(report.failures).toEqual([expect.stringMatching(/^\/: JS by network idle .* budget 1\.35x$/)]);
      } finally {
        rmSync(build.dir, { recursive: true, force: true });
      }
    });
  });

  it('reads every page of the table and the module its screen loads from src/ui/routes.ts', () => {
    const routes = budgets.loadRoutes({ PAGES, NOT_FOUND });
    expect(routes).toHaveLength(Object.keys(PAGES).length + 1);
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/', '/login', '/one-time-payment/paynow', '/maintenance', '*']),
    );
    expect(routes.find((r) => r.path === '/')?.request).toMatch(/home/);
    for (const route of routes) expect(route.request).toMatch(/^\.\//);
  });

  it('allows a QR library on the PayNow route only, and msw nowhere', () => {
    const allowed = (name: string, route: string) => budgets.LIBRARIES.find((l) => l.name === name)!.allowedOn(route);
    expect(allowed('a QR library', '/one-time-payment/paynow')).toBe(true);
    expect(allowed('a QR library', '/login')).toBe(false);
    expect(allowed('msw', '/')).toBe(false);
    expect(allowed('crypto-js', '/')).toBe(false);
    expect(allowed('jsencrypt', '/one-time-payment/status/successful')).toBe(false);
    expect(allowed('jsencrypt', '/login')).toBe(true);
  });

  it('keeps form code (the form, the submit hook, the form parts) off outcome pages and PayNow', () => {
    const form = budgets.LIBRARIES.find((l) => l.name === 'form code')!;
    for (const module of [
      'src/ui/shell/form.tsx',
      'src/ui/shell/form-parts.tsx',
      'src/ui/shell/use-form-submit.ts',
      'src/ui/shell/choice-field.tsx',
    ])
      expect(form.match.test(module)).toBe(true);
    for (const module of ['src/ui/shell/screen-parts.tsx', 'src/ui/shell/support-reference.tsx'])
      expect(form.match.test(module)).toBe(false);
    expect(form.allowedOn('/one-time-payment/status/successful')).toBe(false);
    expect(form.allowedOn('/recurring-arrangements/giro/status/succesful')).toBe(false);
    expect(form.allowedOn('/payment-status/third-party')).toBe(false);
    expect(form.allowedOn('/one-time-payment/paynow')).toBe(false);
    expect(form.allowedOn('/one-time-payment/payment-review')).toBe(true);
    expect(form.allowedOn('/login')).toBe(true);
  });

  it("keeps react-aria out of every route's initial JS: it comes with a dialog", () => {
    const aria = budgets.LIBRARIES.find((l) => l.name === 'react-aria')!;
    for (const module of [
      'node_modules/react-aria-components/dist/private/Button.mjs',
      'node_modules/react-aria/dist/private/focus/FocusScope.mjs',
      'node_modules/react-stately/dist/private/utils/useControlledState.mjs',
    ])
      expect(aria.match.test(module)).toBe(true);
    expect(aria.match.test('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(false);
    for (const route of ['/', '/login', '/one-time-payment/payment-method', '/third-party'])
      expect(aria.allowedOn(route)).toBe(false);
  });

  it('reads the scripts index.html loads, and not config.json, which is data', () => {
    const html =
      '<link rel="preload" as="fetch" href="/config.json" crossorigin fetchpriority="low" data-app><script defer src="/assets/main.1a2b.js"></script><link href="/assets/main.css">';
    expect(budgets.htmlScripts(html)).toEqual(['assets/main.1a2b.js']);
  });

  it('reads the scripts the inlined starter runs from their preloads (scripts/prerender.js)', () => {
    const { startAfterPaint, CONFIG_PRELOAD } = require('../../scripts/prerender.js') as {
      startAfterPaint: (html: string) => string;
      CONFIG_PRELOAD: string;
    };
    const built = `<!doctype html><html><head>${CONFIG_PRELOAD}<script defer src="/assets/main.1a2b.js"></script></head></html>`;
    expect(budgets.htmlScripts(startAfterPaint(built))).toEqual(['assets/main.1a2b.js']);
  });
});
