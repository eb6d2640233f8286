import { seconds, sessionTab } from './session-harness';

const JOURNEY = '/one-time-payment';
const kind = (tab: ReturnType<typeof sessionTab>) => tab.session.store.getSnapshot().kind;

describe('the session follows the location itself (NavigationPort.subscribe)', () => {
  it('reads where the customer is when it starts, listens while it runs, and stops listening when stopped', () => {
    const tab = sessionTab({ path: JOURNEY });
    expect(tab.navigation.subscribers).toBe(1);
    tab.clock.advance(seconds(1800));
    expect(kind(tab)).toBe('extend'); // it knew it was on a journey page without being told
    tab.session.stop();
    expect(tab.navigation.subscribers).toBe(0);
  });

  it('hears a use case’s own navigation at once, with no report from the UI', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.clock.advance(seconds(1000));
    tab.navigation.go('/'); // as Logout.goToDestination does
    tab.clock.advance(seconds(3600));
    expect(kind(tab)).toBe('none');
  });
});
