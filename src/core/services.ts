import type { DataLayer } from './analytics/data-layer';
import type { LoginServices } from './login/login.services';
import type { Monitor } from './monitoring/monitor';
import type { PaymentDraft } from './payment/payment-draft';
import type { PaymentServices } from './payment/payment.services';
import type { RecurringServices } from './recurring/recurring.services';
import type { GuestPayorServices } from './third-party/guest-payor.services';
import type { GuestPayNowServices } from './third-party/guest-paynow.services';
import type { PayorServices } from './third-party/payor.services';
import type { SessionServices } from './session/session.services';
import type { RecordEntry } from './shell/entry.use-case';
import type { CheckMaintenance, MaintenanceWatch } from './shell/maintenance';

/** What every page uses, built at once: page views, the app's entry values, the maintenance check. */
export interface ShellServices {
  dataLayer: DataLayer;
  recordEntry: RecordEntry;
  checkMaintenance: CheckMaintenance;
  maintenanceWatch: MaintenanceWatch;
  /** Whether this tab holds a session or the end of one: then the services load at once. */
  hasSession(): boolean;
}

/**
 * Each area's services, keyed by its name: what a screen takes (`useArea('payment')`), use cases and stores, never
 * adapters. Each is built on its first request from its row of `AREAS` (src/adapters/areas.ts). `paymentDraft`
 * is the tab's one payment draft, which the payment area and the third-party declaration share.
 */
export interface Services {
  login: LoginServices;
  paymentDraft: PaymentDraft;
  payment: PaymentServices;
  recurring: RecurringServices;
  payor: PayorServices;
  guestPayor: GuestPayorServices;
  guestPayNow: GuestPayNowServices;
}

export type AreaName = keyof Services;

/** The session and the areas, once loaded. */
export interface ServiceParts {
  session: SessionServices;
  /** Monitoring events and the support references (docs/monitoring.md). */
  monitor: Monitor;
  /** An area's services: built on the first request, the same promise every time; a chunk that failed is asked again. */
  area<K extends AreaName>(name: K): Promise<Services[K]>;
  /**
   * The page is now `path` (the page load's, then each move's): its area is built at once and told, unless the page
   * requires login and no one is signed in. Settles once done; never rejects (the screen shows a failure).
   */
  arrive(path: string): Promise<void>;
  /**
   * Calls `arrive` on every move of the page as it is made, before the router renders the new page, until the
   * returned stop (the app's router, while it is mounted).
   */
  follow(): () => void;
}

/**
 * What `compose(config, overrides)` (src/adapters/composition.ts) hands the UI: the shell at once, the rest in a
 * chunk of its own that loads on the first `load()` (every page but home, a journey's first submit, Exit, or a tab
 * holding a session). `services` settles once loaded, without asking for it (the header's account waits on it).
 */
export interface Composition {
  shell: ShellServices;
  services: Promise<ServiceParts>;
  load(): Promise<ServiceParts>;
}
