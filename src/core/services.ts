import type { DataLayer } from './analytics/data-layer';
import type { AreaName } from './areas';
import type { PortalConfig } from './config';
import type { LoginServices } from './login/login.services';
import type { PaymentServices } from './payment/payment.services';
import type { RecurringServices } from './recurring/recurring.services';
import type { ThirdPartyServices } from './third-party/third-party.services';
import type { GuestPayorServices } from './third-party/guest-payor.services';
import type { SessionServices } from './session/session.services';
import type { RecordEntry } from './shell/entry.use-case';
import type { CheckMaintenance, MaintenanceWatch } from './shell/maintenance';
import type { Monitor } from './monitoring/monitor';

/** The shell's own services. */
export interface ShellServices {
  config: PortalConfig;
  dataLayer: DataLayer;
  checkMaintenance: CheckMaintenance;
  maintenanceWatch: MaintenanceWatch;
  recordEntry: RecordEntry;
  /** Monitoring events and the support references (docs/monitoring.md). */
  monitor: Monitor;
}

/**
 * What the UI may use: use cases and stores, never adapters, one part per area. Built once by the composition
 * root (src/adapters/container.ts) and handed to React through a context; a screen takes its own area's part
 * (`useArea('payment')` and the like in src/ui/services-context.tsx), never the whole.
 */
export interface Services {
  shell: ShellServices;
  session: SessionServices;
  login: LoginServices;
  payment: PaymentServices;
  recurring: RecurringServices;
  thirdParty: ThirdPartyServices;
  guestPayor: GuestPayorServices;
}

/**
 * The services as the composition root hands them over: the shell's and the session's parts at once, each journey
 * area when first asked for (the same promise every time), so a page loads only the use cases of its own area.
 */
export interface ServiceParts extends Pick<Services, 'shell' | 'session'> {
  area<K extends AreaName>(name: K): Promise<Services[K]>;
  /**
   * The page is now `path` (the router's every move): its journey area is built at once, unless the page is
   * `guarded` (requires login) and no one is signed in, for then it goes to /login instead. Settles once the area
   * is built and told (never rejects: the screen's own request shows a failure).
   */
  arrive(path: string, guarded: boolean): Promise<void>;
}
