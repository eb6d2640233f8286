import type { Locator, Page } from 'playwright-core';
import { dataLayer, portalUrl, sandboxControl, sandboxState, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { axeViolations } from './support/axe';
import { changeConfig } from './support/config';

const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

const C1001 = { id: 'S1234567D', dob: '31/08/1985' };
/** Every value that must never appear in plain text outside the RSA ciphertext. */
const SECRETS = [
  'S1234567D',
  's1234567d',
  '31/08/1985',
  '1985-08-31',
  '123456',
  '111111',
  'T1234567J',
  '15/01/1990',
  '1990-01-15',
  'AC7Q2M9X',
  'ac7q2m9x',
];

/** A failed call's "Failed to load resource" line is the browser reporting the 4xx we asked for, not a fault. */
const realProblems = (problems: string[]) =>
  problems.filter((p) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(p));

/** A pointer user clicks the radio's visible label; react-aria keeps the input itself visually hidden. */
function radioLabel(page: Page, name: RegExp): Locator {
  return page.locator('label', { has: page.getByRole('radio', { name }) });
}

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function identifyByKeyboard(page: Page, id: string, dob: string) {
  await heading(page, 'Log in');
  await tabTo(page, page.getByRole('textbox', { name: 'NRIC or FIN number' }));
  await page.keyboard.type(id);
  await page.keyboard.press('Tab');
  await page.keyboard.type(dob);
  // The prerendered form's submit button is disabled until the app takes the page over, and Enter on it does
  // nothing (no native submit, so nothing typed reaches a URL); on a loaded machine that can take seconds.
  await page.locator('form button[type="submit"]:not([disabled])').waitFor();
  await page.keyboard.press('Enter');
}

async function identifyByPointer(page: Page, id: string, dob: string) {
  await heading(page, 'Log in');
  await page.getByRole('textbox', { name: 'NRIC or FIN number' }).fill(id);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill(dob);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function otpByPointer(page: Page, method: RegExp, code = '123456') {
  await heading(page, 'Verify it’s you');
  await radioLabel(page, method).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Enter your one-time password');
  await page.getByRole('textbox', { name: 'One-time password' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function loggedInAt(page: Page, path: string) {
  await page.waitForURL(portalUrl(path));
  expect(await page.evaluate(() => sessionStorage.getItem('aauserid'))).toBeTruthy();
}

describe('login by one-time password', () => {
  it('SMS, by keyboard only: fields, method choice and code, then /one-time-payment', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await identifyByKeyboard(page, C1001.id, C1001.dob);
    await heading(page, 'Verify it’s you');
    const sms = page.getByRole('radio', { name: /text message to \+65 •••• 4567/ });
    await tabTo(page, sms);
    expect(await sms.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await heading(page, 'Enter your one-time password');
    await page.getByText('We sent a six-digit code by text message to +65 •••• 4567.').waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'One-time password' }));
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await loggedInAt(page, '/one-time-payment');
    const views = (await dataLayer(page)).filter((e) => e.event === 'pageView');
    expect(views.at(-1)).toMatchObject({ pageName: 'portal:otp-payment:policies', userId: 'aa-5f2c81be' });
    expect(problems).toEqual([]);
  });

  it('email, by pointer; the method choice by arrow keys works too', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await identifyByPointer(page, C1001.id, C1001.dob);
    await heading(page, 'Verify it’s you');
    await page.getByRole('radio', { name: /text message/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /email to t•••@example\.com/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('We sent a six-digit code by email to t•••@example.com.').waitFor();
    await page.getByRole('textbox', { name: 'One-time password' }).fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await loggedInAt(page, '/one-time-payment');
    expect(problems).toEqual([]);
  });

  it('a wrong code then the right one: the error says how many tries remain and is tied to the field', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await identifyByPointer(page, C1001.id, C1001.dob);
    await otpByPointer(page, /text message/, '111111');
    const field = page.getByRole('textbox', { name: 'One-time password' });
    await page.getByText(/That code is not right.*You have 2 tries left/).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill('123 456'); // pasted with a space
    expect(await field.inputValue()).toBe('123456');
    await page.keyboard.press('Enter');
    await loggedInAt(page, '/one-time-payment');
    expect(realProblems(problems)).toEqual([]);
  });
});

describe('field errors', () => {
  it('say how to fix the input, are tied to the field, and the corrected form goes on (pointer, then Enter)', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await heading(page, 'Log in');
    await page.getByRole('button', { name: 'Continue' }).click();
    const id = page.getByRole('textbox', { name: 'NRIC or FIN number' });
    await page.getByText('Enter your ID number').waitFor();
    expect(await id.getAttribute('aria-invalid')).toBe('true');
    expect(await id.evaluate((el) => el === document.activeElement)).toBe(true);
    await id.fill('M1234567L');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('31/02/1990');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/the last letter does not match the digits/).waitFor();
    await page.getByText(/Enter a real date/).waitFor();
    const described = await id.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((x) => document.getElementById(x)?.textContent)
        .join(' '),
    );
    expect(described).toContain('the last letter does not match the digits');
    expect((await sandboxState()).requests.filter((r) => r.path.startsWith('/rs/v1/login'))).toHaveLength(0);
    await id.fill(C1001.id);
    await page.getByRole('textbox', { name: 'Date of birth' }).fill(C1001.dob);
    await page.keyboard.press('Enter');
    await heading(page, 'Verify it’s you');
    expect(problems).toEqual([]);
  });
});

describe('Singpass as Singpass asks', () => {
  /** A stand-in for the logo file an insurer receives from Singpass (none ships with the portal). */
  const LOGO =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 24"><rect width="96" height="24" fill="#f4333d"/></svg>';

  it('first, as a white-filled button in Singpass’s words, with the logo from config.json', async () => {
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    await changeConfig(page, (config) => ({ ...config, singpassLogoUrl: '/brand/singpass.svg' }));
    await page.route('**/brand/singpass.svg', (route) => route.fulfill({ contentType: 'image/svg+xml', body: LOGO }));
    await page.goto(portalUrl('/login'));
    await identifyByPointer(page, C1001.id, C1001.dob);
    await heading(page, 'Verify it’s you');
    // Its name is the label and the logo as Singpass asks it to be read; it comes before every other way.
    const button = page.getByRole('button', { name: 'Log in with Sing pass' });
    await button.waitFor();
    const first = await page.evaluate(() => {
      const controls = [...document.querySelectorAll('main button, main input')];
      return controls[0]?.textContent;
    });
    expect(first).toBe('Log in with ');
    const logo = button.getByRole('img', { name: 'Sing pass' });
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>('.singpass-logo')?.naturalWidth ?? 0) > 0,
    );
    expect(await logo.getAttribute('src')).toBe('/brand/singpass.svg');
    const look = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        background: style.backgroundColor,
        border: `${style.borderTopWidth} ${style.borderTopColor}`,
        weight: style.fontWeight,
        size: style.fontSize,
        tall: box.height >= 44,
      };
    });
    expect(look).toEqual({
      background: 'rgb(255, 255, 255)',
      border: '1px rgb(200, 201, 204)',
      weight: '700',
      size: '16px',
      tall: true,
    });
    expect(await axeViolations(page)).toEqual([]);
    await button.click();
    await page.getByRole('heading', { name: 'Singpass (sandbox)' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('without a logo in config.json the label says "Log in with Singpass" in words', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await identifyByPointer(page, C1001.id, C1001.dob);
    await heading(page, 'Verify it’s you');
    const button = page.getByRole('button', { name: 'Log in with Singpass' });
    expect(await button.textContent()).toBe('Log in with Singpass');
    expect(await button.getByRole('img').count()).toBe(0);
    expect(await page.getByRole('radiogroup', { name: 'Or get a one-time password' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('login by Singpass', () => {
  it('pointer: the simulated Singpass page approves and the portal completes the login', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await identifyByPointer(page, C1001.id, C1001.dob);
    await heading(page, 'Verify it’s you');
    await page.getByRole('button', { name: 'Log in with Singpass' }).click();
    await page.getByRole('heading', { name: 'Singpass (sandbox)' }).waitFor();
    await page.getByRole('button', { name: /^Approve/ }).click();
    await loggedInAt(page, '/one-time-payment');
    expect(problems).toEqual([]);
  });

  it('keyboard: through the Singpass page by Tab and Enter', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await identifyByKeyboard(page, C1001.id, C1001.dob);
    await heading(page, 'Verify it’s you');
    // Singpass's button comes first, before the one-time password's choice.
    await tabTo(page, page.getByRole('button', { name: 'Log in with Singpass' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Singpass (sandbox)' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: /^Approve/ }));
    await page.keyboard.press('Enter');
    await loggedInAt(page, '/one-time-payment');
    expect(problems).toEqual([]);
  });

  it('cancel on Singpass comes back to the method choice with the identity kept: SMS without retyping', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    // The date of birth brings up the number pad and offers the browser's saved birthday.
    const dob = page.getByRole('textbox', { name: 'Date of birth' });
    expect([await dob.getAttribute('inputmode'), await dob.getAttribute('autocomplete')]).toEqual(['numeric', 'bday']);
    await identifyByKeyboard(page, C1001.id, C1001.dob);
    await heading(page, 'Verify it’s you');
    await page.getByRole('button', { name: 'Log in with Singpass' }).click();
    await page.getByRole('heading', { name: 'Singpass (sandbox)' }).waitFor();
    await page.getByRole('button', { name: 'Cancel and return to the portal' }).click();
    await page.waitForURL((url) => url.pathname === '/login/auth-method');
    await heading(page, 'Verify it’s you');
    await page.getByText('You cancelled the Singpass login. Choose another way to verify it’s you.').waitFor();
    // Singpass was just cancelled: the first other method is chosen for the customer; no ID field to retype.
    expect(await page.getByRole('radio', { name: /text message to \+65 •••• 4567/ }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'NRIC or FIN number' }).count()).toBe(0);
    // Nothing about the attempt went into storage on the way.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Enter your one-time password');
    await page.getByRole('textbox', { name: 'One-time password' }).fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await loggedInAt(page, '/one-time-payment');
    const identifies = (await sandboxState()).requests.filter((r) => r.path === '/rs/v1/login/identify');
    expect(identifies).toHaveLength(1); // identified once, never retyped
    expect(problems).toEqual([]);
  });

  it('inside the mobile app’s webview Singpass is not offered', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login?source=mobileapp&channel=ios'));
    await identifyByPointer(page, C1001.id, C1001.dob);
    await heading(page, 'Verify it’s you');
    await page.getByText(/Singpass cannot open inside the app/).waitFor();
    expect(await page.getByRole('radio').count()).toBe(2);
    expect(await page.getByRole('button', { name: /Singpass/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('login by acceptance code', () => {
  it('keyboard: code, ID number and date of birth, then the first premium', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await heading(page, 'Log in');
    await tabTo(page, page.getByRole('link', { name: /Log in with your acceptance code/ }));
    await page.keyboard.press('Enter');
    await heading(page, 'Log in with your acceptance code');
    await tabTo(page, page.getByRole('textbox', { name: 'Acceptance code' }));
    await page.keyboard.type('AC7Q2M9X');
    await tabTo(page, page.getByRole('textbox', { name: 'NRIC or FIN number' }));
    await page.keyboard.type('T1234567J');
    await page.keyboard.press('Tab');
    await page.keyboard.type('15/01/1990');
    await page.keyboard.press('Enter');
    await loggedInAt(page, '/one-time-payment/acceptance-code');
    expect(problems).toEqual([]);
  });

  it('pointer', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login/acceptance-code'));
    await heading(page, 'Log in with your acceptance code');
    await page.getByRole('textbox', { name: 'Acceptance code' }).fill('ac7q2m9x');
    await page.getByRole('textbox', { name: 'NRIC or FIN number' }).fill('T1234567J');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('15/01/1990');
    await page.getByRole('button', { name: 'Log in' }).click();
    await loggedInAt(page, '/one-time-payment/acceptance-code');
    expect(problems).toEqual([]);
  });
});

describe('the catalogue errors of login reach the global error dialog through ErrorState', () => {
  it.each([
    ['CUSTOMER_NOT_FOUND', 'S7654321F', '31/08/1985', /do not match records; try again/],
    ['CUSTOMER_IS_BLACKLISTED', 'F1234567N', '01/01/1980', /Access cannot be granted at this time/],
    ['CUSTOMER_BLOCKED_AML', 'M1234567K', '01/01/1980', /Access cannot be granted at this time/],
  ])('%s', async (_code, id, dob, text) => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await identifyByPointer(page, id, dob);
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(text).waitFor();
    const reply = (await sandboxState()).requests.filter((r) => r.path === '/rs/v1/login/identify');
    expect(reply).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(realProblems(problems)).toEqual([]);
  });

  it.each([
    ['SPQR_NRIC_NOT_MATCHING', /^Log in with a different person/, /SPQR NRIC is not matching with the current NRIC/],
    ['SPQR_INVALID', /^Use an invalid Singpass account/, /national digital identity account is invalid or incorrect/],
  ])('%s, from the Singpass page', async (_code, button, text) => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/login'));
    await identifyByPointer(page, C1001.id, C1001.dob);
    await page.getByRole('button', { name: 'Log in with Singpass' }).click();
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('alertdialog').getByText(text).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    expect(realProblems(problems)).toEqual([]);
  });
});

describe('pages that need login', () => {
  it('send a logged-out visitor to /login and back to where they were going (lastUrl)', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/recurring-page'));
    await heading(page, 'Log in');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => sessionStorage.getItem('lastUrl'))).toBe('/recurring-page');
    await identifyByPointer(page, C1001.id, C1001.dob);
    await otpByPointer(page, /text message/);
    await loggedInAt(page, '/recurring-page');
    expect(await page.evaluate(() => sessionStorage.getItem('lastUrl'))).toBeNull();
    expect(problems).toEqual([]);
  });
});

describe('no identity value in plain text', () => {
  it('no ID number, date of birth, OTP or acceptance code in any request body, URL, storage or the data layer', async () => {
    const { page, context, problems } = await open();
    const seen: string[] = [];
    page.on('request', (request) => seen.push(`${request.url()}\n${request.postData() ?? ''}`));
    const dump = async () =>
      seen.push(
        await page.evaluate(() =>
          JSON.stringify({
            s: { ...sessionStorage },
            l: { ...localStorage },
            d: window.dataLayer ?? [],
            c: document.cookie,
          }),
        ),
      );

    await page.goto(portalUrl('/recurring-page'));
    await identifyByPointer(page, 's1234567d', C1001.dob);
    await otpByPointer(page, /text message/, '111111');
    await page.getByText(/You have 2 tries left/).waitFor();
    await dump();
    await page.getByRole('textbox', { name: 'One-time password' }).fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await loggedInAt(page, '/recurring-page');
    await dump();

    const second = await context.newPage();
    second.on('request', (request) => seen.push(`${request.url()}\n${request.postData() ?? ''}`));
    await second.goto(portalUrl('/login/acceptance-code'));
    await second.getByRole('textbox', { name: 'Acceptance code' }).fill('ac7q2m9x');
    await second.getByRole('textbox', { name: 'NRIC or FIN number' }).fill('T1234567J');
    await second.getByRole('textbox', { name: 'Date of birth' }).fill('15/01/1990');
    await second.getByRole('button', { name: 'Log in' }).click();
    await second.waitForURL(portalUrl('/one-time-payment/acceptance-code'));
    seen.push(
      await second.evaluate(() =>
        JSON.stringify({ s: { ...sessionStorage }, l: { ...localStorage }, d: window.dataLayer ?? [] }),
      ),
    );

    // What the server received, as recorded by the sandbox, and what the browser sent.
    seen.push(JSON.stringify((await sandboxState()).requests));
    const everything = seen.join('\n');
    expect(everything).toContain('/rs/v1/login/otp/verify'); // the recording did see the calls
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
    expect(realProblems(problems)).toEqual([]);
  });
});

describe('Continue waits for its call alone', () => {
  it('the encryption and the next screen load while the customer types', async () => {
    const { page } = await open();
    await page.goto(portalUrl('/login'));
    await page.getByLabel('NRIC or FIN number').fill('S1234567D');
    await page.getByLabel('Date of birth').fill('31/08/1985');
    await page.waitForLoadState('networkidle');
    // From here no chunk loads: the RSA code and the method screen must be in already.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify it’s you' }).waitFor({ timeout: 10000 });
  });
});
