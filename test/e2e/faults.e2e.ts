import type { Page } from 'playwright-core';
import { LOGIN_PATHS } from '../../src/core/api/login.contract';
import { PAYMENT_PATHS } from '../../src/core/api/payment.contract';
import { RECURRING_PATHS } from '../../src/core/api/recurring.contract';
import { THIRD_PARTY_PATHS } from '../../src/core/api/third-party.contract';
import { en } from '../../src/ui/text/en';
import { loginText } from '../../src/ui/text/en-login';
import { loginStepsText } from '../../src/ui/text/en-login-steps';
import { paymentText } from '../../src/ui/text/en-payment';
import { recurringText } from '../../src/ui/text/en-recurring';
import { sessionText } from '../../src/ui/text/en-session';
import { declarationText } from '../../src/ui/text/en-declaration';
import { findPolicyText } from '../../src/ui/text/en-third-party-find';
import { portalUrl, sandboxControl, sandboxState, useBrowser } from './support/browser';
import { CUSTOMERS, loginBySms, resetKeepingSignIn } from './support/login';
import { JOURNEYS as LATER_JOURNEYS } from './support/fault-journeys';
import {
  errorDialog,
  FAULT_NAMES,
  faultTable,
  PHONE,
  SCREEN_FAULTS,
  unexpected,
  watchForBlank,
  type Journey,
} from './support/faults';

/**
 * Every call a journey makes when a screen loads or a form is sent, against each fault
 * (call x fault). 401, 403 and 5xx: the spec's dialog (section 8) and its close action; a timeout, a dropped
 * connection, a malformed reply or an HTML page: an inline error on the same screen, with what the customer typed
 * still there; a 400: docs/session.md, "A 400". The page is never blank. The calls of the later steps of each
 * journey are in faults-journeys.e2e.ts (run in parallel). A storm of ten 401s makes one dialog and
 * one terminate. Every call meets its screen's inline failure and 403 (SCREEN_FAULTS) and any fault with a text
 * of its own; each kind of fault has one walk in the browser (checked below); test/sandbox/fault-matrix.test.ts runs
 * every call against every fault.
 */

const { open } = useBrowser();
const who = CUSTOMERS.several;
const TERMINATE = '/rs/v1/session/terminate';

const heading = (page: Page, name?: string) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();

async function fillIdentity(page: Page): Promise<void> {
  await heading(page, en.screens.login.title).waitFor();
  await page.getByLabel(loginText.idNumber.labelNric).fill(who.idNumber);
  await page.getByLabel(loginText.dateOfBirth.label).fill(who.dateOfBirth);
}

/** In-app navigation from the home page, so Back has somewhere to go and the page is not reloaded. */
async function fromHome(page: Page, link: RegExp): Promise<void> {
  await page.goto(portalUrl('/'));
  await heading(page, en.screens.home.title).waitFor();
  await page.getByRole('link', { name: link }).click();
}

/**
 * The login forms say a transport failure in their own words; a 400 goes to the catalogue's dialog ("Bad Request"),
 * whose close leaves the form as it was (the login screens hand every status to the dialog: docs/api.md).
 */
const loginFaults: Journey['expect'] = {
  timeout: { kind: 'inline', text: en.inline.timeout },
  drop: { kind: 'inline', text: en.inline.network },
  '400': { kind: 'dialog', text: sessionText.error.text('status400', PHONE) },
};

const JOURNEYS: Record<string, Journey> = {
  'login identify': {
    // The login forms' own words for a timeout, a dropped connection and a 400.
    faults: [...SCREEN_FAULTS, 'timeout', 'drop', '400'],
    path: LOGIN_PATHS.identify,
    login: false,
    async prepare(page) {
      await page.goto(portalUrl('/'));
      await heading(page, en.screens.home.title).waitFor();
      await page.goto(portalUrl('/login'));
      await fillIdentity(page);
    },
    trigger: (page) => page.getByRole('button', { name: loginText.submitIdentify }).click(),
    backTo: '/',
    inline: en.inline.malformed,
    expect: loginFaults,
    kept: { label: loginText.idNumber.labelNric, value: who.idNumber },
    clock: true,
  },
  'OTP verify': {
    faults: SCREEN_FAULTS,
    path: LOGIN_PATHS.verifyOtp,
    login: false,
    async prepare(page) {
      await page.goto(portalUrl('/login'));
      await fillIdentity(page);
      await page.getByRole('button', { name: loginText.submitIdentify }).click();
      await heading(page, en.screens.loginAuthMethod.title).waitFor();
      await page.getByRole('radio', { name: /text message/ }).check();
      await page.getByRole('button', { name: loginStepsText.authMethod.continue }).click();
      await heading(page, en.screens.loginOtp.title).waitFor();
      await page.getByLabel(loginStepsText.otp.label).fill(who.otp);
    },
    trigger: (page) => page.getByRole('button', { name: loginStepsText.otp.submit }).click(),
    backTo: '/login/auth-method',
    inline: en.inline.malformed,
    expect: loginFaults,
    kept: { label: loginStepsText.otp.label, value: who.otp },
  },
  'policies due (/one-time-payment)': {
    // The browser's walks of a 401 (Session ended, logged out) and of a proxy's HTML page.
    faults: [...SCREEN_FAULTS, '401', 'html'],
    path: PAYMENT_PATHS.policiesDue,
    login: true,
    async prepare(page) {
      await page.goto(portalUrl('/'));
      await heading(page, en.screens.home.title).waitFor();
    },
    trigger: (page) => page.getByRole('link', { name: /Pay a premium now/ }).click(),
    backTo: '/',
    at: '/one-time-payment',
    inline: paymentText.loadFailed,
    clock: true,
  },
  'recurring policies (/recurring-page)': {
    faults: SCREEN_FAULTS,
    path: RECURRING_PATHS.policies,
    login: true,
    async prepare(page) {
      await page.goto(portalUrl('/'));
      await heading(page, en.screens.home.title).waitFor();
    },
    trigger: (page) => page.getByRole('link', { name: /Set up a recurring payment/ }).click(),
    backTo: '/',
    at: '/recurring-page',
    inline: recurringText.loadFailed,
  },
  'third-party find policy': {
    faults: SCREEN_FAULTS,
    path: THIRD_PARTY_PATHS.findPolicy,
    login: false,
    async prepare(page) {
      await fromHome(page, /Pay on someone else/);
      await heading(page, en.screens.thirdParty.title).waitFor();
      await page.getByLabel(findPolicyText.policyNumber.label).fill('W-1001-04');
      await page.getByLabel(findPolicyText.idNumberLabelNric).fill(who.idNumber);
      await page.getByLabel(findPolicyText.dateOfBirthLabel).fill(who.dateOfBirth);
    },
    trigger: (page) => page.getByRole('button', { name: findPolicyText.submit }).click(),
    backTo: '/',
    inline: declarationText.declaration.failed,
    kept: { label: findPolicyText.policyNumber.label, value: 'W-1001-04' },
  },
};

beforeEach(resetKeepingSignIn);

it('walks every kind of fault in the browser at least once', () => {
  const walked = new Set(
    [...Object.values(JOURNEYS), ...Object.values(LATER_JOURNEYS)].flatMap((j) => j.faults ?? SCREEN_FAULTS),
  );
  expect(FAULT_NAMES.filter((name) => !walked.has(name))).toEqual([]);
});

faultTable(JOURNEYS, open, 240000);

describe('a storm of 401s', () => {
  it('ten calls answered 401 at once: one dialog, one terminate call, and nothing more for 3 s', async () => {
    const { page, problems } = await open();
    page.setDefaultTimeout(10000);
    const blanks: string[] = [];
    await watchForBlank(page, blanks);
    await loginBySms(page, '/recurring-page', who);
    await heading(page, en.screens.recurring.title).waitFor();
    await page.getByRole('radio').first().waitFor();
    // Both screens' chunks loaded first, so that each of the ten arrivals below mounts its screen at once.
    await page.evaluate(() => history.pushState(null, '', '/one-time-payment'));
    await heading(page, en.screens.oneTimePayment.title).waitFor();
    await page.getByRole('checkbox').first().waitFor();
    await page.evaluate(() => history.pushState(null, '', '/recurring-page'));
    await page.getByRole('radio').first().waitFor();
    const paths: string[] = [RECURRING_PATHS.policies, PAYMENT_PATHS.policiesDue];
    const before = (await sandboxState()).requests.length;
    for (const path of paths) await sandboxControl('faults', { path, fault: 'status-401', times: 10 });
    // Ten screens that load on arrival, one a frame (enough for React to mount it and start its call), without
    // waiting for any reply: the 401s arrive while the next calls are on their way, and under the first dialog.
    await page.evaluate(
      async (routes: string[]) => {
        for (let i = 0; i < 10; i += 1) {
          history.pushState(null, '', routes[i % 2]);
          await new Promise((next) => requestAnimationFrame(() => setTimeout(next, 0)));
        }
      },
      ['/one-time-payment', '/recurring-page'],
    );
    const dialog = errorDialog(page);
    await dialog.first().waitFor();
    await page
      .waitForFunction(
        async ([watched, from]: [string[], number]) => {
          const state = (await (await fetch('/sandbox/state')).json()) as { requests: { path: string }[] };
          return state.requests.slice(from).filter((r) => watched.includes(r.path)).length >= 10;
        },
        [paths, before] as [string[], number],
        { timeout: 10000, polling: 200 },
      )
      .catch(() => undefined); // fewer than ten: counted and reported below
    await page.waitForTimeout(500);
    expect(await dialog.count()).toBe(1);
    expect(await dialog.innerText()).toContain(sessionText.error.text('status401', ''));
    const stormRequests = (await sandboxState()).requests.slice(before).filter((r) => paths.includes(r.path)).length;

    await dialog.getByRole('button', { name: sessionText.error.close }).click();
    await page.waitForURL(portalUrl('/'));
    await heading(page, en.screens.home.title).waitFor();
    const count = async () => {
      const requests = (await sandboxState()).requests;
      return { all: requests.length, terminate: requests.filter((r) => r.path === TERMINATE).length };
    };
    await page.waitForTimeout(300);
    const settled = await count();
    await page.waitForTimeout(3000);
    const later = await count();
    console.log(
      `401 storm: ${stormRequests} requests answered 401, ${settled.terminate} terminate call(s), requests ${settled.all} -> ${later.all} over 3 s`,
    );
    expect(stormRequests).toBe(10);
    expect(settled.terminate).toBe(1);
    expect(later).toEqual(settled);
    expect(await errorDialog(page).count()).toBe(0);
    expect(blanks).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
  }, 60000);
});
