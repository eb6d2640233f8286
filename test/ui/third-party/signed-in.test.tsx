import { act, screen } from '@testing-library/react';
import type { Everything } from '../../support/every-area';
import { renderApp, useSandbox, user } from '../../support/render-app';
import { fillDeclaration } from './declaration-form';

/** Text split across elements (a value kept whole sits in its own span): the innermost element holding all of it. */
const spanning = (pattern: RegExp) => (_: string, el: Element | null) =>
  !!el && pattern.test(el.textContent ?? '') && ![...el.children].some((c) => pattern.test(c.textContent ?? ''));

const sandbox = useSandbox();
jest.setTimeout(30_000);

/** The policyholder chose a policy, a card, and "someone else is paying" on the payment engineer's screens. */
function thirdPartyPayment(services: Everything, amountCents = 245_30) {
  services.payment.paymentDraft.edit({
    lines: [
      {
        policyNumber: 'L-1001-01',
        productName: 'TermGuard Life',
        amountCents,
        amountDueCents: 245_30,
        amountFixed: false,
      },
    ],
    method: { kind: 'card', brand: 'visa' },
    payor: { kind: 'third-party' },
  });
}

describe('/third-party/one-time-payment, logged in', () => {
  it('shows what is paid, takes the declaration and the source of funds, and returns to a review that names the payor', async () => {
    const { services } = await renderApp('/third-party/one-time-payment', sandbox, {
      customerId: 'C-1001',
      prepare: thirdPartyPayment,
    });
    await screen.findByRole('heading', { level: 1, name: 'About the payor' });
    expect(screen.getByText('TermGuard Life L-1001-01')).toBeTruthy();
    await fillDeclaration();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Source of funds' });
    expect(location.pathname).toBe('/third-party/one-time-payment/source-of-funds');
    expect(screen.queryByText(/source of wealth/)).toBeNull(); // S$245.30 is far below S$20,000
    await user.click(screen.getByRole('radio', { name: 'Inheritance or gift' }));
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
    const payor = services.payment.paymentDraft.snapshot.payor;
    expect(payor).toEqual({ kind: 'third-party', declarationId: expect.stringMatching(/^TPD-\d{6}$/) });
    // What the review page and the receipt can show about the payor.
    expect(services.payor.payorDraft.snapshot.summary).toEqual({
      payorName: 'Lim Mei Ling',
      relationship: 'child',
      idType: 'NRIC_FIN',
      idNumberMasked: '•••••321F',
    });
    // …and the review page does show it.
    expect(await screen.findByText(spanning(/^Lim Mei Ling, paying for their child, •••••321F$/))).toBeTruthy();
    const declaration = sandbox.state.requests.find((r) => r.path === '/rs/v1/third-party/declarations')!;
    expect(declaration.headers.authorization).toBe('Bearer tok-ui-C-1001');
  });

  it('offers Myinfo above the typed fields; what it gave is listed, not editable, and typing stays a choice', async () => {
    const { services } = await renderApp('/third-party/one-time-payment', sandbox, {
      customerId: 'C-1001',
      prepare: thirdPartyPayment,
    });
    await screen.findByRole('heading', { level: 1, name: 'About the payor' });
    const button = screen.getByRole('button', { name: 'Retrieve Myinfo with Singpass' });
    expect(button.className).toBe('singpass-button');
    expect(screen.getByText(/Type your details below instead/)).toBeTruthy();
    // What CompleteMyinfo keeps from the sandbox's person, set directly: the round trip itself is the browser test's.
    act(() =>
      services.payor.myinfo.set({
        kind: 'retrieved',
        mode: 'signed-in',
        person: {
          myinfoRef: 'MI-1',
          fullName: 'Chua Boon Keng',
          idNumber: 'S8012345J',
          dateOfBirth: '1980-03-15',
          nationality: 'SG',
          registeredAddress: 'Blk 102 Tampines Street 11, #08-123, Singapore 521102',
        },
      }),
    );
    const list = await screen.findByRole('region', { name: 'From Myinfo' });
    expect(list.textContent).toContain('•••••345J');
    expect(list.textContent).not.toContain('S8012345J');
    expect(list.querySelector('input')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Type my details instead' }));
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeTruthy();
  });

  it('inside the mobile app’s webview Myinfo is not offered, and the page says why', async () => {
    sessionStorage.setItem('source', 'mobileapp');
    sessionStorage.setItem('channel', 'ios');
    await renderApp('/third-party/one-time-payment', sandbox, { customerId: 'C-1001', prepare: thirdPartyPayment });
    await screen.findByRole('heading', { level: 1, name: 'About the payor' });
    expect(screen.queryByRole('button', { name: /Myinfo/ })).toBeNull();
    expect(screen.getByText(/does not work inside this app/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeTruthy();
  });

  it('without a third-party payment in progress, says so and links back to the method step', async () => {
    await renderApp('/third-party/one-time-payment', sandbox, { customerId: 'C-1001' });
    await screen.findByRole('heading', { level: 1, name: 'About the payor' });
    expect(screen.getByRole('link', { name: 'Choose how to pay' }).getAttribute('href')).toBe(
      '/one-time-payment/payment-method',
    );
    expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull();
  });

  it('the source-of-funds step without a declaration sends the payor back to it', async () => {
    await renderApp('/third-party/one-time-payment/source-of-funds', sandbox, {
      customerId: 'C-1001',
      prepare: thirdPartyPayment,
    });
    await screen.findByRole('heading', { level: 1, name: 'Source of funds' });
    expect(screen.getByRole('link', { name: 'Go to the declaration' }).getAttribute('href')).toBe(
      '/third-party/one-time-payment',
    );
  });
});
