import { generateKeyPairSync } from 'node:crypto';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { portalUrl, sandboxControl, useBrowser } from './support/browser';

/**
 * Issue 15, item 4: a configuration the portal cannot work with shows "This portal is not configured", says why in
 * the console, and sends nothing. config.js is served changed, as an operator's mistake would leave it.
 */
const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

const SHORT_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();

async function serveConfig(page: Page, change: Record<string, unknown>) {
  const real = await (await fetch(portalUrl('/config.js'))).text();
  const config = JSON.parse(/=\s*(\{[\s\S]*\});?\s*$/.exec(real)![1]!) as Record<string, unknown>;
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete config[key];
    else config[key] = value;
  }
  await page.route(
    (url) => url.pathname === '/config.js',
    (route) =>
      route.fulfill({
        contentType: 'text/javascript; charset=utf-8',
        body: `window.__PORTAL_CONFIG__ = ${JSON.stringify(config)};\n`,
      }),
  );
}

describe('configuration errors', () => {
  it.each([
    ['a missing token secret', { aesSecret: undefined }, 'aesSecretMissing'],
    ['an empty token secret', { aesSecret: '' }, 'aesSecretMissing'],
    ['a passphrase for a token secret', { aesSecret: 'a-passphrase' }, 'aesSecretNotKey'],
    ['a missing RSA key', { rsaPublicKey: undefined }, 'rsaKeyMissing'],
    ['a 2048-bit RSA key', { rsaPublicKey: SHORT_KEY }, 'rsaKeyShort'],
    ['a malformed API origin', { apiOrigin: 'https://api.insurer.example/rs/v1' }, 'apiOriginMalformed'],
  ])('%s: the not-configured page, the reason in the console, and no call', async (_what, change, reason) => {
    const { page, problems } = await open();
    await serveConfig(page, change);
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/rs/') || path.startsWith('/sandbox/')) calls.push(path);
    });
    for (const path of ['/', '/login']) {
      await page.goto(portalUrl(path));
      await page.getByRole('heading', { level: 1, name: 'This portal is not configured' }).waitFor();
      expect(await page.getByText(/cannot start because it has not been set up correctly/).count()).toBe(1);
      expect(await page.getByRole('textbox').count()).toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(calls).toEqual([]);
    expect(problems).toEqual([
      `console error: [portal] not configured: ${reason} (see docs/config.md)`,
      `console error: [portal] not configured: ${reason} (see docs/config.md)`,
    ]);
  });

  it('the sandbox’s own configuration starts the portal (control)', async () => {
    const { page, problems } = await open();
    const maintenanceCheck = page.waitForRequest((request) => request.url().endsWith('/rs/v1/maintenance'));
    await page.goto(portalUrl('/login'));
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await maintenanceCheck; // the services started and made their first call
    expect(await page.getByRole('heading', { name: 'This portal is not configured' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
