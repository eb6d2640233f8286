import { createContext, use } from 'react';
import { findRoute, type RouteDef, type ScreenKey } from '../routes';
import { en } from '../text/en';
import { ROUTE } from '../../core/shared/routes';

export const CurrentRouteContext = createContext<RouteDef>(findRoute(ROUTE.home));

export function useCurrentRoute(): RouteDef {
  return use(CurrentRouteContext);
}

export function useScreenText() {
  return en.screens[useCurrentRoute().screen];
}

/** The lead line of a journey screen, from its area's texts (`purposes` in en-payment.ts and its siblings). */
export function usePurpose(purposes: Partial<Record<ScreenKey, string>>): string {
  return purposes[useCurrentRoute().screen] ?? '';
}
