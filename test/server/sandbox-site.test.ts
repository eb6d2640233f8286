import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxSite } from '../../server/sandbox-site';
import { configProblems } from '../../src/core/config';

/** The sandbox's config.json as the dev server and the preview serve it: data, revalidated, a 304 while unchanged. */
describe('the sandbox site’s config.json', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const site = createSandboxSite();
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
    expect(configProblems(await res.json())).toEqual([]);

    const again = await fetch(`${base}/config.json`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetch(`${base}/config.json`, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });
});
