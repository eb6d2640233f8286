import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  button,
  callsTo,
  choice,
  answerPage,
  findChoice,
  findPage,
  leftFor,
  holdNextReply,
  renderApp,
  useSandbox,
  user,
} from '../../support/render-app';

const sandbox = useSandbox();

/** The first page's choice of a policy and GIRO, on to the account step. */
async function toAccount(policy: RegExp = /TermGuard Life/) {
  await renderApp('/recurring-page', sandbox, { customerId: 'C-1001' });
  await user.click(await findChoice(policy));
  await user.click(choice(/GIRO from my bank account/));
  await user.click(button('Continue'));
  await findPage('Recurring payment by GIRO');
}

async function fillAccount(name: string) {
  await user.type(await screen.findByLabelText('Account holder’s name'), name);
  await user.click(choice(/this bank account is my own/));
  await user.click(button('Continue'));
}

async function toReview(name = 'Tan Wei Ming', policy?: RegExp) {
  await toAccount(policy);
  await fillAccount(name);
  await user.click(await findChoice('UOB'));
  await user.click(button('Continue'));
  await findPage('Review your GIRO arrangement');
}

describe('/recurring-page', () => {
  it('lists the policies with their current arrangement, and says what is missing', async () => {
    await renderApp('/recurring-page', sandbox, { customerId: 'C-1001' });
    // The premium as the policies page states it (Quarterly premium): one seed, one frequency.
    expect(
      await screen.findByRole('radio', {
        name: /MediShield Plus Health.*S\$1,180\.00 a quarter.*Paid by GIRO from DBS\/POSB/,
      }),
    ).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: /No recurring arrangement/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a policy.')).toBeTruthy();
    expect(screen.getByText('Choose GIRO or credit card.')).toBeTruthy();
    // Focus moves to the first invalid control, so a screen reader reads its error.
    expect(document.activeElement?.closest('[role="radiogroup"]')?.textContent).toContain('Policy');
  });

  it('GIRO for a policy goes to /recurring-giro with the policy chosen', async () => {
    await renderApp('/recurring-page', sandbox, { customerId: 'C-1001' });
    await user.click(await screen.findByRole('radio', { name: /EduSaver Endowment/ }));
    await user.click(screen.getByRole('radio', { name: /GIRO from my bank account/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Recurring payment by GIRO' });
    expect(location.pathname).toBe('/recurring-giro');
    // Shown, not asked again; nothing is overdue on it, so nothing to pay first.
    expect(await screen.findByText('EduSaver Endowment (E-1001-03)')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'A premium is still due' })).toBeNull();
  });
});

describe('GIRO', () => {
  it('the account step asks for no policy and no account number: the bank asks for the number', async () => {
    await renderApp('/recurring-giro', sandbox, { customerId: 'C-1001' });
    expect(await screen.findByText('Choose the policy for this arrangement first.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    await toAccount();
    expect(await screen.findByText(/enter your account number on your bank’s own page/)).toBeTruthy();
    expect(screen.getAllByRole('textbox').map((t) => t.getAttribute('name'))).toEqual(['accountHolderName']);
    expect(screen.getByText('Step 2 of 4: Account holder')).toBeTruthy();
  });

  it('the account step of an overdue policy says what is due, by when, and pays it in one press', async () => {
    await toAccount();
    const due = await screen.findByRole('region', { name: 'A premium is still due' });
    expect(due.textContent).toMatch(/Amount dueS\$245\.30/);
    expect(due.textContent).toMatch(/Due date\d{1,2} \w{3} \d{4}/);
    expect(due.textContent).toMatch(/Pay by, to keep your cover\d{1,2} \w{3} \d{4}/);
    await user.click(screen.getByRole('button', { name: 'Pay S$245.30 now' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose how to pay' });
    expect(location.pathname).toBe('/one-time-payment/payment-method');
    expect(document.body.textContent).toContain('S$245.30');
  });

  it('the account step’s form never moves: it appears once the premium-due notice above it is settled', async () => {
    let movable = false;
    const watch = new MutationObserver(() => {
      const form = screen.queryByRole('textbox', { name: 'Account holder’s name' });
      if (form && !screen.queryByRole('region', { name: 'A premium is still due' })) movable = true;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await toAccount();
    await screen.findByRole('textbox', { name: 'Account holder’s name' });
    await screen.findByRole('region', { name: 'A premium is still due' });
    watch.disconnect();
    expect(movable).toBe(false);
    // The first page's list, just loaded, is the account step's too.
    expect(callsTo(sandbox, '/rs/v1/recurring/policies')).toHaveLength(1);
  });

  it('the account step gives every error inline, tied to its field', async () => {
    await toAccount();
    await user.type(screen.getByRole('textbox', { name: 'Account holder’s name' }), 'Tan 123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const name = screen.getByRole('textbox', { name: 'Account holder’s name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(
        name
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((id) => document.getElementById(id)?.textContent?.includes('letters'))!,
      ),
    ).toBeTruthy();
    const declaration = screen.getByRole('checkbox', { name: /this bank account is my own/ });
    expect(declaration.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(declaration.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Confirm that the bank account is your own.',
    );
    expect(location.pathname).toBe('/recurring-giro');
  });

  it('bank step shows the nine banks and the first deduction; review submits once and leaves for the bank', async () => {
    await toAccount();
    await fillAccount('Tan Wei Ming');
    await screen.findByRole('heading', { level: 1, name: 'Choose your bank' });
    const banks = (await screen.findAllByRole('radio')).map((r) => r.closest('label')!.textContent);
    expect(banks).toEqual([
      'Bank of China',
      'Citibank',
      'DBS/POSB',
      'HSBC',
      'ICBC',
      'Maybank',
      'OCBC',
      'Standard Chartered',
      'UOB',
    ]);
    expect(
      screen.getByText(/The first premium deducted by GIRO will be the one due on \d+ \w{3} \d{4}\./),
    ).toBeTruthy();
    expect(screen.getByText(/keep paying your premiums as usual/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose your bank.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'OCBC' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Review your GIRO arrangement' });
    expect(screen.getByText('Tan Wei Ming')).toBeTruthy();
    expect(screen.getByText('OCBC')).toBeTruthy();
    expect(screen.getByText('You enter it on OCBC’s own page')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to my bank' }));
    const consent = screen.getByRole('checkbox', { name: /agree to the terms/ });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(consent);
    expect(callsTo(sandbox, '/rs/v1/recurring/arrangements')).toHaveLength(0);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Continue to my bank' }));
    await waitFor(() => expect(leftFor()).toMatch(/^\/sandbox\/bank\/giro\/ARR-/));
    expect(callsTo(sandbox, '/rs/v1/recurring/arrangements')).toHaveLength(1);
  });

  it('a double click and Enter plus click while pending send one request', async () => {
    await toReview();
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    const button = screen.getByRole('button', { name: 'Continue to my bank' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.submit(button.closest('form')!);
    });
    await user.click(button);
    await waitFor(() => expect(leftFor()).toBeDefined());
    expect(callsTo(sandbox, '/rs/v1/recurring/arrangements')).toHaveLength(1);
    expect(
      new Set(callsTo(sandbox, '/rs/v1/recurring/arrangements').map((r) => r.headers['idempotency-key'])).size,
    ).toBe(1);
  });

  it('an account that is not the customer’s own: the spec’s dialog, whose close returns to /recurring-giro with the name kept', async () => {
    await toReview('Other Person');
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to my bank' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(dialog.textContent).toContain(
      "Unable to proceed; check that the recurring GIRO arrangement is being set up with the user's own bank account.",
    );
    expect(leftFor()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('heading', { level: 1, name: 'Recurring payment by GIRO' });
    expect(location.pathname).toBe('/recurring-giro');
    expect(await screen.findByRole<HTMLInputElement>('textbox', { name: 'Account holder’s name' })).toHaveProperty(
      'value',
      'Other Person',
    );
    // The premium overdue on the policy is still to pay, and one press pays it.
    expect(await screen.findByRole('button', { name: 'Pay S$245.30 now' })).toBeTruthy();
  });

  it('the outcome page shows the server’s receipt; Back to review then finds nothing to submit', async () => {
    await toReview();
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to my bank' }));
    await waitFor(() => expect(leftFor()).toBeDefined());
    const back = await answerPage(leftFor()!, 'decision=approve');
    expect(back.pathname).toBe('/recurring-arrangements/giro/status/succesful');

    // The bank sends the customer back: a new page load at the outcome.
    await renderApp(back.pathname + back.search, sandbox, { customerId: 'C-1001' });
    await screen.findByRole('heading', { level: 1, name: 'GIRO arrangement set up' });
    expect(await screen.findByText(back.searchParams.get('ref')!)).toBeTruthy();
    expect(screen.getByText('UOB account ending 6789')).toBeTruthy();
    expect(screen.getByText(/Please pay any premium due before/)).toBeTruthy();
    // L-1001-01's premium overdue since before the first deduction: no claim that every premium is now taken.
    expect(screen.queryByText(/will now be paid automatically/)).toBeNull();
    expect(screen.getByText(/but not the premium still due below/)).toBeTruthy();
    const due = await screen.findByRole('region', { name: 'A premium is still due' });
    expect(due.textContent).toContain('S$245.30');

    await renderApp('/recurring-arrangements/giro/review', sandbox, { customerId: 'C-1001' });
    expect(await screen.findByText('Choose the policy for this arrangement first.')).toBeTruthy();
    await act(async () => undefined);
    expect(callsTo(sandbox, '/rs/v1/recurring/arrangements')).toHaveLength(1);
  });

  it('an outcome page claims nothing until the status arrives, and one the bank got wrong pushes only the right view', async () => {
    await toReview();
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to my bank' }));
    await waitFor(() => expect(leftFor()).toBeDefined());
    const back = await answerPage(leftFor()!, 'decision=reject');
    const release = holdNextReply('/rs/v1/recurring/arrangements/status');
    window.dataLayer = [];

    await renderApp('/recurring-arrangements/giro/status/succesful' + back.search, sandbox, { customerId: 'C-1001' });
    await screen.findByRole('heading', { level: 1, name: 'Checking your arrangement' });
    expect(document.title).toBe('Checking your arrangement | Premium Payments');
    const views = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'pageView');
    expect(views()).toEqual([]);

    release();
    await screen.findByRole('heading', { level: 1, name: 'GIRO arrangement not set up' });
    expect(location.pathname).toBe('/recurring-arrangements/giro/status/unsuccesful');
    expect(document.title).toBe('GIRO arrangement not set up | Premium Payments');
    expect(views()).toEqual([expect.objectContaining({ pageName: 'portal:recurring:giro:status:unsuccesful' })]);
    // The bank's reason, and who to call, when.
    expect(screen.getByText('Reason given: Your bank did not approve the GIRO arrangement.')).toBeTruthy();
    const hotline = within(screen.getByRole('main')).getByRole('link', { name: /^\+65/ });
    expect(hotline.getAttribute('href')).toMatch(/^tel:\+65/);
    expect(hotline.closest('p')!.textContent).toMatch(/ask your bank, or call us on \+65[\d ]+ \(.+\)\./);
  });

  it('an arrangement that takes every premium still due says so in its headline', async () => {
    await toReview('Tan Wei Ming', /EduSaver Endowment/);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to my bank' }));
    await waitFor(() => expect(leftFor()).toBeDefined());
    const back = await answerPage(leftFor()!, 'decision=approve');
    await renderApp(back.pathname + back.search, sandbox, { customerId: 'C-1001' });
    await screen.findByRole('heading', { level: 1, name: 'GIRO arrangement set up' });
    expect(await screen.findByText(/Your premiums will now be paid automatically/)).toBeTruthy();
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'A premium is still due' })).toBeNull();
  });
});
