import type { DataLayer } from './analytics/data-layer';
import type { PortalConfig } from './config';
import type { LoginServices } from './login/login.services';
import type { PaymentServices } from './payment/payment.services';
import type { RecurringServices } from './recurring/recurring.services';
import type { ThirdPartyServices } from './third-party/third-party.services';
import type { SessionServices } from './session/session.services';
import type { RecordEntry } from './shell/entry.use-case';
import type { CheckMaintenance, MaintenanceWatch } from './shell/maintenance.use-case';
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
 * (usePaymentServices() and the like in src/ui/services-context.tsx), never the whole.
 */
export interface Services {
  shell: ShellServices;
  session: SessionServices;
  login: LoginServices;
  payment: PaymentServices;
  recurring: RecurringServices;
  thirdParty: ThirdPartyServices;
}
