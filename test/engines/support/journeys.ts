import { LOGIN_PATHS } from '../../../src/core/api/login.contract';
import { accountText } from '../../../src/ui/text/en-account';
import { en } from '../../../src/ui/text/en';
import { loginText } from '../../../src/ui/text/en-login';
import { loginStepsText as steps } from '../../../src/ui/text/en-login-steps';
import { paymentText as t } from '../../../src/ui/text/en-payment';
import { paymentOutcomeText } from '../../../src/ui/text/en-payment-outcome';
import { paynowText } from '../../../src/ui/text/en-paynow';
import { recurringText } from '../../../src/ui/text/en-recurring';
import { sessionText } from '../../../src/ui/text/en-session';
import { portalUrl, sandboxControl } from '../../e2e/support/browser';
import { PAYOR } from '../../e2e/support/declaration';
import { FAULT_CASES } from '../../e2e/support/faults';
import { CUSTOMERS } from '../../e2e/support/login';
import { button, choice, dialog, field, heading, SmokePage, type Driver } from './smoke-page';

interface Engine {
  open(): Promise<Driver>;
  stop(): Promise<void>;
}

const C1001 = CUSTOMERS.several;

async function identify(page: SmokePage) {
  await page.type(field(loginText.idNumber.labelNric), C1001.idNumber);
  await page.type(field(loginText.dateOfBirth.label), C1001.dateOfBirth);
  await page.click(button(loginText.submitIdentify));
}

/** From the method choice: a code by text message, then the page the visitor was going to. */
async function bySms(page: SmokePage, to: string) {
  await page.see(heading(en.screens.loginAuthMethod.title));
  await page.click(choice(/text message/));
  await page.click(button(steps.authMethod.continue));
  await page.see(heading(en.screens.loginOtp.title));
  await page.type(field(steps.otp.label), C1001.otp);
  await page.click(button(steps.otp.submit));
  await page.path(to);
}

/** C-1001's TermGuard Life and EduSaver Endowment (S$333.35) by `method`, to the review's button pressed. */
async function pay(page: SmokePage, method: RegExp) {
  await page.see(heading(en.screens.oneTimePayment.title));
  await page.click(choice(/TermGuard Life/));
  await page.click(choice(/EduSaver Endowment/));
  await page.click(button(t.continue));
  await page.see(heading(en.screens.paymentMethod.title));
  await page.click(choice(method));
  await page.click(choice(t.method.policyholder));
  await page.click(button(t.continue));
  await page.see(heading(en.screens.paymentReview.title));
  await page.click(choice(t.review.consent));
  // PayNow's button makes the code to scan; a card's pays.
  await page.click(button(method.test('PayNow') ? t.review.showQr : t.review.pay('S$333.35')));
}

/** Nothing wider than the window: a phone never scrolls sideways. */
async function noSidewaysScroll(page: SmokePage, width: number) {
  await page.until(
    `no sideways scroll at ${width} px`,
    (w: number) => document.documentElement.scrollWidth <= w,
    width,
  );
}

/**
 * The main journeys on the production build in one more engine (docs/testing.md, "Other engines"): two long
 * journeys, each on a fresh browser with no storage, so the file stays short.
 */
export function crossEngineSmoke(engine: Engine): void {
  const drivers: Driver[] = [];
  const open = async () => {
    const driver = await engine.open();
    drivers.push(driver);
    return new SmokePage(driver, portalUrl(''));
  };
  beforeEach(() => sandboxControl('reset'));
  afterEach(async () => {
    await Promise.all(drivers.splice(0).map((d) => d.close()));
  });
  afterAll(() => engine.stop());

  it('in a browser on a phone: paint, a guest’s declaration, a dialog closed by Escape, SMS login, card to receipt, GIRO, log out', async () => {
    const page = await open();
    // 360 px where the engine allows it (WebKitGTK's MiniBrowser window is never narrower than about 450).
    const width = await page.driver.narrow(360);
    await page.goto('/');
    await page.see(heading(en.screens.home.title));
    await noSidewaysScroll(page, width);

    await page.goto('/third-party');
    await page.see(heading('Pay on someone else’s behalf'));
    await page.type(field('Policy number'), 'L-1002-01');
    await page.click(choice(/^Passport$/));
    await page.type(field('Policyholder’s passport number'), 'E1234567');
    await page.type(field('Policyholder’s date of birth'), '14/02/1992');
    await page.click(button('Find the policy'));
    await page.see(heading('What is due'));
    await page.type(field('Full name'), PAYOR.name);
    await page.type(field('Your NRIC/FIN'), PAYOR.id);
    await page.type(field('Your date of birth'), PAYOR.dob);
    await page.select(field('Nationality'), 'Singaporean');
    await page.select(field('The policyholder is my …'), 'son or daughter');
    await page.select(field('Why are you paying this premium?'), 'Supporting a family member');
    await page.type(field('Mobile number'), PAYOR.mobile);
    await page.type(field('Email address'), PAYOR.email);
    await page.click(choice(/I declare that the information/));
    await page.click(button('Continue'));
    await page.see(heading('Source of funds'));

    await page.goto('/one-time-payment');
    await page.see(heading(en.screens.login.title));
    await sandboxControl('faults', { path: LOGIN_PATHS.identify, ...FAULT_CASES['400'] });
    await identify(page);
    await page.see(dialog(sessionText.error.titles.status400));
    await page.press('Escape');
    await page.gone(dialog(sessionText.error.titles.status400));
    // The form is kept: the same fields go again.
    await page.click(button(loginText.submitIdentify));
    await bySms(page, '/one-time-payment');

    await pay(page, /^Visa card/);
    await page.see(heading('Sandbox card gateway'));
    await page.type(field('Card number'), '4111 1111 1111 1111');
    await page.click(button(/^Pay S\$/));
    await page.see(heading(paymentOutcomeText.headings.successful));
    await page.path('/one-time-payment/status/successful');
    await page.text('dd', /^PP\d{10}$/);
    await noSidewaysScroll(page, width);

    const r = recurringText;
    await page.goto('/recurring-page');
    await page.see(heading(en.screens.recurring.title));
    await page.click(choice(/TermGuard Life/));
    await page.click(choice(r.method.giro));
    await page.click(button(r.continue));
    await page.see(heading(en.screens.giro.title));
    await page.type(field(r.giro.holderName.label), 'Tan Wei Ming');
    await page.click(choice(r.giro.declaration));
    await page.click(button(r.continue));
    await page.see(heading(en.screens.giroSelectBank.title));
    await page.click(choice('UOB'));
    await page.click(button(r.continue));
    await page.see(heading(en.screens.giroReview.title));
    await page.click(choice(r.review.consent));
    await page.see(button(r.review.submitGiro));

    await page.click(button(accountText.logout));
    await page.see(heading(en.screens.home.title));
    await page.gone(button(accountText.logout));

    expect(page.driver.problems).toEqual([]);
  }, 150_000);

  it('from the app: no Singpass offered, SMS login, the PayNow code and its countdown', async () => {
    const page = await open();
    await page.goto('/one-time-payment?source=mobileapp&channel=ios');
    await page.see(heading(en.screens.login.title));
    await page.until('the app’s entry recorded', () => sessionStorage.getItem('source') === 'mobileapp');
    await identify(page);
    await page.text('main', /Singpass cannot open inside the app/);
    await page.until('two ways to log in', () => document.querySelectorAll('input[type="radio"]').length === 2);
    await bySms(page, '/one-time-payment');

    await pay(page, /^PayNow/);
    await page.see(heading(en.screens.payNow.title));
    await page.path('/one-time-payment/paynow');
    await page.until(
      'the QR code drawn',
      (alt: string) => {
        const img = document.querySelector<HTMLImageElement>('img.payment-qr-image');
        return !!img && img.alt.startsWith(alt) && img.complete && img.naturalWidth > 0;
      },
      paynowText.qrAlt('S$333.35', '', '').split(' to ')[0]!,
    );
    // The engine's own Intl gives the time of day; the minutes count from the server's seconds.
    await page.text('.payment-countdown', /^Valid until \d{1,2}:\d\d [ap]m, 1[45] minutes left\.$/);
    expect(page.driver.problems).toEqual([]);
  }, 120_000);
}
