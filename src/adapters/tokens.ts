import type { ServiceIdentifier } from 'inversify';
import type { PortalConfig } from '../core/config';
import type { Journey, JourneyPorts } from '../core/journey';
import type { LoginServices } from '../core/login/login.services';
import type { PaymentDraft } from '../core/payment/payment-draft';
import type { PaymentServices } from '../core/payment/payment.services';
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
import type { RecurringServices } from '../core/recurring/recurring.services';
import type { SessionCore } from '../core/session/session-core';
import type { ThirdPartyServices } from '../core/third-party/third-party.services';
import type { GuestPayorServices } from '../core/third-party/guest-payor.services';

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
  /** What every journey area is built from: the ports and the session's shared pieces. */
  JourneyPorts: token<JourneyPorts>('JourneyPorts'),
  /** The tab's one-time payment, shared by the payment area and the declaration made for it (own chunk). */
  PaymentDraft: token<PaymentDraft>('PaymentDraft'),
} as const;

/** One binding per area, each made by its core factory. */
export const AREAS = {
  Session: token<SessionCore>('SessionArea'),
  Login: token<Journey<LoginServices>>('LoginArea'),
  Payment: token<Journey<PaymentServices>>('PaymentArea'),
  Recurring: token<Journey<RecurringServices>>('RecurringArea'),
  ThirdParty: token<Journey<ThirdPartyServices>>('ThirdPartyArea'),
  GuestPayor: token<Journey<GuestPayorServices>>('GuestPayorArea'),
} as const;
