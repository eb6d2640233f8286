import type { MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { DEFAULT_CONFIG } from '../../core/config';
import { useConfig, useServicesOnDemand } from '../services-context';
import { en } from '../text/en';
import { InsurerLogo, useInsurer } from './insurer';
import { LanguageChoice } from './language-choice';
import { useHydrated } from './use-hydrated';
import { PATH } from '../../core/shared/paths';
import { findRoute } from '../routes';
import { Account } from './account';

/**
 * The shell header on every page: the language choice, the insurer's name and logo, the back link (/ by default), who is signed
 * in with Log out, and Exit (the insurer's website; it logs out first, and in the app's webview it returns
 * to the app). The signed-in part exists only once the app runs: HTML rendered at build time has no session. The
 * guest payor's pages never show it: a payor there is a guest, whatever session this browser still holds.
 */
export function Header({ backHref = PATH.home }: { backHref?: string }) {
  const hydrated = useHydrated();
  const [path] = useLocation();
  const route = findRoute(path);
  const guest = route.area === 'guestPayor';
  const { insurer } = useInsurer();
  return (
    <header className="shell-header">
      <LanguageChoice />
      <p className="shell-brand">
        <InsurerLogo logoUrl={insurer.logoUrl} />
        <span className="shell-names">
          <span className="shell-insurer">{insurer.name}</span>
          <span className="shell-product">{en.brand}</span>
        </span>
      </p>
      <nav aria-label={en.header.nav} className="shell-nav">
        <Link href={backHref} className="shell-back">
          {en.header.back}
        </Link>
        <span className="shell-account">
          {hydrated && !guest ? <Account signedIn={route.requiresLogin === true} /> : null}
        </span>
        <ExitLink />
      </nav>
    </header>
  );
}

/**
 * Exit is a real link (it works before the app runs); once the app runs, a plain click goes through the
 * ExitPortal use case, which logs out first when signed in and never opens the website inside the app.
 */
function ExitLink() {
  const config = useConfig();
  const services = useServicesOnDemand('session');
  // HTML rendered at build time holds the default exit link; the deployed config.json's one replaces it on load.
  const exitUrl = useHydrated() ? config.exitUrl : DEFAULT_CONFIG.exitUrl;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return; // a new tab or window: the browser's own
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
