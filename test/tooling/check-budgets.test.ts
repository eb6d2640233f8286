import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface Route {
  path: string;
  language?: string;
  initial: number;
  idle: number;
  own: { file: string; br: number }[];
}
const budgets = require('../../scripts/check-budgets.js') as {
  FORBIDDEN_IN_DIST: Record<'msw' | 'sandbox', string[]>;
  shippedSandbox(dist: string): string[];
  failures(report: { floor: number; routes: Route[] }): string[];
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

  describe('on measured figures (a floor of 100 000 bytes)', () => {
    const floor = 100_000;
    const route = (path: string, initial: number, idle: number, own: number[] = []): Route => ({
      path,
      initial,
      idle,
      own: own.map((br, i) => ({ file: `/assets/${i}.js`, br })),
    });
    const within = [
      route('/', 120_000, 135_000, [600]),
      route('/login', 160_000, 190_000),
      route('/one-time-payment', 200_000, 225_000, [20 * 1024]),
      route('*', 176_000, 176_000),
    ];

    it('passes figures inside every budget, at its very edge', () => {
      expect(budgets.failures({ floor, routes: within })).toEqual([]);
    });

    it('fails on / or /login over its ratio, a journey page over 2.25x by idle, and an own chunk over 20 KB', () => {
      const over = [
        route('/', 136_000, 136_000),
        route('/login', 161_000, 300_000),
        route('/third-party', 100_000, 226_000, [20 * 1024 + 1]),
      ];
      expect(budgets.failures({ floor, routes: over })).toEqual([
        '/: initial JS 132.8 KB brotli is 1.36x the floor (97.7 KB); budget 1.35x',
        '/: JS by network idle 132.8 KB brotli is 1.36x the floor (97.7 KB); budget 1.35x',
        '/login: initial JS 157.2 KB brotli is 1.61x the floor (97.7 KB); budget 1.6x',
        '/third-party: JS by network idle 220.7 KB brotli is 2.26x the floor (97.7 KB); budget 2.25x',
        '/third-party: its chunk /assets/0.js is 20.0 KB brotli; budget 20.0 KB',
      ]);
    });

    /** A first visit to `path` in Chinese, its text chunk 12 000 bytes. */
    const inChinese = (path: string, initial: number, idle: number): Route => ({
      path,
      language: 'zh',
      initial,
      idle,
      own: [{ file: '/assets/text-zh.1a2b.js', br: 12_000 }],
    });

    it('lets a first visit in another language pay its own language chunk on top of English, and no more', () => {
      expect(budgets.failures({ floor, routes: [...within, inChinese('/', 132_000, 147_000)] })).toEqual([]);
      expect(budgets.failures({ floor, routes: [...within, inChinese('/', 132_001, 147_001)] })).toEqual([
        "/ in zh: initial JS 128.9 KB brotli is more than English's plus 11.7 KB",
        "/ in zh: JS by network idle 143.6 KB brotli is more than English's plus 11.7 KB",
      ]);
    });

    it("holds /login in another language to English's initial JS only: its JS by idle is not a budget", () => {
      expect(budgets.failures({ floor, routes: [...within, inChinese('/login', 172_000, 250_000)] })).toEqual([]);
      expect(budgets.failures({ floor, routes: [...within, inChinese('/login', 172_001, 190_000)] })).toEqual([
        "/login in zh: initial JS 168.0 KB brotli is more than English's plus 11.7 KB",
      ]);
    });
  });
});

describe("the budget check's brotli sizes", () => {
  const portal = require('../../scripts/portal.js') as { brotli(file: string): number };
  const precompress = require('../../scripts/precompress.js') as { brotli(bytes: Buffer): Buffer };

  it("reads the build's own .br, and compresses a file whose .br is missing or older than it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'br-'));
    try {
      const text = 'const x = 1;\n'.repeat(500);
      const size = precompress.brotli(Buffer.from(text)).length;
      const [fresh, stale, bare] = ['fresh.js', 'stale.js', 'bare.js'].map((name) => join(dir, name));
      writeFileSync(fresh!, text);
      // Not real brotli: its size shows which one was counted.
      writeFileSync(`${fresh!}.br`, 'seven b');
      expect(portal.brotli(fresh!)).toBe(7);
      writeFileSync(`${stale!}.br`, 'an older build');
      writeFileSync(stale!, text);
      utimesSync(`${stale!}.br`, new Date(0), new Date(0));
      expect(portal.brotli(stale!)).toBe(size);
      writeFileSync(bare!, text);
      expect(portal.brotli(bare!)).toBe(size);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
