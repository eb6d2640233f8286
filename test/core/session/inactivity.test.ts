import { seconds, sessionTab, settle, TERMINATE } from './session-harness';

const JOURNEY = '/one-time-payment';
const kind = (tab: ReturnType<typeof sessionTab>) => tab.session.store.getSnapshot().kind;

describe('the main counter (1800 s)', () => {
  it('shows the extend prompt at 1800 s of inactivity on a journey page, and not a second before', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.clock.advance(seconds(1800) - 1);
    expect(kind(tab)).toBe('none');
    tab.clock.advance(1);
    expect(tab.session.store.getSnapshot()).toEqual({ kind: 'extend', secondsLeft: 120, announced: 120 });
    expect(tab.events()).toEqual(['Extend Session']);
  });

  it('does not count on /', () => {
    const tab = sessionTab({ path: '/' });
    tab.clock.advance(seconds(7200));
    expect(kind(tab)).toBe('none');
    expect(tab.clock.pendingTimers).toBe(0);
  });

  it('starts afresh when the customer leaves / for a journey, and stops when back on /', () => {
    const tab = sessionTab({ path: '/' });
    tab.clock.advance(seconds(1000));
    tab.visit(JOURNEY);
    tab.clock.advance(seconds(1799));
    expect(kind(tab)).toBe('none');
    tab.visit('/');
    tab.clock.advance(seconds(3600));
    expect(kind(tab)).toBe('none');
  });

  it('is set back to 1800 s by activity', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.clock.advance(seconds(1700));
    tab.activity.act();
    tab.clock.advance(seconds(1799));
    expect(kind(tab)).toBe('none');
    tab.clock.advance(seconds(1));
    expect(kind(tab)).toBe('extend');
  });

  it('keeps counting across navigation between journey pages (a redirect is not activity)', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.clock.advance(seconds(1000));
    tab.visit('/one-time-payment/payment-method');
    tab.clock.advance(seconds(800));
    expect(kind(tab)).toBe('extend');
  });

  it('ends on time although the timer never fired (laptop asleep): the next event finds the deadline passed', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.clock.jump(seconds(1800 + 60));
    tab.activity.act(); // waking up and moving the mouse must not revive the session
    expect(tab.session.store.getSnapshot()).toEqual({ kind: 'extend', secondsLeft: 60, announced: 60 });
  });

  it('in the mobile app’s webview, ends the session (terminate, token and customer values gone) and returns to the app at zero instead of prompting', async () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.storage.set('source', tab.config.mobileAppSource);
    tab.storage.set('channel', 'ios');
    tab.storage.set('lastUrl', JOURNEY);
    const forgotten: string[] = [];
    tab.loginState.holds({ forget: () => forgotten.push('draft') });
    tab.clock.advance(seconds(1800));
    // The token is gone before anything is handed back, and the terminate call carried it.
    expect(tab.loginState.accessToken).toBeNull();
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(tab.http.callsTo(TERMINATE)[0]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(tab.hostApp.returns).toBe(0);
    await settle();
    expect(tab.hostApp.returns).toBe(1);
    expect(forgotten).toEqual(['draft']);
    expect(Object.fromEntries(tab.storage.session)).toEqual({
      source: tab.config.mobileAppSource,
      channel: 'ios',
      endToken: 'true',
    });
    expect(kind(tab)).toBe('ended'); // a webview the app keeps alive shows Session ended, not the journey
    expect(kind(tab)).not.toBe('extend');
    tab.clock.advance(seconds(7200));
    await settle();
    expect(tab.hostApp.returns).toBe(1);
  });

  it('prompts in a browser that merely came from the app (source without channel)', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.storage.set('source', tab.config.mobileAppSource);
    tab.clock.advance(seconds(1800));
    expect(tab.hostApp.returns).toBe(0);
    expect(kind(tab)).toBe('extend');
  });
});

describe('the hidden tab', () => {
  it('sets the main counter to 600 s when the tab becomes hidden', async () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.storage.set('source', tab.config.mobileAppSource);
    tab.storage.set('channel', 'android');
    tab.clock.advance(seconds(100));
    tab.activity.hide();
    tab.activity.show(); // back after a moment: the secondary counter is reset, the main one stays at 600 s
    tab.clock.advance(seconds(599));
    expect(tab.hostApp.returns).toBe(0);
    tab.clock.advance(seconds(1));
    await settle();
    expect(tab.hostApp.returns).toBe(1); // the webview shows the main counter's zero without a prompt
  });

  it('prompts after 300 s hidden (the secondary counter), even with the main counter at 600 s', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.activity.hide();
    tab.clock.advance(seconds(299));
    expect(kind(tab)).toBe('none');
    tab.clock.advance(seconds(1));
    expect(kind(tab)).toBe('extend');
  });

  it('never runs the secondary counter out while the tab is visible', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.clock.advance(seconds(1799));
    expect(kind(tab)).toBe('none');
  });

  it('returning to the tab is a check, not activity: the 600 s keep running', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.activity.hide();
    tab.clock.advance(seconds(200));
    tab.activity.show();
    tab.clock.advance(seconds(399));
    expect(kind(tab)).toBe('none');
    tab.clock.advance(seconds(1));
    expect(kind(tab)).toBe('extend');
  });

  it('a throttled hidden tab: back after 350 s with no timer fired shows the prompt with the time that is really left', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.activity.hide();
    tab.clock.jump(seconds(350));
    tab.activity.show();
    expect(tab.session.store.getSnapshot()).toEqual({ kind: 'extend', secondsLeft: 70, announced: 70 });
  });

  it('a throttled hidden tab: back after 10 minutes finds the session ended, with the terminate call', async () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.activity.hide();
    tab.clock.jump(seconds(600));
    tab.activity.show();
    await settle();
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(kind(tab)).toBe('ended');
  });

  it('gives at least 20 s when a late timer notices the zero with less than that left', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.clock.jump(seconds(1800 + 110));
    tab.activity.act();
    expect(tab.session.store.getSnapshot()).toMatchObject({ kind: 'extend', secondsLeft: 20 });
  });

  it('gives 20 s when the tab comes back to a prompt that opened while it was hidden with less left', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.activity.hide();
    tab.clock.advance(seconds(300)); // the secondary counter: the prompt opens, unseen, with its 120 s
    expect(tab.session.store.getSnapshot()).toMatchObject({ kind: 'extend', secondsLeft: 120 });
    tab.clock.advance(seconds(111));
    tab.activity.show(); // 9 s left: what was measured before the floor
    expect(tab.session.store.getSnapshot()).toMatchObject({ kind: 'extend', secondsLeft: 20 });
    tab.clock.advance(seconds(19));
    expect(kind(tab)).toBe('extend');
    tab.clock.advance(seconds(1));
    expect(kind(tab)).not.toBe('extend');
  });

  it('coming back with more than 20 s left changes nothing, and a passed deadline still ends the session', async () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.activity.hide();
    tab.clock.advance(seconds(300 + 60));
    tab.activity.show();
    expect(tab.session.store.getSnapshot()).toMatchObject({ kind: 'extend', secondsLeft: 60 });
    const gone = sessionTab({ path: JOURNEY });
    gone.activity.hide();
    gone.clock.advance(seconds(300 + 120));
    gone.activity.show();
    await settle();
    expect(kind(gone)).toBe('ended');
  });
});

describe('the extend prompt (120 s)', () => {
  async function prompted() {
    const tab = sessionTab({ path: JOURNEY });
    tab.clock.advance(seconds(1800));
    expect(kind(tab)).toBe('extend');
    return tab;
  }

  it('Yes: the main counter is set to 600 s and the prompt closes', async () => {
    const tab = await prompted();
    tab.clock.advance(seconds(30));
    tab.session.extend();
    expect(kind(tab)).toBe('none');
    tab.clock.advance(seconds(599));
    expect(kind(tab)).toBe('none');
    tab.clock.advance(seconds(1));
    expect(kind(tab)).toBe('extend');
  });

  it('can be extended again and again', async () => {
    const tab = await prompted();
    for (let i = 0; i < 5; i++) {
      tab.session.extend();
      tab.clock.advance(seconds(600));
      expect(kind(tab)).toBe('extend');
    }
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(0);
  });

  it('ignores activity while it shows: only Yes or No answer it', async () => {
    const tab = await prompted();
    tab.activity.act();
    expect(kind(tab)).toBe('extend');
  });

  it('No: the session ends with the terminate call, then the Session ended dialog', async () => {
    const tab = await prompted();
    const ended = tab.session.decline();
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    await ended;
    expect(kind(tab)).toBe('ended');
    expect(tab.storage.get('endToken')).toBe('true');
    expect(tab.loginState.accessToken).toBeNull();
    expect(tab.events()).toEqual(['Extend Session', 'Session Ended']);
    expect(tab.navigation.history).toEqual([]); // the customer stays, under the dialog
  });

  it('zero: the prompt closes and the session is marked ended, with the terminate call', async () => {
    const tab = await prompted();
    tab.clock.advance(seconds(119));
    expect(tab.session.store.getSnapshot()).toMatchObject({ kind: 'extend', secondsLeft: 1 });
    tab.clock.advance(seconds(1));
    await settle();
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(tab.http.callsTo(TERMINATE)[0]!.headers.Authorization).toBe('Bearer token-1');
    expect(tab.storage.get('endToken')).toBe('true');
    expect(kind(tab)).toBe('ended');
  });

  it('Yes after the zero has passed unnoticed does not revive the session', async () => {
    const tab = await prompted();
    tab.clock.jump(seconds(121));
    tab.session.extend();
    await settle();
    expect(kind(tab)).toBe('ended');
  });

  it('counts down every second but tells a screen reader only at 120, 60, 30 and 10 s', async () => {
    const tab = await prompted();
    const announced = new Set<number>();
    const shown: number[] = [];
    for (let s = 0; s < 120; s++) {
      const snap = tab.session.store.getSnapshot();
      if (snap.kind === 'extend') {
        announced.add(snap.announced);
        shown.push(snap.secondsLeft);
      }
      tab.clock.advance(seconds(1));
    }
    expect([...announced]).toEqual([120, 60, 30, 10]);
    expect(shown).toEqual(Array.from({ length: 120 }, (_, i) => 120 - i));
    expect(tab.clock.pendingTimers).toBeLessThanOrEqual(1);
  });

  it('keeps one pending timer at most, whatever happens', () => {
    const tab = sessionTab({ path: JOURNEY });
    for (let i = 0; i < 50; i++) tab.activity.act();
    tab.activity.hide();
    tab.activity.show();
    expect(tab.clock.pendingTimers).toBe(1);
  });

  it('closes with its counters when the customer goes back to /', async () => {
    const tab = await prompted();
    tab.visit('/');
    expect(kind(tab)).toBe('none');
    tab.clock.advance(seconds(3600));
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(0);
  });
});
