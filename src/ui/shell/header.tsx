import { use, useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import type { Services } from '../../core/services';
import { Link } from 'wouter';
import { DEFAULT_CONFIG } from '../../core/config';
import { BootContext, useConfig, useDeferredServices } from '../services-context';
import { en } from '../text/en';
import { InsurerLogo, useInsurer } from './insurer';
import { useHydrated } from './use-hydrated';

/**
 * The shell header on every page: the insurer's name and logo, the back link (/ by default), who is signed
 * in with Log out, and Exit (the insurer's website; it logs out first, and in the app's webview it returns
 * to the app). The signed-in part exists only once the app runs: HTML rendered at build time has no session.
 */
export function Header({ backHref = '/' }: { backHref?: string }) {
  const hydrated = useHydrated();
  const { insurer } = useInsurer();
  return (
    <header className="shell-header">
      <div className="shell-bar">
        <p className="shell-brand">
          <InsurerLogo logoUrl={insurer.logoUrl} />
          <span className="shell-names">
            <span className="shell-insurer">{insurer.name}</span>
            <span className="shell-product">{en.brand}</span>
          </span>
        </p>
      </div>
      <nav aria-label={en.header.nav} className="shell-nav">
        <Link href={backHref} className="shell-back">
          {en.header.back}
        </Link>
        <span className="shell-account">{hydrated ? <SignedIn /> : null}</span>
        <ExitLink />
      </nav>
    </header>
  );
}

/**
 * Waits for the services without suspending: the header paints at once on every page, and the rest of
 * the page never waits for it.
 */
function SignedIn() {
  const boot = use(BootContext);
  const [loaded, setLoaded] = useState<Services | null>(null);
  useEffect(() => {
    let live = true;
    boot?.services.then(
      (s) => live && setLoaded(s),
      () => undefined, // the screen's error boundary says it
    );
    return () => {
      live = false;
    };
  }, [boot]);
  return loaded ? <Account services={loaded} /> : null;
}

/** Who is signed in (masked, never a whole ID) and Log out: the spec's logout. */
function Account({ services: { loginState, logout } }: { services: Services }) {
  const { isLoggedIn, maskedId } = useSyncExternalStore(loginState.store.subscribe, loginState.store.getSnapshot);
  const [leaving, setLeaving] = useState(false);
  if (!isLoggedIn) return null;
  const last = maskedId?.replace(/^[^A-Za-z0-9]+/, '');
  return (
    <>
      <span className="shell-who">
        {maskedId && last ? (
          <>
            <span className="shell-who-label">{en.header.signedInAs} </span>
            <span aria-hidden="true">{maskedId}</span>
            <span className="visually-hidden">{en.header.idEnding(last)}</span>
          </>
        ) : (
          en.header.signedIn
        )}
      </span>
      <button
        type="button"
        className="shell-logout"
        aria-disabled={leaving || undefined}
        onClick={() => {
          if (leaving) return;
          setLeaving(true);
          void logout.execute().finally(() => setLeaving(false));
        }}
      >
        {leaving ? en.header.loggingOut : en.header.logout}
      </button>
    </>
  );
}

/**
 * Exit is a real link (it works before the app runs); once the app runs, a plain click goes through the
 * ExitPortal use case, which logs out first when signed in and never opens the website inside the app.
 */
function ExitLink() {
  const config = useConfig();
  const services = useDeferredServices();
  // HTML rendered at build time holds the default exit link; the deployed config.js's one replaces it on load.
  const exitUrl = useHydrated() ? config.exitUrl : DEFAULT_CONFIG.exitUrl;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    services().then(
      (s) => s.exitPortal.execute(),
      () => window.location.assign(exitUrl), // no services (a failed chunk): at least leave
    );
  }
  return (
    <a href={exitUrl} className="shell-exit" rel="noopener" onClick={onClick}>
      {en.header.exit}
    </a>
  );
}
