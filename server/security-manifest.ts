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
 * What a deployment of this build must serve (PCI DSS 4.0 6.4.3 and 11.6.1; docs/deploy.md): every file with its
 * sha384, where each is fetched and the headers each kind of response carries. `npm run build` writes it to build/,
 * not dist/: the reference comes from the release, never from the server being checked (scripts/check-deployed.js).
 */
export interface SecurityManifest {
  /** Every file the server's root holds, by path (the precompressed copies too), as sha384 SRI hashes. */
  files: Record<string, string>;
  /** Each file that is served as itself: the address it answers at and which headers it carries. */
  served: Record<string, { at: string; kind: ServedKind }>;
  /** The deployment's own config.json (docs/config.md): its content is the operator's, its headers are checked. */
  config: string;
  /** An API path whose answer carries the security headers nginx adds (server/nginx.ts). */
  api: string;
  /** The headers each kind of response must carry, names in lower case; Content-Type by extension, below. */
  headers: Record<ServedKind | 'config' | 'api', Record<string, string>>;
  contentTypes: Record<string, string>;
}

export type ServedKind = 'page' | 'asset' | 'other' | 'vendorFrame';

/** A route no page has: the server answers it with the app's page, /app.html, which is never served by its name. */
export const APP_PAGE_PROBE = '/check-deployed/no-such-page';

const sri = (bytes: string | Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** Where a file of dist/ answers, and as what; undefined for a precompressed copy (served in its file's place). */
function servedAs(file: string): { at: string; kind: ServedKind } | undefined {
  if (/\.(br|gz)$/.test(file)) return undefined;
  if (file === '/app.html') return { at: APP_PAGE_PROBE, kind: 'page' };
  if (file === `${VENDOR_FRAME_PATH}index.html`) return { at: VENDOR_FRAME_PATH, kind: 'vendorFrame' };
  if (file.endsWith('/index.html')) return { at: file.replace(/\/?index\.html$/, '') || '/', kind: 'page' };
  return { at: file, kind: file.startsWith('/assets/') ? 'asset' : 'other' };
}

/** `configFile`: the deployment's config.json (npm run deploy:config); else the build's template in dist/. */
export function securityManifest(dist: string, configFile?: string): SecurityManifest {
  const pages = builtPages(dist);
  const config = configFile
    ? configFromFile(readFileSync(configFile, 'utf8'))
    : configFromFile(readFileSync(join(dist, 'config.json'), 'utf8'), { template: true });
  const security = securityHeaders(config, inlineStyleHashes(pages));
  const configPath = '/config.json';
  const all = files(dist)
    .map((file) => ({ file, path: '/' + relative(dist, file).split('\\').join('/') }))
    .filter(({ path }) => path !== configPath);
  const served = Object.fromEntries(
    all.flatMap(({ path }) => {
      const as = servedAs(path);
      return as ? [[path, as] as const] : [];
    }),
  );
  return {
    files: Object.fromEntries(all.map(({ file, path }) => [path, sri(readFileSync(file))])),
    served,
    config: configPath,
    api: '/rs/v1/maintenance',
    headers: {
      page: lower({ ...security, 'Cache-Control': CACHE_CONTROL.html }),
      asset: lower({ ...security, 'Cache-Control': CACHE_CONTROL.immutable }),
      other: lower({ ...security, 'Cache-Control': CACHE_CONTROL.other }),
      // Revalidated on every load (docs/config.md), data and never script.
      config: lower({ ...security, 'Cache-Control': CACHE_CONTROL.config, 'Content-Type': CONTENT_TYPES['.json']! }),
      // The API's own caching and type are the backend's; nginx replaces the security headers.
      api: lower(security),
      vendorFrame: lower({ ...vendorFrameHeaders(config), 'Cache-Control': CACHE_CONTROL.html }),
    },
    contentTypes: { ...CONTENT_TYPES },
  };
}
