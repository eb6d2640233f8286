import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { en } from '../../src/ui/text/en';
import { footerText } from '../../src/ui/text/en-footer';
import { axeViolations } from './support/axe';
import { FLAGS, CHROMIUM, previewModule } from './support/browser';
import { focusReturnsTo } from './support/keyboard';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';

const { startPreview } = previewModule();

const DEAD = 'http://127.0.0.1:9'; // nothing listens on the discard port: every load fails at once
const FILES = {
  domLibraryUrl: `${DEAD}/dom-library.js`,
  feedbackSdkUrl: `${DEAD}/feedback-sdk.js`,
  tagManagerUrl: `${DEAD}/tag-manager.js`,
  monitoringUrl: `${DEAD}/monitoring.js`,
};
// Hashes of no real file: the loads fail before any is checked.
const HASH = `sha384-${'A'.repeat(64)}`;
let server: Server;
let unpinned: Server;
let browser: Browser;

async function listening(s: Server): Promise<string> {
  await new Promise((ready) => s.once('listening', ready));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}
let portal = '';
let unpinnedPortal = '';

beforeAll(async () => {
  server = startPreview(0, {
    thirdParty: FILES,
    thirdPartyIntegrity: { domLibraryUrl: HASH, feedbackSdkUrl: HASH, monitoringUrl: HASH },
  }).server;
  // The fixed vendor files configured without their hashes.
  unpinned = startPreview(0, { thirdParty: FILES }).server;
  [portal, unpinnedPortal] = await Promise.all([listening(server), listening(unpinned)]);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server, unpinned].map((s) => new Promise((done) => s?.close(done))));
});

/** The sandboxed frame the third-party scripts run in, once the page has opened it. */
async function vendorFrame(page: Page): Promise<Frame> {
  await page.locator('iframe[data-third-party]').waitFor({ state: 'attached' });
  for (;;) {
    const frame = page.frames().find((f) => f.url().endsWith('/vendor/frame/'));
    if (frame) return frame;
    await page.waitForTimeout(50);
  }
}

/**
 * The app has taken the page over: its start-up services pushed the page view and no chunk is on its way (the
 * chunk loader's own script tags). Not Playwright's network idle, which can miss a frame added after it fired.
 */
async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'pageView') &&
      !document.querySelector('script[data-rspack]'),
  );
}

/** A page that records page errors and console errors and warnings, and which third-party files it tried. */
async function watched(url: string) {
  const page = await browser.newPage();
  const problems: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    if (m.type() === 'error' && !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(m.text()))
      problems.push(m.text());
  });
  const attempted: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.url().startsWith(DEAD)) attempted.push(new URL(r.url()).pathname);
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: en.screens.home.title }).waitFor();
  return { page, problems, warnings, attempted };
}

describe('third-party outage', () => {
  it("keeps the vendors' hosts out of the portal's CSP and in the vendor frame's", async () => {
    const csp = (await fetch(`${portal}/`)).headers.get('content-security-policy')!;
    expect(csp).not.toContain('127.0.0.1:9');
    expect(csp).toContain("frame-src 'self'");
    const frame = await fetch(`${portal}/vendor/frame/`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; script-src 'self' http:\/\/127\.0\.0\.1:9; connect-src http:\/\/127\.0\.0\.1:9;.*sandbox allow-scripts$/,
    );
  });

  it('loads three in the vendor frame after the first paint, and the portal works when none can be reached', async () => {
    const { page, problems, attempted } = await watched(`${portal}/`);
    const frame = await vendorFrame(page);
    await page.waitForFunction(() => document.querySelector('iframe[data-third-party]'));
    // The frame opened after the first paint and the page's load event, never before.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      load: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
      frame: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/vendor/frame/'))!.startTime,
    }));
    expect(timing.frame).toBeGreaterThan(timing.paint);
    expect(timing.frame).toBeGreaterThanOrEqual(timing.load);
    // Every failed script is gone from the frame; none was ever in the page.
    await frame.waitForFunction(
      () => document.querySelectorAll('script[src^="http://127.0.0.1:9/"]').length === 0,
      undefined,
      {
        timeout: 10000,
      },
    );
    expect(await page.locator('script[src^="http://127.0.0.1:9/"]').count()).toBe(0);
    await appTookOver(page);
    await page.getByRole('link', { name: /Pay a premium now/ }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: en.screens.home.title }).waitFor();
    // The feedback SDK is not among them: it loads only when its form is asked for.
    expect(attempted.sort()).toEqual(['/dom-library.js', '/monitoring.js', '/tag-manager.js']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads the feedback SDK only when its form is asked for, in a frame of its own, on pages without personal data', async () => {
    const { page, problems, attempted } = await watched(`${portal}/`);
    await appTookOver(page);
    const offer = page.getByRole('button', { name: footerText.feedback });
    await offer.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: footerText.feedbackTitle });
    await dialog.waitFor();
    const form = dialog.locator('iframe');
    expect(await form.getAttribute('sandbox')).toBe('allow-scripts');
    expect(await form.getAttribute('title')).toBe(footerText.feedbackFrame);
    expect(await axeViolations(page)).toEqual([]);
    for (let waited = 0; !attempted.includes('/feedback-sdk.js'); waited += 50) {
      if (waited > 10_000) throw new Error(`the feedback SDK was never tried; tried: ${attempted.join(', ')}`);
      await page.waitForTimeout(50);
    }
    // Escape closes it and hands focus back to the footer's button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await focusReturnsTo(offer);
    // Not where personal data is typed.
    await page.goto(`${portal}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await appTookOver(page);
    expect(await page.getByRole('button', { name: footerText.feedback }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('never loads a fixed vendor file configured without its integrity hash, and says so', async () => {
    const { page, problems, warnings, attempted } = await watched(`${unpinnedPortal}/`);
    // The frame loads its scripts in one go: once the tag manager was tried, so was every other file it was given.
    for (let waited = 0; !attempted.includes('/tag-manager.js'); waited += 50) {
      if (waited > 20_000) throw new Error(`the tag manager was never tried; tried: ${attempted.join(', ')}`);
      await page.waitForTimeout(50);
    }
    expect(attempted).toEqual(['/tag-manager.js']);
    for (const key of ['domLibraryUrl', 'feedbackSdkUrl', 'monitoringUrl'])
      expect(warnings).toContain(
        `[portal] thirdParty.${key} not loaded: a fixed vendor file needs thirdPartyIntegrity.${key} (docs/config.md)`,
      );
    expect(problems).toEqual([]);
    await page.close();
  });
});
