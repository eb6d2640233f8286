import type { Page } from 'playwright-core';
import { LOGIN_PATHS } from '../../src/core/api/login.contract';
import { en } from '../../src/ui/text/en';
import { loginText } from '../../src/ui/text/en-login';
import { loginStepsText } from '../../src/ui/text/en-login-steps';
import { sessionText } from '../../src/ui/text/en-session';
import { portalUrl, sandboxControl, useBrowser } from './support/browser';
import { CUSTOMERS } from './support/login';
import {
  DIALOG_TEXT,
  errorDialog,
  FAULT_CASES,
  PHONE,
  requestsTo,
  SCREEN_FAULTS,
  watchForBlank,
  type FaultName,
} from './support/faults';

/**
 * The login calls that test/e2e/faults.e2e.ts leaves out: OTP send and resend, Singpass start and
 * complete, and the acceptance code, against each fault. 401, 403 and 5xx: the spec's dialog (section 8) and its close
 * action. A timeout, a dropped connection or a malformed reply: an inline alert on the same screen, with what the
 * customer typed or chose still there, and no dialog (docs/session.md, "Login calls without an answer"). Never a blank page.
 */

const { open } = useBrowser();
const who = CUSTOMERS.several;
const APPLICANT = { code: 'AC7Q2M9X', idNumber: 'T1234567J', dateOfBirth: '15/01/1990' };

interface Journey {
  path: string;
  /** Playwright's clock is installed before the first page loads (the resend waits out a 30 s cool-down). */
  clock?: boolean;
  /** Gets the page to the moment before the call; the fault is injected after this. */
  prepare(page: Page): Promise<void>;
  /** Makes the call. */
  trigger(page: Page): Promise<void>;
  /** The path the inline error must show on. */
  at: string;
  /** Where Back (the 403 dialog's close) lands. */
  backTo: string;
  /** What must still be there after an inline failure: '' when it is, otherwise what is wrong. */
  kept(page: Page): Promise<string>;
}

const heading = (page: Page, name?: string) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();

async function identify(page: Page): Promise<void> {
  await page.goto(portalUrl('/login'));
  await heading(page, en.screens.login.title).waitFor();
  await page.getByLabel(loginText.idNumber.labelNric).fill(who.idNumber);
  await page.getByLabel(loginText.dateOfBirth.label).fill(who.dateOfBirth);
  await page.getByRole('button', { name: loginText.submitIdentify }).click();
  await heading(page, en.screens.loginAuthMethod.title).waitFor();
}

/** A pointer user clicks the radio's visible label; react-aria keeps the input itself visually hidden. */
async function choose(page: Page, radio: RegExp): Promise<void> {
  await page.locator('label', { has: page.getByRole('radio', { name: radio }) }).click();
}

const continueButton = (page: Page) => page.getByRole('button', { name: loginStepsText.authMethod.continue });
const singpassButton = (page: Page) => page.getByRole('button', { name: loginStepsText.authMethod.singpass });

async function checked(page: Page, radio: RegExp): Promise<string> {
  return (await page.getByRole('radio', { name: radio }).isChecked())
    ? ''
    : `the ${radio} choice is no longer selected`;
}

/** The form's own aria-label also says "acceptance code": name the text box exactly. */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function holds(page: Page, label: string, value: string): Promise<string> {
  const now = await field(page, label)
    .inputValue()
    .catch(() => '(field gone)');
  return now === value ? '' : `"${label}" holds "${now}", expected "${value}"`;
}

const JOURNEYS: Record<string, Journey> = {
  'OTP send': {
    path: LOGIN_PATHS.sendOtp,
    async prepare(page) {
      await identify(page);
      await choose(page, /text message/);
    },
    trigger: (page) => continueButton(page).click(),
    at: '/login/auth-method',
    backTo: '/login',
    kept: (page) => checked(page, /text message/),
  },
  'OTP resend': {
    path: LOGIN_PATHS.sendOtp,
    clock: true,
    async prepare(page) {
      await identify(page);
      await choose(page, /email/);
      await continueButton(page).click();
      await heading(page, en.screens.loginOtp.title).waitFor();
      await field(page, loginStepsText.otp.label).fill(who.otp);
      await page.clock.fastForward(31_000);
      await page.getByRole('button', { name: loginStepsText.otp.resend }).waitFor();
    },
    trigger: (page) => page.getByRole('button', { name: loginStepsText.otp.resend }).click(),
    at: '/login/otp',
    backTo: '/login/auth-method',
    kept: (page) => holds(page, loginStepsText.otp.label, who.otp),
  },
  'Singpass start': {
    path: LOGIN_PATHS.singpassStart,
    prepare: (page) => identify(page),
    trigger: (page) => singpassButton(page).click(),
    at: '/login/auth-method',
    backTo: '/login',
    kept: async (page) => ((await singpassButton(page).count()) ? '' : 'the Singpass button is gone'),
  },
  'Singpass complete': {
    path: LOGIN_PATHS.singpassComplete,
    async prepare(page) {
      await identify(page);
      await singpassButton(page).click();
      await page.getByRole('heading', { name: 'Singpass (sandbox)' }).waitFor();
    },
    // Singpass's page sends the browser back to /login/auth-method?code=…&state=…, where the portal completes.
    trigger: (page) => page.getByRole('button', { name: /^Approve/ }).click(),
    at: '/login/auth-method',
    backTo: '/sandbox/singpass',
    // Nothing typed to keep: the way on is a new login (the Singpass code works once).
    async kept(page) {
      const link = page.getByRole('link', { name: loginStepsText.authMethod.loginAgain });
      if (!(await link.count())) return 'no "Log in again" link';
      return (await link.getAttribute('href')) === '/login' ? '' : '"Log in again" does not lead to /login';
    },
  },
  'acceptance code': {
    path: LOGIN_PATHS.acceptanceCode,
    async prepare(page) {
      await page.goto(portalUrl('/login'));
      await heading(page, en.screens.login.title).waitFor();
      await page.getByRole('link', { name: loginText.acceptanceCodeLink }).click();
      await heading(page, en.screens.loginAcceptanceCode.title).waitFor();
      await field(page, loginText.acceptanceCode.label).fill(APPLICANT.code);
      await field(page, loginText.idNumber.labelNric).fill(APPLICANT.idNumber);
      await field(page, loginText.dateOfBirth.label).fill(APPLICANT.dateOfBirth);
    },
    trigger: (page) => page.getByRole('button', { name: loginText.submitAcceptanceCode }).click(),
    at: '/login/acceptance-code',
    backTo: '/login',
    async kept(page) {
      const wrong = [
        await holds(page, loginText.acceptanceCode.label, APPLICANT.code),
        await holds(page, loginText.idNumber.labelNric, APPLICANT.idNumber),
        await holds(page, loginText.dateOfBirth.label, APPLICANT.dateOfBirth),
      ];
      return wrong.filter(Boolean).join('; ');
    },
  },
};

const INLINE: Partial<Record<FaultName, string>> = {
  timeout: en.inline.timeout,
  drop: en.inline.network,
  malformed: en.inline.malformed,
  html: en.inline.malformed,
};

/** A 400 on a login call: the catalogue's dialog ("Bad Request"), whose close leaves the screen as it was (docs/session.md, "A 400"). */
const BAD_REQUEST = sessionText.error.text('status400', PHONE);

/** Chromium logs a failed load (our injected status or drop) as a console error: expected here, nothing else is. */
const unexpected = (problems: string[]) => problems.filter((p) => !/Failed to load resource/.test(p));

async function loggedIn(page: Page): Promise<boolean> {
  return page.evaluate(() => !!sessionStorage.getItem('accessToken')).catch(() => false);
}

/** Requests that reached the faulted path in the last case. */
let reached = 0;

/** One case: inject, trigger, then check what the customer sees. Returns what went wrong, or '' when all is well. */
async function runCase(page: Page, journey: Journey, name: FaultName): Promise<string> {
  reached = 0;
  await journey.prepare(page);
  const before = await requestsTo(journey.path);
  await sandboxControl('faults', { path: journey.path, times: 1, ...FAULT_CASES[name] });
  await journey.trigger(page);
  const dialog = errorDialog(page);
  const expectedText = DIALOG_TEXT[name];
  if (name === '400') {
    await dialog.waitFor({ timeout: 8000 });
    const text = (await dialog.innerText()).replace(/\s+/g, ' ');
    if (!text.includes(BAD_REQUEST)) return `dialog says "${text}", expected "${BAD_REQUEST}"`;
    await dialog.getByRole('button', { name: sessionText.error.close }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 8000 });
    const at = new URL(page.url()).pathname;
    if (at !== journey.at) return `closing the 400 dialog left the customer at ${at}, expected ${journey.at}`;
    const lost = await journey.kept(page);
    if (lost) return lost;
    if (await loggedIn(page)) return 'logged in after a failed login call';
  } else if (expectedText) {
    await dialog.waitFor({ timeout: 8000 });
    const text = (await dialog.innerText()).replace(/\s+/g, ' ');
    if (!text.includes(expectedText)) return `dialog says "${text}", expected "${expectedText}"`;
    if (name === '401' && !(await dialog.getByRole('heading', { name: sessionText.error.sessionTitle }).count()))
      return 'the 401 dialog is not titled Session ended';
    await dialog.getByRole('button', { name: sessionText.error.close }).click();
    const target = name === '403' ? journey.backTo : '/';
    await page.waitForURL((url) => url.pathname === target, { timeout: 8000 }).catch(() => undefined);
    const at = new URL(page.url()).pathname;
    if (at !== target) return `closing the dialog left the customer at ${at}, expected ${target}`;
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 8000 });
    if (await dialog.count()) return 'a dialog is still open after Close';
    if (await loggedIn(page)) return 'logged in after a failed login call';
  } else {
    const inline = INLINE[name]!;
    // A timeout takes the client's 4 s; give it room.
    const alert = page.getByRole('alert').filter({ hasText: inline });
    const found = await alert
      .first()
      .waitFor({ timeout: 10000 })
      .then(
        () => true,
        () => false,
      );
    if (await dialog.count())
      return `a dialog opened ("${(await dialog.innerText()).replace(/\s+/g, ' ')}") instead of an inline error`;
    if (!found) return `no inline alert "${inline}"`;
    await heading(page).waitFor({ timeout: 2000 });
    const at = new URL(page.url()).pathname;
    if (at !== journey.at) return `the inline error shows on ${at}, expected ${journey.at}`;
    const lost = await journey.kept(page);
    if (lost) return lost;
    if (await loggedIn(page)) return 'logged in after a failed login call';
  }
  reached = (await requestsTo(journey.path)) - before;
  if (reached < 1) return 'the call never reached the sandbox';
  return '';
}

const results: { call: string; fault: FaultName; injected: number; result: string }[] = [];

afterAll(() => {
  const lines = results.map(
    (r) => `${r.call.padEnd(20)} ${r.fault.padEnd(10)} ${String(r.injected).padEnd(3)} ${r.result || 'ok'}`,
  );
  console.log(
    `login call x fault (${results.length} cases; columns: call, fault, requests that reached the faulted path, result)\n${lines.join('\n')}`,
  );
});

beforeEach(() => sandboxControl('reset'));

describe('each login call, against each fault', () => {
  it.each(Object.keys(JOURNEYS))(
    '%s',
    async (call) => {
      const journey = JOURNEYS[call]!;
      const failures: string[] = [];
      // Each of these screens keeps its inline failure and its 403 here (login identify, in faults.e2e.ts, also its
      // own texts), and meets every fault in test/sandbox/fault-matrix.test.ts.
      for (const name of SCREEN_FAULTS) {
        await sandboxControl('reset');
        // A fresh page per case: a case that logged out leaves the Session ended mark behind, as it should.
        const { page, problems, context } = await open();
        page.setDefaultTimeout(10000);
        if (journey.clock) await page.clock.install();
        const blanks: string[] = [];
        await watchForBlank(page, blanks);
        let result: string;
        try {
          result = await runCase(page, journey, name);
        } catch (error) {
          result = `threw: ${(error as Error).message.split('\n')[0]}`;
        }
        // Let a late reply (the slow fault answers after the client gave up) land before judging the page.
        if (name === 'timeout') await page.waitForTimeout(800);
        const extra = [...blanks, ...unexpected(problems)];
        if (extra.length) result = [result, ...extra].filter(Boolean).join('; ');
        await context.close();
        results.push({ call, fault: name, injected: reached, result });
        if (result) failures.push(`${name}: ${result}`);
      }
      expect(failures).toEqual([]);
    },
    180000,
  );
});
