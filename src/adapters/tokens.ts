import type { ServiceIdentifier } from 'inversify';
import type { PortalConfig } from '../core/config';
import type { ActivityPort } from '../core/ports/activity.port';
import type { CryptoPort } from '../core/ports/crypto.port';
import type { HostAppPort } from '../core/ports/host-app.port';
import type { IdGeneratorPort } from '../core/ports/id-generator.port';
import type { SecretPort } from '../core/ports/secret.port';
import type { TabSyncPort } from '../core/ports/tab-sync.port';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`portal.${name}`);

/** The container's tokens: one per port it binds (src/adapters/composition.ts), and the configuration adapters read. */
export const TOKENS = {
  Config: token<PortalConfig>('Config'),
  Crypto: token<CryptoPort>('Crypto'),
  HostApp: token<HostAppPort>('HostApp'),
  IdGenerator: token<IdGeneratorPort>('IdGenerator'),
  Activity: token<ActivityPort>('Activity'),
  TabSync: token<TabSyncPort>('TabSync'),
  Secrets: token<SecretPort>('Secrets'),
} as const;
