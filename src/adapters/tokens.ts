import type { ServiceIdentifier } from 'inversify';
import type { PortalConfig } from '../core/config';
import type { ActivityPort } from '../core/ports/activity.port';
import type { AnalyticsPort } from '../core/ports/analytics.port';
import type { ClockPort } from '../core/ports/clock.port';
import type { CryptoPort } from '../core/ports/crypto.port';
import type { DraftArea, DraftStoragePort } from '../core/ports/draft-storage.port';
import type { HostAppPort } from '../core/ports/host-app.port';
import type { HttpPort } from '../core/ports/http.port';
import type { IdGeneratorPort } from '../core/ports/id-generator.port';
import type { LanguagePort } from '../core/ports/language.port';
import type { NavigationPort } from '../core/ports/navigation.port';
import type { SecretPort } from '../core/ports/secret.port';
import type { StoragePort } from '../core/ports/storage.port';
import type { TabSyncPort } from '../core/ports/tab-sync.port';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`portal.${name}`);

/** The container's tokens: one per port (named as the port, less `Port`) and the configuration. */
export const TOKENS = {
  Config: token<PortalConfig>('Config'),
  Clock: token<ClockPort>('Clock'),
  Storage: token<StoragePort>('Storage'),
  Http: token<HttpPort>('Http'),
  Analytics: token<AnalyticsPort>('Analytics'),
  Navigation: token<NavigationPort>('Navigation'),
  Language: token<LanguagePort>('Language'),
  Crypto: token<CryptoPort>('Crypto'),
  HostApp: token<HostAppPort>('HostApp'),
  IdGenerator: token<IdGeneratorPort>('IdGenerator'),
  Activity: token<ActivityPort>('Activity'),
  TabSync: token<TabSyncPort>('TabSync'),
  Secret: token<SecretPort>('Secret'),
  DraftStorage: token<(area: DraftArea) => DraftStoragePort>('DraftStorage'),
} as const;
