import { lazy, Suspense, type ComponentType } from 'react';
import { Router } from 'wouter';
import { OverlayHost } from './overlay/overlay-host';
import { BootContext, type Boot } from './services-context';
import { Header } from './shell/header';
import { useLanguage } from './shell/language-choice';
import { RouteView } from './shell/route-view';
import { en } from './text/en';
import { firstScreen } from './first-screen';

// In the shell-late chunk, out of the first paint's JS (docs/performance.md budgets). In HTML rendered at build time
// it is there from the start, and React keeps that HTML until the chunk arrives to take it over. It loads once the
// first screen has shown (ADR 0090); below the screen, it moves nothing as it comes.
const Footer = lazy<ComponentType>(() =>
  firstScreen
    .then(() => import(/* webpackChunkName: "shell-late" */ './shell/footer'))
    .catch(() => ({ default: () => null })),
);

/** The shell: header, the current screen, the footer, and the global overlay for session and error dialogs. */
export function App({ boot }: { boot: Boot }) {
  // Every text is read as the tree renders: a new language renders it all again (src/ui/text/language.ts).
  useLanguage();
  return (
    <BootContext value={boot}>
      <a className="skip-link" href="#main">
        {en.skipToContent}
      </a>
      <Header />
      <main id="main" className="shell-main">
        <RouteView />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <OverlayHost />
    </BootContext>
  );
}

/**
 * The app in its router. `ssrPath` is the path a first screen's HTML is rendered for: at build time
 * (src/prerender.tsx), and in the browser while React takes that HTML over (src/main.tsx). Otherwise the router
 * reads the location.
 */
export function Root({ boot, ssrPath }: { boot: Boot; ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <App boot={boot} />
    </Router>
  );
}
