import type { ServiceIdentifier } from 'inversify';
import type { PortalConfig } from '../core/config';
import type { AnalyticsPort } from '../core/ports/analytics.port';
import type { ClockPort } from '../core/ports/clock.port';
import type { CryptoPort } from '../core/ports/crypto.port';
import type { DraftStoragePort } from '../core/ports/draft-storage.port';
import type { HostAppPort } from '../core/ports/host-app.port';
import type { HttpPort } from '../core/ports/http.port';
import type { IdGeneratorPort } from '../core/ports/id-generator.port';
import type { NavigationPort } from '../core/ports/navigation.port';
import type { StoragePort } from '../core/ports/storage.port';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`portal.${name}`);

export const TOKENS = {
  Config: token<PortalConfig>('Config'),
  Clock: token<ClockPort>('Clock'),
  Storage: token<StoragePort>('Storage'),
  Http: token<HttpPort>('Http'),
  Crypto: token<CryptoPort>('Crypto'),
  Analytics: token<AnalyticsPort>('Analytics'),
  Navigation: token<NavigationPort>('Navigation'),
  HostApp: token<HostAppPort>('HostApp'),
  IdGenerator: token<IdGeneratorPort>('IdGenerator'),
  DraftStorage: token<DraftStoragePort>('DraftStorage'),
} as const;
