import { sessionTab, TERMINATE } from './session-harness';

const JOURNEY = '/recurring-giro/select-bank';

describe('Exit', () => {
  it('signed in, in a browser: the spec’s logout, the page left becomes /, then the insurer’s website', async () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.storage.set('lastUrl', JOURNEY);
    await tab.exitPortal.execute();
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(Object.fromEntries(tab.storage.session)).toEqual({ endToken: 'true' });
    expect(tab.loginState.accessToken).toBeNull();
    expect(tab.navigation.history).toEqual(['/']);
    expect(tab.navigation.left).toEqual([tab.config.exitUrl]);
    expect(tab.hostApp.returns).toBe(0);
  });

  it('signed in, in the app’s webview: logout, then back to the app, never the website', async () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.storage.set('source', tab.config.mobileAppSource);
    tab.storage.set('channel', 'android');
    await tab.exitPortal.execute();
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(tab.hostApp.returns).toBe(1);
    expect(tab.navigation.left).toEqual([]);
    expect(Object.fromEntries(tab.storage.session)).toEqual({
      source: tab.config.mobileAppSource,
      channel: 'android',
      endToken: 'true',
    });
  });

  it('not signed in: no terminate call; the website in a browser, the app in its webview', async () => {
    const browser = sessionTab({ path: '/login', loggedIn: false });
    await browser.exitPortal.execute();
    expect(browser.http.callsTo(TERMINATE)).toHaveLength(0);
    expect(browser.navigation.left).toEqual([browser.config.exitUrl]);

    const app = sessionTab({ path: '/login', loggedIn: false });
    app.storage.set('source', app.config.mobileAppSource);
    app.storage.set('channel', 'ios');
    await app.exitPortal.execute();
    expect(app.http.callsTo(TERMINATE)).toHaveLength(0);
    expect(app.hostApp.returns).toBe(1);
    expect(app.navigation.left).toEqual([]);
  });

  it('the mobile-app source without a channel (a phone browser) still leaves for the website', async () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.storage.set('source', tab.config.mobileAppSource);
    await tab.exitPortal.execute();
    expect(tab.navigation.left).toEqual([tab.config.exitUrl]);
    expect(tab.hostApp.returns).toBe(0);
  });

  it('Exit and Log out pressed together make one terminate call', async () => {
    const tab = sessionTab({ path: JOURNEY });
    await Promise.all([tab.exitPortal.execute(), tab.logout.execute()]);
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
  });
});

describe('who is signed in', () => {
  it('keeps the masked ID in memory only and drops it on logout', async () => {
    const tab = sessionTab({ path: JOURNEY, loggedIn: false });
    tab.loginState.identified('•••••567D');
    tab.loginState.succeeded('token-9', 'pseudo-9');
    expect(tab.loginState.store.getSnapshot()).toEqual({ isLoggedIn: true, preLogin: false, maskedId: '•••••567D' });
    expect([...tab.storage.session.values()].join(' ')).not.toContain('567D');
    await tab.logout.execute();
    expect(tab.loginState.store.getSnapshot().maskedId).toBeUndefined();
  });

  it('prefers the masked ID of the login reply', () => {
    const tab = sessionTab({ path: JOURNEY, loggedIn: false });
    tab.loginState.identified('•••••567D');
    tab.loginState.succeeded('token-9', 'pseudo-9', '•••••999Z');
    expect(tab.loginState.store.getSnapshot().maskedId).toBe('•••••999Z');
  });
});
