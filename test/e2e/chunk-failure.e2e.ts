import { en } from '../../src/ui/text/en';
import type { Page, Route } from 'playwright-core';
import { LEAVING_MS } from '../../src/ui/leaving';
import { PAGES } from '../../src/core/pages';
import { portalUrl, useBrowser } from './support/browser';

const { open } = useBrowser();

describe('a lazy chunk that fails to load (a deploy happened, or the network dropped)', () => {
  it('gets one automatic reload, which recovers', async () => {
    const { page } = await open();
    // Every request for the chunk fails until the page reloads: the HTML's preload and the chunk loader's own
    // script both (a journey page preloads its screen's chunks), so only the reload can recover.
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    let failures = 0;
    await page.route(/\/assets\/maintenance\.[^/]+\.js$/, (route) =>
      navigations < 2 ? (failures++, route.abort('failed')) : route.continue(),
    );
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(portalUrl('/maintenance'));
    // The heading is in the HTML (prerendered): wait for the reload and the app to take the page over.
    for (let i = 0; i < 100 && loads < 2; i++) await page.waitForTimeout(100);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1, name: en.screens.maintenance.title }).waitFor();
    expect(failures).toBeGreaterThan(0);
    expect(loads).toBe(2);
  });

  it('then shows a clear message with a way to reload, not a blank page', async () => {
    const { page } = await open();
    await page.route(/\/assets\/maintenance\.[^/]+\.js$/, (route) => route.abort('failed'));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(portalUrl('/maintenance'));
    await page.getByRole('alert').getByRole('heading', { name: en.chunkFailed.title }).waitFor();
    expect(loads).toBe(2);
    await page.unroute(/\/assets\/maintenance\.[^/]+\.js$/);
    await page.getByRole('button', { name: en.chunkFailed.reload }).click();
    await page.getByRole('heading', { level: 1, name: en.screens.maintenance.title }).waitFor();
  });

  // Firefox stops a page's loads as soon as the next page is asked for, so a screen's chunk fails on the way out; a
  // reload then cancelled the customer's move.
  it('cut short because the customer is leaving, does not call them back to the page they left', async () => {
    const { page, problems } = await open();
    await leaveWhileLoading(page, (route) => route.continue());
    // Where the customer ends up: a reload would have put them back on the login page.
    await page.waitForURL(portalUrl(NEXT), { timeout: 5000 }).catch(() => undefined);
    expect(new URL(page.url()).pathname).toBe(NEXT);
    await page.getByRole('heading', { level: 1, name: en.screens.loginAcceptanceCode.title }).waitFor();
    expect(problems).toEqual([]);
  });

  it('cut short by a move that comes to nothing, gets its reload once the move has had its time', async () => {
    const { page } = await open();
    await page.clock.install();
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await leaveWhileLoading(page, (route) => route.fulfill({ status: 204 })); // a 204 leaves the page where it is
    expect(navigations).toBe(1); // no reload while the move may still come
    const reloaded = page.waitForEvent('framenavigated');
    await page.clock.fastForward(LEAVING_MS);
    await reloaded;
    expect(new URL(page.url()).pathname).toBe(PAGES.login.path);
    await page.getByRole('heading', { level: 1, name: en.screens.login.title }).waitFor();
  });
});

const NEXT = PAGES.loginAcceptanceCode.path;

/**
 * The login page with its chunks held; the customer taps a link in its HTML before its screen has come alive, and
 * the held chunks fail while the next page is on its way. Then `arrive` answers the next page's request.
 */
async function leaveWhileLoading(page: Page, arrive: (route: Route) => Promise<void>): Promise<void> {
  let stage: 'held' | 'leaving' | 'arrived' = 'held';
  const held: Route[] = [];
  await page.route(/\/assets\/(?!main\.)[^/]+\.js$/, async (route) => {
    if (stage === 'arrived') return route.continue();
    if (stage === 'leaving') return route.abort('aborted');
    held.push(route);
  });
  let asked!: () => void;
  const nextPageAsked = new Promise<void>((resolve) => (asked = resolve));
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(portalUrl(NEXT), async (route) => {
    asked();
    await answered;
    await arrive(route);
  });
  // Unnamed chunks are screens' and areas' (the shell's are named).
  const screenChunk = page.waitForRequest(/\/assets\/\d+\.[^/]+\.js$/);
  await page.goto(portalUrl(PAGES.login.path), { waitUntil: 'domcontentloaded' });
  await screenChunk;
  // The mouse's own press: a locator's click would wait for the navigation it starts, which is held.
  const link = await page.locator(`#main a[href="${NEXT}"]`).boundingBox();
  await page.mouse.click(link!.x + link!.width / 2, link!.y + link!.height / 2);
  await nextPageAsked;
  stage = 'leaving';
  await Promise.all(held.map((route) => route.abort('aborted')));
  await page.waitForTimeout(500); // the page has heard of the failure
  stage = 'arrived';
  answer();
}
