import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useFakeCanvas } from './fake-canvas';
import { FakeClock } from '../../support/fakes';
import {
  advanceUntil,
  answerPage,
  button,
  choice,
  findChoice,
  findPage,
  leftFor,
  callsTo,
  holdNextReply,
  renderApp,
  useSandbox,
  user,
} from '../../support/render-app';

/** Text split across elements (a value kept whole sits in its own span): the innermost element holding all of it. */
const spanning = (pattern: RegExp) => (_: string, el: Element | null) =>
  !!el && pattern.test(el.textContent ?? '') && ![...el.children].some((c) => pattern.test(c.textContent ?? ''));

// Whole journeys over the real sandbox: slower than a unit test on a busy two-core machine.
jest.setTimeout(20_000);

const sandbox = useSandbox();
// The PayNow page draws its QR code on a canvas, which jsdom lacks.
useFakeCanvas();

async function choose(policy: RegExp) {
  await user.click(await findChoice(policy));
}

/** To the review page; `clock`: the page's FakeClock, for a test that waits on the portal's own timers. */
async function toReview(method: RegExp, clock?: FakeClock) {
  const view = await renderApp('/one-time-payment', sandbox, {
    customerId: 'C-1001',
    ...(clock ? { overrides: { clock } } : {}),
  });
  await choose(/TermGuard Life/);
  await user.click(button('Continue'));
  await findPage('Choose how to pay');
  await user.click(choice(method));
  await user.click(choice('I am the policyholder'));
  await user.click(button('Continue'));
  await findPage('Review and pay');
  return view;
}

describe('/one-time-payment', () => {
  it('lists the policies due with what matters for each, and keeps the total in view', async () => {
    await renderApp('/one-time-payment', sandbox, { customerId: 'C-1001' });
    // Whose cover, how often, and by when an overdue premium keeps it.
    expect(
      await screen.findByRole('checkbox', {
        name: /TermGuard Life.*Life assured: Tan Wei Ming · Monthly premium.*S\$245\.30 due.*Overdue.*Pay by \d{1,2} \w+ \d{4} to keep your cover\./,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /EduSaver Endowment.*Life assured: Tan Jia Hui/ })).toBeTruthy();
    // A deduction on its way is named with its date, not left for the customer to check.
    expect(
      screen.getByRole('checkbox', {
        name: /MediShield Plus Health.*Quarterly premium.*Paid by GIRO: the deduction on \d{1,2} \w+ \d{4} pays this premium/,
      }),
    ).toBeTruthy();
    // Above the card limit, on that policy's line.
    expect(
      screen.getByRole('checkbox', {
        name: /Legacy Whole Life.*Pay this by PayNow: a card payment can be at most S\$50,000\.00\./,
      }),
    ).toBeTruthy();
    expect(screen.queryAllByText(/Pay this by PayNow/)).toHaveLength(1);
    expect(screen.queryAllByText(/to keep your cover/)).toHaveLength(1);
    expect(screen.getByText('S$0.00')).toBeTruthy();
    await choose(/TermGuard Life/);
    await choose(/EduSaver Endowment/);
    expect(screen.getByText('S$333.35')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Amount for TermGuard Life' }), '100');
    expect(screen.getByText('S$188.05')).toBeTruthy();
  });

  it('asks once before a premium GIRO will take is paid too, keeps it out until then, and the review names it', async () => {
    await renderApp('/one-time-payment', sandbox, { customerId: 'C-1001' });
    const giro = await screen.findByRole<HTMLInputElement>('checkbox', { name: /MediShield Plus Health/ });
    expect(giro.checked).toBe(false);
    await user.click(giro);
    const dialog = await screen.findByRole('dialog', { name: 'Pay this premium now as well?' });
    expect(dialog.textContent).toMatch(
      /Your GIRO deduction on \d{1,2} \w+ \d{4} will still take S\$1,180\.00 for this premium, so it would be paid twice\./,
    );
    expect(dialog.textContent).toContain('The scheduled deduction is still made. We then use it for your next premium');
    await user.click(screen.getByRole('button', { name: 'Leave it to GIRO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(giro.checked).toBe(false);
    expect(screen.getByText('S$0.00')).toBeTruthy();

    await user.click(giro);
    await user.click(await screen.findByRole('button', { name: 'Pay it now as well' }));
    await waitFor(() => expect(giro.checked).toBe(true));
    await user.click(giro); // once asked, unticking and ticking again asks no more
    await user.click(giro);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(giro.checked).toBe(true);
    await choose(/TermGuard Life/);
    expect(screen.getByText('S$1,425.30')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose how to pay' });
    await user.click(screen.getByRole('radio', { name: /^PayNow/ }));
    await user.click(screen.getByRole('radio', { name: 'I am the policyholder' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
    expect(screen.getAllByText(/^Also taken by your GIRO deduction on \d{1,2} \w+ \d{4}$/)).toHaveLength(1);
    expect(screen.getByText(spanning(/^S\$1,425\.30$/))).toBeTruthy();
  });

  it('says what is wrong with an amount, on its field, and stays', async () => {
    await renderApp('/one-time-payment', sandbox, { customerId: 'C-1001' });
    await choose(/TermGuard Life/);
    const amount = screen.getByRole('textbox', { name: 'Amount for TermGuard Life' });
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The amount cannot be more than the premium due.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
    expect(location.pathname).toBe('/one-time-payment');
  });

  it('needs a policy', async () => {
    await renderApp('/one-time-payment', sandbox, { customerId: 'C-1001' });
    await screen.findByRole('checkbox', { name: /TermGuard Life/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose at least one policy.')).toBeTruthy();
  });
});

describe('paying by card', () => {
  it('a double click on Pay sends one payment, goes to the gateway, and the outcome page shows the receipt', async () => {
    const first = await toReview(/^Visa card/);
    expect(screen.getByText(spanning(/^TermGuard Life \(L-1001-01\)$/))).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Pay S$245.30' });
    await user.click(pay);
    expect(await screen.findByText('Confirm the details to pay.')).toBeTruthy();
    expect(callsTo(sandbox, '/rs/v1/payments')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
    await act(async () => {
      fireEvent.click(pay);
      fireEvent.click(pay);
      fireEvent.submit(pay.closest('form')!);
    });
    await waitFor(() => expect(leftFor()).toMatch(/\/sandbox\/gateway\/P-000001$/));
    expect(callsTo(sandbox, '/rs/v1/payments')).toHaveLength(1);
    expect(callsTo(sandbox, '/rs/v1/payments')[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    const back = await answerPage(leftFor()!, 'cardNumber=4111111111111111&action=pay');
    expect(back.pathname).toBe('/one-time-payment/status/successful');
    // The gateway sends the browser back: a new page load of the portal.
    first.unmount();
    await renderApp(back.pathname + back.search, sandbox, { customerId: 'C-1001' });
    await screen.findByRole('heading', { level: 1, name: 'Payment successful' });
    expect(await screen.findByText('PP' + back.search.slice(-10))).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Visa card ending 1111')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeTruthy();
  });

  it('an outcome path that disagrees with the server is corrected to the server’s outcome', async () => {
    const first = await toReview(/^Visa card/);
    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
    await user.click(screen.getByRole('button', { name: 'Pay S$245.30' }));
    await waitFor(() => expect(leftFor()).toBeTruthy());
    const back = await answerPage(leftFor()!, 'cardNumber=4000000000000002&action=pay');
    first.unmount();
    await renderApp('/one-time-payment/status/successful' + back.search, sandbox, { customerId: 'C-1001' });
    await screen.findByRole('heading', { level: 1, name: 'Payment unsuccessful' });
    expect(location.pathname).toBe('/one-time-payment/status/unsuccessful');
    expect(await screen.findByText('Reason: The card issuer declined the payment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/one-time-payment/payment-review',
    );
  });
  it('a card payment the server calls expired reads as a card that timed out, never as a PayNow code', async () => {
    const first = await toReview(/^Visa card/);
    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
    await user.click(screen.getByRole('button', { name: 'Pay S$245.30' }));
    await waitFor(() => expect(leftFor()).toBeTruthy());
    // The gateway's page ran out of time: the server's own word for it is `expired`.
    const payment = sandbox.areas.payment.payments.get('P-000001')!;
    payment.status = 'expired';
    first.unmount();
    await renderApp(`/one-time-payment/status/successful?ref=${payment.reference}`, sandbox, { customerId: 'C-1001' });
    await screen.findByRole('heading', { level: 1, name: 'Card payment timed out' });
    expect(location.pathname).toBe('/one-time-payment/status/unsuccessful');
    expect(screen.getByText(/you have not been charged/)).toBeTruthy();
    expect(screen.queryByText(/PayNow/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/one-time-payment/payment-review',
    );
  });
});

describe('paying by PayNow', () => {
  it('shows the details to pay by hand, and moves on by itself once paid', async () => {
    const clock = new FakeClock(Date.now());
    await toReview(/^PayNow/, clock);
    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
    await user.click(screen.getByRole('button', { name: 'Show PayNow QR code' }));
    await screen.findByRole('heading', { level: 1, name: 'Pay with PayNow' });
    expect(screen.getByText('198700001E')).toBeTruthy();
    // Beside the code in the PayNow frame, on the policy it pays, and again to pay by hand.
    expect(screen.getAllByText('S$245.30')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'What this code pays' })).toBeTruthy();
    expect(screen.getByText(/Keep this page open/)).toBeTruthy();
    // Before the customer leaves for the banking app: away long, it still counts, where the receipt goes (masked).
    await screen.findByText(
      'If you are away for a while, your payment still counts: when it reaches us we send the receipt to t•••@example.com, and when you log in again it is listed under your payments.',
    );
    // Below the configured amount (S$1,000), no word on banks' daily PayNow caps.
    expect(screen.queryByText(/Banks cap how much you can send by PayNow/)).toBeNull();
    const reference = sandbox.areas.payment.payments.get('P-000001')!.reference;
    expect(screen.getByText(reference)).toBeTruthy();
    await fetch('http://localhost/sandbox/paynow/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference }),
    });
    // The poll's next check, on the page's clock.
    await advanceUntil(clock, () => !!screen.queryByRole('heading', { level: 1, name: 'PayNow payment received' }));
    expect(location.pathname).toBe('/payment-status/otp/paynow/success');
    expect(await screen.findByText(reference)).toBeTruthy();
  });
});

describe('the recent payments on the first page after login', () => {
  it('show a PayNow code waiting, then paid as soon as the server knows, with its receipt a press away', async () => {
    const clock = new FakeClock(Date.now());
    await toReview(/^PayNow/, clock);
    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
    await user.click(screen.getByRole('button', { name: 'Show PayNow QR code' }));
    await screen.findByRole('heading', { level: 1, name: 'Pay with PayNow' });
    const { reference } = sandbox.areas.payment.payments.get('P-000001')!;

    // A new page load, logged in (as after the session ended and a new login): the code is listed as waiting.
    await renderApp('/one-time-payment', sandbox, { customerId: 'C-1001', overrides: { clock } });
    const list = await screen.findByRole('region', { name: 'Your payments in the last 30 days' });
    expect(list.textContent).toMatch(
      /S\$245\.30 · PayNow.*Waiting for your PayNow transfer.*TermGuard Life \(L-1001-01\)/,
    );
    expect(screen.queryByRole('link', { name: `Receipt ${reference}` })).toBeNull();

    await fetch('http://localhost/sandbox/paynow/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference }),
    });
    await advanceUntil(clock, () => !!screen.queryByRole('link', { name: `Receipt ${reference}` }));
    expect(list.textContent).toMatch(/S\$245\.30 · PayNow.*Paid · \d{1,2} \w+ \d{4}/);
    // Paid, its policy is no longer among those due.
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /TermGuard Life/ })).toBeNull());
    expect(screen.getByRole('checkbox', { name: /EduSaver Endowment/ })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: `Receipt ${reference}` }));
    await screen.findByRole('heading', { level: 1, name: 'PayNow payment received' });
    expect(location.search).toBe(`?ref=${reference}`);
  });

  it('show nothing when there are none', async () => {
    await renderApp('/one-time-payment', sandbox, { customerId: 'C-1001' });
    await screen.findByRole('checkbox', { name: /TermGuard Life/ });
    await waitFor(() => expect(callsTo(sandbox, '/rs/v1/payments/recent')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /Your payments/ })).toBeNull();
    expect(screen.queryByText(/recent payments/)).toBeNull();
  });
});

describe('exactly once, seen by the customer', () => {
  it('after 5xx replies says "still confirming, do not pay again", and checking again reuses the key', async () => {
    const clock = new FakeClock(Date.now());
    await toReview(/^Visa card/, clock);
    sandbox.state.faults.set('/rs/v1/payments', { fault: 'status-503', remaining: 3, delayMs: 0 });
    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
    await user.click(screen.getByRole('button', { name: 'Pay S$245.30' }));
    // Pay's two retries (1 s, then 3 s) on the page's clock.
    await advanceUntil(
      clock,
      () => !!screen.queryByText(/We are still confirming your payment\. Please do not pay again\./),
    );
    expect(callsTo(sandbox, '/rs/v1/payments')).toHaveLength(3);
    // The amounts are locked under the key the server may have used.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /I authorise this payment/ }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Check my payment' }));
    await waitFor(() => expect(leftFor()).toBeTruthy());
    const keys = new Set(callsTo(sandbox, '/rs/v1/payments').map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect(sandbox.areas.payment.payments.size).toBe(1);
  });
});

describe('an outcome page whose receipt does not arrive', () => {
  it('says so with a retry that asks again for the receipt, and never pays', async () => {
    const first = await toReview(/^Visa card/);
    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
    await user.click(screen.getByRole('button', { name: 'Pay S$245.30' }));
    await waitFor(() => expect(leftFor()).toBeTruthy());
    const back = await answerPage(leftFor()!, 'cardNumber=4111111111111111&action=pay');
    first.unmount();
    sandbox.state.faults.set('/rs/v1/payments/status', { fault: 'malformed', remaining: 1, delayMs: 0 });
    await renderApp(back.pathname + back.search, sandbox, { customerId: 'C-1001' });
    expect(await screen.findByText(/We could not load the payment’s details/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Paid');
    expect(screen.queryByText(/We could not load the payment’s details/)).toBeNull();
    expect(callsTo(sandbox, '/rs/v1/payments')).toHaveLength(1);
  });
});

describe('an outcome page’s title and page view', () => {
  const views = () =>
    (window.dataLayer ?? []).flatMap((e) => ((e as { event?: string }).event === 'pageView' ? [e] : []));

  /** Pays by card and answers the gateway; the portal's page load on return is the test's. */
  async function paidWith(cardNumber: string): Promise<{ search: string; release: () => void }> {
    const first = await toReview(/^Visa card/);
    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
    await user.click(screen.getByRole('button', { name: 'Pay S$245.30' }));
    await waitFor(() => expect(leftFor()).toBeTruthy());
    const back = await answerPage(leftFor()!, `cardNumber=${cardNumber}&action=pay`);
    first.unmount();
    // The status reply is held back, so the page is seen while it checks.
    const release = holdNextReply('/rs/v1/payments/status');
    window.dataLayer = [];
    return { search: back.search, release };
  }

  it('claims nothing while the status is checked, then titles the status shown and pushes one view', async () => {
    const { search, release } = await paidWith('4111111111111111');
    await renderApp('/one-time-payment/status/successful' + search, sandbox, { customerId: 'C-1001' });
    await screen.findByRole('heading', { level: 1, name: 'Checking your payment' });
    expect(document.title).toBe('Checking your payment | Premium Payments');
    expect(views()).toEqual([]);

    release();
    await screen.findByRole('heading', { level: 1, name: 'Payment successful' });
    expect(document.title).toBe('Payment successful | Premium Payments');
    expect(views()).toEqual([
      expect.objectContaining({ pageName: 'portal:otp-payment:status:successful', pageUrl: location.pathname }),
    ]);
  });

  it('a success page that turns out declined pushes the declined page’s view only', async () => {
    const { search, release } = await paidWith('4000000000000002');
    await renderApp('/one-time-payment/status/successful' + search, sandbox, { customerId: 'C-1001' });
    await screen.findByRole('heading', { level: 1, name: 'Checking your payment' });
    expect(document.title).toBe('Checking your payment | Premium Payments');

    release();
    await screen.findByRole('heading', { level: 1, name: 'Payment unsuccessful' });
    expect(location.pathname).toBe('/one-time-payment/status/unsuccessful');
    expect(document.title).toBe('Payment unsuccessful | Premium Payments');
    expect(views()).toEqual([expect.objectContaining({ pageName: 'portal:otp-payment:status:unsuccessful' })]);
  });
});

describe('/one-time-payment/acceptance-code', () => {
  it('offers the new application’s initial premium, chosen and fixed', async () => {
    await renderApp('/one-time-payment/acceptance-code', sandbox, { customerId: 'APP-2001' });
    const application = await screen.findByRole('checkbox', {
      name: /FamilyCare Life.*Initial premium of your new policy/,
    });
    await waitFor(() => expect((application as HTMLInputElement).checked).toBe(true));
    const amount = screen.getByRole<HTMLInputElement>('textbox', { name: /Amount for FamilyCare Life/ });
    expect(amount.value).toBe('3600.00');
    expect(amount.readOnly).toBe(true);
    expect(screen.getByText('S$3,600.00', { selector: 'strong' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose how to pay' });
  });
});

describe('an expired PayNow code', () => {
  it('moves to the expired page, and a new code is a new payment with a new key', async () => {
    const clock = new FakeClock(Date.now());
    const first = await toReview(/^PayNow/, clock);
    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
    await user.click(screen.getByRole('button', { name: 'Show PayNow QR code' }));
    await screen.findByRole('heading', { level: 1, name: 'Pay with PayNow' });
    const reference = sandbox.areas.payment.payments.get('P-000001')!.reference;
    await fetch('http://localhost/sandbox/paynow/expire', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference }),
    });
    await advanceUntil(clock, () => !!screen.queryByRole('heading', { level: 1, name: 'PayNow QR code expired' }));
    expect(await screen.findByText('Expired')).toBeTruthy();
    // What happens to a transfer that arrives anyway: the insurer's rule, from config.json.
    expect(screen.getByText(/it is not lost: .* within 10 working days\.$/)).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Get a new PayNow code' }));
    await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
    await user.click(screen.getByRole('button', { name: 'Show PayNow QR code' }));
    await screen.findByRole('heading', { level: 1, name: 'Pay with PayNow' });
    expect(sandbox.areas.payment.payments.size).toBe(2);
    expect(new Set(callsTo(sandbox, '/rs/v1/payments').map((r) => r.headers['idempotency-key'])).size).toBe(2);
    first.unmount();
  });
});
