import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useSessionServices } from '../../services-context';

/**
 * Wraps a journey page that needs login (`requiresLogin` in src/core/pages.ts): a logged-out visitor is sent to
 * /login, and the page is remembered (lastUrl) to come back to afterwards. It waits for the session's services
 * only, not the login area's use cases.
 */
export function LoginGuard({ path, children }: { path: string; children: ReactNode }) {
  const services = useSessionServices();
  const { isLoggedIn } = useSyncExternalStore(
    services.loginState.store.subscribe,
    services.loginState.store.getSnapshot,
  );
  useEffect(() => {
    if (!isLoggedIn) services.requireLogin.execute(path);
  }, [services, isLoggedIn, path]);
  return isLoggedIn ? children : null;
}
