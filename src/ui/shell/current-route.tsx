import { createContext, use } from 'react';
import { findRoute, type RouteDef } from '../routes';
import { en } from '../text/en';

export const CurrentRouteContext = createContext<RouteDef>(findRoute('/'));

export function useCurrentRoute(): RouteDef {
  return use(CurrentRouteContext);
}

export function useScreenText() {
  return en.screens[useCurrentRoute().screen];
}
