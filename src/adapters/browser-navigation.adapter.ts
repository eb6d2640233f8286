import { navigate } from 'wouter/use-browser-location';
import type { NavigationPort } from '../core/ports/navigation.port';

/** The History API through wouter's navigate, so the router sees every change the core makes. */
export class BrowserNavigationAdapter implements NavigationPort {
  currentPath(): string {
    return location.pathname;
  }

  go(path: string, options: { replace?: boolean } = {}): void {
    navigate(path, { replace: options.replace ?? false });
  }

  back(): void {
    if (history.length > 1) history.back();
    else navigate('/', { replace: true });
  }

  leave(url: string): void {
    location.assign(url);
  }
}
