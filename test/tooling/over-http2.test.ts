import * as http from 'node:http';
import * as http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

const { overHttp2 } = require('../../scripts/portal.js') as {
  overHttp2(origin: string): Promise<{ origin: string; stop(): void }>;
};

/**
 * The bench's TLS and HTTP/2 front (ADR 0093): what a hard load goes through must reach the preview server as the
 * browser sent it and come back as the server answered, over HTTP/2.
 */
describe('the bench’s HTTP/2 front', () => {
  let upstream: http.Server;
  let seen: { method?: string; url?: string; host?: string; body: string }[];

  beforeAll(async () => {
    seen = [];
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, host: req.headers.host, body });
        res.writeHead(201, { 'Content-Type': 'application/json', 'X-Answer': 'yes', Connection: 'keep-alive' });
        res.end(JSON.stringify({ echoed: body }));
      });
    });
    await new Promise<void>((listening) => upstream.listen(0, '127.0.0.1', listening));
  });
  afterAll(() => upstream.close());

  it('passes a call through over HTTP/2, body and headers both ways', async () => {
    const port = (upstream.address() as AddressInfo).port;
    const front = await overHttp2(`http://127.0.0.1:${port}`);
    const session = http2.connect(front.origin, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; header?: string; body: string; alpn?: string }>(
        (resolve, reject) => {
          const stream = session.request({
            ':method': 'POST',
            ':path': '/rs/v1/echo?x=1',
            'content-type': 'text/plain',
          });
          let body = '';
          stream.on('response', (headers) => {
            stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
            stream.on('end', () =>
              resolve({
                status: Number(headers[':status']),
                header: headers['x-answer'] as string | undefined,
                body,
                alpn: session.alpnProtocol,
              }),
            );
          });
          stream.on('error', reject);
          stream.end('hello');
        },
      );
      expect(answer).toEqual({ status: 201, header: 'yes', body: '{"echoed":"hello"}', alpn: 'h2' });
      expect(seen).toEqual([
        { method: 'POST', url: '/rs/v1/echo?x=1', host: new URL(front.origin).host, body: 'hello' },
      ]);
    } finally {
      session.close();
      front.stop();
    }
  });
});
