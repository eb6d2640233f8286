import { screen, waitFor, within } from '@testing-library/react';
import { RECURRING_PATHS } from '../../src/core/api/recurring.contract';
import { THIRD_PARTY_PATHS } from '../../src/core/api/third-party.contract';
import { recurringText } from '../../src/ui/text/en-recurring';
import { guestPayorText } from '../../src/ui/text/en-third-party-guest';
import { sessionText } from '../../src/ui/text/en-session';
import { FakeClock } from '../support/fakes';
import {
  advanceUntil,
  answerPage,
  button,
  callsTo,
  choice,
  findChoice,
  findPage,
  leftFor,
  ORIGIN,
  renderApp,
  useSandbox,
  user,
} from '../support/render-app';
import { fillDeclaration, findPayablePolicy } from './third-party/declaration-form';

/**
 * The later journey steps' screens against the faults that are theirs alone (docs/testing.md, "Call × fault"): each
 * screen's inline failure for an unreadable reply (malformed) with what the customer chose still shown, its words for
 * a 400, and its 403 dialog whose Close goes back. test/sandbox/fault-matrix.test.ts runs every call against every
 * fault through its use case; the browser walks each kind of fault once (test/e2e/faults*.e2e.ts).
 */

const sandbox = useSandbox();
// RSA-OAEP with a 3072-bit key in jsdom (the guest's declaration), on a shared machine.
jest.setTimeout(30_000);

const REC = recurringText;
const GUEST = guestPayorText;

/** The next reply on `path` is the sandbox's fault, `times` over (Pay-like calls retry twice under one key). */
const fault = (path: string, name: 'malformed' | 'status-400' | 'status-403', times = 1) =>
  sandbox.state.faults.set(path, { fault: name, remaining: times, delayMs: 0 });

/** The innermost element whose text holds `t` (an inline failure may carry its support reference beside it). */
const holding = (t: string) => (_: string, el: Element | null) =>
  !!el && (el.textContent ?? '').includes(t) && ![...el.children].some((c) => (c.textContent ?? '').includes(t));
const text = (t: string) => screen.queryAllByText(holding(t)).length > 0;
const shown = (t: string) =>
  waitFor(() => {
    if (!text(t)) throw new Error(`"${t}" is not shown at ${location.pathname}`);
    return true;
  });
const noDialog = () => expect(screen.queryByRole('alertdialog')).toBeNull();

/**
 * The 403 dialog in the spec's words; its Close goes back, to `to` (a page of the app). Without `to`, back is another
 * document (the bank's or the gateway's page), which jsdom cannot load: the call to history.back() is what is seen.
 */
async function closes403Back(to?: string): Promise<void> {
  const dialog = await screen.findByRole('alertdialog', { name: sessionText.error.titles.status403 });
  expect(dialog.textContent).toContain(sessionText.error.text('status403', ''));
  const back = jest.spyOn(history, 'back');
  if (!to) back.mockImplementation(() => undefined);
  try {
    await user.click(within(dialog).getByRole('button', { name: sessionText.error.close }));
    expect(back).toHaveBeenCalledTimes(1);
    if (to) await waitFor(() => expect(location.pathname).toBe(to));
  } finally {
    back.mockRestore();
  }
}

const stillSignedIn = () => expect(sessionStorage.getItem('accessToken')).not.toBeNull();

async function toGiroAccount(clock?: FakeClock) {
  await renderApp('/recurring-page', sandbox, { customerId: 'C-1001', ...(clock ? { overrides: { clock } } : {}) });
  await user.click(await findChoice(/TermGuard Life/));
  await user.click(choice(/GIRO from my bank account/));
  await user.click(button('Continue'));
  await user.type(await screen.findByLabelText('Account holder’s name', { selector: 'input' }), 'Tan Wei Ming');
  await user.click(choice(/this bank account is my own/));
}

async function toGiroReview(clock?: FakeClock) {
  await toGiroAccount(clock);
  await user.click(button('Continue'));
  await user.click(await findChoice('UOB'));
  await user.click(button('Continue'));
  await findPage('Review your GIRO arrangement');
  await user.click(choice(/agree to the terms/));
}

/** The guest's declaration made, on the source of funds with Savings, Visa and consent chosen; Pay not pressed. */
async function toGuestPay(clock?: FakeClock) {
  await findPayablePolicy(sandbox, clock ? { overrides: { clock } } : {});
  await fillDeclaration();
  await user.click(button('Continue'));
  await findPage('Source of funds');
  await user.click(choice('Savings'));
  await user.click(choice(/^Visa/));
  await user.click(choice(/I authorise the payment of S\$156.40/));
}
const guestPay = () => user.click(button('Pay S$156.40'));

describe('GIRO schedule (the bank step loads the first deduction)', () => {
  it('malformed: the step says so inline, and Try again loads it', async () => {
    await toGiroAccount();
    fault(RECURRING_PATHS.giroSchedule, 'malformed');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await shown(REC.bank.loadFailed)).toBeTruthy();
    noDialog();
    expect(location.pathname).toBe('/recurring-giro/select-bank');
    stillSignedIn();
    await user.click(screen.getByRole('button', { name: REC.retry }));
    expect(await screen.findByRole('radio', { name: 'UOB' })).toBeTruthy();
  });

  it('a 403 is the dialog whose Close goes back', async () => {
    await toGiroAccount();
    fault(RECURRING_PATHS.giroSchedule, 'status-403');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await closes403Back('/recurring-giro');
  });
});

describe('GIRO arrangement create (Continue to my bank)', () => {
  it('a 400 in its own words; malformed is "still confirming" with the name kept, and the next press goes on under one key', async () => {
    const clock = new FakeClock(Date.now());
    await toGiroReview(clock);
    const submit = () => user.click(screen.getByRole('button', { name: /^(Continue to my bank|Check)/ }));
    fault(RECURRING_PATHS.arrangements, 'status-400');
    await submit();
    expect(await shown(REC.review.failed)).toBeTruthy();
    noDialog();

    fault(RECURRING_PATHS.arrangements, 'malformed', 3);
    const before = callsTo(sandbox, RECURRING_PATHS.arrangements).length;
    await submit();
    await advanceUntil(clock, () => text(REC.review.unconfirmed));
    noDialog();
    expect(location.pathname).toBe('/recurring-arrangements/giro/review');
    expect(screen.getByText('Tan Wei Ming')).toBeTruthy();
    stillSignedIn();
    await submit();
    await waitFor(() => expect(leftFor()).toMatch(/^\/sandbox\/bank\/giro\/ARR-/));
    const retried = callsTo(sandbox, RECURRING_PATHS.arrangements).slice(before);
    expect(new Set(retried.map((r) => r.headers['idempotency-key'])).size).toBe(1);
  });

  it('a 403 is the dialog whose Close goes back', async () => {
    await toGiroReview();
    fault(RECURRING_PATHS.arrangements, 'status-403');
    await user.click(screen.getByRole('button', { name: 'Continue to my bank' }));
    await closes403Back('/recurring-giro/select-bank');
  });
});

describe('GIRO arrangement status (the outcome page)', () => {
  async function backFromBank(): Promise<string> {
    await toGiroReview();
    await user.click(screen.getByRole('button', { name: 'Continue to my bank' }));
    await waitFor(() => expect(leftFor()).toBeDefined());
    const back = await answerPage(leftFor()!, 'decision=approve');
    return back.pathname + back.search;
  }

  it('malformed: the page says it could not check, and nothing else', async () => {
    const outcome = await backFromBank();
    fault(RECURRING_PATHS.arrangementStatus, 'malformed');
    await renderApp(outcome, sandbox, { customerId: 'C-1001' });
    expect(await shown(REC.outcome.loadFailed)).toBeTruthy();
    noDialog();
    expect(screen.queryByRole('heading', { level: 1, name: 'GIRO arrangement set up' })).toBeNull();
  });

  it('a 403 is the dialog whose Close goes back', async () => {
    const outcome = await backFromBank();
    fault(RECURRING_PATHS.arrangementStatus, 'status-403');
    await renderApp(outcome, sandbox, { customerId: 'C-1001' });
    await closes403Back();
  });
});

describe('the guest’s source of funds (sent by Pay)', () => {
  it('malformed: said inline with the amount kept and nothing paid; a 403 is the dialog whose Close goes back', async () => {
    await toGuestPay();
    fault(THIRD_PARTY_PATHS.sourceOfFunds, 'malformed');
    await guestPay();
    expect(await shown(GUEST.pay.failed)).toBeTruthy();
    noDialog();
    expect(location.pathname).toBe('/third-party/source-of-funds');
    expect(screen.getAllByText(/S\$156\.40/).length).toBeGreaterThan(0);
    expect(callsTo(sandbox, THIRD_PARTY_PATHS.payments)).toHaveLength(0);

    fault(THIRD_PARTY_PATHS.sourceOfFunds, 'status-403');
    await guestPay();
    await closes403Back('/third-party');
  });
});

describe('the guest’s payment (Pay)', () => {
  it('a 400 in its own words; malformed is "still confirming", and the next press goes on under one key', async () => {
    const clock = new FakeClock(Date.now());
    await toGuestPay(clock);
    fault(THIRD_PARTY_PATHS.payments, 'status-400');
    await guestPay();
    expect(await shown(GUEST.pay.failed)).toBeTruthy();
    noDialog();

    fault(THIRD_PARTY_PATHS.payments, 'malformed', 3);
    const before = callsTo(sandbox, THIRD_PARTY_PATHS.payments).length;
    await guestPay();
    await advanceUntil(clock, () => text(GUEST.pay.unconfirmed));
    noDialog();
    expect(location.pathname).toBe('/third-party/source-of-funds');
    expect(screen.getAllByText(/S\$156\.40/).length).toBeGreaterThan(0);
    await guestPay();
    await waitFor(() => expect(leftFor()).toMatch(/\/sandbox\/third-party-gateway\/TP-\d{6}$/));
    const retried = callsTo(sandbox, THIRD_PARTY_PATHS.payments).slice(before);
    expect(new Set(retried.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect(sandbox.areas.thirdParty.payments.size).toBe(1);
  });

  it('a 403 is the dialog whose Close goes back', async () => {
    await toGuestPay();
    fault(THIRD_PARTY_PATHS.payments, 'status-403');
    await guestPay();
    await closes403Back('/third-party');
  });
});

describe('the guest’s payment status (the outcome page)', () => {
  async function backFromGateway(): Promise<string> {
    await toGuestPay();
    await guestPay();
    await waitFor(() => expect(leftFor()).toBeDefined());
    const back = await fetch(ORIGIN + leftFor()!.replace(/^https?:\/\/[^/]+/, ''), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&cardNumber=4111111111111111',
      redirect: 'manual',
    });
    return back.headers.get('location')!;
  }

  it('malformed: the page says it could not check; a 403 is the dialog whose Close goes back', async () => {
    const outcome = await backFromGateway();
    fault(THIRD_PARTY_PATHS.paymentStatus, 'malformed');
    await renderApp(outcome, sandbox);
    expect(await shown(GUEST.outcome.failed)).toBeTruthy();
    noDialog();
    expect(screen.queryByText('Thank you. We have received your payment.')).toBeNull();

    fault(THIRD_PARTY_PATHS.paymentStatus, 'status-403');
    await renderApp(outcome, sandbox);
    await closes403Back();
  });
});
