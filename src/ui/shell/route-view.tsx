import { Suspense, use, useEffect, useMemo, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { findRoute, type Route } from '../routes';
import { BootContext, type Boot } from '../services-context';
import { en } from '../text/en';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { useLanguage } from './language-choice';
import { CurrentRouteContext, SettleOutcomeContext } from './current-route';
import { LoginGuard } from '../screens/login/login-guard';
import { settled } from '../settled';
import { firstScreen, screenShown } from '../first-screen';

const fetched = new Map<Route['load'], Promise<ComponentType>>();

/** A screen's chunk, loaded once, read at once when in (settled). A failure stays: the boundary reloads the page. */
function fetchScreen(load: Route['load']): Promise<ComponentType> {
  let screen = fetched.get(load);
  if (!screen) fetched.set(load, (screen = settled(load().then((module) => module.default))));
  return screen;
}

/**
 * The screen of `load`: a press to a screen loaded ahead renders it in the same frame, where React.lazy would
 * suspend on its first render even with the module in. A chunk on its way suspends; a failure reaches the boundary.
 */
function LoadedScreen({ load }: { load: Route['load'] }) {
  const Screen = use(fetchScreen(load));
  useEffect(screenShown, []);
  return <Screen />;
}

/** Loads the screen of `path` ahead of its visit, once the first screen has shown: the page before knows it is next. */
export function prepareScreen(path: string): void {
  void firstScreen.then(() => fetchScreen(findRoute(path).load));
}

/** Renders the screen of the current path; each screen is its own lazily loaded chunk. */
export function RouteView() {
  const [path] = useLocation();
  const route = findRoute(path);
  // Fetched now, not once the login guard has the services: the screen's chunks and the services load side by side.
  void fetchScreen(route.load);
  const settle = usePageView(route, path);
  // Once the first screen has shown and this screen's chunk is in, the next steps' load behind it.
  useEffect(() => {
    const next = () => route.next.forEach((load) => void fetchScreen(load));
    void Promise.all([firstScreen, route.load()]).then(next, noop);
  }, [route]);
  return (
    <CurrentRouteContext value={route}>
      <SettleOutcomeContext value={settle}>
        <ChunkErrorBoundary resetKey={path}>
          <Suspense fallback={<p className="loading">{en.loading}</p>}>
            {route.requiresLogin ? (
              <LoginGuard path={path}>
                <LoadedScreen load={route.load} />
              </LoginGuard>
            ) : (
              <LoadedScreen load={route.load} />
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
  // Each page's area hears of a move as it is made, not after this has rendered the new page (ServiceParts.follow).
  useEffect(() => {
    let mounted = true;
    let stop: (() => void) | undefined;
    boot?.composition
      .then((c) => c.services)
      .then((s) => {
        if (mounted) stop = s.follow();
      }, noop);
    return () => {
      mounted = false;
      stop?.();
    };
  }, [boot]);
  const language = useLanguage();
  useEffect(() => visit.retitle(), [visit, language]);
  useEffect(() => visit.begin(), [visit]);
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
