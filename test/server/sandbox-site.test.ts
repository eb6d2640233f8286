import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_COLLECTOR } from '../../server/sandbox-site';
import { securityHeaders } from '../../server/security-headers';
import { configProblems, deploymentProblems } from '../../src/core/config';
import { testSandboxKeys } from '../support/sandbox-keys';
import { testSandboxSite } from '../support/sandbox-site';

/** The sandbox's config.json as the dev server and the preview serve it: data, revalidated, a 304 while unchanged. */
describe('the sandbox site’s config.json', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const site = testSandboxSite();
    server = createServer((req, res) => site.middleware(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  it('is JSON the portal accepts, revalidated every time by its ETag', async () => {
    const res = await fetch(`${base}/config.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const served = (await res.json()) as { rsaPublicKey: string };
    expect(configProblems(served)).toEqual([]);
    // The run's pair (test/support/sandbox-site.ts), not a new one made for each site.
    expect(served.rsaPublicKey).toBe(testSandboxKeys().publicKeyPem);

    const again = await fetch(`${base}/config.json`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetch(`${base}/config.json`, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });
});

describe('the sandbox site’s CSP reports', () => {
  const saved = process.env.SANDBOX_MONITORING;
  afterEach(() => {
    if (saved === undefined) delete process.env.SANDBOX_MONITORING;
    else process.env.SANDBOX_MONITORING = saved;
  });

  it('reach its collector by default, as a deployment’s must reach one', () => {
    delete process.env.SANDBOX_MONITORING;
    const site = testSandboxSite();
    expect(site.config.monitoring.endpoint).toBe(SANDBOX_COLLECTOR);
    expect(securityHeaders(site.config)['Content-Security-Policy']).toMatch(/; report-uri \/sandbox\/monitoring$/);
    expect(deploymentProblems(site.config)).toEqual([]);
  });

  it('go nowhere with SANDBOX_MONITORING=off, which a deployment would be refused for', () => {
    process.env.SANDBOX_MONITORING = 'off';
    const site = testSandboxSite();
    expect(securityHeaders(site.config)['Content-Security-Policy']).not.toContain('report-uri');
    expect(deploymentProblems(site.config)).toEqual(['monitoringEndpointMissing']);
  });
});
