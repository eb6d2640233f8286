import type { Page } from 'playwright-core';
import { en } from '../../src/ui/text/en';
import { accountText } from '../../src/ui/text/en-account';
import { footerText } from '../../src/ui/text/en-footer';
import { paymentOutcomeText } from '../../src/ui/text/en-payment-outcome';
import { axeViolations } from './support/axe';
import { portalUrl, useBrowser } from './support/browser';
import { changeConfig } from './support/config';
import { heading, toGuestPay, toPaymentReview, payAtGateway } from './support/journeys';
import { resetKeepingSignIn, signIn } from './support/login';

/**
 * The insurer's identity from config.json (no rebuild) in the header, the footer and on receipts
 * (screen and print); the header's focus ring on red; the header at 200% text on a phone.
 */

const { open } = useBrowser();

const ACME = {
  name: 'Acme Assurance Pte Ltd',
  uen: '201912345K',
  logoUrl: '/brand/acme.svg',
  privacyUrl: 'https://acme.example/privacy',
  termsUrl: 'https://acme.example/terms',
  securityUrl: 'https://acme.example/security',
};
const ACME_PHONE = '+65 6123 4567';
const ACME_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#fff"/></svg>';

beforeEach(resetKeepingSignIn);

/** Another deployment's config.json, as an operator would deploy it, and its logo on this origin. */
async function deployAcme(page: Page): Promise<void> {
  await changeConfig(page, (config) => ({ ...config, insurer: ACME, customerServicePhone: ACME_PHONE }));
  await page.route('**/brand/acme.svg', (route) => route.fulfill({ contentType: 'image/svg+xml', body: ACME_LOGO }));
}

async function expectAcmeHeaderAndFooter(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByText(ACME.name, { exact: true }).waitFor();
  await page.waitForFunction(
    (src) => document.querySelector<HTMLImageElement>('.shell-logo')?.getAttribute('src') === src,
    ACME.logoUrl,
  );
  expect(await page.locator('.shell-logo').evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
  const footer = page.getByRole('contentinfo');
  await footer.getByText(footerText.legal(ACME.name, ACME.uen)).waitFor();
  expect(await footer.innerText()).toContain(footerText.security);
  expect(await footer.getByRole('link', { name: ACME_PHONE }).getAttribute('href')).toBe('tel:+6561234567');
  for (const [name, href] of [
    [footerText.privacy, ACME.privacyUrl],
    [footerText.terms, ACME.termsUrl],
    [footerText.securityNotice, ACME.securityUrl],
  ]) {
    expect(await footer.getByRole('link', { name }).getAttribute('href')).toBe(href);
  }
  expect(await page.content()).not.toContain('Example Insurance');
}

/** WCAG relative luminance contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const ch = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(bl!);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the insurer’s identity from config.json', () => {
  it('the default identity is in the HTML of a prerendered page, header and footer, before any script runs', async () => {
    const { page, problems } = await open({ javaScriptEnabled: false });
    await page.goto(portalUrl('/login'));
    await page.getByRole('banner').getByText('Example Insurance Pte Ltd', { exact: true }).waitFor();
    await page
      .getByRole('contentinfo')
      .getByText(footerText.legal('Example Insurance Pte Ltd', '198700001E'))
      .waitFor();
    // The logo's box is there; the built-in mark is drawn once the app runs (no image fetched before the first paint).
    expect(await page.locator('.shell-logo').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    const app = await open();
    await app.page.goto(portalUrl('/login'));
    await app.page.locator('.shell-logo.shell-mark').waitFor();
    expect(app.problems).toEqual([]);
  });

  it.each(['/', '/login', '/third-party'])(
    '%s: a changed config.json names the insurer in header and footer, with 0 axe violations',
    async (path) => {
      const { page, problems } = await open();
      await deployAcme(page);
      await page.goto(portalUrl(path));
      await expectAcmeHeaderAndFooter(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it('a receipt names the payee and its UEN on screen and in print, from config.json', async () => {
    const { page, problems } = await open();
    await deployAcme(page);
    await (await toPaymentReview(page, 'visa')).click();
    await payAtGateway(page);
    await heading(page, en.screens.paymentSuccessful.title).waitFor();
    await expectAcmeHeaderAndFooter(page);
    const rows = page.locator('.summary-row');
    await rows.first().waitFor();
    const text = await rows.allInnerTexts();
    expect(text.join('\n')).toContain(`${accountText.payee.name}\n${ACME.name}`);
    expect(text.join('\n')).toContain(`${accountText.payee.uen}\n${ACME.uen}`);
    expect(await axeViolations(page)).toEqual([]);
    // Printed (or saved as PDF from the print dialog): the name, the UEN and the rows, without the controls.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').getByText(ACME.name, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(footerText.legal(ACME.name, ACME.uen)).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('cell', { name: ACME.uen })
        .or(page.getByText(ACME.uen, { exact: true }))
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: paymentOutcomeText.pdf.download }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: en.header.exit }).isVisible()).toBe(false);
    expect(problems).toEqual([]);
  }, 90000);

  it('a guest’s receipt (third party, no login) names the payee and its UEN too', async () => {
    const { page, problems } = await open();
    await deployAcme(page);
    await (await toGuestPay(page)).click();
    await payAtGateway(page);
    await heading(page, en.screens.thirdPartySuccessful.title).waitFor();
    await page.getByText(ACME.uen, { exact: true }).waitFor();
    await page.getByText(ACME.name, { exact: true }).first().waitFor();
    expect(problems).toEqual([]);
  }, 90000);
});

describe('the header', () => {
  it('its focus ring is at least 3:1 against the red header (a blue ring would be 1.21:1)', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/'));
    await heading(page, en.screens.home.title).waitFor();
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Tab'); // Back, in the header
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const header = document.querySelector('.shell-header')!;
      return {
        inHeader: header.contains(el),
        outline: getComputedStyle(el).outlineColor,
        width: parseFloat(getComputedStyle(el).outlineWidth),
        style: getComputedStyle(el).outlineStyle,
        background: getComputedStyle(header).backgroundColor,
      };
    });
    expect(ring.inHeader).toBe(true);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.outline, ring.background)).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
  });

  it('at 200% text on a 360 px phone, signed in, it wraps: Exit and Log out stay on screen, no sideways scroll', async () => {
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    await signIn(page, '/recurring-page');
    await page.getByRole('button', { name: accountText.logout }).waitFor();
    // Text zoom as a phone's accessibility setting does it: the root font size, not the page zoom.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const boxes = await page.evaluate(() =>
      ['.shell-back', '.shell-logout', '.shell-exit', '.shell-who', '.shell-brand'].map((selector) => {
        const r = document.querySelector(selector)!.getBoundingClientRect();
        return { selector, left: r.left, right: r.right };
      }),
    );
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
  }, 60000);
});
