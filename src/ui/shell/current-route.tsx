import { createContext, use, useLayoutEffect } from 'react';
import type { ScreenName } from '../../core/pages';
import { findRoute, type Route } from '../routes';
import { en } from '../text/en';
import { PATH } from '../../core/shared/paths';

export const CurrentRouteContext = createContext<Route>(findRoute(PATH.home));

export function useCurrentRoute(): Route {
  return use(CurrentRouteContext);
}

export function useScreenText() {
  return en.screens[useCurrentRoute().name];
}

/** The lead line of a journey screen, from its area's texts (`purposes` in en-payment.ts and its siblings). */
export function usePurpose(purposes: Partial<Record<ScreenName, string>>): string {
  return purposes[useCurrentRoute().name] ?? '';
}

/** What an outcome page shows, told to the shell (RouteView): undefined while the server is still being asked. */
export const SettleOutcomeContext = createContext<(shown: string | undefined) => void>(() => undefined);

/**
 * An outcome page's one way to title itself and push its page view (`outcome` in src/core/pages.ts): `heading` is what the page
 * shows once it has the server's answer (or knows it will get none), undefined while it asks.
 */
export function useSettledOutcome(heading: string | undefined): void {
  const settle = use(SettleOutcomeContext);
  // In the commit that shows the heading: the title never lags the page it names.
  useLayoutEffect(() => settle(heading), [settle, heading]);
}
