import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import { previewModule, useBrowser } from './support/browser';
import { loginBySms } from './support/login';

/**
 * Trusted Types are enforced and every CSP violation is reported (docs/security.md): here with monitoring on, so the
 * headers send the browser's reports to the sandbox's collector, as an operator's config.json would to theirs.
 */

const { open } = useBrowser();
const PORT = 18910 + Math.floor(Math.random() * 30);
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: Server;
let workerPortal: string | undefined;

beforeAll(async () => {
  server = previewModule().startPreview(PORT, { monitoring: { endpoint: '/sandbox/monitoring' } }).server;
  await new Promise((ready) => server.once('listening', ready));
  // The journey helpers open PORTAL_URL: this file's own preview, whose headers report.
  workerPortal = process.env.PORTAL_URL;
  process.env.PORTAL_URL = ORIGIN;
});

afterAll(async () => {
  process.env.PORTAL_URL = workerPortal;
  await new Promise((done) => server?.close(done));
});

beforeEach(async () => {
  await fetch(`${ORIGIN}/sandbox/reset`, { method: 'POST' });
});

interface Report {
  type?: string;
  body?: { effectiveDirective?: string; blockedURL?: string; sample?: string };
  'csp-report'?: { 'effective-directive'?: string; 'blocked-uri'?: string };
}

const directive = (r: Report) => r.body?.effectiveDirective ?? r['csp-report']?.['effective-directive'];

/** Waits until the collector holds the reports `until` wants. */
async function reportsWhere(until: (reports: Report[]) => boolean, timeoutMs = 20_000): Promise<Report[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { cspReports } = (await (await fetch(`${ORIGIN}/sandbox/monitoring`)).json()) as { cspReports: Report[] };
    if (until(cspReports)) return cspReports;
    if (Date.now() > deadline) throw new Error(`the collector holds ${JSON.stringify(cspReports, null, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A DOM-XSS as an injected string would try it: HTML with a handler into innerHTML. */
function plantHtml(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.createElement('div');
    document.body.append(el);
    try {
      el.innerHTML = '<img src=x onerror="window.__planted = 1">';
      return 'assigned';
    } catch (error) {
      return (error as Error).name;
    }
  });
}

describe('Trusted Types and CSP reports', () => {
  it('send the headers that enforce and report', async () => {
    const headers = (await fetch(`${ORIGIN}/login`)).headers;
    // An endpoint on this origin (and this preview's plain http) gets report-uri: Chromium's Reporting API, which an
    // https endpoint gets too (test/server/security-headers.test.ts), sends only over https.
    expect(headers.get('content-security-policy')).toContain(
      "require-trusted-types-for 'script'; trusted-types portal-starter portal-chunks; report-uri /sandbox/monitoring",
    );
  });

  it('block a planted HTML sink and a script address given as a string, and report both', async () => {
    const { page, problems } = await open();
    await page.goto(`${ORIGIN}/login`);
    await page.waitForLoadState('networkidle');
    expect(await plantHtml(page)).toBe('TypeError');
    const script = await page.evaluate(() => {
      const s = document.createElement('script');
      try {
        s.src = '/assets/planted.js';
        return 'assigned';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(script).toBe('TypeError');
    expect(await page.evaluate(() => (window as { __planted?: number }).__planted)).toBeUndefined();
    const reports = await reportsWhere((r) => r.length >= 2);
    expect(reports.map(directive)).toEqual(['require-trusted-types-for', 'require-trusted-types-for']);
    expect(problems.filter((p) => p.startsWith('CSP violation'))).toHaveLength(2);
  });

  it('report nothing over a journey: the only report is the one planted at its end', async () => {
    const { page, problems } = await open();
    await loginBySms(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // Reports already queued go out with this one, or before it.
    expect(await plantHtml(page)).toBe('TypeError');
    const reports = await reportsWhere((r) => r.length >= 1);
    expect(reports.map(directive)).toEqual(['require-trusted-types-for']);
  });
});
