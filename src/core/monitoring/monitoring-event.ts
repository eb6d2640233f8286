/**
 * The monitoring events (docs/monitoring.md, protocol version 1). Every field is a code, a number, a route
 * pattern or an API path: never a value the customer typed or was shown (the Monitor's guard drops any that
 * looks like one).
 */
export type ErrorSource = 'uncaught' | 'rejection' | 'boundary' | 'chunk';

export type CallFailureKind = 'status' | 'timeout' | 'network' | 'malformed';

/** Why a session ended: the prompt reached zero, No, a 401, another tab, the webview's hand-back. */
export type SessionEndReason = 'timeout' | 'declined' | 'unauthorised' | 'other-tab' | 'hand-back';

export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP';

/** A failed API call, as the HTTP client reports it (the `call-failed` event's fields). */
export interface FailedCall {
  method: string;
  path: string;
  failure: CallFailureKind;
  status?: number;
  code?: string;
  durationMs: number;
  /** How many times this request had already been sent (0: the first try). */
  retries: number;
  reference: string;
}

export type MonitoringEventBody =
  | { type: 'error'; source: ErrorSource; name: string; message: string; stack?: string }
  | { type: 'dialog'; status: number; code?: string; path?: string; reference: string }
  | ({ type: 'call-failed' } & FailedCall)
  | {
      type: 'money-in-doubt';
      state: 'unconfirmed' | 'resolved';
      path: string;
      /** Links the two events of one intent: a random id of the page's own, never the idempotency key. */
      intent: string;
      retries: number;
      outcome?: 'made' | 'refused';
    }
  | { type: 'session-end'; reason: SessionEndReason }
  | { type: 'web-vital'; name: WebVitalName; value: number; rating: string }
  | { type: 'csp-violation'; directive: string; blocked: string; source?: string };

export interface MonitoringContext {
  /** Protocol version. */
  v: 1;
  /** The build's commit. */
  release: string;
  /** Random per page session; never the login id. */
  session: string;
  /** The route as a pattern of the route catalogue, '*' for any other path. */
  route: string;
  /** Milliseconds since the epoch. */
  time: number;
}

export type MonitoringEvent = MonitoringContext & MonitoringEventBody;
