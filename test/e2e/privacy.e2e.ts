import { appendFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { en } from '../../src/ui/text/en';
import { footerText } from '../../src/ui/text/en-footer';
import { paymentText as pay } from '../../src/ui/text/en-payment';
import { recurringText as rec } from '../../src/ui/text/en-recurring';
import { portalUrl, previewModule, sandboxControl, useBrowser, type Watched } from './support/browser';
import { fillDeclaration, labelOf, PAYOR as DECLARING_PAYOR } from './support/declaration';
import { loginBySms } from './support/login';
import {
  MONITORING_ENDPOINT,
  PLACE_KINDS,
  PrivacyScan,
  cardSpellings,
  dateSpellings,
  heartbeats,
  emailSpellings,
  idSpellings,
  phoneSpellings,
  standInsSettled,
  startThirdPartyStandIns,
  type PlaceKind,
  type Secret,
  type StandIns,
} from './support/privacy';
import { payAtGateway } from './support/journeys';

/**
 * Every browser journey end to end, with the four third-party scripts configured and
 * pointing at stand-ins that send off the page what their real counterparts would; storage, URLs, third-party
 * requests and the data layer scanned for the customers' secrets: 0 matches (docs/security.md).
 */

const { startPreview } = previewModule();

const { open } = useBrowser();
let standIns: StandIns;
let server: Server;

beforeAll(async () => {
  standIns = await startThirdPartyStandIns();
  // Monitoring on too: its payloads are among the places scanned.
  const preview = startPreview(0, {
    thirdParty: standIns.config,
    thirdPartyIntegrity: standIns.integrity,
    monitoring: { endpoint: MONITORING_ENDPOINT },
  });
  server = preview.server;
  // The sandbox's token key, new at each start (server/sandbox-site.ts): with it and the stored token, the bearer is
  // anyone's.
  SECRETS.push({ name: 'token secret (aesSecret)', spellings: [preview.site.config.aesSecret] });
  await new Promise((ready) => server.once('listening', ready));
  // Every helper (loginBySms, sandboxControl) reads PORTAL_URL: this file's own preview, not the shared one.
  process.env.PORTAL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await standIns?.close();
});

beforeEach(() => sandboxControl('reset'));

const CARDS = { visa: '4111 1111 1111 1111' };
// A mobile of its own, so that a match can only come from the payor's declaration.
const PAYOR = { ...DECLARING_PAYOR, mobile: '8234 5678' };

/** The seeded customers' secrets (sandbox/login.seed.ts), the payor's, the OTP and the card typed. */
const SECRETS: Secret[] = [
  { name: 'C-1001 NRIC', spellings: idSpellings('S1234567D') },
  { name: 'C-1001 date of birth', spellings: dateSpellings('1985-08-31') },
  { name: 'C-1001 mobile', spellings: phoneSpellings('+65 9123 4567') },
  { name: 'C-1001 email', spellings: emailSpellings('tan.wei.ming@example.com') },
  { name: 'C-1002 passport', spellings: ['E1234567'] },
  { name: 'C-1002 date of birth', spellings: dateSpellings('1992-02-14') },
  { name: 'C-1002 mobile', spellings: phoneSpellings('+65 8765 4321') },
  { name: 'C-1002 email', spellings: emailSpellings('priya.nair@example.com') },
  { name: 'one-time password', spellings: ['123456'] },
  { name: 'card number typed', spellings: cardSpellings(CARDS.visa) },
  { name: 'payor NRIC', spellings: idSpellings(PAYOR.id) },
  { name: 'payor date of birth', spellings: dateSpellings('1960-05-12') },
  // The payor's contact details are part of the declaration the insurer's API receives.
  { name: 'payor mobile', spellings: phoneSpellings(`+65 ${PAYOR.mobile}`), allowedIn: ['api body'] },
  { name: 'payor email', spellings: emailSpellings(PAYOR.email), allowedIn: ['api body'] },
];

/** What a stand-in's `kind=loot` request carried: where it read each value. */
const lootOf = (line: string) => JSON.parse(line.slice(line.indexOf('\n') + 1)) as Record<string, string>;

/** Chromium logs every 4xx resource as a console error: an answer the test asked for, not a fault. */
const realProblems = (w: Watched) =>
  w.problems.filter((p) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(p));

const FORCE = { force: true } as const;
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

const totals = {
  journeys: [] as string[],
  places: 0,
  byKind: Object.fromEntries(PLACE_KINDS.map((k) => [k, 0])) as Record<PlaceKind, number>,
  values: 0,
  checks: 0,
  matches: 0,
};

/** Opens a watched page, drives the journey, and expects the scan to find nothing. */
async function scanJourney(name: string, journey: (page: Page, scan: PrivacyScan) => Promise<void>) {
  const w = await open();
  const scan = new PrivacyScan(new URL(portalUrl()).origin, SECRETS);
  await scan.watch(w.page);
  const thirdPartyBefore = standIns.received.length;
  await journey(w.page, scan);
  await standInsSettled(w.page);
  await monitoringSent(w.page, scan);
  await scan.step(w.page, 'end');

  const findings = scan.findings();
  const figure = scan.figure();
  if (process.env.PRIVACY_SCAN_DUMP)
    appendFileSync(
      process.env.PRIVACY_SCAN_DUMP,
      JSON.stringify({ journey: name, places: scan.allPlaces(), findings }) + '\n',
    );
  totals.journeys.push(name);
  totals.places += figure.places;
  totals.values = Math.max(totals.values, figure.values);
  totals.checks += figure.checks;
  totals.matches += findings.length;
  for (const k of PLACE_KINDS) totals.byKind[k] += figure.byKind[k];
  console.log(
    `privacy scan, ${name}: ${figure.values} values (${figure.spellings} spellings) × ${figure.places} places ${JSON.stringify(figure.byKind)} = ${figure.checks} checks, ${findings.length} matches`,
  );

  const sent = standIns.received.slice(thirdPartyBefore);
  const read = new Set(
    sent.filter((l) => /^\/collect\/[\w-]+\.js\?kind=loot/.test(l)).flatMap((l) => Object.keys(lootOf(l))),
  );
  console.log(`hostile stand-ins, ${name}: read ${JSON.stringify([...read].sort())}`);

  // The recording saw what it claims to scan: the stand-ins ran and sent, the data layer and storage were read.
  expect(heartbeats(sent)).toEqual(['dom-library.js', 'monitoring.js', 'tag-manager.js']);
  // The tag manager got the data layer's page views (the frame forwards them).
  expect(sent.some((l) => l.startsWith('/collect/tag-manager.js?kind=event') && l.includes('"event":"pageView"'))).toBe(
    true,
  );
  // They tried the page, its storage and its cookies, and were refused each.
  for (const tried of ['parent.document', 'top.document', 'sessionStorage', 'localStorage', 'cookie'])
    expect(read).toContain(`${tried} refused`);
  for (const kind of ['url', 'storage', 'third-party request', 'data layer', 'api body', 'monitoring'] as const)
    expect(figure.byKind[kind]).toBeGreaterThan(0);
  expect(scan.allSecrets().some((s) => s.name === 'access or guest token')).toBe(true);
  expect(findings).toEqual([]);
  expect(realProblems(w)).toEqual([]);
}

/**
 * What the portal's monitoring sent: the page is made to hand over what it holds (as when it is hidden), then every
 * event the collector received is a place of its own, besides the beacons seen on the wire.
 */
async function monitoringSent(page: Page, scan: PrivacyScan) {
  await page.evaluate(() => dispatchEvent(new Event('pagehide')));
  let events: unknown[] = [];
  for (let i = 0; i < 40 && events.length === 0; i++) {
    events = ((await (await fetch(portalUrl(MONITORING_ENDPOINT))).json()) as { events: unknown[] }).events;
    if (events.length === 0) await page.waitForTimeout(250);
  }
  events.forEach((event, i) => scan.add('monitoring', `collector event ${i}`, JSON.stringify(event)));
}

// ---- the journeys, driven as in payment.e2e.ts, recurring.e2e.ts and third-party-payor.e2e.ts ----------

async function toPaymentReview(page: Page, scan: PrivacyScan, method: RegExp, payor: 'self' | 'someone else' = 'self') {
  await loginBySms(page, '/one-time-payment');
  await heading(page, en.screens.oneTimePayment.title);
  await scan.step(page, 'policies');
  for (const policy of [/TermGuard Life/, /EduSaver Endowment/])
    await page.getByRole('checkbox', { name: policy }).check(FORCE);
  await page.getByRole('button', { name: pay.continue }).click();
  await heading(page, en.screens.paymentMethod.title);
  await page.getByRole('radio', { name: method }).check(FORCE);
  await page
    .getByRole('radio', { name: payor === 'self' ? pay.method.policyholder : /Someone else is paying for me/ })
    .check(FORCE);
  await page.getByRole('button', { name: pay.continue }).click();
}

async function consentAndPay(page: Page, scan: PrivacyScan) {
  await heading(page, en.screens.paymentReview.title);
  await scan.step(page, 'review');
  await page.getByRole('checkbox', { name: pay.review.consent }).check(FORCE);
  await page.getByRole('button', { name: new RegExp(`^Pay S\\$|^${pay.review.showQr}$`) }).click();
}

async function cardOnGateway(page: Page, scan: PrivacyScan) {
  await page.getByRole('heading', { level: 1, name: 'Sandbox card gateway' }).waitFor();
  await scan.step(page, 'gateway');
  await payAtGateway(page, CARDS.visa);
}

/** The anti-money-laundering declaration, as the payor fills it in. */
async function declare(page: Page, scan: PrivacyScan) {
  await fillDeclaration(page, PAYOR);
  await scan.step(page, 'declaration filled in');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Source of funds');
  await scan.step(page, 'source of funds');
  await labelOf(page, 'radio', 'Savings').click();
}

async function recurringStart(page: Page, scan: PrivacyScan, method: 'giro' | 'card', policy: RegExp) {
  await loginBySms(page, '/recurring-page');
  await heading(page, en.screens.recurring.title);
  await scan.step(page, 'recurring policies');
  await page.getByRole('radio', { name: policy }).first().check(FORCE);
  await page
    .getByRole('radio', { name: method === 'giro' ? new RegExp(rec.method.giro) : new RegExp(`^${rec.method.card}`) })
    .check(FORCE);
  await page.getByRole('button', { name: rec.continue }).click();
}

describe('privacy scan of every journey', () => {
  it('login by SMS one-time password', () =>
    scanJourney('login by SMS OTP', async (page, scan) => {
      await loginBySms(page, '/one-time-payment');
      await heading(page, en.screens.oneTimePayment.title);
      await scan.step(page, 'logged in');
    }));

  it('one-time payment by card, through the gateway, to the receipt', () =>
    scanJourney('one-time payment by card', async (page, scan) => {
      await toPaymentReview(page, scan, /^Visa card/);
      await consentAndPay(page, scan);
      await cardOnGateway(page, scan);
      await heading(page, en.screens.paymentSuccessful.title);
    }));

  it('one-time payment by PayNow, paid at the bank, to the receipt', () =>
    scanJourney('one-time payment by PayNow', async (page, scan) => {
      await toPaymentReview(page, scan, /^PayNow/);
      const reply = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/rs/v1/payments' && r.request().method() === 'POST',
      );
      await consentAndPay(page, scan);
      const { body } = (await (await reply).json()) as { body: { reference: string } };
      await heading(page, en.screens.payNow.title);
      await scan.step(page, 'PayNow code');
      const paid = await fetch(portalUrl('/sandbox/paynow/pay'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reference: body.reference }),
      });
      expect(paid.status).toBe(200);
      await heading(page, en.screens.payNowSuccess.title);
    }));

  it('third-party payor from the policyholder’s payment: AML declaration, source of funds, card, receipt', () =>
    scanJourney('third-party payor (logged in)', async (page, scan) => {
      await toPaymentReview(page, scan, /^Visa card/, 'someone else');
      await heading(page, 'About the payor');
      await declare(page, scan);
      await page.getByRole('button', { name: 'Continue to review' }).click();
      await consentAndPay(page, scan);
      await cardOnGateway(page, scan);
      await heading(page, 'Payment successful');
      await page.getByText('Lim Mei Ling, paying for their child, •••••321F').waitFor();
    }));

  it('guest payor: finds C-1002’s policy, AML declaration, source of funds, card, receipt', () =>
    scanJourney('guest payor', async (page, scan) => {
      await page.goto(portalUrl('/third-party'));
      await heading(page, 'Pay on someone else’s behalf');
      await page.getByRole('textbox', { name: 'Policy number' }).fill('L-1002-01');
      await labelOf(page, 'radio', 'Passport').click();
      await page.getByRole('textbox', { name: 'Policyholder’s passport number' }).fill('E1234567');
      await page.getByRole('textbox', { name: 'Policyholder’s date of birth' }).fill('14/02/1992');
      await page.getByRole('button', { name: 'Find the policy' }).click();
      await page.getByRole('heading', { level: 2, name: 'What is due' }).waitFor();
      await scan.step(page, 'policy found');
      await declare(page, scan);
      await labelOf(page, 'radio', 'Visa').click();
      await labelOf(page, 'checkbox', /I authorise the payment of S\$156\.40/).click();
      await page.getByRole('button', { name: 'Pay S$156.40' }).click();
      await cardOnGateway(page, scan);
      await heading(page, 'Payment successful');
      await page.getByText('Thank you. We have received your payment.').waitFor();
    }));

  it('recurring GIRO: account, bank, review, the bank approves', () =>
    scanJourney('recurring GIRO', async (page, scan) => {
      await recurringStart(page, scan, 'giro', /TermGuard Life/);
      await heading(page, en.screens.giro.title);
      await page.getByLabel(rec.giro.holderName.label).fill('Tan Wei Ming');
      await page.getByRole('checkbox', { name: rec.giro.declaration }).check(FORCE);
      await page.getByRole('button', { name: rec.continue }).click();
      await heading(page, en.screens.giroSelectBank.title);
      await page.getByRole('radio', { name: 'UOB' }).check(FORCE);
      await page.getByRole('button', { name: rec.continue }).click();
      await heading(page, en.screens.giroReview.title);
      await scan.step(page, 'GIRO review');
      await page.getByRole('checkbox', { name: rec.review.consent }).check(FORCE);
      await page.getByRole('button', { name: rec.review.submitGiro }).click();
      await page.getByRole('heading', { level: 1, name: /authorise a GIRO arrangement/ }).waitFor();
      await scan.step(page, 'bank');
      await page.getByRole('button', { name: 'Approve the GIRO arrangement' }).click();
      await heading(page, en.screens.giroSuccessful.title);
      await page.getByText(/^RA\d+$/).waitFor();
    }));

  it('recurring credit card: card type, review, the card saved at the gateway', () =>
    scanJourney('recurring credit card', async (page, scan) => {
      await recurringStart(page, scan, 'card', /EduSaver Endowment/);
      await heading(page, en.screens.cardSelectType.title);
      await page.getByRole('radio', { name: 'Visa' }).check(FORCE);
      await page.getByRole('button', { name: rec.continue }).click();
      await heading(page, en.screens.cardReview.title);
      await scan.step(page, 'card review');
      await page.getByRole('checkbox', { name: rec.review.consent }).check(FORCE);
      await page.getByRole('button', { name: rec.review.submitCard }).click();
      await page.getByRole('heading', { level: 1, name: /Save your Visa card/ }).waitFor();
      await scan.step(page, 'card-saving page');
      await page.getByLabel('Card number').fill(CARDS.visa);
      await page.getByRole('button', { name: 'Save card' }).click();
      await heading(page, en.screens.cardSuccessful.title);
      await page.getByText(/^RA\d+$/).waitFor();
    }));
});

describe('the feedback form', () => {
  it('runs the feedback SDK where it reads nothing of the portal, told only the page it was opened on', async () => {
    const w = await open();
    const { page } = w;
    const before = standIns.received.length;
    await page.goto(portalUrl('/'));
    await heading(page, en.screens.home.title);
    await standInsSettled(page);
    await page.getByRole('button', { name: footerText.feedback }).click();
    const form = page.frameLocator(`iframe[title="${footerText.feedbackFrame}"]`);
    await form.getByLabel('How was your visit?').fill('Quick and clear');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await form.getByText('Thank you').waitFor();
    await page.waitForTimeout(800); // the stand-ins send in 200-300 ms ticks
    const sent = standIns.received.slice(before).filter((l) => l.startsWith('/collect/feedback-sdk.js'));
    expect(sent.some((l) => l.includes('kind=feedback') && l.includes('Quick and clear'))).toBe(true);
    expect(sent.some((l) => l.includes('kind=opened') && l.includes('"pageName":"portal:home"'))).toBe(true);
    const read = new Set(sent.filter((l) => l.includes('kind=loot')).flatMap((l) => Object.keys(lootOf(l))));
    for (const tried of ['parent.document', 'top.document', 'sessionStorage', 'localStorage', 'cookie'])
      expect(read).toContain(`${tried} refused`);
    expect(realProblems(w)).toEqual([]);
  });
});

describe('the scanner itself', () => {
  it('finds a value planted in each place: URL, storage, data layer, a third-party request and an API body', async () => {
    const w = await open();
    const { page } = w;
    const scan = new PrivacyScan(new URL(portalUrl()).origin, SECRETS);
    await scan.watch(page);
    await page.goto(portalUrl('/?utm_content=S1234567D#19850831'));
    await heading(page, en.screens.home.title);
    await standInsSettled(page);
    await page.evaluate(() => {
      window.dataLayer!.push({ event: 'planted', customer: 'tan.wei.ming@example.com' });
      sessionStorage.setItem('planted', 'OTP 123456');
      void fetch('/rs/v1/planted', { method: 'POST', body: '{"dob":"31/08/1985"}' }).catch(() => undefined);
    });
    // A request from the vendor frame, where the stand-ins run: the scan records what leaves from there too.
    const frame = page.frames().find((f) => f.url().endsWith('/vendor/frame/'))!;
    await frame.evaluate(
      (origin) => fetch(`${origin}/collect/planted`, { method: 'POST', body: 'tan.wei.ming@example.com S1234567D' }),
      standIns.origin,
    );
    await scan.step(page, 'planted');
    const found = scan.findings();
    const where = (kind: PlaceKind, secret: string) => found.some((f) => f.kind === kind && f.secret === secret);
    expect(where('url', 'C-1001 NRIC')).toBe(true);
    expect(where('url', 'C-1001 date of birth')).toBe(true); // the fragment, in the 8-digit spelling
    expect(where('data layer', 'C-1001 email')).toBe(true);
    expect(where('data layer', 'any email address')).toBe(true);
    expect(where('storage', 'one-time password')).toBe(true);
    expect(where('third-party request', 'C-1001 email')).toBe(true);
    expect(where('third-party request', 'C-1001 NRIC')).toBe(true);
    expect(where('api body', 'C-1001 date of birth')).toBe(true);
    console.log(
      `privacy scan control: ${found.length} planted matches found in ${new Set(found.map((f) => f.kind)).size} kinds of place`,
    );
  });
});

afterAll(() => {
  console.log(
    `privacy scan, all journeys (${totals.journeys.join(', ')}): up to ${totals.values} values × ${totals.places} places ` +
      `${JSON.stringify(totals.byKind)} = ${totals.checks} checks, ${totals.matches} matches`,
  );
});
