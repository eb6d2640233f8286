import { randomBytes } from 'node:crypto';
import { readConfig } from '../src/core/config';
import { readMonitoringConfig } from '../src/core/monitoring/monitoring-config';
import { watchContract } from '../sandbox/contract';
import { ajvContract } from '../sandbox/contract-ajv';
import { createSandbox, type Sandbox } from '../sandbox/sandbox';
import { mswBridge, type Middleware } from './msw-bridge';
import { VENDOR_FRAME_PATH } from '../src/core/analytics/vendor-frame';
import { securityHeaders, vendorFrameHeaders, type ServedConfig } from './security-headers';

/** What the dev server and the preview server share: the sandbox API, its config.js and the headers. */
export interface SandboxSite {
  sandbox: Sandbox;
  config: ServedConfig;
  middleware: Middleware;
}

/** `styleHashes`: CSP sources for the inline styles of the pages served (server/security-headers.ts). */
export function createSandboxSite(
  overrides: Record<string, unknown> = {},
  styleHashes: readonly string[] = [],
): SandboxSite {
  const sandbox = createSandbox({ maintenance: process.env.SANDBOX_MAINTENANCE === 'on' });
  // The browser suites set this: every API call checked against docs/openapi.yaml; a violation is logged, kept
  // in /sandbox/state and answered as a 500 naming the call and the field, so the test meeting it fails there.
  if (process.env.SANDBOX_CONTRACT === '1')
    watchContract({
      contract: ajvContract(),
      report: (violation) => console.error(`[contract] ${violation}`),
      replaceReply: true,
    });
  const portal = readConfig({
    rsaPublicKey: sandbox.keys.publicKeyPem,
    // The sandbox's own token key, new at each start; a real deployment sets its own in config.js (docs/config.md).
    aesSecret: randomBytes(32).toString('hex'),
    customerServicePhone: '+65 6000 0000',
    // The sandbox's gateway, bank and Singpass pages are on its own origin.
    redirectOrigins: ['self'],
    requestTimeoutMs: Number(process.env.PORTAL_REQUEST_TIMEOUT_MS) || 30000,
    ...overrides,
  });
  // SANDBOX_MONITORING=on: monitoring events go to the sandbox's own collector (docs/sandbox.md).
  const monitoring = readMonitoringConfig({
    monitoring:
      overrides.monitoring ??
      (process.env.SANDBOX_MONITORING === 'on' ? { endpoint: '/sandbox/monitoring' } : undefined),
  });
  const config: ServedConfig = monitoring.endpoint ? { ...portal, monitoring } : portal;
  const headers = securityHeaders(config, styleHashes);
  const frameHeaders = vendorFrameHeaders(config);
  const api = mswBridge(() => sandbox.handlers, ['/rs/', '/sandbox/']);
  const middleware: Middleware = (req, res, next) => {
    const page = req.url?.split('?')[0] === VENDOR_FRAME_PATH ? frameHeaders : headers;
    for (const [name, value] of Object.entries(page)) res.setHeader(name, value);
    if (req.url === '/config.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`window.__PORTAL_CONFIG__ = ${JSON.stringify(config)};\n`);
      return;
    }
    api(req, res, next);
  };
  return { sandbox, config, middleware };
}
