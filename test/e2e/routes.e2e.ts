import { ROUTES } from '../../src/ui/routes';
import { en } from '../../src/ui/text/en';
import { dataLayer, portalUrl, sandboxControl, useBrowser } from './support/browser';

const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

describe('every spec route in Chromium against the production bundle', () => {
  it('renders all 36 routes, each with its heading, its own page name and the data-layer defaults, and no error', async () => {
    const { page, problems } = await open();
    const seen = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(portalUrl(route.path));
      await page.getByRole('heading', { level: 1, name: en.screens[route.screen].title }).waitFor();
      await page.waitForFunction((name) => (window.dataLayer ?? []).some((e) => (e as { pageName?: string }).pageName === name), route.pageName);
      const views = (await dataLayer(page)).filter((e) => e.event === 'pageView');
      const view = views.at(-1)!;
      expect(view).toMatchObject({ pageName: route.pageName, pageUrl: route.path, language: 'en', websiteCountry: 'sg' });
      seen.add(view.pageName!);
    }
    expect(seen.size).toBe(36);
    expect(problems).toEqual([]);
  });

  it('shows a not-found page with a way home for an unknown path', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/one-time-payment/nope'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pay your premium' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('maintenance', () => {
  it('sends the user to /maintenance when the server says so', async () => {
    await sandboxControl('maintenance', { on: true });
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await page.getByRole('heading', { level: 1, name: en.screens.maintenance.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/maintenance');
    expect(problems).toEqual([]);
  });

  it('stays on the page when maintenance is off', async () => {
    const { page, problems } = await open();
    const checked = page.waitForResponse((r) => r.url().endsWith('/rs/v1/maintenance'));
    await page.goto(portalUrl('/login'));
    await checked;
    await page.getByRole('heading', { level: 1, name: en.screens.login.title }).waitFor();
    await page.waitForTimeout(100);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(problems).toEqual([]);
  });
});

describe('framing', () => {
  it('is refused by the headers: CSP frame-ancestors none and X-Frame-Options DENY', async () => {
    const res = await fetch(portalUrl('/login'));
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('breaks out of a frame where a host strips those headers', async () => {
    const { page, context } = await open();
    // A hostile host that strips the headers and frames the portal.
    await context.route(portalUrl('/framed-host'), (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe src="${portalUrl('/login')}" title="portal"></iframe>` }),
    );
    await context.route(portalUrl('/login'), async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['x-frame-options'];
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await page.goto(portalUrl('/framed-host'));
    await page.waitForURL(portalUrl('/login'));
    expect(page.frames()).toHaveLength(1);
  });
});
