import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The compiled server, as the suite's setup runs it: it finds dist/ from where it sits (npm run build:server).
const { startNginx, waitForPort } = require(
  resolve(__dirname, '../../build/server/nginx-preview.js'),
) as typeof import('../../server/nginx-preview');

/**
 * What nginx passes on to the API and whom it answers, with the configuration the build writes from config.json:
 * the API behind it here is a recorder of the headers it receives.
 */
interface Answer {
  status?: number;
  closed?: boolean;
}

/** One GET with the headers given as they are (fetch would not send another Host). */
function get(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
    });
    req.on('error', () => resolve({ closed: true }));
    req.end();
  });
}

const seen: IncomingHttpHeaders[] = [];
let api: Server;
const running: ChildProcess[] = [];

/** nginx on a free port in front of the recorder, production-like (no sandbox paths). */
async function nginxInFront(realIpFrom?: string[]): Promise<number> {
  const port = 19900 + Math.floor(Math.random() * 90) * 2 + running.length;
  const upstream = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  running.push(
    startNginx(port, upstream, mkdtempSync(join(tmpdir(), 'portal-nginx-')), { sandbox: undefined, realIpFrom }),
  );
  await waitForPort(port);
  return port;
}

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((listening) => api.listen(0, '127.0.0.1', listening));
});

afterAll(async () => {
  await Promise.all(
    running.map((nginx) => new Promise<void>((exited) => (nginx.on('exit', () => exited()), nginx.kill('SIGTERM')))),
  );
  await new Promise<void>((closed) => api.close(() => closed()));
});

beforeEach(() => void seen.splice(0));

describe('nginx in front of the API', () => {
  it('sends the API the address that connected, never an X-Forwarded-For the client wrote', async () => {
    const port = await nginxInFront();
    for (const spoofed of ['203.0.113.9', '198.51.100.7, 203.0.113.9'])
      expect(await get(port, '/rs/v1/maintenance', { Host: 'localhost', 'X-Forwarded-For': spoofed })).toEqual({
        status: 200,
      });
    expect(seen.map((h) => h['x-forwarded-for'])).toEqual(['127.0.0.1', '127.0.0.1']);
    // The API is told the host nginx answered for, not the client's text for it.
    expect(seen.map((h) => h.host)).toEqual(['localhost', 'localhost']);
  });

  it('takes the client’s address from a configured load balancer’s X-Forwarded-For, and only then', async () => {
    // This machine plays the balancer: its last hop is the client; what the client itself wrote before it is not.
    const port = await nginxInFront(['127.0.0.1/32']);
    await get(port, '/rs/v1/maintenance', { Host: 'localhost', 'X-Forwarded-For': '198.51.100.7, 203.0.113.9' });
    expect(seen.map((h) => h['x-forwarded-for'])).toEqual(['203.0.113.9']);
  });

  it('closes a request for any other host unanswered, and reaches nothing behind it', async () => {
    const port = await nginxInFront();
    for (const host of ['evil.example', '127.0.0.1', `localhost.evil.example:${port}`])
      for (const path of ['/', '/rs/v1/maintenance'])
        expect({ host, path, answer: await get(port, path, { Host: host }) }).toEqual({
          host,
          path,
          answer: { closed: true },
        });
    expect(seen).toEqual([]);
    expect(await get(port, '/', { Host: `localhost:${port}` })).toEqual({ status: 200 });
  });
});
