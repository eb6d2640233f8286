import { act, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { readConfig } from '../../../src/core/config';
import { App } from '../../../src/ui/app';
import { renderApp, settle, useSandbox, user } from '../../support/render-app';
import { identify, saidWithReference } from './identify';

const sandbox = useSandbox();

function describedBy(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('/login', () => {
  it('says what is wrong with each field and how to fix it, tied to the field, and focuses the first', async () => {
    await renderApp('/login', sandbox);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const id = screen.getByRole('textbox', { name: 'NRIC or FIN number' });
    const dob = screen.getByRole('textbox', { name: 'Date of birth' });
    await waitFor(() => expect(id.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(id)).toContain('Enter your ID number');
    expect(describedBy(dob)).toContain('Enter your date of birth');
    expect(document.activeElement).toBe(id);
    expect(sandbox.state.requests.filter((r) => r.path.startsWith('/rs/v1/login'))).toHaveLength(0);
  });

  it('checks the NRIC/FIN check letter and the date before anything is sent', async () => {
    await renderApp('/login', sandbox);
    await identify('M1234567L', '31/02/1990');
    const id = screen.getByRole('textbox', { name: 'NRIC or FIN number' });
    await waitFor(() => expect(describedBy(id)).toContain('the last letter does not match the digits'));
    expect(describedBy(screen.getByRole('textbox', { name: 'Date of birth' }))).toContain('Enter a real date');
    expect(sandbox.state.requests.filter((r) => r.path.startsWith('/rs/v1/login'))).toHaveLength(0);
  });

  it('a passport takes letters and digits; the field and its hint follow the ID type', async () => {
    await renderApp('/login', sandbox);
    await identify('E12#4', '14/02/1992', 'Passport');
    const passport = screen.getByRole('textbox', { name: 'Passport number' });
    await waitFor(() => expect(describedBy(passport)).toContain('5 to 20 letters and numbers'));
  });

  it('a found customer moves on to the method choice; the ID number and date of birth travel encrypted only', async () => {
    await renderApp('/login', sandbox);
    await identify('s1234567d', '31/08/1985');
    await screen.findByRole('heading', { level: 1, name: 'Verify it’s you' });
    expect(location.pathname).toBe('/login/auth-method');
    expect(screen.getByRole('radio', { name: /text message to \+65 •••• 4567/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /email to t•••@example\.com/ })).toBeTruthy();
    // Singpass first, as its own button in Singpass's words; the one-time password's ways after it.
    const singpass = screen.getByRole('button', { name: 'Log in with Singpass' });
    expect(singpass.compareDocumentPosition(screen.getAllByRole('radio')[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole('radio', { name: /Singpass/ })).toBeNull();
    const body = sandbox.state.requests.find((r) => r.path === '/rs/v1/login/identify')!.body;
    expect(body).not.toMatch(/S1234567D|1985-08-31|31\/08\/1985/i);
  });

  it('a dropped connection is said on the form, with no dialog, and what was typed stays', async () => {
    const { services } = await renderApp('/login', sandbox);
    sandbox.state.faults.set('/rs/v1/login/identify', { fault: 'drop', remaining: 1, delayMs: 0 });
    await identify('S1234567D', '31/08/1985');
    expect((await screen.findByRole('alert')).textContent).toBe(
      saidWithReference(
        sandbox,
        'We could not reach our server. Check your connection and try again.',
        '/rs/v1/login/identify',
      ),
    );
    expect(services.session.errorState.store.getSnapshot().status).toBe(200);
    expect(location.pathname).toBe('/login');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'NRIC or FIN number' }).value).toBe('S1234567D');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Date of birth' }).value).toBe('31/08/1985');
  });

  it('sends the encryption of what the fields hold at the press, whatever was encrypted as they were typed', async () => {
    const { services } = await renderApp('/login', sandbox);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await user.type(screen.getByRole('textbox', { name: 'NRIC or FIN number' }), 'S1234567D');
    const dob = screen.getByRole<HTMLInputElement>('textbox', { name: 'Date of birth' });
    await user.type(dob, '31/08/1985'); // the sandbox's customer: encrypted as it is typed
    await settle();
    dob.value = '01/09/1985'; // changed with no input event, as some autofill does
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(services.session.errorState.store.getSnapshot()).toMatchObject({ code: 'CUSTOMER_NOT_FOUND' }),
    );
    expect(location.pathname).toBe('/login');
  });

  it('an unknown customer: CUSTOMER_NOT_FOUND reaches the error state and its dialog', async () => {
    const { services } = await renderApp('/login', sandbox);
    await identify('S7654321F', '31/08/1985');
    await waitFor(() =>
      expect(services.session.errorState.store.getSnapshot()).toMatchObject({
        status: 400,
        code: 'CUSTOMER_NOT_FOUND',
      }),
    );
    expect(await screen.findByText(/do not match records; try again/)).toBeTruthy();
    expect(location.pathname).toBe('/login');
    // The dialog took the failure; the form is free again behind it, for the next try once it closes.
    expect(screen.getByRole('button', { name: 'Continue', hidden: true }).getAttribute('aria-disabled')).toBeNull();
  });
});

describe('/login/auth-method', () => {
  it('inside the mobile app’s webview Singpass is not offered, and the page says why', async () => {
    sessionStorage.setItem('source', 'mobileapp');
    sessionStorage.setItem('channel', 'ios');
    await renderApp('/login', sandbox);
    await identify('S1234567D', '31/08/1985');
    await screen.findByRole('heading', { level: 1, name: 'Verify it’s you' });
    expect(screen.queryByRole('button', { name: /Singpass/ })).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText(/Singpass cannot open inside the app/)).toBeTruthy();
  });

  it('asking for a one-time password with no readable answer is said on the page, with no dialog, and the choice stays', async () => {
    const path = '/rs/v1/login/otp/send';
    const { services } = await renderApp('/login', sandbox);
    await identify('S1234567D', '31/08/1985');
    await screen.findByRole('heading', { level: 1, name: 'Verify it’s you' });
    await user.click(screen.getByRole('radio', { name: /text message/ }));
    sandbox.state.faults.set(path, { fault: 'drop', remaining: 1, delayMs: 0 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      saidWithReference(sandbox, 'We could not reach our server. Check your connection and try again.', path),
    );
    expect(services.session.errorState.store.getSnapshot().status).toBe(200);
    expect(location.pathname).toBe('/login/auth-method');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /text message/ }).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asking for Singpass with no readable answer is said on the page, with no dialog, and the button stays', async () => {
    const path = '/rs/v1/login/singpass/start';
    const { services } = await renderApp('/login', sandbox);
    await identify('S1234567D', '31/08/1985');
    await screen.findByRole('heading', { level: 1, name: 'Verify it’s you' });
    sandbox.state.faults.set(path, { fault: 'malformed', remaining: 1, delayMs: 0 });
    await user.click(screen.getByRole('button', { name: 'Log in with Singpass' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      saidWithReference(sandbox, `We could not read our server's reply. Please try again.`, path),
    );
    expect(services.session.errorState.store.getSnapshot().status).toBe(200);
    expect(location.pathname).toBe('/login/auth-method');
    expect(screen.getByRole('button', { name: 'Log in with Singpass' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('after a failed request for a code, another try goes on to the code', async () => {
    await renderApp('/login', sandbox);
    await identify('S1234567D', '31/08/1985');
    await screen.findByRole('heading', { level: 1, name: 'Verify it’s you' });
    sandbox.state.faults.set('/rs/v1/login/otp/send', { fault: 'drop', remaining: 1, delayMs: 0 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Enter your one-time password' });
    await settle();
  });

  it('back from Singpass with no readable answer: said on the page with a new login as the way on, no dialog', async () => {
    sandbox.state.faults.set('/rs/v1/login/singpass/complete', { fault: 'drop', remaining: 1, delayMs: 0 });
    sessionStorage.setItem('portal.singpass.binding', 'this-tab-left-for-singpass');
    const { services } = await renderApp('/login/auth-method?code=c1&state=s1', sandbox);
    expect((await screen.findByRole('alert')).textContent).toBe(
      saidWithReference(
        sandbox,
        'We could not reach our server. Check your connection and try again.',
        '/rs/v1/login/singpass/complete',
      ),
    );
    expect(screen.getByText('Your Singpass login did not complete. Log in again to try once more.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe('/login');
    expect(services.session.errorState.store.getSnapshot().status).toBe(200);
    expect(sandbox.state.requests.filter((r) => r.path === '/rs/v1/login/singpass/complete')).toHaveLength(1);
  });

  it('back from Singpass to a tab that did not leave for it: the address is cleared, nothing is sent, a new login is offered', async () => {
    await renderApp('/login/auth-method?code=c1&state=s1', sandbox);
    await screen.findByText('Your Singpass login did not complete. Log in again to try once more.');
    expect(location.pathname + location.search).toBe('/login/auth-method');
    expect(screen.getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe('/login');
    expect(sandbox.state.requests.filter((r) => r.path.startsWith('/rs/v1/login/'))).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('without a login attempt (a reload) it goes back to /login', async () => {
    await renderApp('/login/auth-method', sandbox);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(location.pathname).toBe('/login');
  });

  it('/login/otp without a challenge (a reload, a bookmark) goes back to /login too', async () => {
    await renderApp('/login/otp', sandbox);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(location.pathname).toBe('/login');
  });
});

describe('/login/otp', () => {
  async function toOtp() {
    const app = await renderApp('/login', sandbox);
    await identify('S1234567D', '31/08/1985');
    await screen.findByRole('heading', { level: 1, name: 'Verify it’s you' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Enter your one-time password' });
    return app;
  }

  it('one field for six digits that takes one-time-code autofill and paste, with where the code went and both countdowns', async () => {
    await toOtp();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'One-time password' });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('We sent a six-digit code by text message to +65 •••• 4567.')).toBeTruthy();
    expect(screen.getByText(/The code expires in [45]:\d\d\./)).toBeTruthy();
    expect(screen.getByText(/You can ask for a new code in 0:[0-3]\d\./)).toBeTruthy();
    await user.paste(field, '123 456');
    expect(field.value).toBe('123456');
  });

  it('a wrong code says how many tries remain; the right one logs in and lands on /one-time-payment', async () => {
    await toOtp();
    const field = screen.getByRole('textbox', { name: 'One-time password' });
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(describedBy(field)).toContain('You have 2 tries left'));
    expect(document.activeElement).toBe(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location.pathname).toBe('/one-time-payment'));
    const stored = sessionStorage.getItem('accessToken')!;
    expect(stored).toBeTruthy();
    expect([...sandbox.areas.login.sessions.keys()]).not.toContain(stored); // kept encrypted
    expect(sessionStorage.getItem('aauserid')).toBe('aa-5f2c81be');
    await settle();
  });

  it('three wrong codes lock the login with a clear way out', async () => {
    await toOtp();
    const field = screen.getByRole('textbox', { name: 'One-time password' });
    for (const code of ['111111', '222222']) {
      await user.type(field, code);
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(describedBy(field)).toContain('That code is not right'));
    }
    await user.type(field, '333333');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This login is locked' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Log in again to get a new code');
    expect(screen.getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe('/login');
  });

  it('the sandbox’s expired code says to send a new one', async () => {
    await toOtp();
    const field = screen.getByRole('textbox', { name: 'One-time password' });
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(describedBy(field)).toContain('This code has expired. Send a new code'));
  });
});

describe('/login/acceptance-code', () => {
  it('a wrong acceptance code is a field error; the right one continues to the first premium', async () => {
    await renderApp('/login/acceptance-code', sandbox);
    await screen.findByRole('heading', { level: 1, name: 'Log in with your acceptance code' });
    const code = screen.getByRole('textbox', { name: 'Acceptance code' });
    await user.type(code, 'AC7Q2M9Y');
    await user.type(screen.getByRole('textbox', { name: 'NRIC or FIN number' }), 'T1234567J');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '15/01/1990');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(describedBy(code)).toContain('does not match the ID number and date of birth'));
    expect(document.activeElement).toBe(code);
    await user.type(code, 'ac7q2m9x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location.pathname).toBe('/one-time-payment/acceptance-code'));
    await settle();
  });
});

describe('/login/acceptance-code without a readable answer', () => {
  it('says so on the form, with no dialog, and what was typed stays', async () => {
    const { services } = await renderApp('/login/acceptance-code', sandbox);
    await screen.findByRole('heading', { level: 1, name: 'Log in with your acceptance code' });
    sandbox.state.faults.set('/rs/v1/login/acceptance-code', { fault: 'malformed', remaining: 1, delayMs: 0 });
    await user.type(screen.getByRole('textbox', { name: 'Acceptance code' }), 'AC7Q2M9X');
    await user.type(screen.getByRole('textbox', { name: 'NRIC or FIN number' }), 'T1234567J');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '15/01/1990');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      saidWithReference(
        sandbox,
        `We could not read our server's reply. Please try again.`,
        '/rs/v1/login/acceptance-code',
      ),
    );
    expect(services.session.errorState.store.getSnapshot().status).toBe(200);
    expect(location.pathname).toBe('/login/acceptance-code');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Acceptance code' }).value).toBe('AC7Q2M9X');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'NRIC or FIN number' }).value).toBe('T1234567J');
  });
});

describe('pages that need login', () => {
  it('send a logged-out visitor to /login and back to the page afterwards (lastUrl)', async () => {
    await renderApp('/recurring-page', sandbox);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(location.pathname).toBe('/login');
    expect(sessionStorage.getItem('lastUrl')).toBe('/recurring-page');
    await identify('S1234567D', '31/08/1985');
    await screen.findByRole('heading', { level: 1, name: 'Verify it’s you' });
    await user.click(screen.getByRole('radio', { name: /email/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const field = await screen.findByRole('textbox', { name: 'One-time password' });
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location.pathname).toBe('/recurring-page'));
    expect(sessionStorage.getItem('lastUrl')).toBeNull();
    await act(async () => {
      await screen.findByRole('heading', { level: 1, name: 'Set up a recurring payment' });
    });
    await settle();
  });
});

describe('the login steps', () => {
  it('each press shows the next screen with no loading line between, the landing page’s too', async () => {
    await renderApp('/recurring-page', sandbox);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const loading: string[] = [];
    const watch = new MutationObserver(() => {
      if (document.querySelector('#main > .loading')) loading.push(location.pathname);
    });
    watch.observe(document.body, { subtree: true, childList: true });
    await identify('S1234567D', '31/08/1985');
    await screen.findByRole('heading', { level: 1, name: 'Verify it’s you' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'One-time password' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { level: 1, name: 'Set up a recurring payment' });
    watch.disconnect();
    expect(loading).toEqual([]);
    await settle();
  });
});

describe('first paint', () => {
  it.each([
    ['/login', 'Log in'],
    ['/login/acceptance-code', 'Log in with your acceptance code'],
  ])('%s paints its heading and form before the services arrive', async (path, title) => {
    history.replaceState(null, '', path);
    const never = new Promise<never>(() => undefined);
    await act(async () => {
      render(
        <Router>
          <App boot={{ config: readConfig({}), composition: never }} />
        </Router>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'NRIC or FIN number' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toBeTruthy();
  });
});
