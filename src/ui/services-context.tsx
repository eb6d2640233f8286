import { createContext, use, useCallback } from 'react';
import type { PortalConfig } from '../core/config';
import type { Services } from '../core/services';
import type { StartServices } from '../core/shell/start.services';

/**
 * The services arrive as a promise: the composition root loads after the first paint, so a screen
 * that needs no service (home, maintenance) never waits for it. React never sees Inversify.
 */
export interface Boot {
  config: PortalConfig;
  /** The whole services. With `startServices`, they settle only once something has asked for them. */
  services: Promise<Services>;
  /** Starts loading the services (once): every page but / asks, and Exit (docs/architecture.md). */
  startServices?: () => void;
  /** Page views and the maintenance check, without the container; absent, `services` serves. */
  start?: Promise<StartServices>;
}

export const BootContext = createContext<Boot | null>(null);

function useBoot(): Boot {
  const boot = use(BootContext);
  if (!boot) throw new Error('useServices needs a <BootContext.Provider> above it');
  return boot;
}

/** Suspends until the services are ready, loading them if nothing has yet. */
export function useServices(): Services {
  const boot = useBoot();
  boot.startServices?.(); // idempotent: only resolves a promise the loader waits on
  return use(boot.services);
}

/**
 * The services for a form that needs them only on submit: the screen paints its heading and fields
 * without waiting for the composition root, which the shell loads on every page but / (OverlayHost).
 */
export function useDeferredServices(): () => Promise<Services> {
  return useServicesOnDemand();
}

/** The services when a click needs them (Exit); nothing loads before. */
export function useServicesOnDemand(): () => Promise<Services> {
  const { services, startServices } = useBoot();
  return useCallback(() => {
    startServices?.();
    return services;
  }, [services, startServices]); // stable, so an effect may depend on it
}

/** The start-up services (page views, maintenance), which every page loads after its paint. */
export function useStartServices(): () => Promise<Pick<StartServices, 'dataLayer' | 'maintenanceWatch'>> {
  const { services, start } = useBoot();
  return useCallback(() => start ?? services, [services, start]);
}

export function useConfig(): PortalConfig {
  return useBoot().config;
}
