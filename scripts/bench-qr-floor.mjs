#!/usr/bin/env node
// PayNow's LCP floor: Lighthouse, mobile defaults, on the least page that can show a PayNow QR code with
// React: React + ReactDOM and lean-qr drawing one code as the app does (bench/floor/qr-entry.tsx), served with brotli.
// No page of the portal that draws the QR in React can paint it sooner. `node scripts/bench-qr-floor.mjs` (RUNS=5).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'bench/tmp/qr-floor');
const runs = Number(process.env.RUNS ?? 5);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const built = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'bench/floor/rspack.config.ts'],
  {
    cwd: root,
    env: { ...process.env, FLOOR_OUT: out, FLOOR_ENTRY: './qr-entry.tsx' },
    stdio: 'inherit',
  },
);
if (built.status !== 0) process.exit(1);

const server = http
  .createServer((req, res) => {
    const file = path.join(out, req.url === '/' ? 'index.html' : (req.url ?? '').split('?')[0]);
    if (!file.startsWith(out) || !fs.existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html',
      'content-encoding': 'br',
      'cache-control': 'no-store',
    });
    res.end(zlib.brotliCompressSync(fs.readFileSync(file)));
  })
  .listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://localhost:${server.address().port}/`;

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
for (let i = 0; i < runs; i++) {
  const file = path.join(out, `lighthouse-${i}.json`);
  // Not spawnSync: the server answering Lighthouse runs in this process.
  const status = await new Promise((resolve) =>
    spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        origin,
        '--only-categories=performance',
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: 'ignore' },
    ).on('exit', resolve),
  );
  if (status !== 0) continue;
  const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
  const metric = (id) => lhr.audits[id].numericValue;
  results.push({
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
  });
}
server.close();
const js = fs.readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js'));
const brotli = js.reduce(
  (sum, f) => sum + zlib.brotliCompressSync(fs.readFileSync(path.join(out, 'assets', f))).length,
  0,
);
console.log(
  `QR floor (React + lean-qr, ${(brotli / 1024).toFixed(1)} KB brotli), Lighthouse mobile, median of ${results.length}: ` +
    `FCP ${(median(results.map((r) => r.fcp)) / 1000).toFixed(2)} s, LCP ${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s ` +
    `(runs ${results.map((r) => (r.lcp / 1000).toFixed(2)).join(', ')}), TBT ${Math.round(median(results.map((r) => r.tbt)))} ms`,
);
