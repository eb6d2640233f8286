import { ROUTES } from '../../src/ui/routes';
import { en } from '../../src/ui/text/en';
import { dataLayer, portalUrl, sandboxControl, useBrowser } from './support/browser';
import { serverReply } from './support/server-reply';
import { signedOutHeading } from './support/headings';
import { loginBySms } from './support/login';

const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

const isPublic = (route: (typeof ROUTES)[number]) => !route.requiresLogin;

describe('every spec route in Chromium against the production bundle', () => {
  it('renders every route of the table, each with its own page name and the data-layer defaults, and no error', async () => {
    const { page, problems } = await open();
    const seen = new Set<string>();
    const visit = async (route: (typeof ROUTES)[number]) => {
      await page.goto(portalUrl(route.path));
      await page.waitForFunction(() =>
        (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'pageView'),
      );
      // The first view of a load is the route's own; a screen may then move on (a review with nothing to review).
      const view = (await dataLayer(page)).find((e) => e.event === 'pageView')!;
      expect(view).toMatchObject({
        pageName: route.pageName,
        pageUrl: route.path,
        language: 'en',
        websiteCountry: 'sg',
      });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      seen.add(view.pageName!);
    };
    // Public routes as a visitor sees them: a page that stays put shows its own heading (a later login
    // step reached directly may send the visitor back to the start, which the login tests cover).
    for (const route of ROUTES.filter(isPublic)) {
      await visit(route);
      if (new URL(page.url()).pathname === route.path) {
        await page.getByRole('heading', { level: 1, name: signedOutHeading(route) }).waitFor();
      }
    }
    // Journey routes once logged in.
    await loginBySms(page);
    for (const route of ROUTES.filter((r) => !isPublic(r))) await visit(route);
    expect(seen.size).toBe(ROUTES.length);
    expect(problems).toEqual([]);
  }, 180_000); // every route's load in one test: about a minute alone, more on a loaded machine

  it('sends a logged-out visitor of a journey page to /login', async () => {
    const { page } = await open();
    for (const route of ROUTES.filter((r) => !isPublic(r)).slice(0, 3)) {
      await page.goto(portalUrl(route.path));
      await page.getByRole('heading', { level: 1, name: en.screens.login.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    }
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
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe src="${portalUrl('/login')}" title="portal"></iframe>`,
      }),
    );
    await context.route(portalUrl('/login'), async (route) => {
      const reply = await serverReply(route);
      delete reply.headers['x-frame-options'];
      delete reply.headers['content-security-policy'];
      await route.fulfill(reply);
    });
    await page.goto(portalUrl('/framed-host'));
    await page.waitForURL(portalUrl('/login'));
    expect(page.frames()).toHaveLength(1);
  });
});
