import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { portalUrl, useBrowser } from './support/browser';
import { serverReply } from './support/server-reply';
import { toPaymentReview } from './support/journeys';
import { resetKeepingSignIn } from './support/login';

/**
 * Pay follows a gateway address only when it is https and on the allow-list (the sandbox's own
 * origin here). The reply is rewritten in flight, as a compromised or misconfigured backend would send it.
 */
const { open } = useBrowser();

beforeEach(resetKeepingSignIn);

/** Pays by card with the reply's `next.url` rewritten in flight; returns every request that reached evil.invalid. */
async function payWithNextAddress(page: Page, evil: string): Promise<string[]> {
  const wentOut: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('evil.invalid')) wentOut.push(request.url());
  });
  await page.route(
    (url) => url.pathname === '/rs/v1/payments',
    async (route) => {
      const reply = await serverReply(route);
      const json = JSON.parse(reply.body.toString('utf8')) as { body: { next?: { url?: string } } };
      if (json.body.next?.url) json.body.next.url = evil;
      await route.fulfill({ ...reply, body: JSON.stringify(json) });
    },
  );
  const pay = await toPaymentReview(page, 'visa');
  await pay.click();
  return wentOut;
}

describe('outbound addresses', () => {
  it.each([
    ['plain http', 'http://evil.invalid/pay'],
    ['https off the allow-list', 'https://evil.invalid/pay'],
    ['credentials in front of the sandbox host', `${portalUrl('/')}@evil.invalid/pay`.replace('http://', 'https://')],
  ])('%s is refused with a clear message, and the page stays', async (_name, evil) => {
    const { page, problems } = await open();
    const wentOut = await payWithNextAddress(page, evil);
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'We stopped an unsafe link' }).waitFor();
    expect(await dialog.locator('p.dialog-body').textContent()).toBe(
      'We did not open the next page, because its address is not one of the sites we work with. Please try again later, or call our customer service on +65 6000 0000.',
    );
    // The customer can read out the support reference under the spec's words.
    expect(await dialog.locator('.support-reference').textContent()).toMatch(/^Reference: [0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).origin).toBe(new URL(portalUrl('/')).origin);
    expect(wentOut).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each([
    ['a tab the browser would drop', '/\t/evil.invalid/pay'],
    ['a line break', '/\r\n/evil.invalid/pay'],
    ['a backslash', '/\\evil.invalid/pay'],
    ['a leading space before javascript:', ' JavaScript:location="https://evil.invalid/pay"'],
  ])('an address with %s is never followed', async (_name, evil) => {
    const { page } = await open();
    const wentOut = await payWithNextAddress(page, evil);
    await page.getByRole('alert').first().waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).origin).toBe(new URL(portalUrl('/')).origin);
    expect(wentOut).toEqual([]);
  });

  it('the sandbox’s own gateway, on the allow-list as "self", is still followed', async () => {
    const { page, problems } = await open();
    const pay = await toPaymentReview(page, 'visa');
    await pay.click();
    await page.getByRole('heading', { level: 1, name: 'Sandbox card gateway' }).waitFor();
    expect(problems).toEqual([]);
  });
});
