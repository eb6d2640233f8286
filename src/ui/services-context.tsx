import { createContext, use, useCallback } from 'react';
import type { PortalConfig } from '../core/config';
import type { AreaName } from '../core/areas';
import type { ServiceParts, Services } from '../core/services';
import type { SessionServices } from '../core/session/session.services';
import type { StartServices } from '../core/shell/start.services';

/**
 * The services arrive as a promise: the composition root loads after the first paint, so a screen
 * that needs no service (home, maintenance) never waits for it. React never sees Inversify.
 */
export interface Boot {
  config: PortalConfig;
  /**
   * The shell's and session's services, and each journey area on request (`area`). With `startServices`, they
   * settle only once something has asked for them.
   */
  services: Promise<ServiceParts>;
  /** Starts loading the services (once): every page but / asks, and Exit (docs/architecture.md). */
  startServices?: () => void;
  /** Page views and the maintenance check, without the container (a test hands in the services' shell part). */
  start: Promise<Pick<StartServices, 'dataLayer' | 'maintenanceWatch'>>;
}

export const BootContext = createContext<Boot | null>(null);

function useBoot(): Boot {
  const boot = use(BootContext);
  if (!boot) throw new Error('a screen needs a <BootContext.Provider> above it');
  return boot;
}

/** Suspends until the composition root is ready (loading it if nothing has yet). */
function useParts(): ServiceParts {
  const boot = useBoot();
  boot.startServices?.(); // idempotent: only resolves a promise the loader waits on
  return use(boot.services);
}

/**
 * Suspends until the one area asked for is built (its chunk loads on the first request; the promise is the same
 * every time), then gives it: a screen never sees the others, and a page loads no other area's use cases.
 */
export function useArea<K extends AreaName>(area: K): Services[K] {
  return use(useParts().area(area));
}

/**
 * An area's services when a submit or a click needs them (the login forms, Exit): the screen paints without
 * waiting for the composition root, which the shell loads on every page but / (OverlayHost).
 */
export function useServicesOnDemand<K extends AreaName | 'session'>(area: K): () => Promise<Services[K]> {
  const { services, startServices } = useBoot();
  return useCallback(() => {
    startServices?.();
    return services.then((s): Services[K] | Promise<Services[K]> =>
      area === 'session' ? (s.session as Services[K]) : (s.area(area) as Promise<Services[K]>),
    );
  }, [services, startServices, area]); // stable, so an effect may depend on it
}

/** The session's part (the login state, the journey pages' guard), without any journey area. */
export const useSessionServices = (): SessionServices => useParts().session;

/** The start-up services (page views, maintenance), which every page loads after its paint. */
export function useStartServices(): () => Promise<Pick<StartServices, 'dataLayer' | 'maintenanceWatch'>> {
  const { start } = useBoot();
  return useCallback(() => start, [start]);
}

export function useConfig(): PortalConfig {
  return useBoot().config;
}
