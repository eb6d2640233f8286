import { BrowserNavigationAdapter } from '../../src/adapters/browser-navigation.adapter';
import type { LocationChange } from '../../src/core/ports/navigation.port';

/** Resolves on the next popstate: jsdom fires it a task after history.back(). */
const nextPopstate = () =>
  new Promise<void>((resolve) => addEventListener('popstate', () => resolve(), { once: true }));

describe('BrowserNavigationAdapter (location is a store the core subscribes to)', () => {
  const navigation = new BrowserNavigationAdapter();
  beforeEach(() => history.replaceState(null, '', '/'));

  it('tells a subscriber of every move, its own and the customer’s, with Back and Forward marked', async () => {
    const changes: LocationChange[] = [];
    const stop = navigation.subscribe((change) => changes.push(change));
    navigation.go('/login');
    navigation.go('/login/otp?x=1', { replace: true });
    history.pushState(null, '', '/third-party'); // a wouter Link does this
    expect(navigation.currentPath()).toBe('/third-party');
    const popped = nextPopstate();
    history.back();
    await popped;
    expect(changes).toEqual([
      { path: '/login', traversal: false },
      { path: '/login/otp', traversal: false },
      { path: '/third-party', traversal: false },
      { path: '/login/otp', traversal: true },
    ]);
    stop();
    navigation.go('/maintenance');
    expect(changes).toHaveLength(4);
  });

  it('tells the core before the router’s own listener hears of a Back', async () => {
    const heard: string[] = [];
    const router = () => heard.push('router');
    addEventListener('popstate', router); // wouter listens without capture, and subscribed first
    const stop = navigation.subscribe(() => heard.push('core'));
    navigation.go('/login');
    heard.length = 0;
    const popped = nextPopstate();
    history.back();
    await popped;
    expect(heard).toEqual(['core', 'router']);
    stop();
    removeEventListener('popstate', router);
  });
});
