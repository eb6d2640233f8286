import type { Page } from 'playwright-core';
import { en } from '../../src/ui/text/en';
import { loginText } from '../../src/ui/text/en-login';
import { loginStepsText as steps } from '../../src/ui/text/en-login-steps';
import { paymentText } from '../../src/ui/text/en-payment';
import { sessionText } from '../../src/ui/text/en-session';
import { portalUrl, sandboxControl, sandboxState, useBrowser } from './support/browser';
import { heading } from './support/journeys';
import { loginBySms } from './support/login';

/**
 * Two holes a penetration test found, closed: a Singpass return URL someone sends signs the receiver in as the sender
 * (login CSRF; docs/api.md, "The tab binding"), and a session lives on, on the server and in the tab, when a login
 * page opens over it or the customer walks away (docs/api.md, "Session lifetime"; docs/session.md).
 */

const { open } = useBrowser();
const MINUTE = 60_000;
const FORCE = { force: true } as const;
const COMPLETE = '/rs/v1/login/singpass/complete';
const TERMINATE = '/rs/v1/session/terminate';

beforeEach(() => sandboxControl('reset'));

interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string>;
}
const requests = async () => (await sandboxState()).requests as unknown as Recorded[];
const storageOf = (page: Page) => page.evaluate(() => ({ ...sessionStorage }));

/** What `read` gives once it is not empty (the terminate call goes out with keepalive, nobody waits for it). */
async function until<T>(read: () => Promise<T[]>, timeoutMs = 5000): Promise<T[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found.length > 0 || Date.now() > end) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** C-1001 identifies and chooses Singpass; the browser is on the simulated Singpass page. */
async function toSingpass(page: Page): Promise<void> {
  await page.goto(portalUrl('/login'));
  await heading(page, en.screens.login.title).waitFor();
  await page.getByLabel(loginText.idNumber.labelNric).fill('S1234567D');
  await page.getByLabel(loginText.dateOfBirth.label).fill('31/08/1985');
  await page.getByRole('button', { name: loginText.submitIdentify }).click();
  await heading(page, en.screens.loginAuthMethod.title).waitFor();
  await page.getByRole('button', { name: steps.authMethod.singpass }).click();
  await page.getByRole('heading', { name: 'Singpass (sandbox)' }).waitFor();
}

/** C-1002 (passport, email only) logs in. */
async function loginAsC1002(page: Page): Promise<void> {
  await page.locator('label.radio', { hasText: loginText.idType.passport }).click();
  await page.getByLabel(loginText.idNumber.labelPassport).fill('E1234567');
  await page.getByLabel(loginText.dateOfBirth.label).fill('14/02/1992');
  await page.getByRole('button', { name: loginText.submitIdentify }).click();
  await heading(page, en.screens.loginAuthMethod.title).waitFor();
  await page.getByRole('button', { name: steps.authMethod.continue }).click();
  await heading(page, en.screens.loginOtp.title).waitFor();
  await page.getByLabel(steps.otp.label).fill('123456');
  await page.getByRole('button', { name: steps.otp.submit }).click();
  await page.waitForURL((url) => url.pathname === '/one-time-payment');
}

describe('a Singpass return belongs to the tab that left for it', () => {
  it('a victim’s tab given the attacker’s return URL is not signed in; the address keeps no code or state', async () => {
    // The attacker identifies as themselves, approves on Singpass, and stops before the redirect.
    const attacker = await open();
    await toSingpass(attacker.page);
    const state = await attacker.page.locator('input[name="state"]').inputValue();
    const approved = await attacker.page.request.get(
      portalUrl(`/sandbox/singpass/authorize?state=${state}&outcome=approve`),
      { maxRedirects: 0 },
    );
    const returnUrl = approved.headers().location!;
    expect(returnUrl).toMatch(/^\/login\/auth-method\?code=\w+&state=\w+$/);

    // The victim opens it in their own browser.
    const victim = await open();
    await victim.page.goto(portalUrl(returnUrl));
    await victim.page.getByText(steps.authMethod.singpassFailed).waitFor();
    await victim.page.getByRole('link', { name: steps.authMethod.loginAgain }).waitFor();
    expect(new URL(victim.page.url()).search).toBe('');
    expect(new URL(victim.page.url()).pathname).toBe('/login/auth-method');
    expect((await storageOf(victim.page)).accessToken).toBeUndefined();
    expect((await requests()).filter((r) => r.path === COMPLETE)).toEqual([]);
    await victim.page.goto(portalUrl('/one-time-payment'));
    await heading(victim.page, en.screens.login.title).waitFor(); // the guard: nobody is signed in
    expect(victim.problems).toEqual([]);
  });

  it('the tab that left comes back signed in, its binding used once and the hash alone sent ahead', async () => {
    const { page, problems } = await open();
    await toSingpass(page);
    const binding = (await storageOf(page))['portal.singpass.binding']!;
    expect(binding).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const start = (await sandboxState()).requests.find((r) => r.path === '/rs/v1/login/singpass/start')!;
    expect(start.body).not.toContain(binding);
    expect(JSON.parse(start.body)).toMatchObject({ bindingHash: expect.stringMatching(/^[\w-]{43}$/) });
    await page.getByRole('button', { name: /^Approve/ }).click();
    await page.waitForURL((url) => url.pathname === '/one-time-payment');
    expect((await storageOf(page))['portal.singpass.binding']).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('reloaded on the way (a cancel on Singpass): the attempt resumes, and the address keeps no state or error', async () => {
    const { page, problems } = await open();
    await toSingpass(page);
    await page.getByRole('button', { name: 'Cancel and return to the portal' }).click();
    await page.getByText(steps.authMethod.singpassCancelledChoose).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login/auth-method');
    await page.getByRole('button', { name: steps.authMethod.continue }).click();
    await heading(page, en.screens.loginOtp.title).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('a session ends on the server, and before another login', () => {
  it('A signed in with a payment under way, then /login: A’s token is terminated, the draft is gone, B signs in', async () => {
    const { page, problems } = await open();
    await loginBySms(page, '/one-time-payment');
    await heading(page, en.screens.oneTimePayment.title).waitFor();
    await page.getByRole('checkbox', { name: /TermGuard Life/ }).check(FORCE);
    await page.getByRole('button', { name: paymentText.continue }).click();
    await heading(page, en.screens.paymentMethod.title).waitFor();
    const before = await storageOf(page);
    expect(before['portal.payment.draft']).toContain('L-1001-01');
    const tokenOfA = (await requests()).find((r) => r.path === '/rs/v1/policies/due')!.headers.authorization;
    expect(tokenOfA).toMatch(/^Bearer sbx\./);

    await page.goto(portalUrl('/login'));
    await heading(page, en.screens.login.title).waitFor();
    await page.waitForFunction(() => sessionStorage.getItem('accessToken') === null);
    const terminated = await until(async () => (await requests()).filter((r) => r.path === TERMINATE));
    expect(terminated.map((r) => r.headers.authorization)).toEqual([tokenOfA]);
    expect(await storageOf(page)).toEqual({});
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await loginAsC1002(page);
    await page.getByRole('checkbox', { name: /TermGuard Life/ }).waitFor();
    const policies = await page.getByRole('checkbox').allTextContents();
    expect(policies.join(' ')).not.toMatch(/EduSaver|L-1001/);
    expect((await storageOf(page))['portal.payment.draft'] ?? '').not.toContain('L-1001-01');
    expect(problems).toEqual([]);
  });

  it('40 idle minutes on the server end the token: the next call opens the Session ended dialog', async () => {
    const { page, problems } = await open();
    await loginBySms(page, '/one-time-payment');
    await heading(page, en.screens.oneTimePayment.title).waitFor();
    await page.getByRole('checkbox', { name: /TermGuard Life/ }).waitFor();
    await sandboxControl('clock', { advanceMs: 40 * MINUTE });
    await page.reload(); // the page asks for the policies due again
    const dialog = page.getByRole('alertdialog', { name: sessionText.error.sessionTitle });
    await dialog.getByText(/Your session has ended\. Please try to login again/).waitFor();
    const due = (await requests()).filter((r) => r.path === '/rs/v1/policies/due');
    expect(due).toHaveLength(2);
    await dialog.getByRole('button', { name: sessionText.error.close }).click();
    await page.waitForURL(portalUrl('/'));
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    expect(problems.filter((p) => !p.includes('status of 401 (Unauthorized)'))).toEqual([]);
  });
});
