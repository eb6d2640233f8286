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
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const budgets = require('../../scripts/check-budgets.js') as {
  FORBIDDEN_IN_DIST: Record<'msw' | 'sandbox', string[]>;
  LIBRARIES: { name: string; match: RegExp; allowedOn(route: string): boolean }[];
  shippedSandbox(dist: string): string[];
  loadRoutes(): Promise<{ path: string; request: string }[]>;
  htmlScripts(html: string): string[];
};

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

  it('reads every route and the module its screen loads from src/ui/routes.ts', async () => {
    const routes = await budgets.loadRoutes();
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

  it('reads the scripts index.html loads, config.js included', () => {
    const html =
      '<script defer src="/config.js"></script><script defer src="/assets/main.1a2b.js"></script><link href="/assets/main.css">';
    expect(budgets.htmlScripts(html)).toEqual(['config.js', 'assets/main.1a2b.js']);
  });

  it('reads the scripts the inlined starter runs from their preloads (scripts/prerender.js)', () => {
    const { startAfterPaint } = require('../../scripts/prerender.js') as { startAfterPaint: (html: string) => string };
    const built =
      '<!doctype html><html><head><script defer src="/config.js"></script><script defer src="/assets/main.1a2b.js"></script></head></html>';
    expect(budgets.htmlScripts(startAfterPaint(built))).toEqual(['config.js', 'assets/main.1a2b.js']);
  });
});
