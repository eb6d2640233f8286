import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { CLIENT_HEADER } from '../sandbox/login.seed';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Answers real HTTP requests with msw handlers, so the sandbox the jest tests use (msw/node)
 * is the same one the browser talks to over the network.
 */
export function mswBridge(handlers: () => HttpHandler[], prefixes: readonly string[]): Middleware {
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (!prefixes.some((prefix) => url.startsWith(prefix))) return next();
    void answer(req, res, handlers()).catch((error: unknown) => {
      console.error('[sandbox] handler failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          header: { statusCode: '500' },
          body: { errors: [{ errorCode: 'SANDBOX', errorMessage: '' }] },
        }),
      );
    });
  };
}

async function answer(req: IncomingMessage, res: ServerResponse, handlers: HttpHandler[]): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  // The caller's address, for the per-client lock-out; set here so a browser cannot choose it.
  headers.set(CLIENT_HEADER, req.socket.remoteAddress ?? 'unknown');
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' || body.length === 0 ? undefined : body,
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(
      JSON.stringify({
        header: { statusCode: '404' },
        body: { errors: [{ errorCode: 'NOT_FOUND', errorMessage: '' }] },
      }),
    );
    return;
  }
  if (response.type === 'error') {
    // msw's network error: drop the connection, as a failing network would.
    res.destroy();
    return;
  }
  const out: Record<string, string> = { 'Cache-Control': 'no-store' };
  response.headers.forEach((value, name) => (out[name] = value));
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}
