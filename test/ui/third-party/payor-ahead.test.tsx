import { screen } from '@testing-library/react';
import { renderApp, settle, useSandbox, user } from '../../support/render-app';

// A file of its own: the screens a file's tests have visited stay loaded, and this one must start with the payor's
// declaration not loaded.
const sandbox = useSandbox();
jest.setTimeout(30_000);

it('loads the payor’s declaration once someone else is chosen to pay: Continue shows it with no loading line', async () => {
  // Signed in by the one-time password, so who is signed in is known (no profile call before the declaration).
  await renderApp('/one-time-payment', sandbox, { customerId: 'C-1001', maskedId: '•••••567D' });
  await user.click(await screen.findByRole('checkbox', { name: /TermGuard Life/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Choose how to pay' });
  await user.click(screen.getByRole('radio', { name: /^Visa card/ }));
  await user.click(screen.getByRole('radio', { name: /Someone else is paying for me/ }));
  const loading: string[] = [];
  const watch = new MutationObserver(() => {
    if (document.querySelector('#main > .loading')) loading.push(location.pathname);
  });
  watch.observe(document.body, { subtree: true, childList: true });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'About the payor' });
  watch.disconnect();
  expect(loading).toEqual([]);
  await settle();
});
