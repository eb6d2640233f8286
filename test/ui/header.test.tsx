import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderApp, useSandbox } from '../support/render-app';

const sandbox = useSandbox();

const renderSignedIn = (path: string, config: Record<string, unknown> = {}, maskedId?: string) =>
  renderApp(path, sandbox, { customerId: 'C-1001', maskedId, config });

describe('the header and footer', () => {
  it('shows who is signed in, masked, and Log out runs the spec’s logout', async () => {
    await renderSignedIn('/recurring-page', {}, '•••••567D');
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(nav.textContent).toContain('•••••567D');
    expect(nav.textContent).not.toMatch(/S1234567D/);
    expect(within(nav).getByText('ID number ending 567D')).toBeTruthy();
    await act(async () => {
      await Promise.resolve();
      fireEvent.click(within(nav).getByRole('button', { name: 'Log out' }));
    });
    await screen.findByRole('heading', { level: 1, name: 'Pay your premium' });
    expect(location.pathname).toBe('/');
    expect(sandbox.state.requests.filter((r) => r.path === '/rs/v1/session/terminate')).toHaveLength(1);
    expect(Object.keys(sessionStorage).sort()).toEqual(['endToken']);
    expect(within(nav).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(nav.textContent).not.toContain('567D');
  });

  it('says only "Signed in" when the masked ID is not known (after a reload)', async () => {
    await renderSignedIn('/recurring-page');
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(nav).getByText('Signed in')).toBeTruthy();
  });

  it('names the insurer from config in the header and footer, with its UEN, hotline and links', async () => {
    await renderSignedIn('/recurring-page', {
      customerServicePhone: '+65 6123 4567',
      insurer: {
        name: 'Acme Assurance Pte Ltd',
        uen: '201912345K',
        privacyUrl: 'https://acme.example/privacy',
        termsUrl: 'https://acme.example/terms',
        securityUrl: 'https://acme.example/security',
      },
    });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Acme Assurance Pte Ltd')).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Acme Assurance Pte Ltd. UEN 201912345K.');
    expect(footer.textContent).toContain('We will never call, email or message you to ask for your one-time password');
    expect(footer.textContent).toContain('(Monday to Friday, 9 am to 6 pm, except public holidays)');
    expect(within(footer).getByRole('link', { name: '+65 6123 4567' }).getAttribute('href')).toBe('tel:+6561234567');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      'https://acme.example/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      'https://acme.example/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Security notice' }).getAttribute('href')).toBe(
      'https://acme.example/security',
    );
  });
});
