import type { DataLayer } from '../analytics/data-layer';
import type { StoragePort } from '../ports/storage.port';
import type { RecordEntry } from './entry.use-case';
import type { CheckMaintenance, MaintenanceWatch } from './maintenance';

/**
 * What every page needs before any journey starts: page views, the app's entry values, the maintenance check.
 * Built without the container, so a page that starts no journey (/, /maintenance) never loads Inversify,
 * crypto-js or a journey's use cases (docs/performance.md).
 */
export interface StartServices {
  dataLayer: DataLayer;
  recordEntry: RecordEntry;
  checkMaintenance: CheckMaintenance;
  maintenanceWatch: MaintenanceWatch;
  /** Whether this tab holds a session or the end of one: then the whole services load at once. */
  hasSession(): boolean;
}

/** A token (signed in) or an endToken (a session that ended here) means the session's rules apply now. */
export function hasSession(storage: StoragePort): boolean {
  return storage.get('accessToken') !== null || storage.get('endToken') !== null;
}
