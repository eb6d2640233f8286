import { createServer, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createSandboxSite } from './sandbox-site';
import { CACHE_CONTROL, CONTENT_TYPES, inlineStyleHashes } from './security-headers';

/** The production bundle from dist/ plus the sandbox API: what browser tests and benchmarks use. */
// PREVIEW_DIST serves another build (the bench builds apart from the shared dist/).
const DIST = resolve(process.env.PREVIEW_DIST ?? resolve(__dirname, '../../dist'));
interface Asset {
  type: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  immutable: boolean;
}

function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (!/\.(br|gz)$/.test(name)) {
        const raw = readFileSync(file);
        // The build's own compressed copies (scripts/precompress.js), as nginx serves them; made here otherwise.
        const built = (suffix: string) =>
          existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined;
        const urlPath = '/' + relative(dir, file).split('\\').join('/');
        assets.set(urlPath, {
          type: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          raw,
          br: built('.br') ?? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: built('.gz') ?? gzipSync(raw, { level: 9 }),
          immutable: urlPath.startsWith('/assets/'),
        });
      }
    }
  };
  walk(dir);
  return assets;
}

function send(res: ServerResponse, asset: Asset, acceptEncoding: string, cacheControl: string): void {
  const headers: Record<string, string> = {
    'Content-Type': asset.type,
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  let body = asset.raw;
  if (/\bbr\b/.test(acceptEncoding)) [body, headers['Content-Encoding']] = [asset.br, 'br'];
  else if (/\bgzip\b/.test(acceptEncoding)) [body, headers['Content-Encoding']] = [asset.gzip, 'gzip'];
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(body);
}

/**
 * The HTML for a route: its own page when its first screen was rendered at build time (scripts/prerender.js
 * writes `<path>/index.html`, `/` being `index.html`), otherwise the empty page the app renders into.
 */
export function htmlFor(assets: Map<string, Asset>, path: string): Asset | undefined {
  const own = path === '/' ? '/index.html' : `${path.replace(/\/+$/, '')}/index.html`;
  return assets.get(own) ?? assets.get('/app.html');
}

/**
 * `sandboxOnly`: answer the sandbox (API, its pages, config.json) and nothing from dist/: the upstream nginx proxies
 * to in the tests (docs/deploy.md), so every file the browser gets there really comes from nginx.
 */
export function startPreview(port: number, configOverrides: Record<string, unknown> = {}, sandboxOnly = false) {
  const assets = loadAssets(DIST);
  const pages = [...assets].filter(([path]) => path.endsWith('.html')).map(([, page]) => page.raw.toString('utf8'));
  const site = createSandboxSite(configOverrides, inlineStyleHashes(pages));
  if (!assets.get('/index.html') || !assets.get('/app.html'))
    throw new Error(`No production bundle in ${DIST}: run npm run build first`);
  const server = createServer((req, res) => {
    site.middleware(req, res, () => {
      let path: string;
      try {
        path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      } catch {
        res.writeHead(400, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
        res.end('Bad request');
        return;
      }
      const encoding = String(req.headers['accept-encoding'] ?? '');
      const asset = assets.get(path);
      if (asset && !path.endsWith('.html') && !sandboxOnly) {
        send(res, asset, encoding, asset.immutable ? CACHE_CONTROL.immutable : CACHE_CONTROL.other);
      } else if (path.startsWith('/assets/') || extname(path) || sandboxOnly) {
        res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': CACHE_CONTROL.none });
        res.end('Not found');
      } else {
        // Every portal route is the app's HTML; it must never be cached (it may follow a logout).
        send(res, htmlFor(assets, path)!, encoding, CACHE_CONTROL.html);
      }
    });
  });
  server.listen(port, '127.0.0.1');
  return { server, site };
}

if (require.main === module) {
  const port = Number(process.env.PORT) || 8080;
  const sandboxOnly = process.env.PREVIEW_SANDBOX_ONLY === '1';
  startPreview(port, {}, sandboxOnly).server.on('listening', () =>
    console.log(`${sandboxOnly ? 'Sandbox only' : 'Portal (production bundle + sandbox)'} at http://localhost:${port}`),
  );
}
