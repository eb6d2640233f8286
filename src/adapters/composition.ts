import { DataLayer } from '../core/analytics/data-layer';
import { THIRD_PARTY_SCRIPTS, type PortalConfig } from '../core/config';
import { ApiClient } from '../core/http/api-client';
import type { Area, AreaPorts } from '../core/area';
import type { Areas } from './areas';
import { areaOfPage, requiresLogin } from '../core/pages';
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
import type { AreaName, Composition, ServiceParts, Services, ShellServices } from '../core/services';
import { RecordEntry } from '../core/shell/entry.use-case';
import { hasSession } from '../core/shell/has-session';
import { readLanguage } from '../core/shell/language';
import { CheckMaintenance, enterMaintenance, MaintenanceWatch } from '../core/shell/maintenance';
import { BrowserNavigationAdapter } from './browser-navigation.adapter';
import { DataLayerAdapter } from './data-layer.adapter';
import { DeviceLanguageAdapter } from './device-language.adapter';
import { FetchHttpAdapter } from './fetch-http.adapter';
import { SystemClockAdapter } from './system-clock.adapter';
import type { ShellPorts } from './port-container';
import { TOKENS } from './tokens';
import { WebStorageAdapter } from './web-storage.adapter';

/** Test doubles in place of browser adapters (a FakeClock, say); production passes only `language`. */
export interface PortOverrides {
  clock?: ClockPort;
  storage?: StoragePort;
  http?: HttpPort;
  analytics?: AnalyticsPort;
  /** Replaces the browser's history; it still sits behind the outbound guard. */
  navigation?: NavigationPort;
  crypto?: CryptoPort;
  hostApp?: HostAppPort;
  ids?: IdGeneratorPort;
  secrets?: SecretPort;
  drafts?: (area: DraftArea) => DraftStoragePort;
  activity?: ActivityPort;
  tabs?: TabSyncPort;
  /** The app passes the one its first paint already reads (src/main.tsx), so both see the same choice. */
  language?: LanguagePort;
}

/**
 * The one composition, for the app and the tests alike. The shell part is built at once, by hand: Inversify and the
 * session would cost the home page more than its budget (docs/adr/0053-one-composition.md). The rest (the port
 * container, which binds every port, then the session and the areas by plain code) loads in its own chunk on the
 * first `load()`.
 */
export function compose(config: PortalConfig, overrides: PortOverrides = {}): Composition {
  const ports = shellPorts(config, overrides);
  const shell = shellOf(config, ports);

  const build = async (): Promise<ServiceParts> => {
    const m = await import(/* webpackChunkName: "services" */ './services.chunk');
    await nextTask(); // the chunk's evaluation and this build are two tasks, not one long one (TBT)
    const c = m.portContainer(config, ports, overrides);
    const clock = c.get(TOKENS.Clock);
    const storage = c.get(TOKENS.Storage);
    const http = c.get(TOKENS.Http);
    const browser = c.get(TOKENS.Navigation);
    const crypto = c.get(TOKENS.Crypto);
    const hostApp = c.get(TOKENS.HostApp);
    const ids = c.get(TOKENS.IdGenerator);
    const activity = c.get(TOKENS.Activity);
    const tabs = c.get(TOKENS.TabSync);
    const secrets = c.get(TOKENS.Secret);
    const drafts = c.get(TOKENS.DraftStorage);

    // Every departure passes the allow-list (src/core/shell/outbound.ts); a refusal is said in the error dialog.
    const navigation = new m.OutboundGuard(
      browser,
      {
        allowList: config.redirectOrigins,
        selfOrigin: location.origin,
        trusted: [config.exitUrl, config.mobileDashboardUrl],
      },
      () => session.errorState,
    );
    // Always made, for the correlation ids; it sends only when config.json asks (docs/monitoring.md).
    const monitor = new m.Monitor({ clock, ids, release: RELEASE, path: () => navigation.currentPath() });
    m.startMonitoring(monitor, config.monitoring);
    const tokens = new m.TokenVault(storage, crypto);
    const loginState = new m.LoginState(tokens, storage);
    const channel = new m.Channel(storage, config.mobileAppSource);
    const api = new ApiClient(http, {
      apiOrigin: config.apiOrigin,
      requestTimeoutMs: config.requestTimeoutMs,
      bearerToken: () => tokens.read(),
      onMaintenance: () => enterMaintenance(navigation),
      monitor,
    });
    const session = m.createSessionCore({
      clock,
      activity,
      tabs,
      storage,
      navigation,
      hostApp,
      api,
      dataLayer: shell.dataLayer,
      loginState,
      channel,
      config,
      monitor,
    });
    const { errorState, dataCall, logout, exitPortal } = session;
    const areas = areasOf(m.AREAS, {
      config,
      clock,
      activity,
      storage,
      http,
      crypto,
      navigation,
      hostApp,
      ids,
      secrets,
      drafts,
      api,
      dataCall,
      errors: errorState,
      loginState,
      channel,
    });
    const parts: ServiceParts = {
      session: {
        loginState,
        errorState,
        dataCall,
        logout,
        exitPortal,
        session: session.session,
        requireLogin: new m.RequireLogin(loginState, storage, navigation),
        recallProfile: new m.RecallProfile(api, loginState),
      },
      monitor,
      area: areas.area,
      arrive: areas.arrive,
      follow: areas.follow,
    };
    // A signed-in customer's page waits for its own area too, so its screen draws at once with it (PayNow's QR: LCP).
    await parts.arrive(navigation.currentPath());
    return parts;
  };

  let ask!: () => void;
  const services = new Promise<void>((resolve) => (ask = resolve)).then(build);
  services.catch(() => undefined); // a screen's error boundary shows it
  return {
    shell,
    services,
    load: () => {
      ask();
      return services;
    },
  };
}

/**
 * The areas over one memo, one entry per area: its services' promise, and the area once built. One logout hook,
 * registered with the login state from the start, reaches every area: one built forgets its customer's memory and
 * drafts; one not built yet has only its stored drafts to lose, which go too, so an area built after a logout starts
 * clean.
 */
function areasOf(table: Areas, ports: AreaPorts): Pick<ServiceParts, 'area' | 'arrive' | 'follow'> {
  const { loginState, navigation, drafts } = ports;
  const made = new Map<AreaName, { services: Promise<unknown>; built?: Area<unknown> }>();
  loginState.holds({
    forget: () => {
      for (const name of Object.keys(table) as AreaName[]) {
        const built = made.get(name)?.built;
        if (built) built.forget();
        else for (const draft of table[name].drafts) drafts(draft).clear();
      }
    },
  });
  const build = (name: AreaName) => {
    const row: { needs: readonly AreaName[]; load: Areas[AreaName]['load'] } = table[name];
    const entry: { services: Promise<unknown>; built?: Area<unknown> } = {
      services: Promise.all([row.load(ports, area), ...row.needs.map(area)]).then(
        ([journey]) => {
          entry.built = journey;
          return journey.services;
        },
        (error: unknown) => {
          made.delete(name); // a chunk that failed to load is asked for again next time
          throw error;
        },
      ),
    };
    made.set(name, entry);
    return entry;
  };
  const area = <K extends AreaName>(name: K) => (made.get(name) ?? build(name)).services as Promise<Services[K]>;
  // A page builds its area as it starts, beside the screen's chunk, and tells it the page (PayNow offers its checked
  // code then, the policies page asks for its data). Not for a signed-out visitor, whom a guarded page sends to
  // /login. The area is told once a visit: on a page load, the composition says where the customer is, then each
  // move as it is made (`follow`), before the router renders the new page: an area already built is told in the
  // same task, so its calls are on their way while React renders.
  let told: string | undefined;
  const tell = (name: AreaName, path: string) => {
    if (navigation.currentPath() !== path || told === path) return;
    told = path;
    made.get(name)?.built?.arrive?.(path);
  };
  const arrive = async (path: string): Promise<void> => {
    const name = areaOfPage(path);
    if (!name || (requiresLogin(path) && !loginState.store.getSnapshot().isLoggedIn)) return void (told = undefined);
    if (made.get(name)?.built) return tell(name, path);
    try {
      await area(name);
    } catch {
      return; // the screen's own request shows the failure
    }
    tell(name, path);
  };
  const follow = () => {
    void arrive(navigation.currentPath());
    return navigation.subscribe(({ path }) => void arrive(path));
  };
  return { area, arrive, follow };
}

/** The shell's ports, one line each: made at once, before the port container has loaded (ADR 0069). */
function shellPorts(config: PortalConfig, overrides: PortOverrides): ShellPorts {
  return {
    clock: overrides.clock ?? new SystemClockAdapter(),
    storage: overrides.storage ?? new WebStorageAdapter(),
    http: overrides.http ?? new FetchHttpAdapter(),
    analytics: overrides.analytics ?? dataLayerWithVendorFrame(config),
    navigation: overrides.navigation ?? new BrowserNavigationAdapter(),
    language: overrides.language ?? new DeviceLanguageAdapter(),
  };
}

/** What every page uses, built at once from the shell's ports. */
function shellOf(
  config: PortalConfig,
  { clock, storage, http, analytics, navigation, language }: ShellPorts,
): ShellServices {
  // Maintenance is a public call: it carries no token.
  const publicApi = new ApiClient(http, {
    apiOrigin: config.apiOrigin,
    requestTimeoutMs: config.requestTimeoutMs,
    bearerToken: () => null,
    onMaintenance: () => enterMaintenance(navigation),
  });
  return {
    dataLayer: new DataLayer(analytics, storage, () => readLanguage(language.get())),
    recordEntry: new RecordEntry(storage),
    checkMaintenance: new CheckMaintenance(publicApi, navigation),
    maintenanceWatch: new MaintenanceWatch(publicApi, navigation, clock),
    hasSession: () => hasSession(storage),
  };
}

/**
 * The data layer, which feeds the third-party scripts' sandboxed frame when config.json names some
 * (docs/security.md): the frame's code is its own chunk, which a portal without them never loads.
 */
function dataLayerWithVendorFrame(config: PortalConfig): AnalyticsPort {
  const dataLayer = new DataLayerAdapter();
  if (THIRD_PARTY_SCRIPTS.some((key) => config.thirdParty[key]))
    void import(/* webpackChunkName: "vendor-frame" */ './third-party-scripts.adapter').then(
      (m) => m.loadVendorFrame(config, dataLayer),
      () => undefined, // the portal works without its third parties
    );
  return dataLayer;
}

/**
 * Resolves in a task of its own, after the browser has had its turn (input, paint): a message, not a timer, so a
 * paused test clock cannot hold it back. jsdom has no MessageChannel, and no paint to let through.
 */
function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

declare const __PORTAL_RELEASE__: string | undefined;
/** The build's commit (rspack's DefinePlugin); 'dev' where nothing defines it (jest). */
const RELEASE = typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'dev';
