import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { builtPages, configFromFile } from './nginx';
import { VENDOR_FRAME_PATH } from '../src/core/analytics/vendor-frame';
import {
  CACHE_CONTROL,
  CONTENT_TYPES,
  inlineStyleHashes,
  securityHeaders,
  vendorFrameHeaders,
} from './security-headers';

/**
 * What a deployment of this build must serve (PCI DSS 4.0 6.4.3 and 11.6.1; docs/deploy.md): every script with its
 * SRI hash, and the headers each kind of response carries. `npm run build` writes it to build/, not dist/: the
 * reference comes from the release, never from the server being checked (scripts/check-deployed.js).
 */
export interface SecurityManifest {
  /** Every route with a page of its own, as a path. */
  pages: string[];
  /** Every script file of the build by path, and the inline scripts the pages carry, as sha384 SRI hashes. */
  scripts: Record<string, string>;
  inlineScripts: string[];
  /** The deployment's own config.json (docs/config.md): its content is the operator's, its headers are checked. */
  config: string;
  /** An API path whose answer carries the security headers nginx adds (server/nginx.ts). */
  api: string;
  /** The third-party scripts' sandboxed page and its one script (docs/security.md), with the frame's own headers. */
  vendorFrame: { page: string; script: string; hash: string };
  /** The headers each kind of response must carry, names in lower case. */
  headers: Record<'page' | 'asset' | 'config' | 'api' | 'vendorFrame', Record<string, string>>;
}

const sri = (bytes: string | Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? files(file, test) : test(name) ? [file] : [];
  });
}

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** `configFile`: the deployment's config.json (npm run deploy:config); else the build's template in dist/. */
export function securityManifest(dist: string, configFile?: string): SecurityManifest {
  const pages = builtPages(dist);
  const config = configFile
    ? configFromFile(readFileSync(configFile, 'utf8'))
    : configFromFile(readFileSync(join(dist, 'config.json'), 'utf8'), { template: true });
  const security = securityHeaders(config, inlineStyleHashes(pages));
  const frameScript = `${VENDOR_FRAME_PATH}frame.js`;
  const urlPath = (file: string) => '/' + relative(dist, file).split('\\').join('/');
  return {
    pages: files(dist, (name) => name === 'index.html')
      .map((f) => urlPath(f).replace(/\/?index\.html$/, '') || '/')
      .filter((page) => `${page}/` !== VENDOR_FRAME_PATH),
    scripts: Object.fromEntries(
      files(join(dist, 'assets'), (n) => n.endsWith('.js')).map((f) => [urlPath(f), sri(readFileSync(f))]),
    ),
    inlineScripts: [
      ...new Set(pages.flatMap((page) => [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => sri(m[1]!)))),
    ],
    config: '/config.json',
    api: '/rs/v1/maintenance',
    vendorFrame: { page: VENDOR_FRAME_PATH, script: frameScript, hash: sri(readFileSync(join(dist, frameScript))) },
    headers: {
      page: lower({ ...security, 'Cache-Control': CACHE_CONTROL.html, 'Content-Type': CONTENT_TYPES['.html']! }),
      asset: lower({ ...security, 'Cache-Control': CACHE_CONTROL.immutable, 'Content-Type': CONTENT_TYPES['.js']! }),
      // Revalidated on every load (docs/config.md), data and never script.
      config: lower({ ...security, 'Cache-Control': CACHE_CONTROL.config, 'Content-Type': CONTENT_TYPES['.json']! }),
      // The API's own caching and type are the backend's; nginx replaces the security headers.
      api: lower(security),
      vendorFrame: lower({
        ...vendorFrameHeaders(config),
        'Cache-Control': CACHE_CONTROL.html,
        'Content-Type': CONTENT_TYPES['.html']!,
      }),
    },
  };
}
