import type { ApiClient } from '../http/api-client';
import { object, unknownValue, type Decoder } from '../shared/decode';
import type { ApiPath, Reply } from '../api/openapi';
import type { ClockPort } from '../ports/clock.port';
import type { NavigationPort } from '../ports/navigation.port';
import { PATH } from '../shared/paths';

export const MAINTENANCE_PATH = '/rs/v1/maintenance' satisfies ApiPath;
/** The quiet re-check on /maintenance. */
export const MAINTENANCE_RECHECK_MS = 60_000;

/** The document's field, read as the spec says: any value but the string "false" means maintenance. */
const maintenanceReply: Decoder<Record<keyof Reply<typeof MAINTENANCE_PATH, 'get'>, unknown>> = object({
  isMaintenance: unknownValue,
});

/** A call answered "in maintenance" (503, docs/api.md): the customer goes to /maintenance from wherever they are. */
export function enterMaintenance(navigation: NavigationPort): void {
  if (navigation.currentPath() !== PATH.maintenance) navigation.go(PATH.maintenance, { replace: true });
}

export type MaintenanceState = 'on' | 'off' | 'unknown';

/**
 * /maintenance both ways: Try again, and a quiet check every minute on the ClockPort while the page shows. When the
 * server says maintenance is off, the customer goes back to /. A failed check changes nothing (as on load).
 */
export class MaintenanceWatch {
  constructor(
    private readonly api: ApiClient,
    private readonly navigation: NavigationPort,
    private readonly clock: ClockPort,
  ) {}

  async recheck(): Promise<MaintenanceState> {
    const result = await this.api.get(MAINTENANCE_PATH, maintenanceReply);
    if (!result.ok) return 'unknown';
    if (result.data.isMaintenance !== 'false') return 'on';
    if (this.navigation.currentPath() === PATH.maintenance) this.navigation.go(PATH.home, { replace: true });
    return 'off';
  }

  /** Starts the minute's check; the returned function stops it (the page unmounting). */
  start(): () => void {
    let stopped = false;
    let cancel = () => {};
    const schedule = () => {
      cancel = this.clock.setTimer(MAINTENANCE_RECHECK_MS, () => {
        void this.recheck().then((state) => {
          if (!stopped && state !== 'off') schedule();
        });
      });
    };
    schedule();
    return () => {
      stopped = true;
      cancel();
    };
  }
}

/**
 * On app load: any body.isMaintenance other than the string "false" sends the user to /maintenance.
 * Failures (network, non-2xx, not an envelope) are ignored, as the spec says.
 */
export class CheckMaintenance {
  constructor(
    private readonly api: ApiClient,
    private readonly navigation: NavigationPort,
  ) {}

  async execute(): Promise<boolean> {
    const result = await this.api.get(MAINTENANCE_PATH, maintenanceReply);
    if (!result.ok || result.data.isMaintenance === 'false') return false;
    enterMaintenance(this.navigation);
    return true;
  }
}
