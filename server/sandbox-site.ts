import { createHash, randomBytes } from 'node:crypto';
import template from '../public/config.json';
import { configProblems, readConfig } from '../src/core/config';
import { type Contract, enforceContract, watchContract } from '../sandbox/contract';
import { ajvContract } from '../sandbox/contract-ajv';
import { breakIdempotency } from '../sandbox/idempotency';
import { createSandbox, type Sandbox, type SandboxKeys } from '../sandbox/sandbox';
import { mswBridge, type Middleware } from './msw-bridge';
import { VENDOR_FRAME_PATH } from '../src/core/analytics/vendor-frame';
import {
  CACHE_CONTROL,
  CONTENT_TYPES,
  securityHeaders,
  vendorFrameHeaders,
  type ServedConfig,
} from './security-headers';

/** The sandbox's monitoring collector (`POST /sandbox/monitoring`): events and the browsers' CSP reports. */
export const SANDBOX_COLLECTOR = '/sandbox/monitoring';

/** What the dev server and the preview server share: the sandbox API, its config.json and the headers. */
export interface SandboxSite {
  sandbox: Sandbox;
  config: ServedConfig;
  middleware: Middleware;
}

/**
 * `styleHashes`: CSP sources for the inline styles of the pages served (server/security-headers.ts). `made`: an RSA
 * pair and a compiled contract made once before (jest's), instead of a new pair (0.3 to 1 s) and Ajv's compile here.
 */
export function createSandboxSite(
  overrides: Record<string, unknown> = {},
  styleHashes: readonly string[] = [],
  made: { keys?: SandboxKeys; contract?: Contract } = {},
): SandboxSite {
  const sandbox = createSandbox({ maintenance: process.env.SANDBOX_MAINTENANCE === 'on', keys: made.keys });
  breakIdempotency(process.env.SANDBOX_BREAK === 'idempotency');
  // A request docs/openapi.yaml refuses is answered 400 and changes nothing, as the real backend must.
  const contract = made.contract ?? ajvContract();
  enforceContract(contract);
  // The browser suites set this: every API call checked against docs/openapi.yaml; a violation is logged, kept
  // in /sandbox/state and answered as a 500 naming the call and the field, so the test meeting it fails there.
  if (process.env.SANDBOX_CONTRACT === '1')
    watchContract({
      contract,
      report: (violation) => console.error(`[contract] ${violation}`),
      replaceReply: true,
    });
  const raw = {
    rsaPublicKey: sandbox.keys.publicKeyPem,
    // The sandbox's own token key, new at each start; a real deployment sets its own in config.json (docs/config.md).
    aesSecret: randomBytes(32).toString('hex'),
    customerServicePhone: '+65 6000 0000',
    // The words a deployment gives in each of the portal's languages, as the deployment template has them.
    ...pick(template, ['customerServiceHours', 'customerServiceHoursIn', 'paidTwiceNote', 'paidTwiceNoteIn']),
    // The sandbox's gateway, bank and Singpass pages are on its own origin.
    redirectOrigins: ['self'],
    requestTimeoutMs: Number(process.env.PORTAL_REQUEST_TIMEOUT_MS) || 30000,
    // CSP reports and monitoring events go to the sandbox's own collector, as a deployment must have one
    // (docs/sandbox.md); SANDBOX_MONITORING=off sends nothing, as the template config.json does.
    ...(process.env.SANDBOX_MONITORING === 'off' ? {} : { monitoring: { endpoint: SANDBOX_COLLECTOR } }),
    ...overrides,
  };
  // The sandbox serves what a deployment may: a configuration the portal would refuse fails here, not in a browser.
  const problems = configProblems(raw);
  if (problems.length > 0) throw new Error(`the sandbox's config.json is not usable: ${problems.join(', ')}`);
  const config: ServedConfig = readConfig(raw);
  const file = `${JSON.stringify(config)}\n`;
  const etag = `"${createHash('sha256').update(file).digest('base64url').slice(0, 27)}"`;
  const headers = securityHeaders(config, styleHashes);
  const frameHeaders = vendorFrameHeaders(config);
  const api = mswBridge(() => sandbox.handlers, ['/rs/', '/sandbox/']);
  const middleware: Middleware = (req, res, next) => {
    const page = req.url?.split('?')[0] === VENDOR_FRAME_PATH ? frameHeaders : headers;
    for (const [name, value] of Object.entries(page)) res.setHeader(name, value);
    if (req.url === '/config.json') {
      // As nginx serves it (docs/deploy.md): revalidated every time, a 304 while it is unchanged.
      const fresh = req.headers['if-none-match'] === etag;
      res.writeHead(fresh ? 304 : 200, {
        'Content-Type': CONTENT_TYPES['.json']!,
        'Cache-Control': CACHE_CONTROL.config,
        ETag: etag,
      });
      res.end(fresh ? undefined : file);
      return;
    }
    api(req, res, next);
  };
  return { sandbox, config, middleware };
}

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
