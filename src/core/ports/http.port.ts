export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Let the request outlive the page that sent it (the terminate call when leaving for the app). */
  keepalive?: boolean;
  /** Keep the reply's bytes as well as its text (a PDF): text alone would mangle them. */
  binary?: boolean;
}

/** What came back, as bytes: the core parses and judges it. Transport failures are values, never thrown. */
export type HttpReply =
  { kind: 'reply'; status: number; text: string; bytes?: Uint8Array } | { kind: 'network' } | { kind: 'timeout' };

export interface HttpPort {
  send(request: HttpRequest): Promise<HttpReply>;
}
