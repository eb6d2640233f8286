import type { NavigationPort } from '../ports/navigation.port';
import type { StoragePort } from '../ports/storage.port';
import type { LoginState } from '../session/login-state';
import { isLoginPath, PATH } from '../shared/paths';

/**
 * A return path after login we may navigate to: inside the portal, not a login page, and not a way out
 * ("//evil.example" or "/\evil.example" would leave the site). Here, not in login-completion.ts: every journey
 * page's services need it, not the login's completion.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512 || !/^\/(?![/\\])[\w\-./?=&%~]*$/.test(value)) return null;
  if (isLoginPath(value)) return null;
  return value;
}

/** A journey page that needs login: a logged-out visitor goes to /login and comes back afterwards (lastUrl). */
export class RequireLogin {
  constructor(
    private readonly loginState: LoginState,
    private readonly storage: StoragePort,
    private readonly navigation: NavigationPort,
  ) {}

  /**
   * True when the page may show; otherwise remembers it and sends the visitor to /login. After a logout or a
   * session end (endToken) it does nothing: the Session ended dialog has the page, and writing lastUrl into
   * the storage just cleared would send the next customer in this tab to this one's page. A forward
   * step from / clears endToken first (SessionOverlay hears of every move before the router renders the page).
   */
  execute(path: string): boolean {
    if (this.loginState.store.getSnapshot().isLoggedIn) return true;
    if (this.storage.get('endToken') === 'true') return false;
    const back = safeReturnPath(path);
    if (back) this.storage.set('lastUrl', back);
    this.navigation.go(PATH.login, { replace: true });
    return false;
  }
}
