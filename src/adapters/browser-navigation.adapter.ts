import { navigate } from 'wouter/use-browser-location';
import type { LocationChange, NavigationPort } from '../core/ports/navigation.port';
import { PATH } from '../core/shared/paths';

/**
 * The History API through wouter's navigate, so the router sees every change the core makes. Importing wouter's
 * module patches pushState and replaceState to fire events of those names: the same events its location hook
 * listens to, so the core and the router never disagree about where the customer is.
 */
export class BrowserNavigationAdapter implements NavigationPort {
  currentPath(): string {
    return location.pathname;
  }

  subscribe(listener: (change: LocationChange) => void): () => void {
    const moved = (traversal: boolean) => () => listener({ path: location.pathname, traversal });
    const onTraversal = moved(true);
    const onPush = moved(false);
    // Capture phase: the core hears of the move before the router's own listener re-renders. Between two
    // listeners of a browser event (popstate) the browser runs React's microtasks, so a screen could otherwise
    // ask the session (RequireLogin) before the session knew the customer had moved.
    const capture = { capture: true };
    addEventListener('popstate', onTraversal, capture);
    addEventListener('pushState', onPush, capture);
    addEventListener('replaceState', onPush, capture);
    return () => {
      removeEventListener('popstate', onTraversal, capture);
      removeEventListener('pushState', onPush, capture);
      removeEventListener('replaceState', onPush, capture);
    };
  }

  go(path: string, options: { replace?: boolean } = {}): void {
    navigate(path, { replace: options.replace ?? false });
  }

  back(): void {
    if (history.length > 1) history.back();
    else navigate(PATH.home, { replace: true });
  }

  leave(url: string): void {
    location.assign(url);
  }
}
