import { en } from '../../src/ui/text/en';
import { accessibilityText as a } from '../../src/ui/text/en-accessibility';
import { footerText } from '../../src/ui/text/en-footer';
import { axeViolations } from './support/axe';
import { portalUrl, useBrowser } from './support/browser';

const { open } = useBrowser();

describe('the accessibility statement', () => {
  it('is linked from the footer: the standard, the testing, the limits and the hotline to report a problem', async () => {
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    await page.goto(portalUrl('/'));
    await page.getByRole('heading', { level: 1, name: en.screens.home.title }).waitFor();
    await page
      .getByRole('navigation', { name: footerText.links })
      .getByRole('link', { name: footerText.accessibility })
      .click();
    await page.waitForURL((url) => url.pathname === '/accessibility');
    await page.getByRole('heading', { level: 1, name: en.screens.accessibility.title }).waitFor();
    expect(await page.title()).toBe(en.documentTitle(en.screens.accessibility.title));
    for (const section of [a.standard, a.testing, a.limits, a.report])
      await page.getByRole('heading', { level: 2, name: section.title }).waitFor();
    await page.getByText(/WCAG\) 2\.2 at level AA/).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: '+65 6000 0000' }).getAttribute('href')).toBe(
      'tel:+6560000000',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
