import type { Route } from 'playwright-core';

/** Request headers Node's fetch sets itself or refuses; and the reply's, which no longer fit a changed body. */
const OWN_REQUEST = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'expect']);
const OWN_REPLY = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The server's own reply to the request `route` holds, for a test that changes it before the page gets it; fulfil
 * with it (`route.fulfill(reply)`, changed). Asked with Node's fetch, as the tests' sandbox calls are, not with
 * `route.fetch`: Playwright's pooled sockets were reset by the preview server at times (read ECONNRESET, in every
 * test of a file) while the browser's and Node's own requests to it were answered.
 */
export async function serverReply(route: Route): Promise<Reply> {
  const request = route.request();
  const body = request.postDataBuffer();
  const headers = Object.entries(await request.allHeaders()).filter(
    ([name]) => !name.startsWith(':') && !OWN_REQUEST.has(name),
  );
  const response = await fetch(request.url(), {
    method: request.method(),
    headers,
    body: body ? new Uint8Array(body) : undefined,
    redirect: 'manual',
  });
  return {
    status: response.status,
    headers: Object.fromEntries([...response.headers].filter(([name]) => !OWN_REPLY.has(name))),
    body: Buffer.from(await response.arrayBuffer()),
  };
}
