import { getResponse, http, type HttpHandler } from 'msw';
import { contractGate, enforcedContract } from './contract';
import { controlHandlers } from './controls';
import { injectFault, type FaultEntry } from './faults';
import { generateKeyPairSync, privateDecrypt, constants, type KeyObject } from 'node:crypto';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { createLoginArea, type LoginArea } from './login.area';
import { maskIdNumber, SEED_APPLICATIONS, SEED_CUSTOMERS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './login.seed';
import { createPaymentArea, type PaymentArea } from './payment.area';
import { Outbox } from './outbox';
import { createRecurringArea, type RecurringArea } from './recurring.area';
import { createThirdPartyArea, type ThirdPartyArea } from './third-party.area';

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
  const payment = createPaymentArea(context, [thirdParty.payNow]);
  const areas = {
    login: createLoginArea(context),
    payment,
    recurring: createRecurringArea(context, payment.dueOf),
    thirdParty,
  };

  const record = recorder(state, now, (request) => getResponse(api.slice(1), request));
  const api: HttpHandler[] = [
    record,
    ...shellHandlers(state, sessions),
    ...Object.values(areas).flatMap((area) => area.handlers),
  ];
  // Every API call goes through the contract check while a test watches (sandbox/contract.ts).
  const gate = contractGate(api, (violations) => state.contractViolations.push(...violations));

  const sandbox: Sandbox = {
    // The areas' own pages (gateway, bank, Singpass) are not API calls: answered directly.
    handlers: [gate, ...controlHandlers(state, now, () => sandbox.reset()), ...outbox.handlers, ...api.slice(1)],
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

/** Records every API call, answers 503 in maintenance, 400 outside the contract, and applies a pending fault (`real` is the area's answer). */
function recorder(state: SandboxState, now: () => number, real: (request: Request) => Promise<Response | undefined>) {
  return http.all(`${API}/*`, async ({ request }): Promise<Response | undefined> => {
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
    const faulty = await injectFault(state, url.pathname, async () => refusal ?? real(request.clone()));
    return faulty ?? refusal;
  });
}

/** The shell's calls: the maintenance check and the session's. */
function shellHandlers(state: SandboxState, sessions: SessionTable): HttpHandler[] {
  return [
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
}
