import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { LOGIN_PATHS } from '../../../src/core/api/login.contract';
import type { PortalConfig } from '../../../src/core/config';
import { TERMINATE_PATH } from '../../../src/core/session/logout';
import type { CallsInTransit } from './clock';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function portalUrl(path = '/'): string {
  const base = process.env.PORTAL_URL;
  if (!base) throw new Error('PORTAL_URL is not set: run the browser tests through jest.e2e.config.js');
  return base + path;
}

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** Page errors, console errors and CSP violations seen so far. */
  problems: string[];
}

/**
 * The calls that may end a login at the sandbox: a customer's login ends their other sessions (sandbox/sandbox.ts),
 * and a terminate (a logout, a session's end) ends its own.
 */
const SESSION_ENDS = new Set<string>([LOGIN_PATHS.verifyOtp, LOGIN_PATHS.singpassComplete, TERMINATE_PATH]);

/**
 * How many times, in this file, the sandbox may have ended a login: a plain reset, a moved clock, or a login or a
 * terminate on any page `open` gave. `signIn` (support/login.ts) reuses its saved login only while this stands still.
 */
export const sessionsEnded = { count: 0 };

/** A browser for one test file, and pages that record everything that goes wrong on them. */
export function useBrowser(): { open: (options?: Parameters<Browser['newContext']>[0]) => Promise<Watched> } {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(options) {
      const context = await browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      const problems: string[] = [];
      await page.exposeFunction('__reportCsp', (what: string) => problems.push(`CSP violation: ${what}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __reportCsp(s: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await context.addInitScript(countCallsInTransit);
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // Counted as the request leaves, from any tab of the context: a terminate's answer may come after the test
      // closed its page.
      context.on('request', (request) => {
        if (SESSION_ENDS.has(new URL(request.url()).pathname)) sessionsEnded.count += 1;
      });
      // A failed load says which call (the path only: no query, no body, never a token), so a stray 4xx is traceable.
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const at = message.text().startsWith('Failed to load resource') ? pathOf(message.location().url) : '';
        problems.push(`console error: ${message.text()}${at ? ` at ${at}` : ''}`);
      });
      return { page, context, problems };
    },
  };
}

/**
 * Counts the portal's API calls in transit in the page itself, from the moment `fetch` is called: a test moving the
 * clock (support/clock.ts) lets each reply in first, where Playwright's request events would come a moment late.
 */
function countCallsInTransit() {
  const calls = new Map<number, string>();
  (window as unknown as CallsInTransit).__callsInTransit = calls;
  const send = window.fetch.bind(window);
  let next = 0;
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin !== location.origin || !url.pathname.startsWith('/rs/')) return send(input, init);
    const id = (next += 1);
    calls.set(id, url.pathname);
    return send(input, init).finally(() => calls.delete(id));
  };
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/** Shows or hides the tab as the page sees it: the visibility the session's counters read. */
export async function setVisible(page: Page, visible: boolean) {
  await page.evaluate((v) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (v ? 'visible' : 'hidden') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !v });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}

/** The data layer entries the page pushed. */
export function dataLayer(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() => (window.dataLayer ?? []) as Record<string, string>[]);
}

export async function sandboxState(): Promise<{
  maintenance: boolean;
  requests: { method: string; path: string; body: string }[];
}> {
  const res = await fetch(portalUrl('/sandbox/state'));
  return res.json() as Promise<{ maintenance: boolean; requests: { method: string; path: string; body: string }[] }>;
}

export async function sandboxControl(
  what: 'maintenance' | 'faults' | 'reset' | 'clock' | 'paynow/pay' | 'paynow/expire',
  body: unknown = {},
): Promise<void> {
  const res = await fetch(portalUrl(`/sandbox/${what}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox ${what} failed: ${res.status}`);
  // A moved clock may have outlived a login's lifetimes.
  if (what === 'clock' || (what === 'reset' && (body as { keepSessions?: boolean }).keepSessions !== true))
    sessionsEnded.count += 1;
}

/**
 * Waits until the page's chunks are all in: the page view (pushed by the start-up services) comes before the
 * services' chunk and the journey area's, which start the session timers. A test that runs the page's clock far
 * ahead before then jumps before the timers start, or times a chunk's load out (the chunk loader's timer is on the
 * page's clock: no services, no prompt).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'pageView'),
  );
  // Network idle is a guess on a loaded machine (a pause of 0.5 s while the CPU parses); the chunk loader's own
  // script tags (data-rspack, removed once loaded) say for certain that no chunk is still on its way.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('script[data-rspack]'));
}

/**
 * The preview server's own module, for a file that starts a preview with its own config: the one the suite runs
 * on (E2E_PREVIEW_SERVER, the bench's own compile), else `npm run build:server`'s.
 */
export function previewModule(): PreviewModule {
  return require(resolve(process.env.E2E_PREVIEW_SERVER ?? 'build/server/preview.js')) as PreviewModule;
}
interface PreviewModule {
  startPreview(port: number, overrides: Record<string, unknown>): { server: Server; site: { config: PortalConfig } };
}

/** Adds up the page's layout shifts from its first frame; call the returned function for the sum so far. */
export async function watchShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}
