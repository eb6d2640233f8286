import type { Server } from 'node:http';
import { en } from '../../src/ui/text/en';
import { FLAGS, CHROMIUM, previewModule } from './support/browser';
import { chromium, type Browser } from 'playwright-core';

const { startPreview } = previewModule();

const DEAD = 'http://127.0.0.1:9'; // nothing listens on the discard port: every load fails at once
const PORT = 18950 + Math.floor(Math.random() * 40);
let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = startPreview(PORT, {
    thirdParty: {
      domLibraryUrl: `${DEAD}/dom-library.js`,
      feedbackSdkUrl: `${DEAD}/feedback-sdk.js`,
      tagManagerUrl: `${DEAD}/tag-manager.js`,
      monitoringUrl: `${DEAD}/monitoring.js`,
    },
  }).server;
  await new Promise((ready) => server.once('listening', ready));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

describe('third-party outage', () => {
  it('lists the configured hosts in connect-src, not script-src: the loader is trusted, not a host', async () => {
    const csp = (await fetch(`http://localhost:${PORT}/`)).headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'strict-dynamic';/);
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:9[ ;]/);
  });

  it('loads all four after the first paint, and the portal works when none of them can be reached', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(m.text()))
        problems.push(m.text());
    });
    const attempted: string[] = [];
    let allFour = () => undefined as void;
    const triedAll = new Promise<void>((done) => (allFour = done));
    page.on('requestfailed', (r) => {
      if (r.url().startsWith(DEAD)) attempted.push(new URL(r.url()).pathname);
      if (attempted.length === 4) allFour();
    });
    await page.goto(`http://localhost:${PORT}/`);
    await page.getByRole('heading', { level: 1, name: en.screens.home.title }).waitFor();
    // The home page paints from its HTML before the app runs: the link moves within the app only once the app has
    // taken the page over (its screen's chunk loaded); a click before that is the browser's own page load, which
    // would load the four again.
    await triedAll;
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: /Pay a premium now/ }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: en.screens.home.title }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('script[data-third-party]').length === 0, undefined, {
      timeout: 10000,
    });
    expect(attempted.sort()).toEqual(['/dom-library.js', '/feedback-sdk.js', '/monitoring.js', '/tag-manager.js']);
    expect(problems).toEqual([]);
    await page.close();
  });
});
