import { en } from '../../src/ui/text/en';
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
});
