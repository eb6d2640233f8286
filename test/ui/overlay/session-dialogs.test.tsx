import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_CONFIG } from '../../../src/core/config';
import type { Composition, ServiceParts } from '../../../src/core/services';
import { OverlayHost } from '../../../src/ui/overlay/overlay-host';
import { BootContext } from '../../../src/ui/services-context';
import { sessionText } from '../../../src/ui/text/en-session';
import { seconds, sessionTab, settle, TERMINATE } from '../../core/session/session-harness';
import { Monitor } from '../../../src/core/monitoring/monitor';
import { SequentialIds } from '../../support/fakes';

const JOURNEY = '/one-time-payment';

// The dialogs are a lazy chunk; loading it once up front keeps the first test's wait short on a busy machine.
beforeAll(() => import('../../../src/ui/overlay/session-dialogs'));

/**
 * The overlay host over the real session core on fakes, on a page with one button that has focus. No router: the
 * session reads the location from its port (FakeNavigation), as it does in the app.
 */
async function renderOverlay(path = JOURNEY, options: Parameters<typeof sessionTab>[0] = {}) {
  const tab = sessionTab({ path, ...options });
  const services = Promise.resolve({ session: tab } as unknown as ServiceParts);
  const composition = Promise.resolve({ services, load: () => services } as unknown as Composition);
  const view = render(
    <BootContext value={{ config: DEFAULT_CONFIG, composition }}>
      <button type="button">Page button</button>
      <OverlayHost />
    </BootContext>,
  );
  await act(() => composition.then(() => services));
  const pageButton = screen.getByRole('button', { name: 'Page button' });
  pageButton.focus();
  return { tab, view, pageButton };
}

const press = (element: Element, key: string) => {
  fireEvent.keyDown(element, { key });
  fireEvent.keyUp(element, { key });
};

describe('the extend prompt', () => {
  it('is a react-aria alert dialog with a title; focus moves in, is trapped, works by keyboard and returns on Yes', async () => {
    const { tab, pageButton } = await renderOverlay();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => tab.clock.advance(seconds(1800)));
    const dialog = await screen.findByRole('alertdialog', { name: sessionText.extend.title });
    expect(dialog.textContent).toContain('2:00');
    expect(dialog.textContent).toContain('your session will end in 2 minutes');
    const yes = screen.getByRole('button', { name: 'Yes' });
    const no = screen.getByRole('button', { name: 'No' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    // Tab and Shift+Tab stay inside the dialog.
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(no);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(yes);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(no);
    // Escape does not answer the prompt.
    press(dialog, 'Escape');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    act(() => yes.focus());
    act(() => press(yes, 'Enter'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(pageButton)); // react-aria restores on the next frame
    // Yes set the main counter to 600 s.
    act(() => tab.clock.advance(seconds(600)));
    expect(await screen.findByRole('alertdialog', { name: sessionText.extend.title })).toBeTruthy();
  });

  it('counts down every second and tells a screen reader at 60, 30 and 10 s only', async () => {
    const { tab } = await renderOverlay();
    act(() => tab.clock.advance(seconds(1800)));
    const dialog = await screen.findByRole('alertdialog');
    const live = dialog.querySelector('[aria-live]')!;
    expect(live.textContent).toBe('');
    const heard = new Set<string>();
    for (let s = 0; s < 115; s++) {
      act(() => tab.clock.advance(seconds(1)));
      if (live.textContent) heard.add(live.textContent);
    }
    expect(dialog.textContent).toContain('0:05');
    expect([...heard]).toEqual([
      'Your session will end in 1 minute.',
      'Your session will end in 30 seconds.',
      'Your session will end in 10 seconds.',
    ]);
  });

  it('No ends the session: the terminate call, then the Session ended dialog with the spec’s text', async () => {
    const { tab } = await renderOverlay();
    act(() => tab.clock.advance(seconds(1800)));
    const no = await screen.findByRole('button', { name: 'No' });
    act(() => no.focus());
    act(() => press(no, 'Enter'));
    const ended = await screen.findByRole('alertdialog', { name: sessionText.ended.title });
    expect(ended.textContent).toContain('Your session has ended. Please try to login again.');
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    act(() => press(close, 'Enter'));
    expect(tab.navigation.history).toEqual(['/']);
  });

  it('is not shown on /', async () => {
    const { tab } = await renderOverlay('/');
    act(() => tab.clock.advance(seconds(7200)));
    await act(settle);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the error dialog', () => {
  it('shows the catalogue’s text with the phone number, traps focus, closes by keyboard and runs the close actions', async () => {
    const { tab, pageButton } = await renderOverlay();
    act(() => tab.errorState.handleError({ status: 503 }));
    const dialog = await screen.findByRole('alertdialog', { name: sessionText.error.titles.technical });
    expect(dialog.textContent).toContain(
      `Technical difficulties at the moment; try again later or contact customer service on ${DEFAULT_CONFIG.customerServicePhone}.`,
    );
    // The number is a link that does not break, and the line's hours follow the catalogue's words.
    const hotline = within(dialog).getByRole('link', { name: DEFAULT_CONFIG.customerServicePhone });
    expect(hotline.getAttribute('href')).toBe('tel:+6560000000');
    expect(hotline.className).toBe('hotline');
    expect(dialog.textContent).toContain(sessionText.error.hours(DEFAULT_CONFIG.customerServiceHours));
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(hotline); // Close and the number: focus stays in
    fireEvent.keyDown(hotline, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    act(() => press(close, 'Enter'));
    await act(settle);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1); // a 5xx logs out on close
    expect(tab.navigation.history).toEqual(['/']);
    await waitFor(() => expect(document.activeElement).toBe(pageButton)); // react-aria restores on the next frame
  });

  it('closes with Escape, navigating back on a 403', async () => {
    const { tab } = await renderOverlay();
    act(() => tab.errorState.handleError({ status: 403 }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain("You don't have access for this action");
    act(() => press(screen.getByRole('button', { name: 'Close' }), 'Escape'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(tab.navigation.backs).toBe(1);
  });

  it('shows the server’s message as text, never as HTML', async () => {
    const { tab } = await renderOverlay();
    const hostile = '<img src=x onerror="alert(1)">Call us';
    act(() => tab.errorState.handleError({ status: 400, message: hostile }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(hostile);
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('titles a 401 as a session end', async () => {
    const { tab } = await renderOverlay();
    act(() => tab.errorState.handleError({ status: 401 }));
    const dialog = await screen.findByRole('alertdialog', { name: sessionText.error.sessionTitle });
    expect(dialog.textContent).toContain('Your session has ended. Please try to login again');
  });

  it('shows the support reference on a line below the spec’s words, and in its description', async () => {
    const { tab } = await renderOverlay(JOURNEY, {
      monitor: (clock, navigation) =>
        new Monitor({ clock, ids: new SequentialIds(), release: 'r', path: () => navigation.path }),
    });
    act(() => tab.errorState.handleError({ status: 503 }));
    const dialog = await screen.findByRole('alertdialog', { name: sessionText.error.titles.technical });
    const reference = tab.errorState.store.getSnapshot().reference!;
    expect(reference).toMatch(/^\w{4}-\w{4}$/);
    const line = screen.getByText(`Reference: ${reference}`);
    expect(line.previousElementSibling?.textContent).toBe(sessionText.error.text('technical', '+65 6000 0000'));
    expect(dialog.getAttribute('aria-describedby')?.split(' ')).toContain(line.id);
  });
});
