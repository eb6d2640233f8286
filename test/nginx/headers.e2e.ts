import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * nginx with the configuration `npm run build` wrote, against the preview server the other browser tests use:
 * every response header equal, path by path and encoding by encoding, but those that say only how the bytes
 * travelled or which server sent them.
 */
const TRANSPORT = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length', // the bodies are compared instead
  'server',
  'etag',
  'last-modified',
  'accept-ranges',
]);

const nginxUrl = () => process.env.PORTAL_URL!;
const previewUrl = () => process.env.PREVIEW_URL!;
const DIST = resolve(__dirname, '../../dist');
const asset = (ext: string) => `/assets/${readdirSync(join(DIST, 'assets')).find((f) => f.endsWith(ext))!}`;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

async function ask(base: string, path: string, encoding: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(base + path, { ...init, headers: { ...init.headers, 'Accept-Encoding': encoding } });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!TRANSPORT.has(name)) headers[name] = value;
  });
  return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) };
}

const GETS = [
  '/',
  '/login',
  '/maintenance',
  '/one-time-payment',
  '/one-time-payment/nope',
  '/login/',
  '/assets/missing.js',
  '/missing.png',
  '/index.html',
  '/login/index.html',
  '/app.html',
  '/assets/',
  '/rs/v1/maintenance',
  // The third-party scripts' sandboxed page and its script (docs/security.md); without the slash it is a route.
  '/vendor/frame/',
  '/vendor/frame/frame.js',
  '/vendor/frame',
];

describe('nginx sends the headers the preview server sends', () => {
  it.each(['br, gzip', 'gzip', 'identity'])('for every kind of path, asked for %s', async (encoding) => {
    const paths = [...GETS, asset('.js'), asset('.css')];
    for (const path of paths) {
      const [fromNginx, fromPreview] = await Promise.all([
        ask(nginxUrl(), path, encoding),
        ask(previewUrl(), path, encoding),
      ]);
      expect({ path, status: fromNginx.status, headers: fromNginx.headers }).toEqual({
        path,
        status: fromPreview.status,
        headers: fromPreview.headers,
      });
      expect({ path, same: fromNginx.body.equals(fromPreview.body) }).toEqual({ path, same: true });
      // Compared, not filtered away: every answer carries the policy and its caching.
      expect(Object.keys(fromNginx.headers)).toEqual(
        expect.arrayContaining(['content-security-policy', 'x-frame-options', 'cache-control', 'content-type']),
      );
    }
  });

  it('for config.json and an API call that fails (bodies differ: each sandbox has its own RSA key)', async () => {
    const post: RequestInit = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' };
    for (const [path, init] of [
      ['/config.json', {}],
      ['/rs/v1/login/identify', post],
    ] as const) {
      const [fromNginx, fromPreview] = await Promise.all([
        ask(nginxUrl(), path, 'br, gzip', init),
        ask(previewUrl(), path, 'br, gzip', init),
      ]);
      expect({ path, status: fromNginx.status, headers: fromNginx.headers }).toEqual({
        path,
        status: fromPreview.status,
        headers: fromPreview.headers,
      });
    }
  });

  it('serves the precompressed files the build wrote, and nothing from the sandbox server', async () => {
    const js = asset('.js');
    const brotli = await ask(nginxUrl(), js, 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.equals(readFileSync(join(DIST, js)))).toBe(true);
    // The sandbox-only server behind nginx has no page and no asset: what the browser got came from nginx.
    for (const path of ['/', js]) expect((await fetch(process.env.SANDBOX_URL! + path)).status).toBe(404);
  });
});
