import { cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  answerPage,
  button,
  choice,
  field,
  holdNextReply,
  leftFor,
  ORIGIN,
  renderApp,
  useSandbox,
  user,
} from '../../support/render-app';
import { fillDeclaration, findPayablePolicy as findPolicyAsGuest } from './declaration-form';
import { NATIONALITIES, PAYMENT_REASONS, RELATIONSHIPS } from '../../../src/core/api/third-party.contract';
import { thirdPartyText } from '../../../src/ui/text/en-third-party';
import { paymentOutcomeText } from '../../../src/ui/text/en-payment-outcome';

/** Text split across elements (a value kept whole sits in its own span): the innermost element holding all of it. */
const spanning = (pattern: RegExp) => (_: string, el: Element | null) =>
  !!el && pattern.test(el.textContent ?? '') && ![...el.children].some((c) => pattern.test(c.textContent ?? ''));

const sandbox = useSandbox();
// RSA-OAEP with a 3072-bit key in jsdom, on a shared machine: whole journeys need more than 5 s.
jest.setTimeout(30_000);

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

const findPayablePolicy = () => findPolicyAsGuest(sandbox);

/** The document's title at the moment a level-1 heading reads `heading`: before any later task could retitle it. */
function titleWhenHeading(heading: string): Promise<string> {
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (document.querySelector('h1')?.textContent !== heading) return;
      watch.disconnect();
      resolve(document.title);
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** Declares the payor's source of funds (savings), pays by Visa and waits until the portal leaves for the gateway. */
async function payWithVisa() {
  await user.click(choice('Savings'));
  await user.click(choice(/^Visa/));
  await user.click(choice(/I authorise the payment of S\$156.40/));
  await user.click(button('Pay S$156.40'));
  await waitFor(() => expect(leftFor()).toMatch(/\/sandbox\/third-party-gateway\/TP-\d{6}$/));
}

describe('/third-party, guest', () => {
  it('finds the policy and shows only what is due, never the policyholder’s details', async () => {
    await findPayablePolicy();
    const due = screen.getByText('L-1002-01').closest('dl')!;
    expect(due.textContent).toContain('S$156.40');
    // Nor what the policy is or when it was due: only what paying it needs.
    expect(document.body.textContent).not.toMatch(
      /Priya|priya\.nair|8765 4321|E1234567|1992|TermGuard|Due date|Overdue/,
    );
  });

  it('gives one inline, announced answer when the details do not match', async () => {
    await renderApp('/third-party', sandbox);
    await screen.findByRole('button', { name: 'Find the policy' });
    await user.type(field('Policy number'), 'L-1002-01');
    await user.type(field('Policyholder’s NRIC/FIN'), 'S1234567D');
    await user.type(field('Policyholder’s date of birth'), '31/08/1985');
    await user.click(screen.getByRole('button', { name: 'Find the policy' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not find a premium due for these details/);
  });

  it('says a find that got no answer inline, with the support reference of the call that failed', async () => {
    await renderApp('/third-party', sandbox);
    await screen.findByRole('button', { name: 'Find the policy' });
    sandbox.state.faults.set('/rs/v1/third-party/policy/find', { fault: 'drop', remaining: 1, delayMs: 0 });
    await user.type(field('Policy number'), 'L-1002-01');
    await user.type(field('Policyholder’s NRIC/FIN'), 'S1234567D');
    await user.type(field('Policyholder’s date of birth'), '31/08/1985');
    await user.click(screen.getByRole('button', { name: 'Find the policy' }));
    const alert = await screen.findByRole('alert');
    const sent = sandbox.state.requests.filter((r) => r.path === '/rs/v1/third-party/policy/find');
    expect(sent).toHaveLength(1);
    expect(alert.textContent).toBe(
      `We could not send your declaration. Check your connection and try again.Reference: ${sent[0]!.correlationId}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull(); // no answer is said inline (the failure policy's third-party row)
  });

  it('shows every declaration error inline, tied to its field, and focuses the first', async () => {
    await findPayablePolicy();
    await user.type(field('Full name'), 'Lim 4111 1111 1111 1111');
    await user.type(field('Your NRIC/FIN'), 'S7654321A');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const name = field('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = name
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toMatch(/looks like a card number/);
    expect(document.activeElement).toBe(name);
    expect(screen.getByText('This NRIC/FIN is not valid. Check the last letter.')).toBeTruthy();
    expect(screen.getByText('Choose your nationality.')).toBeTruthy();
    const tick = screen.getByRole('checkbox', { name: /I declare that the information/ });
    expect(tick.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(tick.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Tick the declaration to continue.',
    );
    expect(sandbox.state.requests.filter((r) => r.path === '/rs/v1/third-party/declarations')).toHaveLength(0);
  });

  it('asks nationality, relationship and reason with native selects: the prompt first, then the contract’s codes', async () => {
    await findPayablePolicy();
    for (const [label, prompt, codes, texts] of [
      ['Nationality', 'Choose a nationality', NATIONALITIES, thirdPartyText.nationalities],
      ['The policyholder is my …', 'Choose who they are to you', RELATIONSHIPS, thirdPartyText.relationships.is],
      ['Why are you paying this premium?', 'Choose a reason', PAYMENT_REASONS, thirdPartyText.reasons],
    ] as const) {
      const select = screen.getByRole<HTMLSelectElement>('combobox', { name: label });
      expect(select.tagName).toBe('SELECT');
      expect(select.value).toBe('');
      const [first, ...rest] = [...select.options];
      expect([first!.value, first!.text, first!.disabled]).toEqual(['', prompt, true]);
      expect(rest.map((o) => [o.value, o.text])).toEqual(
        codes.map((code) => [code, (texts as Record<string, string>)[code]]),
      );
    }
    await user.choose('Nationality', 'Other');
    expect(field('Your nationality')).toBeTruthy(); // "Other" asks in words, as before
  });

  it('ties a picker’s error to it, focuses it when it is the first invalid field, and drops the error on a choice', async () => {
    await findPayablePolicy();
    await user.type(field('Full name'), 'Lim Mei Ling');
    await user.type(field('Your NRIC/FIN'), 'S7654321F');
    await user.type(field('Your date of birth'), '12/05/1960');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const nationality = screen.getByRole('combobox', { name: 'Nationality' });
    await waitFor(() => expect(document.activeElement).toBe(nationality));
    expect(nationality.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nationality.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Choose your nationality.',
    );
    const reason = screen.getByRole('combobox', { name: 'Why are you paying this premium?' });
    expect(document.getElementById(reason.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Choose why you are paying.',
    );
    await user.choose('Nationality', 'Singaporean');
    expect(nationality.getAttribute('aria-invalid')).toBeNull();
    expect(nationality.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Choose your nationality.')).toBeNull();
    expect(reason.getAttribute('aria-invalid')).toBe('true'); // the others keep theirs until changed
  });

  it('declares, gives the source of funds, leaves for the gateway, reads the receipt on return and downloads the copy', async () => {
    await findPayablePolicy();
    await fillDeclaration();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Source of funds' });
    expect(location.pathname).toBe('/third-party/source-of-funds');
    expect(screen.getByText(spanning(/Lim Mei Ling, paying for their child, •••••321F/))).toBeTruthy();

    // No copy before the source of funds is answered: it would not hold the whole declaration.
    expect(screen.queryByRole('button', { name: 'Download a copy of my declaration' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay S$156.40' }));
    expect(await screen.findByText('Choose where the money comes from.')).toBeTruthy();
    expect(screen.getByText('Choose how you would like to pay.')).toBeTruthy();
    await payWithVisa();
    expect(sandbox.areas.thirdParty.payments.size).toBe(1);
    const [payment] = [...sandbox.areas.thirdParty.payments.values()];
    expect(payment).toMatchObject({
      amountCents: 156_40,
      method: { kind: 'card', brand: 'visa' },
      payorName: 'Lim Mei Ling',
    });
    const stored = JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('S7654321F');
    expect(stored).not.toContain('E1234567');

    // The payor pays on the gateway's page; it sends them back with the reference only. A new page load
    // (new services, same tab storage) reads the receipt from the server with the stored guest token.
    const back = await fetch(ORIGIN + leftFor()!.replace(/^https?:\/\/[^/]+/, ''), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&cardNumber=4111111111111111',
      redirect: 'manual',
    });
    const location_ = back.headers.get('location')!;
    expect(location_).toMatch(/^\/payment-status\/third-party\/succesful\?ref=TP\d{10}$/);
    cleanup();
    await renderApp(location_, sandbox);
    await screen.findByText('Thank you. We have received your payment.');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('Lim Mei Ling')).toBeTruthy();
    expect(screen.getByText('S$156.40')).toBeTruthy();
    const blobs: Blob[] = [];
    const create = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:copy'));
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^declaration-TPD-\d{6}\.txt$/);
    });
    await user.click(screen.getByRole('button', { name: 'Download a copy of my declaration' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const copy = await readBlob(blobs[0]!);
    expect(copy).toContain('Full name: Lim Mei Ling');
    expect(copy).toContain('ID number: •••••321F');
    expect(copy).not.toContain('S7654321F');
    expect(copy).not.toMatch(/12\/05\/1960|1960-05-12/);
    expect(copy).toContain('Source of funds: Savings');
    clicked.mockRestore();
  });

  it('asks for the source of wealth above S$20,000', async () => {
    await renderApp('/third-party', sandbox);
    await screen.findByRole('button', { name: 'Find the policy' });
    await user.type(field('Policy number'), 'W-1001-04');
    await user.type(field('Policyholder’s NRIC/FIN'), 'S1234567D');
    await user.type(field('Policyholder’s date of birth'), '31/08/1985');
    await user.click(screen.getByRole('button', { name: 'Find the policy' }));
    await screen.findByRole('heading', { level: 2, name: 'What is due' });
    await user.type(field(/^Amount you will pay/), '25,000');
    await fillDeclaration();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Source of funds' });
    expect(screen.getByText(/Because this payment is above S\$20,000.00/)).toBeTruthy();
    const funds = screen.getByRole('radiogroup', { name: /Where does the money/ });
    await user.click(within(funds).getByRole('radio', { name: 'Salary or employment income' }));
    await user.click(screen.getByRole('radio', { name: /^Visa/ }));
    await user.click(screen.getByRole('checkbox', { name: /I authorise/ }));
    await user.click(screen.getByRole('button', { name: 'Pay S$25,000.00' }));
    expect(await screen.findByText('Choose your main source of wealth.')).toBeTruthy();
    const wealth = screen.getByRole('radiogroup', { name: 'Your main source of wealth' });
    await user.click(within(wealth).getByRole('radio', { name: 'Business income' }));
    await user.type(field(/^Tell us more/), 'Sold my bakery in 2019');
    await user.click(screen.getByRole('button', { name: 'Pay S$25,000.00' }));
    await waitFor(() => expect(leftFor()).toBeDefined());
    const sent = sandbox.state.requests.find((r) => r.path === '/rs/v1/third-party/declarations/source-of-funds')!;
    expect(JSON.parse(sent.body)).toMatchObject({
      source: 'salary',
      sourceOfWealth: { source: 'business-income', description: 'Sold my bakery in 2019' },
    });
  });
});

describe('a payment held for review', () => {
  it('reads as the policyholder’s routine review: nothing tells the payor of an anti-money-laundering review', async () => {
    await findPayablePolicy();
    await fillDeclaration();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Source of funds' });
    await payWithVisa();
    const back = await fetch(ORIGIN + leftFor()!.replace(/^https?:\/\/[^/]+/, ''), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&cardNumber=4000000000009995',
      redirect: 'manual',
    });
    cleanup();
    await renderApp(back.headers.get('location')!, sandbox);
    await screen.findByRole('heading', { level: 1, name: paymentOutcomeText.headings.aml });
    expect(screen.getByText(paymentOutcomeText.what.aml)).toBeTruthy();
    expect(document.querySelector('main')!.textContent).not.toMatch(/money.laundering|AML|three working days/i);
  });
});

describe('screening', () => {
  it('unavailable: the spec’s text in the error dialog, and the payor stays on the form', async () => {
    await findPayablePolicy();
    await fillDeclaration('S0000001I');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(dialog.textContent).toMatch(/Third-party payments are unavailable at the moment/);
    expect(location.pathname).toBe('/third-party');
  });

  it('held: the outcome page with the reference', async () => {
    await findPayablePolicy();
    await fillDeclaration('S0000002G');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Declaration under review' });
    expect(location.pathname + location.search).toBe('/payment-status/third-party?ref=TPH-000001');
    expect((await screen.findByText(/held while we complete a routine review/)).textContent).toContain(
      'No payment has been taken',
    );
    expect(screen.getByText('TPH-000001')).toBeTruthy();
  });
});

describe('an outcome page’s title and page view', () => {
  const views = () =>
    (window.dataLayer ?? []).flatMap((e) => ((e as { event?: string }).event === 'pageView' ? [e] : []));

  it('a success page that turns out declined moves to the status page, which alone pushes its view', async () => {
    const first = await findPayablePolicy();
    await fillDeclaration();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Source of funds' });
    await payWithVisa();
    const back = await answerPage(leftFor()!, 'action=pay&cardNumber=4000000000000002');
    first.unmount();
    // The status reply is held back, so the page is seen while it checks.
    const release = holdNextReply('/rs/v1/third-party/payments/status');
    window.dataLayer = [];

    await renderApp('/payment-status/third-party/succesful' + back.search, sandbox);
    await screen.findByRole('heading', { level: 1, name: 'Checking your payment' });
    expect(document.title).toBe('Checking your payment | Premium Payments');
    expect(views()).toEqual([]);

    const titleAsShown = titleWhenHeading('Payment unsuccessful');
    release();
    await screen.findByRole('heading', { level: 1, name: 'Payment unsuccessful' });
    expect(location.pathname + location.search).toBe('/payment-status/third-party' + back.search);
    expect(await titleAsShown).toBe('Payment unsuccessful | Premium Payments');
    expect(views()).toEqual([
      expect.objectContaining({ pageName: 'portal:third-party:status', pageUrl: '/payment-status/third-party' }),
    ]);
  });
});
