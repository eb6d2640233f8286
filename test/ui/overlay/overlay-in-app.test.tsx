import { act, screen, waitFor } from '@testing-library/react';
import { sessionText } from '../../../src/ui/text/en-session';
import { renderApp, useSandboxServer } from '../../support/render-app';

const { sandbox } = useSandboxServer();

describe('the overlay in the real app (real container, sandbox over msw)', () => {
  it('shows Session ended on a journey page after a logout (endToken), and nothing on /', async () => {
    sessionStorage.setItem('endToken', 'true');
    const journey = renderApp('/login', sandbox());
    await act(() => journey.services);
    const dialog = await screen.findByRole('alertdialog', { name: sessionText.ended.title }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Your session has ended. Please try to login again.');
    journey.unmount();

    renderApp('/', sandbox());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('raises the error dialog from the services’ error state on any page', async () => {
    const { services } = renderApp('/', sandbox());
    const s = await act(() => services);
    act(() => s.errorState.handleError({ status: 403 }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: sessionText.error.titles.status403 },
      { timeout: 5000 },
    );
    expect(dialog.textContent).toContain("You don't have access for this action");
    act(() => s.errorState.handleReset());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
