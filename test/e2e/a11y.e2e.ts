import { LANGUAGES, LOCALE } from '../../src/core/shell/language';
import { NOT_FOUND } from '../../src/core/pages';
import { ROUTES } from '../../src/ui/routes';
import { TEXTS } from '../support/texts';
import { axeViolations } from './support/axe';
import { portalUrl, sandboxControl, settled, useBrowser } from './support/browser';
import { loginBySms } from './support/login';

const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

describe.each(LANGUAGES)('accessibility (axe-core, WCAG 2.2 AA) in %s', (language) => {
  it('finds 0 violations across all routes (journey pages logged in) and the not-found page', async () => {
    const { page, problems } = await open({ viewport: { width: 390, height: 844 } });
    // Stored before every load, as a returning customer's choice is; one page holds the signed-in state.
    await page.addInitScript((l) => localStorage.setItem('language', l), language);
    const found: Record<string, unknown> = {};
    const check = async (path: string) => {
      await page.goto(portalUrl(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForFunction((lang) => document.documentElement.lang === lang, LOCALE[language]);
      const violations = await axeViolations(page);
      if (violations.length) found[path] = violations;
    };
    for (const route of ROUTES.filter((r) => !r.requiresLogin)) await check(route.path);
    await check('/no-such-page');
    await loginBySms(page, undefined, undefined, undefined, TEXTS[language]);
    for (const route of ROUTES.filter((r) => r.requiresLogin)) await check(route.path);
    expect(found).toEqual({});
    expect(problems).toEqual([]);
    expect(NOT_FOUND.pageName).toBe('portal:not-found');
    // Every route in one page: about 40 s on a quiet machine, past the suite's 60 s on a loaded one.
  }, 180_000);
});

describe('accessibility (axe-core, WCAG 2.2 AA) controls', () => {
  it('would catch a real violation (control: an image without a text alternative)', async () => {
    const { page } = await open();
    await page.goto(portalUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Hydrated first: a screen that is still arriving can redraw main (no h1 for a moment, the image gone).
    await settled(page);
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('img')));
    expect((await axeViolations(page)).map((v) => v.id)).toContain('image-alt');
  });

  it('lets a keyboard user skip to the content and reach every home choice', async () => {
    const { page } = await open();
    await page.goto(portalUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    const reached: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href') ?? ''),
      );
    }
    expect(reached).toEqual(expect.arrayContaining(['/one-time-payment', '/third-party', '/recurring-page']));
  });
});
