import { lazy, Suspense, use, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'wouter';
import { findRoute, type Route } from '../routes';
import { BootContext, type Boot } from '../services-context';
import { en } from '../text/en';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { useLanguage } from './language-choice';
import { CurrentRouteContext, SettleOutcomeContext } from './current-route';
import { LoginGuard } from '../screens/login/login-guard';

const screens = new Map<Route['load'], LazyExoticComponent<ComponentType>>();

function screenFor(route: Route) {
  let screen = screens.get(route.load);
  if (!screen) {
    // Fetched now, not once the login guard has the services: the screen's chunks and the services load side by
    // side (the lazy component's own import then finds the module loaded). A failure shows through the lazy one.
    route.load().catch(() => undefined);
    screens.set(route.load, (screen = lazy(route.load)));
  }
  return screen;
}

/** Loads the screen of `path` ahead of its visit: the page before it knows it comes next. */
export function prepareScreen(path: string): void {
  screenFor(findRoute(path));
}

/** Renders the screen of the current path; each screen is its own lazily loaded chunk. */
export function RouteView() {
  const [path] = useLocation();
  const route = findRoute(path);
  const Screen = screenFor(route);
  const settle = usePageView(route, path);
  return (
    <CurrentRouteContext value={route}>
      <SettleOutcomeContext value={settle}>
        <ChunkErrorBoundary resetKey={path}>
          <Suspense fallback={<p className="loading">{en.loading}</p>}>
            {route.requiresLogin ? (
              <LoginGuard path={path}>
                <Screen />
              </LoginGuard>
            ) : (
              <Screen />
            )}
          </Suspense>
        </ChunkErrorBoundary>
      </SettleOutcomeContext>
    </CurrentRouteContext>
  );
}

const noop = () => undefined;

/**
 * Title, analytics page view and the page's journey area on every route change. Analytics waits for the shell's
 * services, never the paint. Returns what an outcome page's screen calls with what it shows (`useSettledOutcome`).
 */
function usePageView(route: Route, path: string) {
  const boot = use(BootContext);
  const visit = useMemo(() => visitOf(boot, route, path), [boot, route, path]);
  const language = useLanguage();
  useEffect(() => visit.retitle(), [visit, language]);
  useEffect(() => {
    visit.begin();
    // The page's journey area is built beside the screen's chunk, not once the screen asks.
    boot?.composition.then((c) => c.services.then((s) => s.arrive(path, !!route.requiresLogin)), noop);
  }, [boot, visit, route, path]);
  return visit.settle;
}

/**
 * One visit of a page: its title and its one page view. An outcome page's view waits for its screen to show the
 * server's answer, so a page the answer moves away from (LoadPaymentOutcome moves before it answers) pushes none.
 * The screen's effect may run before the route's: either order gives the same title and one view.
 */
function visitOf(boot: Boot | null, route: Route, path: string) {
  let shown: string | undefined;
  let pushed = false;
  const retitle = () => {
    document.title = en.documentTitle(shown ?? en.screens[route.name].pageTitle);
  };
  const update = () => {
    retitle();
    if (pushed || (route.outcome && shown === undefined)) return;
    pushed = true;
    // Pushed even when the screen has moved on before the shell's services arrived (a guard's redirect): it was
    // visited, and the views keep their order (one promise, callbacks in the order they were added).
    boot?.composition.then(
      (c) => c.shell.dataLayer.pageView(route.pageName, path),
      () => undefined, // the boundary shows the load failure
    );
  };
  return {
    begin: update,
    retitle,
    settle: (heading: string | undefined) => {
      shown = heading;
      update();
    },
  };
}
