import { PaymentDraft } from '../../../src/core/payment/payment-draft';
import { PATH } from '../../../src/core/shared/paths';
import { FakeTabBus, InMemoryDraftStorage, SequentialIds } from '../../support/fakes';
import { sessionTab, settle, TERMINATE } from './session-harness';

/**
 * A login page opened over a live session ends that session first: the next customer at a shared PC neither
 * inherits the token nor the first customer's drafts (docs/session.md, "A login page ends a live session").
 */

const JOURNEY = PATH.paymentMethod;

/** Customer A, signed in, half-way through a payment: its draft held as the composition holds it. */
function customerA(options: Parameters<typeof sessionTab>[0] = {}) {
  const tab = sessionTab({ path: JOURNEY, ...options });
  tab.storage.set('source', 'web');
  tab.storage.set('channel', 'chrome');
  const stored = new InMemoryDraftStorage();
  const draft = new PaymentDraft(stored, new SequentialIds());
  tab.loginState.holds(draft);
  draft.edit({
    lines: [
      {
        policyNumber: 'L-1001-01',
        productName: 'Term Life',
        amountCents: 245_30,
        amountDueCents: 245_30,
        amountFixed: false,
      },
    ],
  });
  return { tab, draft, stored };
}

describe('a login page over a live session', () => {
  it('/login: the terminate call goes with A’s token, A’s drafts and storage go but source and channel, no dialog', async () => {
    const { tab, draft, stored } = customerA();
    expect(stored.raw).not.toBeNull();
    tab.visit(PATH.login);
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(tab.http.callsTo(TERMINATE)[0]!.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    await settle();
    expect(draft.snapshot.lines).toEqual([]);
    expect(stored.raw).toBeNull();
    expect(Object.fromEntries(tab.storage.session)).toEqual({ source: 'web', channel: 'chrome' });
    expect(tab.loginState.accessToken).toBeNull();
    expect(tab.loginState.store.getSnapshot()).toEqual({ isLoggedIn: false, preLogin: false });
    // The login page stays, with nothing over it.
    expect(tab.navigation.path).toBe(PATH.login);
    expect(tab.navigation.history).toEqual([]);
    expect(tab.session.store.getSnapshot()).toEqual({ kind: 'none' });

    // Customer B signs in on it: a session of their own, and nothing of A's.
    tab.loginState.succeeded('token-B');
    tab.visit(JOURNEY);
    expect(tab.loginState.accessToken).toBe('token-B');
    expect(tab.loginState.store.getSnapshot().isLoggedIn).toBe(true);
    expect(draft.snapshot.lines).toEqual([]);
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
  });

  it.each([PATH.loginAuthMethod, PATH.loginOtp, PATH.loginAcceptanceCode])(
    '%s too, and by Back as well as by a link',
    async (page) => {
      for (const traversal of [false, true]) {
        const { tab, stored } = customerA();
        tab.visit(page, { traversal });
        expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
        expect(stored.raw).toBeNull();
        expect(tab.loginState.accessToken).toBeNull();
      }
    },
  );

  it('a page load of /login with a session in the tab’s storage (restored, or the address typed) ends it at start', () => {
    const { tab } = customerA();
    const reloaded = sessionTab({ path: PATH.login, storage: tab.storage, loggedIn: false });
    expect(reloaded.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(reloaded.http.callsTo(TERMINATE)[0]!.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(reloaded.loginState.accessToken).toBeNull();
    expect(Object.fromEntries(reloaded.storage.session)).toEqual({ source: 'web', channel: 'chrome' });
  });

  it('the portal’s other tabs hear of it as of a logout', async () => {
    const bus = new FakeTabBus();
    const { tab } = customerA({ bus });
    const other = sessionTab({ bus, path: JOURNEY });
    tab.visit(PATH.login);
    await settle();
    expect(other.loginState.accessToken).toBeNull();
    expect(other.session.store.getSnapshot()).toEqual({ kind: 'ended' });
  });

  it('nothing ends on other pages, nor on a login page with no one signed in', async () => {
    const { tab } = customerA();
    tab.visit(PATH.home);
    tab.visit(PATH.oneTimePayment);
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(0);
    const signedOut = sessionTab({ path: PATH.home, loggedIn: false });
    signedOut.visit(PATH.login);
    expect(signedOut.http.callsTo(TERMINATE)).toHaveLength(0);
  });
});
