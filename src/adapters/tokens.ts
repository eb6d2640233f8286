import type { ServiceIdentifier } from 'inversify';
import type { PortalConfig } from '../core/config';
import type { JourneyPorts } from '../core/journey';
import type { ActivityPort } from '../core/ports/activity.port';
import type { AnalyticsPort } from '../core/ports/analytics.port';
import type { ClockPort } from '../core/ports/clock.port';
import type { CryptoPort } from '../core/ports/crypto.port';
import type { DraftArea, DraftStoragePort } from '../core/ports/draft-storage.port';
import type { HostAppPort } from '../core/ports/host-app.port';
import type { HttpPort } from '../core/ports/http.port';
import type { IdGeneratorPort } from '../core/ports/id-generator.port';
import type { NavigationPort } from '../core/ports/navigation.port';
import type { StoragePort } from '../core/ports/storage.port';
import type { TabSyncPort } from '../core/ports/tab-sync.port';
import type { SessionCore } from '../core/session/session-core';

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
  Drafts: token<(area: DraftArea) => DraftStoragePort>('Drafts'),
  Activity: token<ActivityPort>('Activity'),
  TabSync: token<TabSyncPort>('TabSync'),
  /** The session area: the one error state the global dialog reads, the data call that feeds it, logout, exit. */
  Session: token<SessionCore>('SessionArea'),
  /** What every journey area is built from: the ports and the session's shared pieces. */
  JourneyPorts: token<JourneyPorts>('JourneyPorts'),
} as const;
