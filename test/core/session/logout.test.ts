import { FakeTabBus, InMemoryStorage } from '../../support/fakes';
import { seconds, sessionTab, settle, TERMINATE } from './session-harness';

const JOURNEY = '/one-time-payment/payment-review';

function withMobileValues(tab: ReturnType<typeof sessionTab>, source: string, channel?: string) {
  tab.storage.set('source', source);
  if (channel) tab.storage.set('channel', channel);
  tab.storage.set('lastUrl', JOURNEY);
  tab.storage.local.set('something', 'kept in local storage');
}

describe('logout', () => {
  it('makes the terminate call with the token, clears both storages, keeps source and channel, sets endToken, goes to /', async () => {
    const tab = sessionTab({ path: JOURNEY });
    withMobileValues(tab, 'web', 'chrome');
    const done = tab.logout.execute();
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(tab.http.callsTo(TERMINATE)[0]).toMatchObject({
      method: 'POST',
      headers: expect.objectContaining({ Authorization: 'Bearer token-1' }),
    });
    await done;
    expect(Object.fromEntries(tab.storage.session)).toEqual({ source: 'web', channel: 'chrome', endToken: 'true' });
    expect(tab.storage.local.size).toBe(0);
    expect(tab.loginState.accessToken).toBeNull();
    expect(tab.loginState.store.getSnapshot().isLoggedIn).toBe(false);
    expect(tab.navigation.history).toEqual(['/']);
    expect(tab.navigation.left).toEqual([]);
  });

  it('sends the mobile app’s customer to the app’s dashboard', async () => {
    const tab = sessionTab({ path: JOURNEY });
    withMobileValues(tab, tab.config.mobileAppSource, 'ios');
    await tab.logout.execute();
    expect(tab.navigation.left).toEqual([tab.config.mobileDashboardUrl]);
    expect(tab.navigation.history).toEqual([]);
    expect(Object.fromEntries(tab.storage.session)).toEqual({
      source: tab.config.mobileAppSource,
      channel: 'ios',
      endToken: 'true',
    });
  });

  it('ignores a failing terminate call', async () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.http.on(TERMINATE, { kind: 'timeout' });
    await tab.logout.execute();
    expect(tab.navigation.history).toEqual(['/']);
    tab.http.on(TERMINATE, () => Promise.reject(new Error('adapter bug')));
    await expect(tab.logout.execute()).resolves.toBeUndefined();
  });

  it('tells the login state only once on the destination, so a journey page’s login guard cannot write into the cleared storage', async () => {
    const tab = sessionTab({ path: JOURNEY });
    const seenAt: string[] = [];
    tab.loginState.store.subscribe(() => {
      if (!tab.loginState.store.getSnapshot().isLoggedIn) seenAt.push(tab.navigation.path);
    });
    await tab.logout.execute();
    expect(seenAt).toEqual(['/']);
  });

  it('runs once when called ten times at once', async () => {
    const tab = sessionTab({ path: JOURNEY });
    await Promise.all(Array.from({ length: 10 }, () => tab.logout.execute()));
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(tab.navigation.history).toEqual(['/']);
  });
});

describe('the endToken mark', () => {
  it('shows the Session ended dialog on any page but / after a logout, so Back cannot reveal a journey page', async () => {
    const tab = sessionTab({ path: JOURNEY });
    await tab.logout.execute();
    expect(tab.session.store.getSnapshot().kind).toBe('none'); // on /
    tab.visit(JOURNEY, { traversal: true }); // the browser's Back
    expect(tab.session.store.getSnapshot().kind).toBe('ended');
  });

  it('is cleared when the customer starts again from / (a forward step), so they can log in again in this tab', async () => {
    const tab = sessionTab({ path: JOURNEY });
    await tab.logout.execute();
    tab.visit('/one-time-payment');
    expect(tab.storage.get('endToken')).toBeNull();
    expect(tab.session.store.getSnapshot().kind).toBe('none');
    tab.clock.advance(seconds(1800));
    expect(tab.session.store.getSnapshot().kind).toBe('extend'); // and the counters run again
  });

  it('survives a reload on a journey page', () => {
    const storage = new InMemoryStorage();
    storage.set('endToken', 'true');
    const reloaded = sessionTab({ path: JOURNEY, loggedIn: false, storage });
    expect(reloaded.session.store.getSnapshot().kind).toBe('ended');
    expect(reloaded.events()).toEqual(['Session Ended']);
  });

  it('Session ended dialog closes to the logout destination without a second terminate call', async () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.clock.advance(seconds(1800));
    await tab.session.decline();
    expect(tab.session.store.getSnapshot().kind).toBe('ended');
    await tab.session.closeDialog();
    expect(tab.navigation.history).toEqual(['/']);
    expect(tab.session.store.getSnapshot().kind).toBe('none');
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
  });

  it('a login success clears the mark (LoginState.succeeded)', async () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.clock.advance(seconds(1800));
    await tab.session.decline();
    expect(tab.session.store.getSnapshot().kind).toBe('ended');
    tab.loginState.succeeded('token-2');
    expect(tab.session.store.getSnapshot().kind).toBe('none');
  });
});

describe('other tabs', () => {
  it('a logout in one tab ends the session in the portal’s other tabs, each terminating its own token', async () => {
    const bus = new FakeTabBus();
    const first = sessionTab({ bus, path: JOURNEY });
    const second = sessionTab({ bus, path: '/recurring-giro' });
    await first.logout.execute();
    await settle();
    expect(second.storage.get('endToken')).toBe('true');
    expect(second.loginState.accessToken).toBeNull();
    expect(second.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(second.session.store.getSnapshot().kind).toBe('ended');
    expect(bus.sent).toEqual(['logout']); // the second tab does not echo it back
    second.clock.advance(seconds(3600));
    expect(second.session.store.getSnapshot().kind).toBe('ended'); // no prompt over the ended dialog
  });

  it('No on the prompt ends the other tabs too; a tab on / is only marked', async () => {
    const bus = new FakeTabBus();
    const first = sessionTab({ bus, path: JOURNEY });
    const home = sessionTab({ bus, path: '/', loggedIn: false });
    first.clock.advance(seconds(1800));
    await first.session.decline();
    await settle();
    expect(home.storage.get('endToken')).toBe('true');
    expect(home.http.callsTo(TERMINATE)).toHaveLength(0); // nothing to terminate there
    expect(home.session.store.getSnapshot().kind).toBe('none');
  });

  it('the countdown reaching zero in one tab does not end the others (they have their own timers)', async () => {
    const bus = new FakeTabBus();
    const first = sessionTab({ bus, path: JOURNEY });
    const second = sessionTab({ bus, path: JOURNEY, clock: first.clock });
    second.clock.advance(seconds(1000));
    second.activity.act();
    first.clock.advance(seconds(920));
    await settle();
    expect(first.session.store.getSnapshot().kind).toBe('ended');
    expect(second.session.store.getSnapshot().kind).toBe('none');
  });
});

/** Every end of a session leaves exactly source, channel and endToken, and nothing in memory. */
describe('every end of a session is complete', () => {
  type Tab = ReturnType<typeof sessionTab>;
  function prepared(tab: Tab) {
    withMobileValues(tab, 'web', 'chrome');
    tab.storage.set('aauserid', 'pseudo-1');
    const forgotten: string[] = [];
    tab.loginState.holds({ forget: () => forgotten.push('drafts, lists, receipts') });
    return forgotten;
  }
  function leftExactly(tab: Tab, forgotten: string[]) {
    expect(Object.fromEntries(tab.storage.session)).toEqual({ source: 'web', channel: 'chrome', endToken: 'true' });
    expect(tab.storage.local.size).toBe(0);
    expect(tab.loginState.accessToken).toBeNull();
    expect(forgotten).toEqual(['drafts, lists, receipts']);
  }

  it('logout', async () => {
    const tab = sessionTab({ path: JOURNEY });
    const forgotten = prepared(tab);
    await tab.logout.execute();
    leftExactly(tab, forgotten);
  });

  it('the session ending (No on the prompt)', async () => {
    const tab = sessionTab({ path: JOURNEY });
    const forgotten = prepared(tab);
    tab.clock.advance(seconds(1800));
    await tab.session.decline();
    leftExactly(tab, forgotten);
  });

  it('the prompt’s countdown reaching zero', async () => {
    const tab = sessionTab({ path: JOURNEY });
    const forgotten = prepared(tab);
    tab.clock.advance(seconds(1800 + 120));
    await settle();
    leftExactly(tab, forgotten);
  });

  it('a 401 (its dialog closed)', async () => {
    const tab = sessionTab({ path: JOURNEY });
    const forgotten = prepared(tab);
    tab.errorState.handleError({ status: 401 });
    await tab.session.closeDialog();
    leftExactly(tab, forgotten);
    expect(tab.navigation.history).toEqual(['/']);
  });

  it('another tab’s logout', async () => {
    const bus = new FakeTabBus();
    const first = sessionTab({ bus, path: JOURNEY });
    const second = sessionTab({ bus, path: '/recurring-giro' });
    const forgotten = prepared(second);
    await first.logout.execute();
    await settle();
    leftExactly(second, forgotten);
  });

  it('logout clears here and tells the other tabs at once, leaving without waiting for a slow terminate call', () => {
    const bus = new FakeTabBus();
    const tab = sessionTab({ bus, path: JOURNEY });
    const other = sessionTab({ bus, path: '/recurring-giro' });
    let answer: (() => void) | undefined;
    tab.http.on(TERMINATE, () => new Promise((resolve) => (answer = () => resolve({ kind: 'timeout' }))));
    void tab.logout.execute();
    // Nothing has answered yet: the token went with the call, and everything local is done.
    expect(tab.http.callsTo(TERMINATE)[0]).toMatchObject({
      headers: expect.objectContaining({ Authorization: 'Bearer token-1' }),
    });
    expect(tab.loginState.accessToken).toBeNull();
    expect(tab.navigation.history).toEqual(['/']);
    expect(bus.sent).toEqual(['logout']);
    expect(other.loginState.accessToken).toBeNull();
    answer?.();
  });

  it('the mobile-app source without a channel: logout and Session ended still go to the app’s dashboard', async () => {
    const tab = sessionTab({ path: JOURNEY });
    withMobileValues(tab, tab.config.mobileAppSource);
    await tab.logout.execute();
    expect(tab.navigation.left).toEqual([tab.config.mobileDashboardUrl]);
    expect(tab.navigation.history).toEqual([]);
    expect(tab.hostApp.returns).toBe(0); // not the webview: no hand-back

    const ended = sessionTab({ path: JOURNEY });
    withMobileValues(ended, ended.config.mobileAppSource);
    ended.clock.advance(seconds(1800));
    await ended.session.decline();
    expect(ended.session.store.getSnapshot().kind).toBe('ended');
    await ended.session.closeDialog();
    expect(ended.navigation.left).toEqual([ended.config.mobileDashboardUrl]);
  });
});
