import { createContext, use, useCallback } from 'react';
import type { PortalConfig } from '../core/config';
import type { Services } from '../core/services';

/**
 * The services arrive as a promise: the composition root loads after the first paint, so a screen
 * that needs no service (home, maintenance) never waits for it. React never sees Inversify.
 */
export interface Boot {
  config: PortalConfig;
  services: Promise<Services>;
}

export const BootContext = createContext<Boot | null>(null);

function useBoot(): Boot {
  const boot = use(BootContext);
  if (!boot) throw new Error('useServices needs a <BootContext.Provider> above it');
  return boot;
}

/** Suspends until the services are ready. */
export function useServices(): Services {
  return use(useBoot().services);
}

/**
 * The services for a form that needs them only on submit: the screen paints its heading and fields
 * without waiting for the composition root, which has been loading since start-up.
 */
export function useDeferredServices(): () => Promise<Services> {
  const services = useBoot().services;
  return useCallback(() => services, [services]); // stable, so an effect may depend on it
}

export function useConfig(): PortalConfig {
  return useBoot().config;
}
