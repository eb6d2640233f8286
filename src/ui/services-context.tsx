import { createContext, use, useCallback } from 'react';
import type { PortalConfig } from '../core/config';
import type { LoginServices } from '../core/login/login.services';
import type { PaymentServices } from '../core/payment/payment.services';
import type { RecurringServices } from '../core/recurring/recurring.services';
import type { Services, ShellServices } from '../core/services';
import type { SessionServices } from '../core/session/session.services';
import type { ThirdPartyServices } from '../core/third-party/third-party.services';

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
  if (!boot) throw new Error('a screen needs a <BootContext.Provider> above it');
  return boot;
}

/** Suspends until the services are ready, then gives the one area asked for (a screen never sees the others). */
function useArea<K extends keyof Services>(area: K): Services[K] {
  return use(useBoot().services)[area];
}

/**
 * An area's services for a form that needs them only on submit: the screen paints its heading and fields
 * without waiting for the composition root, which has been loading since start-up.
 */
function useDeferredArea<K extends keyof Services>(area: K): () => Promise<Services[K]> {
  const services = useBoot().services;
  return useCallback(() => services.then((s) => s[area]), [services, area]); // stable, so an effect may depend on it
}

export const useLoginServices = (): LoginServices => useArea('login');
export const usePaymentServices = (): PaymentServices => useArea('payment');
export const useRecurringServices = (): RecurringServices => useArea('recurring');
export const useThirdPartyServices = (): ThirdPartyServices => useArea('thirdParty');
export const useDeferredLoginServices = (): (() => Promise<LoginServices>) => useDeferredArea('login');
export const useDeferredShellServices = (): (() => Promise<ShellServices>) => useDeferredArea('shell');
export const useDeferredSessionServices = (): (() => Promise<SessionServices>) => useDeferredArea('session');

export function useConfig(): PortalConfig {
  return useBoot().config;
}
