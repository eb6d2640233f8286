import type { HttpPort, HttpReply, HttpRequest } from '../core/ports/http.port';

/** fetch with a timeout. Never throws: every failure is a value the core understands. */
export class FetchHttpAdapter implements HttpPort {
  async send(request: HttpRequest): Promise<HttpReply> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs);
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
        credentials: 'same-origin',
        cache: 'no-store',
        keepalive: request.keepalive ?? false,
      });
      if (!request.binary) return { kind: 'reply', status: response.status, text: await response.text() };
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { kind: 'reply', status: response.status, text: new TextDecoder().decode(bytes), bytes };
    } catch {
      return timedOut ? { kind: 'timeout' } : { kind: 'network' };
    } finally {
      clearTimeout(timer);
    }
  }
}
