import { createContext, use, useCallback } from 'react';
import type { PortalConfig } from '../core/config';
import { areaOfPage } from '../core/pages';
import { settled } from './settled';
import type { AreaName, Composition, ServiceParts, Services, ShellServices } from '../core/services';
import type { SessionServices } from '../core/session/session.services';

/**
 * What React is handed: the configuration at once, and the composition (src/adapters/composition.ts) as a promise,
 * since its chunk loads after the first paint. React never sees Inversify or an adapter.
 */
export interface Boot {
  config: PortalConfig;
  composition: Promise<Composition>;
}

export const BootContext = createContext<Boot | null>(null);

function useBoot(): Boot {
  const boot = use(BootContext);
  if (!boot) throw new Error('a screen needs a <BootContext.Provider> above it');
  return boot;
}

/** Suspends until the session and areas are loaded (asking for them if nothing has yet). */
function useParts(): ServiceParts {
  return use(use(useBoot().composition).load());
}

/**
 * Suspends until the one area asked for is built (its chunk loads on the first request; the promise is the same
 * every time), then gives it: a screen never sees the others, and a page loads no other area's use cases.
 */
export function useArea<K extends AreaName>(area: K): Services[K] {
  return use(useParts().area(area));
}

/**
 * Builds the area of the page at `path` ahead of its visit (a step's screen, before the press that leads there), so
 * that page's screen reads it at once.
 */
export function usePrepareArea(): (path: string) => void {
  const parts = useParts();
  return useCallback(
    (path: string) => {
      const name = areaOfPage(path);
      if (name) void settled(parts.area(name)).catch(() => undefined); // its screen's own request shows a failure
    },
    [parts],
  );
}

/**
 * An area's services when a submit or a click needs them (the login forms, Exit): the screen paints without
 * waiting for them.
 */
export function useServicesOnDemand<K extends keyof OnDemand>(area: K): () => Promise<OnDemand[K]> {
  const { composition } = useBoot();
  // Stable, so an effect may depend on it.
  return useCallback(
    () =>
      settled(composition)
        .then((c) => settled(c.load()))
        .then((s) => (area === 'session' ? s.session : settled(s.area(area))) as Promise<OnDemand[K]>),
    [composition, area],
  );
}
type OnDemand = Services & { session: SessionServices };

/** The session's part (the login state, the journey pages' guard), without any journey area. */
export const useSessionServices = (): SessionServices => useParts().session;

/** The shell's services (page views, maintenance), which every page has after its paint, without waiting for the rest. */
export function useShell(): () => Promise<ShellServices> {
  const { composition } = useBoot();
  return useCallback(() => composition.then((c) => c.shell), [composition]);
}

export function useConfig(): PortalConfig {
  return useBoot().config;
}
