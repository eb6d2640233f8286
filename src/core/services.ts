import type { DataLayer } from './analytics/data-layer';
import type { PortalConfig } from './config';
import type { ApiClient } from './http/api-client';
import type { RecordEntry } from './shell/entry.use-case';
import type { CheckMaintenance } from './shell/maintenance.use-case';
import type { TokenVault } from './session/token-vault';
import type { StoragePort } from './ports/storage.port';

/**
 * What the UI may use: use cases and stores, never adapters. Built once by the composition root
 * (src/adapters/container.ts) and handed to React through a context.
 */
export interface Services {
  config: PortalConfig;
  dataLayer: DataLayer;
  api: ApiClient;
  tokens: TokenVault;
  storage: StoragePort;
  checkMaintenance: CheckMaintenance;
  recordEntry: RecordEntry;
}
