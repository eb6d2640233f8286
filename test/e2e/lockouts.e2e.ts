import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { portalUrl, sandboxControl, sandboxState, useBrowser } from './support/browser';

/**
 * The lock-outs hold across login attempts, last 30 minutes on the sandbox's clock, and the
 * portal says when to try again and whom to call, the same for a known and an unknown identity (docs/api.md).
 */
const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

const C1001 = { id: 'S1234567D', dob: '31/08/1985' };
const APPLICANT = { id: 'T1234567J', dob: '15/01/1990', code: 'AC7Q2M9X' };
const PHONE = '+65 6000 0000';
const HALF_HOUR_MS = 30 * 60_000;

/** A failed call's "Failed to load resource" line is the browser reporting the 4xx we asked for, not a fault. */
const realProblems = (problems: string[]) =>
  problems.filter((p) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(p));

async function identify(page: Page, id: string, dob: string) {
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  await page.getByRole('textbox', { name: 'NRIC or FIN number' }).fill(id);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill(dob);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function chooseSms(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Verify it’s you' }).waitFor();
  await page.locator('label', { has: page.getByRole('radio', { name: /text message/ }) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'One-time password' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The open dialog's title and text; then it is closed with its button. */
async function readAndCloseDialog(page: Page): Promise<{ title: string; body: string }> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  const title = (await dialog.getByRole('heading').textContent()) ?? '';
  const body = (await dialog.locator('p.dialog-body').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return { title, body };
}

function expectLockoutText(shown: { title: string; body: string }, what: RegExp, minutes = 30) {
  expect(shown.title).toBe('Login paused for your security');
  expect(shown.body).toMatch(what);
  expect(shown.body).toContain(`Please try again in ${minutes} minutes.`);
  expect(shown.body).toContain(`call our customer service on ${PHONE}`);
}

describe('lock-outs', () => {
  it('one-time password: three wrong in one attempt, two in the next, and the identity is paused for 30 minutes', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await identify(page, C1001.id, C1001.dob);
    await chooseSms(page);
    await enterCode(page, '111111');
    await page.getByText(/You have 2 tries left/).waitFor();
    await enterCode(page, '222222');
    await page.getByText(/You have 1 try left/).waitFor();
    await enterCode(page, '333333');
    await page.getByRole('heading', { level: 1, name: 'This login is locked' }).waitFor();

    // Logging in again no longer brings three fresh tries.
    await page.getByRole('link', { name: 'Log in again' }).click();
    await identify(page, C1001.id, C1001.dob);
    await chooseSms(page);
    await enterCode(page, '444444');
    await page.getByText(/That code is not right.*You have 1 try left/).waitFor();
    await enterCode(page, '555555');
    await page.getByRole('alertdialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expectLockoutText(
      await readAndCloseDialog(page),
      /^We have paused login by one-time password after several wrong codes/,
    );
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();

    // Still paused: asking for a code is refused with the same message, and a minute before the end it says so.
    await page.goto(portalUrl('/login'));
    await identify(page, C1001.id, C1001.dob);
    await chooseSms(page);
    expectLockoutText(await readAndCloseDialog(page), /one-time password/);
    await sandboxControl('clock', { advanceMs: HALF_HOUR_MS - 60_000 });
    await page.goto(portalUrl('/login'));
    await identify(page, C1001.id, C1001.dob);
    await chooseSms(page);
    expect((await readAndCloseDialog(page)).body).toContain('Please try again in 1 minute.');

    // Thirty minutes after the lock, the right code logs in.
    await sandboxControl('clock', { advanceMs: 60_000 });
    await page.goto(portalUrl('/login'));
    await identify(page, C1001.id, C1001.dob);
    await chooseSms(page);
    await enterCode(page, '123456');
    await page.waitForURL(portalUrl('/one-time-payment'));
    expect(realProblems(problems)).toEqual([]);
  });

  it('codes sent: the sixth in an hour, however many logins came between, is refused with the pause', async () => {
    const { page, problems } = await open();
    for (let i = 0; i < 5; i++) {
      await page.goto(portalUrl('/login'));
      await identify(page, C1001.id, C1001.dob);
      await chooseSms(page);
      await page.getByRole('textbox', { name: 'One-time password' }).waitFor();
    }
    await page.goto(portalUrl('/login'));
    await identify(page, C1001.id, C1001.dob);
    await chooseSms(page);
    expectLockoutText(
      await readAndCloseDialog(page),
      /^We have paused login by one-time password after several codes were sent in the last hour/,
      60,
    );
    expect(realProblems(problems)).toEqual([]);
  });

  it('acceptance code: the fifth failure pauses it for 30 minutes, and even the right code waits', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login/acceptance-code'));
    const submit = async (code: string) => {
      await page.getByRole('heading', { level: 1, name: 'Log in with your acceptance code' }).waitFor();
      await page.getByRole('textbox', { name: 'Acceptance code' }).fill(code);
      await page.getByRole('textbox', { name: 'NRIC or FIN number' }).fill(APPLICANT.id);
      await page.getByRole('textbox', { name: 'Date of birth' }).fill(APPLICANT.dob);
      await page.getByRole('button', { name: 'Log in' }).click();
    };
    const calls = async () =>
      (await sandboxState()).requests.filter((r) => r.path === '/rs/v1/login/acceptance-code').length;
    for (let i = 1; i <= 4; i++) {
      await submit('AC7Q2M9Y');
      for (let tries = 0; (await calls()) < i; tries++) {
        if (tries > 100) throw new Error(`acceptance code call ${i} never reached the sandbox`);
        await new Promise((resolve) => setTimeout(resolve, 50)); // polling the sandbox: no page event to await
      }
      await page.getByText(/does not match the ID number and date of birth/).waitFor();
    }
    await submit('AC7Q2M9Y');
    expectLockoutText(await readAndCloseDialog(page), /^We have paused login by acceptance code/);
    await submit(APPLICANT.code);
    expectLockoutText(await readAndCloseDialog(page), /acceptance code/);
    expect(new URL(page.url()).pathname).toBe('/login/acceptance-code');

    await sandboxControl('clock', { advanceMs: HALF_HOUR_MS });
    await submit(APPLICANT.code);
    await page.waitForURL(portalUrl('/one-time-payment/acceptance-code'));
    expect(realProblems(problems)).toEqual([]);
  });

  it('identify: a known ID number with a wrong date of birth and an unknown one get the same answers, and both are paused at the fifth', async () => {
    const { page, problems } = await open();
    const known: { title: string; body: string }[] = [];
    const unknown: { title: string; body: string }[] = [];
    for (let i = 1; i <= 5; i++) {
      await page.goto(portalUrl('/login'));
      await identify(page, C1001.id, '30/08/1985');
      known.push(await readAndCloseDialog(page));
      await page.goto(portalUrl('/login'));
      await identify(page, 'S7654321F', '30/08/1985');
      unknown.push(await readAndCloseDialog(page));
    }
    expect(known).toEqual(unknown);
    for (const shown of known.slice(0, 4)) expect(shown.body).toMatch(/do not match records; try again/);
    expectLockoutText(known[4]!, /^We have paused login after several unsuccessful attempts/);
    // While paused, the right date of birth gets the same answer: trying cannot find it.
    await page.goto(portalUrl('/login'));
    await identify(page, C1001.id, C1001.dob);
    expect(await readAndCloseDialog(page)).toEqual(known[4]);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    await sandboxControl('clock', { advanceMs: HALF_HOUR_MS });
    await page.goto(portalUrl('/login'));
    await identify(page, C1001.id, C1001.dob);
    await page.getByRole('heading', { level: 1, name: 'Verify it’s you' }).waitFor();
    expect(realProblems(problems)).toEqual([]);
  });
});
