import { createHash } from 'node:crypto';
import type { MonitoringPort } from '../../src/core/ports/monitoring.port';
import type { MonitoringEvent } from '../../src/core/monitoring/monitoring-event';
import type { AnalyticsEntry, AnalyticsPort } from '../../src/core/ports/analytics.port';
import type { ClockPort } from '../../src/core/ports/clock.port';
import type { CryptoPort } from '../../src/core/ports/crypto.port';
import type { HostAppPort } from '../../src/core/ports/host-app.port';
import type { HttpPort, HttpReply, HttpRequest } from '../../src/core/ports/http.port';
import type { LocationChange, NavigationPort } from '../../src/core/ports/navigation.port';
import type { SecretPort } from '../../src/core/ports/secret.port';
import { ENTRY_KEYS, type StorageKey, type StoragePort } from '../../src/core/ports/storage.port';

/** A clock the test moves by hand. Timers fire in deadline order, including those set while firing. */
export class FakeClock implements ClockPort {
  private time: number;
  private nextId = 0;
  private readonly timers = new Map<number, { at: number; fn: () => void }>();

  constructor(start = Date.UTC(2026, 10, 22, 2, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimer(ms: number, fn: () => void): () => void {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + Math.max(0, ms), fn });
    return () => this.timers.delete(id);
  }

  /** Moves time forward, firing every timer that falls due on the way. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].fn();
    }
    this.time = end;
  }

  /** Jumps time without firing timers: a laptop asleep, or a hidden tab whose timers the browser throttled. */
  jump(ms: number): void {
    this.time += ms;
  }

  get pendingTimers(): number {
    return this.timers.size;
  }
}

export class InMemoryStorage implements StoragePort {
  readonly session = new Map<StorageKey, string>();
  readonly local = new Map<string, string>();

  get(key: StorageKey): string | null {
    return this.session.get(key) ?? null;
  }
  set(key: StorageKey, value: string): void {
    this.session.set(key, value);
  }
  remove(key: StorageKey): void {
    this.session.delete(key);
  }
  clearAllButEntry(): void {
    const entry: readonly StorageKey[] = ENTRY_KEYS;
    for (const key of this.session.keys()) if (!entry.includes(key)) this.session.delete(key);
    this.local.clear();
  }
}

export class RecordingAnalytics implements AnalyticsPort {
  readonly entries: AnalyticsEntry[] = [];
  push(entry: AnalyticsEntry): void {
    this.entries.push(entry);
  }
}

type Responder = (request: HttpRequest) => HttpReply | Promise<HttpReply>;

/** Answers by path; records every request. An unscripted path answers a network failure. */
export class FakeHttp implements HttpPort {
  readonly requests: HttpRequest[] = [];
  private readonly routes = new Map<string, Responder>();

  on(path: string, responder: Responder | HttpReply): this {
    this.routes.set(path, typeof responder === 'function' ? responder : () => responder);
    return this;
  }

  async send(request: HttpRequest): Promise<HttpReply> {
    this.requests.push(request);
    const path = new URL(request.url, 'http://portal.test').pathname;
    const responder = this.routes.get(path);
    return responder ? responder(request) : { kind: 'network' };
  }

  callsTo(path: string): HttpRequest[] {
    return this.requests.filter((r) => new URL(r.url, 'http://portal.test').pathname === path);
  }
}

/** An envelope reply, as the server sends it. */
export function envelopeReply(body: unknown, statusCode: number | string = 200, httpStatus = 200): HttpReply {
  return {
    kind: 'reply',
    status: httpStatus,
    text: JSON.stringify({ header: { statusCode: String(statusCode) }, body }),
  };
}

export class FakeNavigation implements NavigationPort {
  path = '/';
  /** Every `go`, in order. */
  readonly history: string[] = [];
  /** The tab's history entries as the browser keeps them: `go` adds one, `go` with `replace` overwrites the last. */
  readonly entries: string[] = ['/'];
  backs = 0;
  readonly left: string[] = [];
  private readonly listeners = new Set<(change: LocationChange) => void>();

  /** The path without its query, as `location.pathname` in the browser; `path` keeps the query for assertions. */
  currentPath(): string {
    return this.path.split('?')[0]!;
  }
  subscribe(listener: (change: LocationChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  go(path: string, options: { replace?: boolean } = {}): void {
    this.history.push(path);
    if (options.replace) this.entries[this.entries.length - 1] = path;
    else this.entries.push(path);
    this.moveTo(path, false);
  }
  back(): void {
    this.backs += 1;
  }
  leave(url: string): void {
    this.left.push(url);
  }
  /** The customer moves by themselves: a link (`traversal` false), or Back or Forward. */
  visit(path: string, how: { traversal?: boolean } = {}): void {
    if (!how.traversal) this.entries.push(path);
    this.moveTo(path, how.traversal ?? false);
  }
  get subscribers(): number {
    return this.listeners.size;
  }
  private moveTo(path: string, traversal: boolean): void {
    this.path = path;
    const change = { path: this.currentPath(), traversal };
    for (const listener of [...this.listeners]) listener(change);
  }
}

/** Reversible stand-in: the real ciphers are tested in test/adapters. */
export class FakeCrypto implements CryptoPort {
  encryptToken(plain: string): string {
    return `enc(${plain})`;
  }
  decryptToken(cipher: string): string | null {
    const match = /^enc\((.*)\)$/.exec(cipher);
    return match ? match[1]! : null;
  }
  async encryptForServer(plain: string): Promise<string> {
    return `rsa(${plain})`;
  }
  prepared = 0;
  prepareForServer(): void {
    this.prepared++;
  }
}

export class FakeHostApp implements HostAppPort {
  returns = 0;
  returnToApp(): void {
    this.returns += 1;
  }
}

/** Predictable ids: key-1, key-2, … so a test can tell a reused key from a new one. */
export class SequentialIds {
  private next = 1;
  constructor(private readonly prefix = 'key-') {}
  newId(): string {
    return `${this.prefix}${this.next++}`;
  }
}

/** The n-th secret FakeSecrets makes: 43 base64url characters, as 32 random bytes are (docs/openapi.yaml, Binding). */
export const fakeSecret = (n: number) => `secret-${n}`.padEnd(43, '_');

/** Predictable secrets (fakeSecret(1), fakeSecret(2), …) with their real SHA-256, which the sandbox checks. */
export class FakeSecrets implements SecretPort {
  private next = 1;
  newSecret(): string {
    return fakeSecret(this.next++);
  }
  sha256(text: string): Promise<string> {
    return Promise.resolve(createHash('sha256').update(text).digest('base64url'));
  }
}

/** The payment draft's session storage; `raw` is what a page refresh would read back. */
export class InMemoryDraftStorage {
  raw: string | null = null;
  read(): string | null {
    return this.raw;
  }
  write(value: string): void {
    this.raw = value;
  }
  clear(): void {
    this.raw = null;
  }
}

// --- session area ---

import type { ActivityListener, ActivityPort } from '../../src/core/ports/activity.port';
import type { TabMessage, TabSyncPort } from '../../src/core/ports/tab-sync.port';

/** The document as the session timers see it: the test says when the customer acts or the tab hides. */
export class FakeActivity implements ActivityPort {
  visible = true;
  private listeners = new Set<ActivityListener>();

  isVisible(): boolean {
    return this.visible;
  }
  watch(listener: ActivityListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  act(): void {
    for (const l of [...this.listeners]) l.activity();
  }
  hide(): void {
    this.visible = false;
    for (const l of [...this.listeners]) l.visibility(false);
  }
  show(): void {
    this.visible = true;
    for (const l of [...this.listeners]) l.visibility(true);
  }
  get watching(): number {
    return this.listeners.size;
  }
}

/** Tabs of one browser: each join() is a tab; a message reaches the others, never its sender. */
export class FakeTabBus {
  private readonly tabs: { listeners: Set<(m: TabMessage) => void> }[] = [];
  readonly sent: TabMessage[] = [];

  join(): TabSyncPort {
    const me = { listeners: new Set<(m: TabMessage) => void>() };
    this.tabs.push(me);
    return {
      publish: (message) => {
        this.sent.push(message);
        for (const tab of this.tabs) if (tab !== me) for (const l of [...tab.listeners]) l(message);
      },
      subscribe: (listener) => {
        me.listeners.add(listener);
        return () => me.listeners.delete(listener);
      },
    };
  }
}

/** Monitoring's delivery: what reached it, in order. */
export class RecordingMonitoring implements MonitoringPort {
  readonly events: MonitoringEvent[] = [];
  deliver(event: MonitoringEvent): void {
    this.events.push(event);
  }
  ofType<T extends MonitoringEvent['type']>(type: T): Extract<MonitoringEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<MonitoringEvent, { type: T }> => e.type === type);
  }
}
