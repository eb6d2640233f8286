// @ts-check
// What the budget check and the bench share: the page table as the build compiles it, the preview
// server with its sandbox on a build (and a TLS, HTTP/2 front for it), Chromium's flags, a login through the
// sandbox, and the React floor.
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');
const http = require('node:http');
const http2 = require('node:http2');
const os = require('node:os');
const { spawn, spawnSync } = require('node:child_process');
const precompress = require('./precompress.js');

const ROOT = path.resolve(__dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags of test/e2e/support/browser.ts (a TypeScript file plain Node cannot load).
const FLAGS = `--headless --no-sandbox --disable-gpu --disable-quic --disable-background-networking
  --disable-component-update --disable-sync --no-first-run`.split(/\s+/);

/**
 * Every page of src/core/pages.ts (compiled for Node into build/prerender/pages.js by `npm run build`), and the
 * not-found page at an address no page has.
 * @returns {{ name: string, path: string, url: string, requiresLogin: boolean }[]}
 */
function pageTable() {
  const file = path.join(ROOT, 'build/prerender/pages.js');
  if (!fs.existsSync(file)) throw new Error('build/prerender/pages.js is missing: run npm run build');
  /** @type {{ PAGES: Record<string, { path: string, requiresLogin?: boolean }>, NOT_FOUND: { path: string } }} */
  const { PAGES, NOT_FOUND } = require(file);
  return [...Object.entries(PAGES), ['notFound', { ...NOT_FOUND, path: '*' }]].map(
    /** @param {[string, { path: string, requiresLogin?: boolean }]} row */ ([name, page]) => ({
      name,
      path: page.path,
      url: page.path === '*' ? '/no-such-page' : page.path,
      requiresLogin: Boolean(page.requiresLogin),
    }),
  );
}

/** Starts the preview server (`npm run build:server`'s, or `server`) on `dist`; resolves once it listens. */
async function serve(dist = path.join(ROOT, 'dist'), server = path.join(ROOT, 'build/server/preview.js')) {
  if (!fs.existsSync(server)) throw new Error(`${path.relative(ROOT, server)} is missing: run npm run build:server`);
  const port = String(19000 + Math.floor(Math.random() * 900));
  // Monitoring off, as the budgets and the bench have always measured.
  const env = { ...process.env, PORT: port, PREVIEW_DIST: dist, SANDBOX_MONITORING: 'off' };
  const child = spawn(process.execPath, [server], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('the preview server did not start in 60 s')), 60000);
    child.stdout?.on('data', (data) => String(data).includes('http://localhost') && (clearTimeout(timer), ready(0)));
    child.on('exit', (code) => fail(new Error(`the preview server exited with ${code}`)));
  });
  return { origin: `http://localhost:${port}`, stop: () => child.kill() };
}

/**
 * `origin` behind TLS and HTTP/2, as docs/deploy.md has production serve the portal (ADR 0093): a self-signed
 * certificate for localhost (a browser needs `--ignore-certificate-errors`) and each request passed on as it came,
 * its answer streamed back without HTTP/1.1's connection headers. Resolves once it listens.
 */
async function overHttp2(/** @type {string} */ origin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  if (made.status !== 0) throw new Error('openssl could not make a certificate for localhost');
  const server = http2.createSecureServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) });
  const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
  server.on('request', (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    const ahead = http.request(origin + req.url, { method: req.method, headers: { ...headers, host: req.authority } });
    ahead.on('response', (answer) => {
      const kept = Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name));
      res.writeHead(answer.statusCode ?? 502, Object.fromEntries(kept));
      answer.pipe(res);
    });
    ahead.on('error', () => res.destroy());
    req.pipe(ahead);
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(0)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `https://localhost:${address.port}`,
    stop: () => (server.close(), fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/**
 * Logs the sandbox's test customer in (docs/sandbox.md) by SMS, from the login page the tab shows, and waits until
 * the portal has left the login pages (test/e2e/support/login.ts does the same for the TypeScript tests). `press`
 * presses each button (the bench times it).
 * @param {import('playwright-core').Page} page
 * @param {(button: string) => Promise<unknown>} press
 */
async function loginBySms(page, press = (button) => page.getByRole('button', { name: button }).click()) {
  const h1 = (/** @type {string} */ name) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30000 });
  await h1('Log in');
  await page.getByLabel('NRIC or FIN number').fill('S1234567D');
  await page.getByLabel('Date of birth').fill('31/08/1985');
  await press('Continue');
  await page.getByRole('radio', { name: /text message/ }).check({ force: true });
  await press('Continue');
  await h1('Enter your one-time password');
  await page.getByRole('textbox', { name: 'One-time password' }).fill('123456');
  await press('Verify');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The size of `file`'s `.br` if precompress.js wrote it after the file was last written. */
function precompressed(/** @type {string} */ file) {
  const br = `${file}.br`;
  return fs.existsSync(br) && fs.statSync(br).mtimeMs >= fs.statSync(file).mtimeMs ? fs.statSync(br).size : undefined;
}

/** @type {Map<string, number>} */
const brotliCache = new Map();
/**
 * A file's size in brotli, as precompress.js writes it: the size of its `.br` when the build wrote one after the file
 * (the same bytes; brotli 11 costs seconds over a build), else compressed here.
 */
function brotli(/** @type {string} */ file) {
  if (!brotliCache.has(file))
    brotliCache.set(file, precompressed(file) ?? precompress.brotli(fs.readFileSync(file)).length);
  return brotliCache.get(file) ?? 0;
}

const FLOOR_INPUTS = ['bench/floor/entry.tsx', 'bench/floor/rspack.config.ts', 'rspack.config.ts', 'package-lock.json'];

/**
 * The floor: the scripts of a page with React and ReactDOM alone (bench/floor), built with the portal's settings, in
 * brotli bytes; rebuilt when its inputs change.
 */
function floor() {
  const key = createHash('sha256');
  for (const input of FLOOR_INPUTS) key.update(fs.readFileSync(path.join(ROOT, input)));
  const digest = key.digest('hex');
  const [out, cache] = [path.join(ROOT, 'bench/tmp/floor'), path.join(ROOT, 'bench/tmp/floor.json')];
  const cached = fs.existsSync(cache) ? JSON.parse(fs.readFileSync(cache, 'utf8')) : {};
  if (cached.key === digest && cached.br) return cached.br;
  const rspack = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
  const build = spawnSync(process.execPath, [rspack, 'build', '-c', 'bench/floor/rspack.config.ts'], {
    cwd: ROOT,
    env: { ...process.env, FLOOR_OUT: out, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the floor build failed:\n${build.stdout}\n${build.stderr}`);
  const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+)"/g)].map((m) => path.join(out, String(m[1])));
  const br = scripts.reduce((sum, file) => sum + brotli(file), 0);
  fs.writeFileSync(cache, JSON.stringify({ key: digest, br }));
  return br;
}

/** A plain text table; the first column is left-aligned. */
function printTable(/** @type {string[]} */ head, /** @type {(string|number)[][]} */ rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (/** @type {(string|number)[]} */ cells) =>
    cells.map((c, i) => (i ? String(c).padStart(widths[i] ?? 0) : String(c).padEnd(widths[i] ?? 0))).join('  ');
  for (const cells of [head, ...rows]) console.log(line(cells));
}

module.exports = { ROOT, CHROMIUM, FLAGS, pageTable, serve, overHttp2, loginBySms, brotli, floor, printTable };
