import { screen, waitFor } from '@testing-library/react';
import {
  button,
  callsTo,
  choice,
  answerPage,
  findChoice,
  findPage,
  leftFor,
  renderApp,
  useSandbox,
  user,
} from '../../support/render-app';

const sandbox = useSandbox();

async function toGateway(policy = /EduSaver Endowment/) {
  await renderApp('/recurring-credit-card', sandbox, { customerId: 'C-1001' });
  // The S$62,500 premium is above the card limit: not offered.
  await findChoice(policy);
  expect(screen.queryByRole('radio', { name: /Legacy Whole Life/ })).toBeNull();
  await user.click(choice(policy));
  await user.click(button('Continue'));
  await findPage('Choose your card type');
  await user.click(button('Continue'));
  expect(await screen.findByText('Choose your card type.')).toBeTruthy();
  await user.click(choice('Visa'));
  await user.click(button('Continue'));
  await findPage('Review your card arrangement');
  await user.click(choice(/agree to the terms/));
  await user.click(button('Continue to save my card'));
  await waitFor(() => expect(leftFor()).toMatch(/^\/sandbox\/card-saving\/ARR-/));
  return leftFor()!;
}

describe('recurring credit card', () => {
  it('a declined card returns to review with a clear message; a new attempt is a new arrangement', async () => {
    const gateway = await toGateway();
    const back = await answerPage(gateway, 'cardNumber=4000000000000002&action=save');
    expect(back.pathname).toBe('/recurring-credit-card/review');

    await renderApp(back.pathname + back.search, sandbox, { customerId: 'C-1001' });
    expect(await screen.findByText(/Your card was not saved, so nothing has been set up/)).toBeTruthy();
    expect(screen.getByText('Reason given: The card was declined.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to save my card' }));
    await waitFor(() => expect(leftFor()).not.toBe(gateway));
    const keys = callsTo(sandbox, '/rs/v1/recurring/arrangements').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a saved card lands on the successful page with the card’s last digits', async () => {
    const gateway = await toGateway();
    const back = await answerPage(gateway, 'cardNumber=4111111111111111&action=save');
    expect(back.pathname).toBe('/recurring-arrangements/credit-card/status/succesful');
    await renderApp(back.pathname + back.search, sandbox, { customerId: 'C-1001' });
    await screen.findByRole('heading', { level: 1, name: 'Card arrangement set up' });
    expect(await screen.findByText('Visa ending 1111')).toBeTruthy();
    expect(screen.getByText(/Your premiums will now be paid automatically/)).toBeTruthy();
  });

  it('a card set up on an overdue policy names the premium it will not take, and pays it in one press', async () => {
    const gateway = await toGateway(/TermGuard Life/);
    const back = await answerPage(gateway, 'cardNumber=4111111111111111&action=save');
    await renderApp(back.pathname + back.search, sandbox, { customerId: 'C-1001' });
    await screen.findByRole('heading', { level: 1, name: 'Card arrangement set up' });
    const due = await screen.findByRole('region', { name: 'A premium is still due' });
    expect(due.textContent).toMatch(/Amount dueS\$245\.30/);
    expect(screen.queryByText(/will now be paid automatically/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay S$245.30 now' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose how to pay' });
    expect(location.pathname).toBe('/one-time-payment/payment-method');
  });

  it('a path that disagrees with the server is corrected to the server’s outcome', async () => {
    const gateway = await toGateway();
    const back = await answerPage(gateway, 'cardNumber=4000000000009995&action=save');
    await renderApp(`/recurring-arrangements/credit-card/status/succesful${back.search}`, sandbox, {
      customerId: 'C-1001',
    });
    await screen.findByRole('heading', { level: 1, name: 'Card arrangement under review' });
    expect(location.pathname).toBe('/recurring-arrangements/credit-card/status/aml');
  });
});
