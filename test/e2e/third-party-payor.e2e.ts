import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { choose, fillDeclaration, labelOf, PAYOR } from './support/declaration';
import { dataLayer, portalUrl, sandboxControl, sandboxState, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { resetKeepingSignIn, signIn } from './support/login';
import { toLoggedInDeclaration, payAtGateway } from './support/journeys';
import { en } from '../../src/ui/text/en';
import type { Texts } from '../../src/ui/text/texts';
import { pack as ms } from '../../src/ui/text/ms';
import { pack as ta } from '../../src/ui/text/ta';
import { pack as zh } from '../../src/ui/text/zh';
import { paynowText } from '../../src/ui/text/en-paynow';
import { guestPayorText } from '../../src/ui/text/en-third-party-guest';
import { paymentOutcomeText } from '../../src/ui/text/en-payment-outcome';

const { open } = useBrowser();

beforeEach(resetKeepingSignIn);

/** The policy a guest payor pays: C-1002's, found by the policyholder's passport and date of birth. */
const POLICY = { number: 'L-1002-01', passport: 'E1234567', dob: '14/02/1992' };
const C1001 = { id: 'S1234567D', dob: '31/08/1985' };
/** Identity values that must never appear in plain text outside the RSA ciphertext. */
const SECRETS = [
  'S7654321F',
  's7654321f',
  '12/05/1960',
  '1960-05-12',
  'E1234567',
  'e1234567',
  '14/02/1992',
  '1992-02-14',
  'S1234567D',
  '31/08/1985',
  '1985-08-31',
];

/** A failed call's "Failed to load resource" line is the browser reporting a 4xx we asked for, not a fault. */
const realProblems = (problems: string[]) =>
  problems.filter((p) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(p));

/** What the sandbox sent (docs/sandbox.md, "Receipts"). */
async function outbox() {
  const res = await fetch(portalUrl('/sandbox/outbox'));
  return ((await res.json()) as { messages: { to: string; reference: string; channel: string; text: string }[] })
    .messages;
}

/**
 * The policyholder's receipt, reaching the payor: sent to the email they declared, shown masked, and Send again sends
 * it once more to the same address.
 */
async function expectReceiptSent(page: Page, reference: string) {
  const o = paymentOutcomeText.sent;
  expect(await outbox()).toEqual([expect.objectContaining({ to: PAYOR.email, reference, channel: 'email' })]);
  await page.getByText(o.to('receipt', 'email', 'l•••@example.com')).waitFor();
  expect(await page.content()).not.toContain(PAYOR.email);
  await page.getByRole('button', { name: o.again }).click();
  await page.getByText(o.sentAgain('l•••@example.com')).waitFor();
  expect((await outbox()).map((m) => [m.to, m.reference])).toEqual([
    [PAYOR.email, reference],
    [PAYOR.email, reference],
  ]);
}

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function findPolicyByPointer(page: Page) {
  await page.goto(portalUrl('/third-party'));
  await heading(page, 'Pay on someone else’s behalf');
  await page.getByRole('textbox', { name: 'Policy number' }).fill(POLICY.number);
  await labelOf(page, 'radio', 'Passport').click();
  await page.getByRole('textbox', { name: 'Policyholder’s passport number' }).fill(POLICY.passport);
  await page.getByRole('textbox', { name: 'Policyholder’s date of birth' }).fill(POLICY.dob);
  await page.getByRole('button', { name: 'Find the policy' }).click();
  await page.getByRole('heading', { level: 2, name: 'What is due' }).waitFor();
}

async function declareByPointer(page: Page, id = PAYOR.id) {
  await fillDeclaration(page, { ...PAYOR, id });
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Presses "Download a copy of my declaration" and reads the file, whose name is the declaration's reference. */
async function downloadCopy(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download a copy of my declaration' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^declaration-TPD-\d{6}\.txt$/);
  return readFileSync(await download.path(), 'utf8');
}

/** On the source of funds: savings, Visa, consent for `amount`, the gateway, and the outcome's heading. */
async function payFromSavingsByVisa(page: Page, amount = 'S$156.40') {
  await labelOf(page, 'radio', 'Savings').click();
  await labelOf(page, 'radio', 'Visa').click();
  await labelOf(page, 'checkbox', new RegExp(`I authorise the payment of ${amount.replace(/[$.]/g, '\\$&')}`)).click();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await payAtGateway(page);
  await heading(page, 'Payment successful');
}

describe('guest payor payment', () => {
  it('finds the policy, declares, gives the source of funds, pays on the gateway and gets the receipt', async () => {
    const { page, problems } = await open();
    await findPolicyByPointer(page);
    expect(await page.locator('main').textContent()).not.toMatch(/Priya|priya\.nair/);
    await declareByPointer(page);
    await heading(page, 'Source of funds');
    expect(new URL(page.url()).pathname).toBe('/third-party/source-of-funds');
    await payFromSavingsByVisa(page);
    expect(new URL(page.url()).pathname).toBe('/payment-status/third-party/succesful');
    await page.getByText(paymentOutcomeText.what.successful).waitFor();
    const receipt = await page.getByRole('definition').allTextContents();
    expect(receipt).toEqual(expect.arrayContaining(['L-1002-01', 'S$156.40', 'Visa ending 1111', PAYOR.name]));
    // The policy by its number alone (ADR 0067), and what happens next in the payor's words.
    expect(await page.locator('main').textContent()).not.toContain('TermGuard');
    await page.getByText('Policy L-1002-01 is up to date.').waitFor();
    await page.getByText(/^This payment will show in the policy’s records by /).waitFor();
    const reference = new URL(page.url()).searchParams.get('ref')!;
    await expectReceiptSent(page, reference);
    // The server's PDF receipt, as the policyholder's payment has: never window.print(), which webviews ignore.
    expect(await page.getByRole('button', { name: 'Print this receipt' }).count()).toBe(0);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^Receipt-TP\d{10}\.pdf$/);
    const bytes = readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(realProblems(problems)).toEqual([]);
  });

  it('a declined card: the reason, PayNow instead with the hotline, and paying by PayNow sends the receipt', async () => {
    const { page, problems } = await open();
    await findPolicyByPointer(page);
    await declareByPointer(page);
    await heading(page, 'Source of funds');
    await labelOf(page, 'radio', 'Salary or employment income').click();
    await labelOf(page, 'radio', 'Mastercard').click();
    await labelOf(page, 'checkbox', /I authorise/).click();
    await page.getByRole('button', { name: 'Pay S$156.40' }).click();
    await payAtGateway(page, '4000 0000 0000 0002');
    const o = paymentOutcomeText;
    await heading(page, o.headings.unsuccessful);
    expect(new URL(page.url()).pathname).toBe('/payment-status/third-party');
    await page.getByText(o.what.unsuccessful).waitFor();
    await page.getByText(o.reason('The card issuer declined the payment.')).waitFor();
    // Nothing was paid: no receipt, no date paid, and never "Paid with: Mastercard".
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toMatch(/Receipt|Paid on|Paid with|Paid by/);
    expect(await page.getByRole('definition').allTextContents()).toEqual(
      expect.arrayContaining(['Mastercard', PAYOR.name, 'S$156.40']),
    );
    // The policyholder's way forward: PayNow for the same amount, the bank's advice, the hotline with its hours.
    await page.getByRole('heading', { level: 2, name: o.declined.title }).waitFor();
    await page.getByText(o.declined.bank).waitFor();
    await page.getByText(/^For help with this payment, call us on \+65 6000 0000 \(.+\)\.$/).waitFor();
    expect(await page.getByRole('link', { name: o.tryAgain }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: o.declined.payNowInstead }).click();

    await heading(page, 'Source of funds');
    expect(await page.getByRole('radio', { name: /^PayNow/ }).isChecked()).toBe(true);
    await labelOf(page, 'radio', 'Salary or employment income').click();
    await labelOf(page, 'checkbox', /I authorise the payment of S\$156\.40/).click();
    await page.getByRole('button', { name: guestPayorText.pay.submitPayNow }).click();
    await page.getByRole('img', { name: /^PayNow QR code/ }).waitFor();
    const reference = (await page
      .locator('.summary-row', { hasText: paynowText.reference })
      .locator('.value-whole')
      .textContent())!;
    await sandboxControl('paynow/pay', { reference });
    await heading(page, o.headings.paynowSuccessful);
    await expectReceiptSent(page, reference);
    expect(realProblems(problems)).toEqual([]);
  });

  it('offers the copy of the declaration once the source of funds is answered, with it and with identity masked', async () => {
    const { page, problems } = await open();
    await findPolicyByPointer(page);
    await declareByPointer(page);
    await heading(page, 'Source of funds');
    // Before the source of funds is answered there is no whole declaration to copy.
    expect(await page.getByRole('button', { name: 'Download a copy of my declaration' }).count()).toBe(0);
    await payFromSavingsByVisa(page);
    const text = await downloadCopy(page);
    expect(text).toContain('Full name: Lim Mei Ling');
    expect(text).toContain('ID number: •••••321F');
    expect(text).toContain('Date of birth: ••••••1960');
    expect(text).toContain('Relationship: Lim Mei Ling, paying for their child');
    expect(text).toContain('Source of funds: Savings');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(realProblems(problems)).toEqual([]);
  });
});

describe('paying by PayNow as a guest', () => {
  /** From the source of funds (savings) to the guest's PayNow code, on the same page; returns its reference. */
  async function showCode(page: Page, amount = 'S$156.40'): Promise<string> {
    await labelOf(page, 'radio', new RegExp(`^${guestPayorText.pay.paynow}`)).click();
    await labelOf(
      page,
      'checkbox',
      new RegExp(`I authorise the payment of ${amount.replace(/[$.]/g, '\\$&')}`),
    ).click();
    await page.getByRole('button', { name: guestPayorText.pay.submitPayNow }).click();
    await heading(page, en.screens.payNow.title);
    await page.getByRole('img', { name: /^PayNow QR code/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/third-party/source-of-funds');
    return (await page
      .locator('.summary-row', { hasText: paynowText.reference })
      .locator('.value-whole')
      .textContent())!;
  }

  /** Finds the policy, declares, and from savings to the PayNow code; returns its reference. */
  async function toCode(page: Page): Promise<string> {
    await findPolicyByPointer(page);
    await declareByPointer(page);
    await heading(page, 'Source of funds');
    await labelOf(page, 'radio', 'Savings').click();
    return showCode(page);
  }

  it('shows the QR code with the time of day and the policy; paid through the sandbox, the payor lands on the receipt with its PDF', async () => {
    const { page, problems } = await open();
    const reference = await toCode(page);
    expect(reference).toMatch(/^TP\d{10}$/);
    await page
      .locator('.payment-countdown')
      .getByText(/^Valid until \d{1,2}:\d\d [ap]m, 15 minutes left\.$/)
      .waitFor();
    const pays = await page.locator(`dl.summary[aria-label="${paynowText.pays}"]`).textContent();
    expect(pays).toContain(`Policy ${POLICY.number}`);
    expect(pays).toContain('S$156.40');
    await page.getByText(paynowText.waiting).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await sandboxControl('paynow/pay', { reference });
    await heading(page, paymentOutcomeText.headings.paynowSuccessful);
    expect(new URL(page.url()).pathname).toBe('/payment-status/third-party/succesful');
    expect(new URL(page.url()).searchParams.get('ref')).toBe(reference);
    const receipt = await page.getByRole('definition').allTextContents();
    expect(receipt).toEqual(expect.arrayContaining([reference, 'S$156.40', 'PayNow', PAYOR.name]));
    await expectReceiptSent(page, reference);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`Receipt-${reference}.pdf`);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await axeViolations(page)).toEqual([]);
    expect(realProblems(problems)).toEqual([]);
  });

  it('an expired code: the status page says nothing was paid and what happens to a late transfer, and a new code can be had', async () => {
    const { page, problems } = await open();
    const reference = await toCode(page);
    await sandboxControl('paynow/expire', { reference });
    await heading(page, paymentOutcomeText.headings.expired);
    expect(new URL(page.url()).pathname).toBe('/payment-status/third-party');
    await page.getByText(paymentOutcomeText.what.expired).waitFor();
    await page.getByText(/^If you transferred money after the code expired, it is not lost/).waitFor();
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/Receipt|Paid on|Paid with/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: paymentOutcomeText.newCode }).click();
    await heading(page, 'Source of funds');
    await labelOf(page, 'radio', 'Savings').click();
    expect(await showCode(page)).not.toBe(reference);
    expect(realProblems(problems)).toEqual([]);
  });

  it('above the card limit only PayNow is offered, and the page says why', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/third-party'));
    await heading(page, 'Pay on someone else’s behalf');
    await page.getByRole('textbox', { name: 'Policy number' }).fill('W-1001-04');
    await page.getByRole('textbox', { name: 'Policyholder’s NRIC/FIN' }).fill(C1001.id);
    await page.getByRole('textbox', { name: 'Policyholder’s date of birth' }).fill(C1001.dob);
    await page.getByRole('button', { name: 'Find the policy' }).click();
    await page.getByRole('heading', { level: 2, name: 'What is due' }).waitFor();
    await declareByPointer(page);
    await heading(page, 'Source of funds');
    await page.getByText(guestPayorText.pay.payNowOnly).waitFor();
    const methods = page.getByRole('radiogroup', { name: guestPayorText.pay.method.label });
    expect(await methods.getByRole('radio').count()).toBe(1);
    expect(await methods.getByRole('radio', { name: /^PayNow/ }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(realProblems(problems)).toEqual([]);
  });
});

describe('finding the policy tells nothing, and pauses after five searches that found nothing', () => {
  const NOT_FOUND =
    'We could not find a premium due for these details. Check the policy number, ID number and date of birth, and try again.';

  async function find(page: Page, policyNumber: string) {
    await page.getByRole('textbox', { name: 'Policy number' }).fill(policyNumber);
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/rs/v1/third-party/policy/find')),
      page.getByRole('button', { name: 'Find the policy' }).click(),
    ]);
  }

  it('a wrong number gets the one answer for all misses; the fifth pauses the identity, saying when and whom to call', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/third-party'));
    await heading(page, 'Pay on someone else’s behalf');
    await labelOf(page, 'radio', 'Passport').click();
    await page.getByRole('textbox', { name: 'Policyholder’s passport number' }).fill(POLICY.passport);
    await page.getByRole('textbox', { name: 'Policyholder’s date of birth' }).fill(POLICY.dob);
    for (let i = 1; i <= 4; i++) {
      await find(page, `L-1002-0${i + 1}`);
      await page.getByText(NOT_FOUND).waitFor();
    }
    await find(page, 'L-1002-09');
    const paused = page.getByText(/^We have paused the search after several unsuccessful attempts/);
    await paused.waitFor();
    expect(await paused.textContent()).toBe(
      'We have paused the search after several unsuccessful attempts, to protect policyholders’ details. Please try again in 30 minutes. If you need help now, call our customer service on +65 6000 0000.',
    );
    expect(await axeViolations(page)).toEqual([]);
    // Paused means paused: the right policy number gets the same answer.
    await find(page, POLICY.number);
    await paused.waitFor();
    await sandboxControl('clock', { advanceMs: 30 * 60_000 });
    await find(page, POLICY.number);
    await page.getByRole('heading', { level: 2, name: 'What is due' }).waitFor();
    const due = await page.getByRole('definition').allTextContents();
    expect(due).toEqual([POLICY.number, 'S$156.40']);
    expect(realProblems(problems)).toEqual([]);
  });
});

describe('screening', () => {
  it('unavailable: the spec’s AML_SCREENING_NOT_AVAILABLE text in the error dialog; closing it keeps the form', async () => {
    const { page, problems } = await open();
    await findPolicyByPointer(page);
    await declareByPointer(page, 'S0000001I');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(
      /Third-party payments are unavailable at the moment; try again later or contact customer service on/,
    );
    await dialog.getByRole('button').first().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/third-party');
    expect(await page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe(PAYOR.name);
    expect(realProblems(problems)).toEqual([]);
  });

  it('held for review: the third-party outcome page with the reference, and no payment', async () => {
    const { page, problems } = await open();
    await findPolicyByPointer(page);
    await declareByPointer(page, 'S0000002G');
    await heading(page, 'Declaration under review');
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/Receipt|Paid on|Payment not completed/);
    expect(new URL(page.url()).searchParams.get('ref')).toBe('TPH-000001');
    await page.getByText(guestPayorText.outcome.declarationHeld).waitFor();
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/money.laundering|AML/i);
    await page.getByText('TPH-000001').waitFor();
    await page.reload();
    await page.getByText('TPH-000001').waitFor(); // a refresh still shows it
    expect(realProblems(problems)).toEqual([]);
  });
});

describe('accessibility of the filled-in steps', () => {
  it('finds no axe violations on the declaration with its errors, an open list, the source of funds and the receipt', async () => {
    const { page, problems } = await open();
    const found: Record<string, unknown> = {};
    const check = async (step: string) => {
      const violations = await axeViolations(page);
      if (violations.length) found[step] = violations;
    };
    await findPolicyByPointer(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Enter your full name.').waitFor();
    await check('declaration with errors');
    // A native select's open list is the browser's own, outside the page: check the page with "Other" chosen.
    await choose(page, /^Nationality$/, 'Other');
    await page.getByRole('textbox', { name: 'Your nationality' }).waitFor();
    await check('nationality Other chosen');
    await choose(page, /^Nationality$/, 'Singaporean');
    await page.getByRole('textbox', { name: /Amount you will pay/ }).fill('150');
    await declareByPointer(page);
    await heading(page, 'Source of funds');
    await check('source of funds');
    await payFromSavingsByVisa(page, 'S$150.00');
    await page.getByText(paymentOutcomeText.what.successful).waitFor();
    await check('receipt');
    expect(found).toEqual({});
    expect(realProblems(problems)).toEqual([]);
  });
});

describe('who the policyholder is to the payor, read one way', () => {
  it.each([
    ['zh', zh],
    ['ms', ms],
    ['ta', ta],
  ] as const)(
    'in %s: the form asks it that way round, the source of funds says it back, and axe finds nothing',
    async (code, pack) => {
      // These words are in every pack (a pack may lack only a new screen's, ADR 0064).
      const t = pack as Texts;
      const { page, problems } = await open();
      await findPolicyByPointer(page);
      await page.getByRole('navigation').getByRole('button', { name: en.language.names[code], exact: true }).click();
      await page.waitForFunction((c) => document.documentElement.lang.startsWith(c), code);
      const question = page.getByRole('combobox', { name: t.declaration.declaration.relationship.label });
      expect(await question.locator('option').allTextContents()).toEqual(
        expect.arrayContaining([t.relationships.is.parent, t.relationships.is.child]),
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('navigation').getByRole('button', { name: 'English', exact: true }).click();
      await page.waitForFunction(() => document.documentElement.lang.startsWith('en'));
      await declareByPointer(page);
      await heading(page, 'Source of funds');
      await page.getByRole('navigation').getByRole('button', { name: en.language.names[code], exact: true }).click();
      await page.getByText(t.relationships.payor('Lim Mei Ling', t.relationships.payingFor.child)).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(realProblems(problems)).toEqual([]);
    },
  );
});

describe('keyboard only', () => {
  it('finds the policy, makes the whole declaration, the source of funds and reaches the gateway without a pointer', async () => {
    const { page, problems } = await open();
    await page.goto(portalUrl('/third-party'));
    await heading(page, 'Pay on someone else’s behalf');
    await tabTo(page, page.getByRole('textbox', { name: 'Policy number' }));
    await page.keyboard.type(POLICY.number);
    await page.keyboard.press('Tab'); // the ID type radios: arrows move the choice
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Passport' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type(POLICY.passport);
    await page.keyboard.press('Tab');
    await page.keyboard.type(POLICY.dob);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'What is due' }).waitFor();

    // A first Enter with nothing filled in: focus lands on the first field with an error.
    await tabTo(page, page.getByRole('textbox', { name: 'Full name' }));
    await page.keyboard.press('Enter');
    await page.getByText('Enter your full name.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Full name' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );

    await page.keyboard.type(PAYOR.name);
    await tabTo(page, page.getByRole('textbox', { name: 'Your NRIC/FIN' }));
    await page.keyboard.type(PAYOR.id);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PAYOR.dob);
    // The native selects, closed: typing picks by the options' first letters (the browser's type-ahead), and
    // ArrowDown moves to the next option.
    for (const [label, typed, arrows, expected] of [
      [/^Nationality$/, 'Singap', 0, 'SG'],
      [/^The policyholder is my …$/, '', 1, 'parent'], // from the prompt to the first option
      [/^Why are you paying this premium\?$/, 'Supporting', 0, 'family-support'],
    ] as const) {
      const select = page.getByRole('combobox', { name: label });
      await tabTo(page, select);
      if (typed) await page.keyboard.type(typed);
      for (let i = 0; i < arrows; i++) await page.keyboard.press('ArrowDown');
      expect(await select.inputValue()).toBe(expected);
    }
    await tabTo(page, page.getByRole('textbox', { name: 'Mobile number' }));
    await page.keyboard.type('9123 4567');
    await page.keyboard.press('Tab');
    await page.keyboard.type('lim.mei.ling@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: /I declare/ }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await heading(page, 'Source of funds');
    await tabTo(page, page.getByRole('radio', { name: 'Salary or employment income' }));
    await page.keyboard.press('ArrowDown'); // Savings
    expect(await page.getByRole('radio', { name: 'Savings' }).isChecked()).toBe(true);
    await tabTo(page, page.getByRole('radio', { name: 'Visa' }));
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: /I authorise/ }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Sandbox card gateway' }).waitFor();
    expect(realProblems(problems)).toEqual([]);
  });
});

describe('from the policyholder’s logged-in payment', () => {
  it('payment method “someone else” leads through the declaration and source of funds back to review, then pays', async () => {
    const { page, problems } = await open();
    const seen: string[] = [];
    page.on('request', (request) => seen.push(`${request.url()}\n${request.postData() ?? ''}`));
    await page.goto(portalUrl('/login'));
    await heading(page, 'Log in');
    await page.getByRole('textbox', { name: 'NRIC or FIN number' }).fill(C1001.id);
    await page.getByRole('textbox', { name: 'Date of birth' }).fill(C1001.dob);
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Verify it’s you');
    await labelOf(page, 'radio', /text message/).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'One-time password' }).fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await heading(page, 'Choose what to pay');
    await labelOf(page, 'checkbox', /TermGuard Life/)
      .first()
      .click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Choose how to pay');
    await labelOf(page, 'radio', /^Visa/).click();
    await labelOf(page, 'radio', /Someone else is paying for me/).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'About the payor');
    expect(new URL(page.url()).pathname).toBe('/third-party/one-time-payment');
    await declareByPointer(page);
    await heading(page, 'Source of funds');
    expect(new URL(page.url()).pathname).toBe('/third-party/one-time-payment/source-of-funds');
    expect(await page.getByRole('button', { name: 'Download a copy of my declaration' }).count()).toBe(0);
    await labelOf(page, 'radio', 'Savings').click();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await heading(page, 'Review and pay');
    expect(new URL(page.url()).pathname).toBe('/one-time-payment/payment-review');
    // The review names the payor: name, relationship and masked ID, never the full ID.
    // Its part loads lazily, after the page's heading: wait for it, not for a fixed time.
    await page.getByText('Lim Mei Ling, paying for their child, •••••321F').waitFor();
    expect(await page.locator('main').textContent()).toMatch(/Paid byLim Mei Ling, paying for their child, •••••321F/);
    // The payor's copy is offered at the review, once the source of funds is answered, and holds it.
    expect(await downloadCopy(page)).toContain('Source of funds: Savings');
    await labelOf(page, 'checkbox', /I authorise this payment/).click();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await payAtGateway(page);
    await heading(page, 'Payment successful');
    await page.getByText('Lim Mei Ling, paying for their child, •••••321F').waitFor(); // and so does the receipt
    const created = (await sandboxState()).requests.filter((r) => r.path === '/rs/v1/payments');
    expect(JSON.parse(created.at(-1)!.body).payor).toEqual({
      kind: 'third-party',
      declarationId: expect.stringMatching(/^TPD-\d{6}$/),
    });
    // Neither the policyholder's login identity nor the payor's reached a request, storage or the data layer in plain text.
    seen.push(
      await page.evaluate(() =>
        JSON.stringify({ s: { ...sessionStorage }, l: { ...localStorage }, d: window.dataLayer ?? [] }),
      ),
    );
    seen.push(JSON.stringify((await sandboxState()).requests));
    const everything = seen.join('\n');
    expect(everything).toContain('/rs/v1/third-party/declarations');
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
    expect(realProblems(problems)).toEqual([]);
  });
});

describe('no identity value in plain text', () => {
  it('neither the payor’s nor the policyholder’s ID number or date of birth in any request, URL, storage or the data layer', async () => {
    const { page, problems } = await open();
    const seen: string[] = [];
    page.on('request', (request) => seen.push(`${request.url()}\n${request.postData() ?? ''}`));
    page.on('framenavigated', (frame) => seen.push(frame.url()));
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

    await findPolicyByPointer(page);
    await dump();
    await declareByPointer(page);
    await heading(page, 'Source of funds');
    await dump();
    await payFromSavingsByVisa(page);
    await dump();
    seen.push(JSON.stringify(await dataLayer(page)));
    seen.push(JSON.stringify((await sandboxState()).requests));
    const everything = seen.join('\n');
    expect(everything).toContain('/rs/v1/third-party/declarations'); // the recording did see the calls
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
    expect(realProblems(problems)).toEqual([]);
  });
});

describe('who is who', () => {
  it('the logged-in declaration says whose policy the payor pays and who is signed in', async () => {
    const { page, problems } = await open();
    await toLoggedInDeclaration(page);
    await page
      .getByText(
        'You are paying for the policyholder’s TermGuard Life L-1001-01. The policyholder is signed in as •••••567D. This form is about you, the payor, not the policyholder.',
      )
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(realProblems(problems)).toEqual([]);
  });

  it('the guest pages show no signed-in controls, even with a session left in this tab', async () => {
    const { page, problems } = await open();
    await signIn(page, '/one-time-payment');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await sandboxControl('clock', { advanceMs: 2460000 }); // the session has ended on the server
    for (const path of ['/third-party', '/third-party/source-of-funds', '/payment-status/third-party']) {
      await page.goto(portalUrl(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const header = (await page.locator('header').textContent()) ?? '';
      expect([path, header]).toEqual([path, expect.not.stringMatching(/Signed in|Log out/)]);
      expect(await page.getByRole('alertdialog').or(page.getByRole('dialog')).count()).toBe(0);
    }
    expect(realProblems(problems)).toEqual([]);
  });
});
