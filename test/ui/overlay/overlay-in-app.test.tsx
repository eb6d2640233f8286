import { act, screen, waitFor } from '@testing-library/react';
import { sessionText } from '../../../src/ui/text/en-session';
import { renderApp, useSandbox } from '../../support/render-app';

const sandbox = useSandbox();

describe('the overlay in the real app (real container, sandbox over msw)', () => {
  it('shows Session ended on a journey page after a logout (endToken), and nothing on /', async () => {
    sessionStorage.setItem('endToken', 'true');
    const journey = await renderApp('/login', sandbox);
    const dialog = await screen.findByRole('alertdialog', { name: sessionText.ended.title }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Your session has ended. Please try to login again.');
    journey.unmount();

    await renderApp('/', sandbox);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('raises the error dialog from the services’ error state on any page', async () => {
    const { services: s } = await renderApp('/', sandbox);
    act(() => s.session.errorState.handleError({ status: 403 }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: sessionText.error.titles.status403 },
      { timeout: 5000 },
    );
    expect(dialog.textContent).toContain("You don't have access for this action");
    act(() => s.session.errorState.handleReset());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
