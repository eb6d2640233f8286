import { lazy, Suspense, use, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'wouter';
import { findRoute, type RouteDef } from '../routes';
import { BootContext } from '../services-context';
import { en } from '../text/en';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { CurrentRouteContext } from './current-route';
import { LoginGuard } from '../screens/login/login-guard';

const screens = new Map<RouteDef['load'], LazyExoticComponent<ComponentType>>();

function screenFor(route: RouteDef) {
  let screen = screens.get(route.load);
  if (!screen) {
    // Fetched now, not once the login guard has the services: the screen's chunks and the services load side by
    // side (the lazy component's own import then finds the module loaded). A failure shows through the lazy one.
    route.load().catch(() => undefined);
    screens.set(route.load, (screen = lazy(route.load)));
  }
  return screen;
}

/** Renders the screen of the current path; each screen is its own lazily loaded chunk. */
export function RouteView() {
  const [path] = useLocation();
  const route = findRoute(path);
  const Screen = screenFor(route);
  usePageView(route, path);
  return (
    <CurrentRouteContext value={route}>
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
    </CurrentRouteContext>
  );
}

const noop = () => undefined;

/**
 * Title, analytics page view and the page's journey area on every route change. Analytics waits for the start-up
 * services, never the paint.
 */
function usePageView(route: RouteDef, path: string) {
  const boot = use(BootContext);
  useEffect(() => {
    document.title = en.documentTitle(en.screens[route.screen].pageTitle);
    // Pushed even when the screen has moved on before the start-up services arrived (a guard's redirect): it was
    // visited, and the views keep their order (one promise, callbacks in the order they were added).
    boot?.start.then(
      (services) => services.dataLayer.pageView(route.pageName, path),
      () => undefined, // the boundary shows the load failure
    );
    // The page's journey area is built beside the screen's chunk, not once the screen asks (issue 19).
    boot?.services.then((s) => s.arrive(path, !!route.requiresLogin), noop);
  }, [boot, route, path]);
}
