import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeClock } from '../../support/fakes';
import { button, findPage, renderApp, useSandbox, user } from '../../support/render-app';
import { identify, saidWithReference } from './identify';

let clock = new FakeClock(Date.now());
// The page's timers run on a FakeClock (compose's overrides), started at the real time so the identify
// step's timestamp is fresh; the sandbox reads the same clock, so the server's cool-down and expiry agree.
const sandbox = useSandbox({ clock: () => clock.now() });
beforeEach(() => {
  clock = new FakeClock(Date.now());
});

async function toOtp() {
  await renderApp('/login', sandbox, { overrides: { clock } });
  await identify('S1234567D', '31/08/1985');
  await findPage('Verify it’s you');
  await user.click(button('Continue'));
  await findPage('Enter your one-time password');
}

const pass = (ms: number) =>
  act(async () => {
    clock.advance(ms);
    await Promise.resolve(); // the screens re-render from the stores inside act
  });

describe('/login/otp timers', () => {
  it('the resend link wakes after the cool-down and sends a new code; the expiry counts down and says when the code has expired', async () => {
    await toOtp();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    expect(screen.getByText('You can ask for a new code in 0:30.')).toBeTruthy();
    await pass(10_000);
    expect(screen.getByText('You can ask for a new code in 0:20.')).toBeTruthy();
    expect(screen.getByText('The code expires in 4:50.')).toBeTruthy();
    // Screen readers hear the expiry in steps, not every second.
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('The code expires in 5 minutes.');
    await pass(21_000);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to +65 •••• 4567.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('The code expires in 5:00.')).toBeTruthy());
    expect(sandbox.state.requests.filter((r) => r.path === '/rs/v1/login/otp/send')).toHaveLength(2);

    await pass(300_000);
    expect(screen.getAllByText('This code has expired. Send a new code and enter it here.').length).toBeGreaterThan(0);
    const field = screen.getByRole('textbox', { name: 'One-time password' });
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Refused in the browser: an expired code is not sent.
    expect(sandbox.state.requests.filter((r) => r.path === '/rs/v1/login/otp/verify')).toHaveLength(0);
  });

  it('a resend with no readable answer is said as an alert, with no dialog; the typed code stays', async () => {
    await toOtp();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'One-time password' });
    await user.type(field, '123456');
    await pass(31_000);
    sandbox.state.faults.set('/rs/v1/login/otp/send', { fault: 'drop', remaining: 1, delayMs: 0 });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      saidWithReference(
        sandbox,
        'We could not reach our server. Check your connection and try again.',
        '/rs/v1/login/otp/send',
      ),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location.pathname).toBe('/login/otp');
    expect(field.value).toBe('123456');
    // The next try works and replaces the alert with the news.
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to +65 •••• 4567.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what to do when no code came: wait, check where it went, or call the hotline', async () => {
    await toOtp();
    const help = screen.getByText('Didn’t get the code?').closest('details')!;
    expect(help.open).toBe(false);
    await user.click(screen.getByText('Didn’t get the code?'));
    expect(help.open).toBe(true);
    expect(help.textContent).toContain('Check that +65 •••• 4567 is your mobile number');
    expect(within(help).getByRole('link', { name: '+65 6000 0000' }).getAttribute('href')).toBe('tel:+6560000000');
  });
});
