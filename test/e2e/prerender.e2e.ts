import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { findRoute, ROUTES } from '../../src/ui/routes';
import { en } from '../../src/ui/text/en';
import { portalUrl, sandboxControl, useBrowser, watchShifts } from './support/browser';
import { changeConfig } from './support/config';

/**
 * Paint before JavaScript: the HTML of each prerendered route carries its first screen, React takes
 * that very DOM over (no second paint, no layout shift), and the deployed config still wins.
 */

const { open } = useBrowser();
const PRERENDER_PATHS = ROUTES.filter((route) => route.prerender).map((route) => route.path);
/** Holds the app's script until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const titleOf = (path: string) => en.screens[findRoute(path).name].title;

describe('first screens in the HTML', () => {
  it.each(PRERENDER_PATHS)('%s paints its heading, title and header with JavaScript off', async (path) => {
    const { page, problems } = await open({ javaScriptEnabled: false });
    await page.goto(portalUrl(path));
    await page.getByRole('heading', { level: 1, name: titleOf(path) }).waitFor();
    expect(await page.title()).toBe(en.documentTitle(en.screens[findRoute(path).name].pageTitle));
    await page.getByRole('link', { name: en.header.exit }).waitFor();
    expect(problems).toEqual([]);
  });

  it.each(PRERENDER_PATHS)(
    '%s: React takes over the same elements, with no layout shift and no error',
    async (path) => {
      const { page, problems } = await open();
      // Hold the app's script back until the HTML has painted, to see what exists before it runs.
      const release = await holdApp(page);
      // Another environment's config.json: its exit link must replace the one rendered at build time, and its
      // insurer too, a longer name than the HTML's, in header and footer.
      await changeConfig(page, (config) => ({
        ...config,
        exitUrl: 'https://exit.example/',
        insurer: { name: 'Acme Assurance and Reinsurance (Singapore) Pte Ltd', uen: '201912345K' },
      }));
      const shifts = await watchShifts(page);
      await page.goto(portalUrl(path), { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1, name: titleOf(path) });
      await heading.waitFor();
      await page.evaluate(() => {
        (window as unknown as { __first: Element | null }).__first = document.querySelector('h1');
      });
      const exit = page.getByRole('link', { name: en.header.exit });
      expect(await exit.getAttribute('href')).toBe('https://www.example-insurer.com.sg/');
      release();
      await page.waitForFunction(
        () => document.querySelector('.shell-exit')?.getAttribute('href') === 'https://exit.example/',
      );
      await page.waitForFunction(() =>
        document.querySelector('.shell-insurer')?.textContent?.startsWith('Acme Assurance and Reinsurance'),
      );
      await page.waitForFunction(() => document.querySelector('.shell-legal')?.textContent?.includes('201912345K'));
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(
          () => document.querySelector('h1') === (window as unknown as { __first: Element | null }).__first,
        ),
      ).toBe(true);
      expect(await shifts()).toBe(0);
      expect(problems).toEqual([]);
    },
  );

  it('/login before the app runs: the form cannot be sent by the browser itself (what was typed would be in the URL), and what was typed stays', async () => {
    const { page, problems } = await open();
    const release = await holdApp(page);
    await page.goto(portalUrl('/login'), { waitUntil: 'commit' });
    await page.locator('label.radio', { hasText: 'Passport' }).click();
    const id = page.getByRole('textbox', { name: 'NRIC or FIN number' });
    await id.fill('E1234567');
    await id.press('Enter');
    const submit = page.getByRole('button', { name: 'Continue' });
    expect(await submit.isDisabled()).toBe(true);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForFunction(() => !(document.querySelector('button[type=submit]') as HTMLButtonElement).disabled);
    // What was typed and chosen before the app ran is kept, and the app knows it (the label follows the choice).
    const passport = page.getByRole('textbox', { name: 'Passport number' });
    await passport.waitFor();
    expect(await passport.inputValue()).toBe('E1234567');
    await page.waitForTimeout(300);
    expect(await passport.inputValue()).toBe('E1234567');
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  it('a screen whose HTML arrives in two parts is first painted whole, so nothing shifts', async () => {
    // A slow network: the document stops inside the header's language list for a second. Chromium would
    // paint the part it has, and the right-aligned names would move as the rest arrived.
    const pause = 1000;
    const relay = async (req: IncomingMessage, res: ServerResponse) => {
      const reply = await fetch(portalUrl(req.url), { headers: { accept: req.headers.accept ?? '*/*' } });
      const body = Buffer.from(await reply.arrayBuffer());
      const headers = Object.fromEntries(
        [...reply.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name)),
      );
      res.writeHead(reply.status, headers);
      const cut = headers['content-type']?.includes('html') ? body.indexOf('Bahasa Melayu') : -1;
      if (cut < 0) return void res.end(body);
      res.write(body.subarray(0, cut));
      setTimeout(() => res.end(body.subarray(cut)), pause);
    };
    const proxy = createServer((req, res) => void relay(req, res));
    await new Promise<void>((resolve) => proxy.listen(0, resolve));
    try {
      const { page, problems } = await open();
      const shifts = await watchShifts(page);
      await page.goto(`http://localhost:${(proxy.address() as AddressInfo).port}/login/acceptance-code`);
      await page.waitForLoadState('networkidle');
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      );
      expect(firstPaint).toBeGreaterThanOrEqual(pause);
      expect(await shifts()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      proxy.closeAllConnections();
      proxy.close();
    }
  });

  it('a route without a prerendered screen gets the empty page and renders in the browser', async () => {
    const html = await (await fetch(portalUrl('/one-time-payment'))).text();
    expect(html).toMatch(/<div id="root"><\/div>/);
    const { page, problems } = await open();
    await page.goto(portalUrl('/no-such-page'));
    await page.getByRole('heading', { level: 1, name: en.screens.notFound.title }).waitFor();
    expect(problems).toEqual([]);
  });

  it('a prerendered page served for another path is replaced, not hydrated into a mismatch', async () => {
    const { page, problems } = await open();
    const home = await (await fetch(portalUrl('/'))).text();
    // A CDN that answers every path with index.html (the home page's HTML).
    await page.route('**/maintenance', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: home }));
    await page.goto(portalUrl('/maintenance'));
    await page.getByRole('heading', { level: 1, name: en.screens.maintenance.title }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('a move while React takes the HTML over (maintenance, on a slow phone) leaves no mismatch', async () => {
    await sandboxControl('maintenance', { on: true });
    try {
      const { page, context, problems } = await open();
      // Slow enough that the maintenance check answers before the last of /login's HTML is taken over.
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 10 });
      await page.goto(portalUrl('/login'));
      await page.getByRole('heading', { level: 1, name: en.screens.maintenance.title }).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await sandboxControl('maintenance', { on: false });
    }
  });
});
