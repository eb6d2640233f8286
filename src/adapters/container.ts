import { Container, type Newable, type ServiceIdentifier } from 'inversify';
import { DataLayer } from '../core/analytics/data-layer';
import type { PortalConfig } from '../core/config';
import { ErrorState } from '../core/errors/error-state';
import { ApiClient } from '../core/http/api-client';
import type { Journey, JourneyPorts } from '../core/journey';
import type { PaymentDraft } from '../core/payment/payment-draft';
import { RequireLogin } from '../core/login/require-login.use-case';
import type { ActivityPort } from '../core/ports/activity.port';
import type { AnalyticsPort } from '../core/ports/analytics.port';
import type { ClockPort } from '../core/ports/clock.port';
import type { CryptoPort } from '../core/ports/crypto.port';
import type { DraftArea, DraftStoragePort } from '../core/ports/draft-storage.port';
import type { HostAppPort } from '../core/ports/host-app.port';
import type { HttpPort } from '../core/ports/http.port';
import type { IdGeneratorPort } from '../core/ports/id-generator.port';
import type { NavigationPort } from '../core/ports/navigation.port';
import type { SecretPort } from '../core/ports/secret.port';
import type { StoragePort } from '../core/ports/storage.port';
import type { TabSyncPort } from '../core/ports/tab-sync.port';
import { AREAS, type AreaName } from '../core/areas';
import { areaOfPage } from '../core/pages';
import type { ServiceParts, Services } from '../core/services';
import { LoginState } from '../core/session/login-state';
import { createSessionCore } from '../core/session/session-core';
import { TokenVault } from '../core/session/token-vault';
import { Channel } from '../core/shell/channel';
import { RecordEntry } from '../core/shell/entry.use-case';
import { CheckMaintenance, enterMaintenance, MaintenanceWatch } from '../core/shell/maintenance';
import { OutboundGuard } from '../core/shell/outbound';
import { BroadcastTabSyncAdapter } from './broadcast-tab-sync.adapter';
import { Monitor } from '../core/monitoring/monitor';
import { startMonitoring } from './monitoring-hooks.adapter';
import { BrowserCryptoAdapter } from './browser-crypto.adapter';
import { BrowserNavigationAdapter } from './browser-navigation.adapter';
import { CryptoIdGeneratorAdapter } from './crypto-id-generator.adapter';
import { DocumentActivityAdapter } from './document-activity.adapter';
import { HostAppAdapter } from './host-app.adapter';
import { DRAFT_KEYS, SessionDraftStorageAdapter } from './session-draft-storage.adapter';
import { buildStartServices, startPorts } from './start';
import { TOKENS } from './tokens';

/**
 * Ports a test puts in place of the browser's (a FakeClock, say); everything else is wired as in production.
 * `navigation` replaces the browser's history, and still sits behind the outbound guard.
 */
export interface PortOverrides {
  clock?: ClockPort;
  storage?: StoragePort;
  http?: HttpPort;
  crypto?: CryptoPort;
  analytics?: AnalyticsPort;
  navigation?: NavigationPort;
  hostApp?: HostAppPort;
  ids?: IdGeneratorPort;
  secrets?: SecretPort;
  drafts?: (area: DraftArea) => DraftStoragePort;
  activity?: ActivityPort;
  tabs?: TabSyncPort;
}

/**
 * The Inversify composition root: adapters bound by token, and the session's pieces; the journey areas are built
 * from `AREA_LOADS` below, each by its own factory in the core (the tests call the same factories on fakes). Built
 * once, outside React; loaded lazily so the first paint does not wait for it (docs/architecture.md).
 */
export function createContainer(config: PortalConfig, overrides: PortOverrides = {}): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  const port = <T>(id: ServiceIdentifier<T>, override: T | undefined, adapter: Newable<T>) =>
    override ? c.bind(id).toConstantValue(override) : c.bind(id).to(adapter);
  c.bind(TOKENS.Config).toConstantValue(config);
  // The start-up services' ports (start.ts): one clock, storage, fetch and data layer for the whole page, unless a
  // test puts its own in place.
  const start = startPorts(config);
  c.bind(TOKENS.Clock).toConstantValue(overrides.clock ?? start.clock);
  c.bind(TOKENS.Storage).toConstantValue(overrides.storage ?? start.storage);
  c.bind(TOKENS.Http).toConstantValue(overrides.http ?? start.http);
  c.bind(TOKENS.Analytics).toConstantValue(overrides.analytics ?? start.analytics);
  port(TOKENS.Crypto, overrides.crypto, BrowserCryptoAdapter);
  port(TOKENS.HostApp, overrides.hostApp, HostAppAdapter);
  port(TOKENS.IdGenerator, overrides.ids, CryptoIdGeneratorAdapter);
  port(TOKENS.Activity, overrides.activity, DocumentActivityAdapter);
  port(TOKENS.TabSync, overrides.tabs, BroadcastTabSyncAdapter);
  c.bind(TOKENS.Drafts).toConstantValue(
    overrides.drafts ?? ((area) => new SessionDraftStorageAdapter(DRAFT_KEYS[area])),
  );
  // Every departure passes the allow-list (src/core/shell/outbound.ts); a refusal is said in the error dialog.
  c.bind(TOKENS.Navigation).toResolvedValue(
    (cfg: PortalConfig) =>
      new OutboundGuard(
        overrides.navigation ?? new BrowserNavigationAdapter(),
        {
          allowList: cfg.redirectOrigins,
          selfOrigin: location.origin,
          trusted: [cfg.exitUrl, cfg.mobileDashboardUrl],
        },
        () => c.get(ErrorState),
      ),
    [TOKENS.Config],
  );

  // Monitoring (docs/monitoring.md): always bound, for the correlation ids; it sends only when config.json asks.
  c.bind(Monitor).toResolvedValue(
    (clock, nav: NavigationPort, ids) => new Monitor({ clock, ids, release: RELEASE, path: () => nav.currentPath() }),
    [TOKENS.Clock, TOKENS.Navigation, TOKENS.IdGenerator],
  );
  c.bind(TokenVault).toResolvedValue(
    (storage, crypto) => new TokenVault(storage, crypto),
    [TOKENS.Storage, TOKENS.Crypto],
  );
  c.bind(Channel).toResolvedValue(
    (storage, cfg: PortalConfig) => new Channel(storage, cfg.mobileAppSource),
    [TOKENS.Storage, TOKENS.Config],
  );
  c.bind(LoginState).toResolvedValue(
    (tokens: TokenVault, storage) => new LoginState(tokens, storage),
    [TokenVault, TOKENS.Storage],
  );
  c.bind(ApiClient).toResolvedValue(
    (http, tokens: TokenVault, cfg: PortalConfig, nav: NavigationPort, monitor: Monitor) =>
      new ApiClient(http, {
        apiOrigin: cfg.apiOrigin,
        requestTimeoutMs: cfg.requestTimeoutMs,
        bearerToken: () => tokens.read(),
        onMaintenance: () => enterMaintenance(nav),
        monitor,
      }),
    [TOKENS.Http, TokenVault, TOKENS.Config, TOKENS.Navigation, Monitor],
  );
  // The start-up services' data layer, so page views and the session's dialog events share one previous page.
  c.bind(DataLayer).toConstantValue(
    overrides.analytics || overrides.storage
      ? new DataLayer(overrides.analytics ?? start.analytics, overrides.storage ?? start.storage)
      : buildStartServices(config).dataLayer,
  );

  // The session area first: the one error state the global dialog reads and the data call that feeds it.
  c.bind(TOKENS.Session).toDynamicValue((ctx) =>
    createSessionCore({
      clock: ctx.get(TOKENS.Clock),
      activity: ctx.get(TOKENS.Activity),
      tabs: ctx.get(TOKENS.TabSync),
      storage: ctx.get(TOKENS.Storage),
      navigation: ctx.get(TOKENS.Navigation),
      hostApp: ctx.get(TOKENS.HostApp),
      api: ctx.get(ApiClient),
      dataLayer: ctx.get(DataLayer),
      loginState: ctx.get(LoginState),
      channel: ctx.get(Channel),
      config: ctx.get(TOKENS.Config),
      monitor: ctx.get(Monitor),
    }),
  );
  c.bind(ErrorState).toResolvedValue((session) => session.errorState, [TOKENS.Session]);
  c.bind(TOKENS.JourneyPorts).toDynamicValue((ctx) => {
    const session = ctx.get(TOKENS.Session);
    return {
      config: ctx.get(TOKENS.Config),
      clock: ctx.get(TOKENS.Clock),
      activity: ctx.get(TOKENS.Activity),
      storage: ctx.get(TOKENS.Storage),
      http: ctx.get(TOKENS.Http),
      crypto: ctx.get(TOKENS.Crypto),
      navigation: ctx.get(TOKENS.Navigation),
      hostApp: ctx.get(TOKENS.HostApp),
      ids: ctx.get(TOKENS.IdGenerator),
      drafts: ctx.get(TOKENS.Drafts),
      api: ctx.get(ApiClient),
      dataCall: session.dataCall,
      errors: session.errorState,
      loginState: ctx.get(LoginState),
      channel: ctx.get(Channel),
    };
  });

  return c;
}

declare const __PORTAL_RELEASE__: string | undefined;
/** The build's commit (rspack's DefinePlugin); 'dev' where nothing defines it (jest). */
const RELEASE = typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'dev';

/** What an area's factory is handed: the ports, and the pieces only some areas take. */
interface AreaParts {
  ports: JourneyPorts;
  /** The Singpass binding's secrets: the login area's alone, so their adapter loads with it, not on every page. */
  secrets: SecretPort | undefined;
  /**
   * The tab's one payment draft, made from its own chunk's class: the payment area and the declaration made for it
   * (third-party area) share the one instance, and either page loads that chunk beside its own area's, not the other
   * area's. Made here, so forgotten from here at every login's end, whichever area it was made for and whether or not
   * that area's chunk has arrived yet.
   */
  paymentDraft: (made: typeof PaymentDraft) => PaymentDraft;
  /** Another area's services (the one promise `area(name)` gives). */
  area: <K extends AreaName>(name: K) => Promise<Services[K]>;
}

/**
 * One row per journey area (src/core/areas.ts has the rest of it): its chunk and its core factory over the same
 * ports, loaded when the area is first asked for, so a payment page never loads the recurring or login use cases.
 * scripts/check-budgets.js reads these rows for the chunks each area brings.
 */
const AREA_LOADS: { [K in AreaName]: (parts: AreaParts) => Promise<Journey<Services[K]>> } = {
  login: async ({ ports, secrets }) => {
    const [{ createLoginJourney }, { CryptoSecretAdapter }] = await Promise.all([
      import('../core/login/login.services'),
      import('./crypto-secret.adapter'),
    ]);
    return createLoginJourney({ ...ports, secrets: secrets ?? new CryptoSecretAdapter() });
  },
  payment: async ({ ports, paymentDraft }) => {
    const [{ createPaymentJourney }, { PaymentDraft }] = await Promise.all([
      import('../core/payment/payment.services'),
      import('../core/payment/payment-draft'),
    ]);
    return createPaymentJourney({ ...ports, paymentDraft: paymentDraft(PaymentDraft) });
  },
  recurring: async ({ ports }) => (await import('../core/recurring/recurring.services')).createRecurringJourney(ports),
  thirdParty: async ({ ports, paymentDraft }) => {
    const [{ createThirdPartyJourney }, { PaymentDraft }] = await Promise.all([
      import('../core/third-party/third-party.services'),
      import('../core/payment/payment-draft'),
    ]);
    return createThirdPartyJourney({ ...ports, paymentDraft: paymentDraft(PaymentDraft) });
  },
  // On the third-party area's draft: both chunks load at once.
  guestPayor: async ({ ports, area }) => {
    const [{ createGuestPayorJourney }, thirdParty] = await Promise.all([
      import('../core/third-party/guest-payor.services'),
      area('thirdParty'),
    ]);
    return createGuestPayorJourney({ ...ports, thirdParty });
  },
};

/**
 * The services the UI uses: the shell's and the session's parts at once, each journey area on its first request
 * (`area(name)`, one promise per area). Every area's logout hook is registered with the login state from the
 * start: an area already built forgets its customer's memory and drafts; one not built yet has only its stored
 * draft to lose, which goes too, so an area built after a logout starts clean. `overrides` put test doubles in
 * place of browser ports (the UI tests' FakeClock).
 */
export function buildServices(config: PortalConfig, overrides: PortOverrides = {}): ServiceParts {
  const c = createContainer(config, overrides);
  const monitor = c.get(Monitor);
  startMonitoring(monitor, config.monitoring);
  const loginState = c.get(LoginState);
  const navigation = c.get(TOKENS.Navigation);
  const storage = c.get(TOKENS.Storage);
  const drafts = c.get(TOKENS.Drafts);
  const api = c.get(ApiClient);
  const { errorState, dataCall, logout, session, exitPortal } = c.get(TOKENS.Session);

  const built = new Map<AreaName, Journey<unknown>>();
  const asked = new Map<AreaName, Promise<unknown>>();
  loginState.holds(
    ...(Object.keys(AREAS) as AreaName[]).map((name) => ({
      forget: () => {
        const journey = built.get(name);
        if (journey) journey.forget();
        else for (const draft of AREAS[name].drafts) drafts(draft).clear();
      },
    })),
  );
  let draft: PaymentDraft | undefined;
  const parts: AreaParts = {
    ports: c.get(TOKENS.JourneyPorts),
    secrets: overrides.secrets,
    paymentDraft: (made) => {
      if (!draft) loginState.holds((draft = new made(drafts('payment'), c.get(TOKENS.IdGenerator))));
      return draft;
    },
    area: <K extends AreaName>(name: K) => area(name) as Promise<Services[K]>,
  };
  // Its own row and the areas it is built on, asked for through `area()` so that their logout hooks are registered too.
  const area = (name: AreaName): Promise<unknown> => {
    let services = asked.get(name);
    if (!services) {
      const load: (parts: AreaParts) => Promise<Journey<unknown>> = AREA_LOADS[name];
      services = Promise.all([load(parts), ...AREAS[name].needs.map(area)]).then(
        ([made]) => {
          built.set(name, made);
          return made.services;
        },
        (error: unknown) => {
          asked.delete(name); // a chunk that failed to load is asked for again next time
          throw error;
        },
      );
      asked.set(name, services);
    }
    return services;
  };
  // A page builds its area as it starts, beside the screen's chunk, not once the screen first asks, and tells it the
  // page (PayNow asks for its status then). Not for a signed-out visitor, whom a guarded page sends to /login.
  const arrive = async (path: string, guarded: boolean): Promise<void> => {
    const name = areaOfPage(path);
    if (!name || (guarded && !loginState.store.getSnapshot().isLoggedIn)) return;
    try {
      await area(name);
    } catch {
      return; // the screen's own request shows the failure
    }
    if (navigation.currentPath() === path) built.get(name)?.arrive?.(path);
  };
  return {
    shell: {
      config,
      dataLayer: c.get(DataLayer),
      checkMaintenance: new CheckMaintenance(api, navigation),
      maintenanceWatch: new MaintenanceWatch(api, navigation, c.get(TOKENS.Clock)),
      recordEntry: new RecordEntry(storage),
      monitor,
    },
    session: {
      loginState,
      errorState,
      dataCall,
      logout,
      session,
      exitPortal,
      requireLogin: new RequireLogin(loginState, storage, navigation),
    },
    area: parts.area,
    arrive,
  };
}
