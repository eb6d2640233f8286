import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { contractGate, enforcedContract, FAULT_HEADER } from './contract';
import { generateKeyPairSync, privateDecrypt, constants, type KeyObject } from 'node:crypto';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { createLoginArea, type LoginArea } from './login.area';
import { maskIdNumber, SEED_APPLICATIONS, SEED_CUSTOMERS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './login.seed';
import { createPaymentArea, toMule, type PaymentArea } from './payment.area';
import { Outbox } from './outbox';
import { createRecurringArea, type RecurringArea } from './recurring.area';
import { createThirdPartyArea, type ThirdPartyArea } from './third-party.area';

/** A fault a tester or a test asks for on the next calls to a path (docs/sandbox.md). */
export type Fault =
  | 'status-500'
  | 'status-503'
  | 'status-401'
  | 'status-403'
  | 'status-400'
  | 'slow'
  | 'malformed'
  | 'html'
  | 'drop'
  | 'paynow-mule';
export const FAULTS: readonly Fault[] = [
  'status-500',
  'status-503',
  'status-401',
  'status-403',
  'status-400',
  'slow',
  'malformed',
  'html',
  'drop',
  'paynow-mule',
];

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
  /** The call's X-Correlation-Id: the reference the customer reads out from an error (docs/monitoring.md). */
  correlationId?: string;
}

export interface SandboxState {
  maintenance: boolean;
  /** How far a test moved the sandbox's clock ahead of the real one (`POST /sandbox/clock`). */
  clockOffsetMs: number;
  requests: RecordedRequest[];
  faults: Map<string, FaultEntry>;
  /** What broke docs/openapi.yaml since the last reset, when a test watches (sandbox/contract.ts). */
  contractViolations: string[];
  /** The monitoring events the portal sent (`POST /sandbox/monitoring`), oldest first, at most MAX_MONITORING. */
  monitoring: unknown[];
  /** The browsers' CSP violation reports (`POST /sandbox/monitoring`, docs/monitoring.md), as sent, at most MAX_MONITORING. */
  cspReports: unknown[];
}

/** The collector keeps this many events; older ones go first. */
export const MAX_MONITORING = 1000;

/**
 * A pending fault. `status` only for `html`: 502 (a gateway's error page, default) or 200 (a proxy's or captive
 * portal's page answered as success). `code` and `message` only for the `status-*` faults: the envelope's
 * first error, so a test can send a 400 with a known error code.
 */
export interface FaultEntry {
  fault: Fault;
  remaining: number;
  delayMs: number;
  status?: number;
  code?: string;
  message?: string;
}

/** The statuses an `html` fault may answer with. */
export const HTML_FAULT_STATUSES: readonly number[] = [200, 502];

export interface SandboxOptions {
  maintenance?: boolean;
  /** Reuse a key pair across sandboxes (tests); a new 3072-bit pair is made otherwise. */
  keys?: SandboxKeys;
  /** The real time the sandbox's clock starts from (tests pass a fixed one, so a slow machine moves no deadline). */
  clock?: () => number;
}

export interface SandboxKeys {
  publicKeyPem: string;
  privateKey: KeyObject;
}

/**
 * Bearer token -> customer id. A token a login opened also has the access token's two lifetimes (docs/api.md,
 * "Session lifetime"): it ends after SESSION_IDLE_MS without an authorised call or keep-alive (each renews it) and
 * SESSION_ABSOLUTE_MS after the login, on the sandbox's clock. A guest token (`set` by the third-party area) has its
 * own expiry instead.
 */
export class SessionTable extends Map<string, string> {
  private readonly opened = new Map<string, { openedAt: number; usedAt: number }>();

  constructor(private readonly now: () => number) {
    super();
  }

  /**
   * A login's new access token. The customer's other login tokens end: a login elsewhere revokes them, so an old
   * tab cannot be kept alive beside the new one (docs/api.md, "Session lifetime").
   */
  open(token: string, customerId: string): void {
    for (const [other, owner] of this) if (owner === customerId && this.opened.has(other)) this.delete(other);
    this.set(token, customerId);
    const at = this.now();
    this.opened.set(token, { openedAt: at, usedAt: at });
  }

  /** The customer behind a live login token, renewing it (the keep-alive); never a guest token. */
  renew(token: string): string | undefined {
    return this.opened.has(token) ? this.use(token) : undefined;
  }

  /** The customer behind a live token, renewing its idle lifetime; a token past either lifetime is ended. */
  use(token: string): string | undefined {
    const customerId = this.get(token);
    const times = this.opened.get(token);
    if (customerId === undefined || !times) return customerId;
    const at = this.now();
    if (at - times.usedAt >= SESSION_IDLE_MS || at - times.openedAt >= SESSION_ABSOLUTE_MS) {
      this.delete(token);
      return undefined;
    }
    times.usedAt = at;
    return customerId;
  }

  override delete(token: string): boolean {
    this.opened?.delete(token);
    return super.delete(token);
  }

  override clear(): void {
    this.opened?.clear();
    super.clear();
  }
}

/** What every area of the sandbox gets: the server side of the RSA contract, and who holds which token. */
export interface SandboxContext {
  decrypt(cipherBase64: string): string;
  /** The sandbox's clock: the real time plus what a test moved it on by (`POST /sandbox/clock`); Date.now if absent. */
  now?(): number;
  /** Token -> customer id; login fills it, the other areas read it. */
  sessions: SessionTable;
  /** The customer id behind the request's bearer token, or undefined (answer 401 then). */
  customerOf(request: Request): string | undefined;
  /** The receipts sent to customers (`GET /sandbox/outbox`). */
  outbox: Outbox;
}

/** One journey area's handlers and state (login, payment, …), each in its own file. */
export interface SandboxArea {
  handlers: HttpHandler[];
  reset(): void;
}

export interface Sandbox {
  handlers: HttpHandler[];
  state: SandboxState;
  keys: SandboxKeys;
  areas: { login: LoginArea; payment: PaymentArea; recurring: RecurringArea; thirdParty: ThirdPartyArea };
  /** RSA-OAEP (SHA-256) decryption of a value the portal encrypted: the server side of the contract. */
  decrypt(cipherBase64: string): string;
  reset(): void;
}

export function generateSandboxKeys(): SandboxKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  return { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}

const API = '*/rs/v1';
const bearerOf = (request: Request) => (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const keys = options.keys ?? generateSandboxKeys();
  const state: SandboxState = {
    maintenance: options.maintenance ?? false,
    clockOffsetMs: 0,
    requests: [],
    faults: new Map(),
    contractViolations: [],
    monitoring: [],
    cspReports: [],
  };
  const clock = options.clock ?? (() => Date.now()); // looked up at each call: jest's fake clock replaces Date.now
  const now = () => clock() + state.clockOffsetMs;

  const record = http.all(`${API}/*`, async ({ request }): Promise<Response | undefined> => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    state.requests.push({
      method: request.method,
      path: url.pathname,
      headers: Object.fromEntries(request.headers.entries()),
      body,
      at: now(),
      ...(request.headers.get('x-correlation-id') ? { correlationId: request.headers.get('x-correlation-id')! } : {}),
    });
    // In maintenance every call but the check itself answers 503 with the maintenance code (docs/api.md).
    if (state.maintenance && url.pathname !== '/rs/v1/maintenance')
      return errorEnvelope(503, 'MAINTENANCE', 'The portal is under maintenance.');
    // A request docs/openapi.yaml refuses (a value too long or out of range) is answered 400 before any handler.
    const refused = enforcedContract()?.refusal(request.method, url, body);
    const refusal = refused && errorEnvelope(400, refused.code, refused.message);
    // The real answer, for a fault that alters it rather than replacing it.
    const faulty = await injectFault(
      state,
      url.pathname,
      async () => refusal ?? getResponse(api.slice(1), request.clone()),
    );
    return faulty ?? refusal;
  });

  const shell = [
    http.get(`${API}/maintenance`, () => envelope({ isMaintenance: state.maintenance ? 'true' : 'false' })),
    http.post(`${API}/session/terminate`, ({ request }) => {
      sessions.delete(bearerOf(request));
      return envelope({});
    }),
    http.post(`${API}/session/keep-alive`, ({ request }) =>
      sessions.renew(bearerOf(request)) ? envelope({}) : unauthorised(),
    ),
    // Who is signed in, masked, for a login's token only (renewing it as any authorised call does).
    http.post(`${API}/session/profile`, ({ request }) => {
      const id = sessions.renew(bearerOf(request));
      const who =
        SEED_CUSTOMERS.find((c) => c.customerId === id) ?? SEED_APPLICATIONS.find((a) => a.applicationId === id);
      if (!who) return unauthorised();
      const reply = envelope({ maskedIdNumber: maskIdNumber(who.idNumber) });
      reply.headers.set('Cache-Control', 'no-store');
      return reply;
    }),
  ];

  const controls = [
    http.get('*/sandbox/state', () =>
      HttpResponse.json({
        maintenance: state.maintenance,
        requests: state.requests,
        faults: Object.fromEntries(state.faults),
        contractViolations: state.contractViolations,
      }),
    ),
    http.post('*/sandbox/maintenance', async ({ request }) => {
      const { on } = (await request.json().catch(() => ({}))) as { on?: unknown };
      state.maintenance = on === true;
      return HttpResponse.json({ maintenance: state.maintenance });
    }),
    http.post('*/sandbox/faults', async ({ request }) => {
      const input = (await request.json().catch(() => ({}))) as {
        path?: unknown;
        fault?: unknown;
        times?: unknown;
        delayMs?: unknown;
        status?: unknown;
        code?: unknown;
        message?: unknown;
      };
      if (typeof input.path !== 'string' || (!FAULTS.includes(input.fault as Fault) && input.times !== 0)) {
        return HttpResponse.json({ error: `path and fault (${FAULTS.join(', ')}) are required` }, { status: 400 });
      }
      if (input.times === 0 && typeof input.path === 'string') {
        state.faults.delete(input.path); // what is left of a fault, cleared (a test's retry must get the real answer)
        return HttpResponse.json({ ok: true });
      }
      if (
        input.status !== undefined &&
        (input.fault !== 'html' || !HTML_FAULT_STATUSES.includes(input.status as number))
      ) {
        return HttpResponse.json(
          { error: `status goes with the html fault only: ${HTML_FAULT_STATUSES.join(' or ')}` },
          { status: 400 },
        );
      }
      if ((input.code !== undefined || input.message !== undefined) && !String(input.fault).startsWith('status-')) {
        return HttpResponse.json({ error: 'code and message go with the status-* faults only' }, { status: 400 });
      }
      state.faults.set(input.path, {
        fault: input.fault as Fault,
        remaining: typeof input.times === 'number' ? input.times : 1,
        delayMs: typeof input.delayMs === 'number' ? input.delayMs : 5000,
        ...(typeof input.status === 'number' ? { status: input.status } : {}),
        ...(typeof input.code === 'string' ? { code: input.code } : {}),
        ...(typeof input.message === 'string' ? { message: input.message } : {}),
      });
      return HttpResponse.json({ ok: true });
    }),
    // Moves the sandbox's clock on, so a 30-minute lock-out is tested without waiting (docs/sandbox.md).
    http.post('*/sandbox/clock', async ({ request }) => {
      const { advanceMs } = (await request.json().catch(() => ({}))) as { advanceMs?: unknown };
      if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0)
        return HttpResponse.json(
          { error: 'advanceMs (a number of milliseconds, not negative) is required' },
          { status: 400 },
        );
      state.clockOffsetMs += advanceMs;
      return HttpResponse.json({ now: now(), offsetMs: state.clockOffsetMs });
    }),
    // The monitoring collector (docs/sandbox.md): what operators would see. The body is text/plain JSON
    // `{"v":1,"events":[…]}` (docs/monitoring.md); anything else is refused.
    http.post('*/sandbox/monitoring', async ({ request }) => {
      let batch: unknown;
      try {
        batch = JSON.parse(await request.text());
      } catch {
        batch = undefined;
      }
      // The browser's own CSP reports come here too: the Reporting API's array, or report-uri's one report.
      if (/^application\/(reports\+json|csp-report)\b/.test(request.headers.get('content-type') ?? '')) {
        const reports = Array.isArray(batch)
          ? batch
          : (batch as { 'csp-report'?: unknown } | null)?.['csp-report']
            ? [batch]
            : undefined;
        if (!reports) return HttpResponse.json({ error: 'expected a CSP report' }, { status: 400 });
        state.cspReports.push(...(reports as unknown[]));
        state.cspReports.splice(0, Math.max(0, state.cspReports.length - MAX_MONITORING));
        return new HttpResponse(null, { status: 204 });
      }
      const events = (batch as { events?: unknown } | undefined)?.events;
      if (!Array.isArray(events)) return HttpResponse.json({ error: 'expected {"v":1,"events":[…]}' }, { status: 400 });
      state.monitoring.push(...(events as unknown[]));
      state.monitoring.splice(0, Math.max(0, state.monitoring.length - MAX_MONITORING));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/sandbox/monitoring', () =>
      HttpResponse.json({ events: state.monitoring, cspReports: state.cspReports }),
    ),
    http.post('*/sandbox/reset', () => {
      sandbox.reset();
      return HttpResponse.json({ ok: true });
    }),
  ];

  const decrypt = (cipherBase64: string) =>
    privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cipherBase64, 'base64'),
    ).toString('utf8');
  const sessions = new SessionTable(now);
  const outbox = new Outbox(now);
  const context: SandboxContext = {
    decrypt,
    now,
    sessions,
    customerOf: (request) => sessions.use(bearerOf(request)),
    outbox,
  };
  // The guest payor's PayNow payments answer the bank's-side controls the payment area serves.
  const thirdParty = createThirdPartyArea(context);
  const areas = {
    login: createLoginArea(context),
    payment: createPaymentArea(context, [thirdParty.payNow]),
    recurring: createRecurringArea(context),
    thirdParty,
  };

  const api: HttpHandler[] = [record, ...shell, ...Object.values(areas).flatMap((area) => area.handlers)];
  // Every API call goes through the contract check while a test watches (sandbox/contract.ts).
  const gate = contractGate(api, (violations) => state.contractViolations.push(...violations));

  const sandbox: Sandbox = {
    // The areas' own pages (gateway, bank, Singpass) are not API calls: answered directly.
    handlers: [gate, ...controls, ...outbox.handlers, ...api.slice(1)],
    state,
    keys,
    areas,
    decrypt,
    reset() {
      state.maintenance = options.maintenance ?? false;
      state.clockOffsetMs = 0;
      state.requests.length = 0;
      state.faults.clear();
      state.contractViolations.length = 0;
      state.monitoring.length = 0;
      state.cspReports.length = 0;
      sessions.clear();
      outbox.reset();
      for (const area of Object.values(areas)) area.reset();
    },
  };
  return sandbox;
}

/** Returns the injected fault's response, or undefined to let the real handler answer. */
async function injectFault(
  state: SandboxState,
  path: string,
  real: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  const entry = state.faults.get(path);
  if (!entry) return undefined;
  entry.remaining -= 1;
  if (entry.remaining <= 0) state.faults.delete(path);
  switch (entry.fault) {
    case 'slow':
      await delay(entry.delayMs);
      return undefined;
    case 'malformed':
      return new HttpResponse('{"header": {"statusCode": "200"}, "body": ', {
        status: 200,
        headers: { 'Content-Type': 'application/json', [FAULT_HEADER]: entry.fault },
      });
    case 'html': {
      const status = entry.status ?? 502;
      const title = status === 200 ? 'Service temporarily unavailable' : '502 Bad Gateway';
      return new HttpResponse(
        `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
        {
          status,
          headers: { 'Content-Type': 'text/html', [FAULT_HEADER]: entry.fault },
        },
      );
    }
    case 'drop':
      return HttpResponse.error();
    case 'paynow-mule': {
      const answer = await real();
      if (!answer) return undefined;
      const reply = await toMule(answer);
      reply.headers.set(FAULT_HEADER, entry.fault);
      return reply;
    }
    default: {
      const status = Number(entry.fault.slice('status-'.length));
      const error = {
        ...(entry.code !== undefined ? { errorCode: entry.code } : {}),
        ...(entry.message !== undefined ? { errorMessage: entry.message } : {}),
      };
      const reply = envelope({ errors: Object.keys(error).length ? [error] : [] }, status);
      reply.headers.set(FAULT_HEADER, entry.fault);
      return reply;
    }
  }
}
