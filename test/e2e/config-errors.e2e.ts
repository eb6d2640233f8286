import { generateKeyPairSync } from 'node:crypto';
import type { Page } from 'playwright-core';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { axeViolations } from './support/axe';
import { portalUrl, sandboxControl, useBrowser } from './support/browser';
import { changeConfig } from './support/config';

/**
 * A configuration the portal cannot work with shows "This portal is not configured", says why in the console, and
 * sends nothing. config.json is served changed, as an operator's mistake (or a tampered copy) would leave it.
 */
const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

const SHORT_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();

/** The sandbox's config.json with `change` applied: a key set to undefined is left out. */
const serveChanged = (page: Page, change: Record<string, unknown>) =>
  changeConfig(page, (config) => {
    for (const [key, value] of Object.entries(change))
      if (value === undefined) delete config[key];
      else config[key] = value;
  });

async function expectNotConfigured(page: Page, problems: string[], reason: string): Promise<void> {
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
  expect(problems.filter((p) => !p.startsWith('console error: Failed to load resource'))).toEqual([
    `console error: [portal] not configured: ${reason} (see docs/config.md)`,
    `console error: [portal] not configured: ${reason} (see docs/config.md)`,
  ]);
}

describe('configuration errors', () => {
  it.each([
    ['a missing token secret', { aesSecret: undefined }, 'aesSecretMissing'],
    ['an empty token secret', { aesSecret: '' }, 'aesSecretMissing'],
    ['a passphrase for a token secret', { aesSecret: 'a-passphrase' }, 'aesSecretNotKey'],
    ['a missing RSA key', { rsaPublicKey: undefined }, 'rsaKeyMissing'],
    ['a 2048-bit RSA key', { rsaPublicKey: SHORT_KEY }, 'rsaKeyShort'],
    ['a malformed API origin', { apiOrigin: 'https://api.insurer.example/rs/v1' }, 'apiOriginMalformed'],
    ['an unknown key', { exitURL: 'https://www.example-insurer.com.sg/' }, 'unknownKey exitURL'],
    ['an exit link on plain http', { exitUrl: 'http://www.example-insurer.com.sg/' }, 'exitUrlNotHttps'],
    ['a hotline that is not a Singapore number', { customerServicePhone: '+1 900 555 0100' }, 'phoneMalformed'],
    ['a redirect origin of the wrong type', { redirectOrigins: 'self' }, 'wrongType redirectOrigins'],
  ])('%s: the not-configured page, the reason in the console, and no call', async (_what, change, reason) => {
    const { page, problems } = await open();
    await serveChanged(page, change);
    await expectNotConfigured(page, problems, reason);
  });

  it('shows the default exit link and hotline, never the ones that failed their check', async () => {
    const { page } = await open();
    await serveChanged(page, { exitUrl: 'javascript:alert(1)', customerServicePhone: 'call 1900 now' });
    await page.goto(portalUrl('/login'));
    await page.getByRole('heading', { level: 1, name: 'This portal is not configured' }).waitFor();
    expect(await page.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(DEFAULT_CONFIG.exitUrl);
    expect(await page.getByText(DEFAULT_CONFIG.customerServicePhone).count()).toBe(1);
  });

  it.each([
    [
      'script in place of JSON',
      (config: object) => `window.__PORTAL_CONFIG__ = ${JSON.stringify(config)};`,
      'configNotJson',
    ],
    ['a file cut short', (config: object) => JSON.stringify(config).slice(0, 40), 'configNotJson'],
    ['a list, not an object', (config: object) => JSON.stringify([config]), 'configNotObject'],
  ])('%s: not run, and the not-configured page', async (_what, text, reason) => {
    const { page, problems } = await open();
    await changeConfig(page, text);
    await expectNotConfigured(page, problems, reason);
  });

  it('a config.json the server does not have: the not-configured page', async () => {
    const { page, problems } = await open();
    await page.route(
      (url) => url.pathname === '/config.json',
      (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await expectNotConfigured(page, problems, 'configUnreachable');
  });

  it('the sandbox’s own configuration starts the portal, and leaves no global for other scripts (control)', async () => {
    const { page, problems } = await open();
    const maintenanceCheck = page.waitForRequest((request) => request.url().endsWith('/rs/v1/maintenance'));
    const configs: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') configs.push(request.url());
    });
    await page.goto(portalUrl('/login'));
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await maintenanceCheck; // the services started and made their first call
    expect(await page.getByRole('heading', { name: 'This portal is not configured' }).count()).toBe(0);
    // The configuration lives in the module that read it: no script in the page can read or replace it.
    expect(await page.evaluate(() => (window as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__)).toBeUndefined();
    const key = await page.evaluate(() =>
      Object.keys(window).filter((name) => {
        try {
          return JSON.stringify((window as unknown as Record<string, unknown>)[name])?.includes('BEGIN PUBLIC KEY');
        } catch {
          return false;
        }
      }),
    );
    expect(key).toEqual([]);
    // One request: the app's fetch took the preload's answer.
    expect(configs).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
