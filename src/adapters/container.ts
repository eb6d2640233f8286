import { Container } from 'inversify';
import { DataLayer } from '../core/analytics/data-layer';
import type { PortalConfig } from '../core/config';
import { ApiClient } from '../core/http/api-client';
import type { Services } from '../core/services';
import { TokenVault } from '../core/session/token-vault';
import { RecordEntry } from '../core/shell/entry.use-case';
import { CheckMaintenance, enterMaintenance, MaintenanceWatch } from '../core/shell/maintenance.use-case';
import type { NavigationPort } from '../core/ports/navigation.port';
import { OutboundGuard } from '../core/shell/outbound';
import { ErrorState } from '../core/errors/error-state';
import { Monitor } from '../core/monitoring/monitor';
import { readMonitoringConfig } from '../core/monitoring/monitoring-config';
import { CryptoIdGeneratorAdapter } from './crypto-id-generator.adapter';
import { startMonitoring } from './monitoring-hooks.adapter';
import { BrowserCryptoAdapter } from './browser-crypto.adapter';
import { BrowserNavigationAdapter } from './browser-navigation.adapter';
import { HostAppAdapter } from './host-app.adapter';
import { buildStartServices, startPorts } from './start';
import { TOKENS } from './tokens';
import { bindLogin, loginServices } from './bindings/login.bindings';
import { bindPayment, paymentServices } from './bindings/payment.bindings';
import { bindRecurring, recurringServices } from './bindings/recurring.bindings';
import { bindThirdParty, thirdPartyServices } from './bindings/third-party.bindings';
import { bindSession, sessionServices } from './bindings/session.bindings';

/**
 * The Inversify composition root: adapters bound by token, use cases (plain classes) bound from
 * the outside with toResolvedValue. Built once, outside React; loaded lazily so the first paint
 * does not wait for it (docs/architecture.md).
 */
export function createContainer(config: PortalConfig): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(TOKENS.Config).toConstantValue(config);
  // The start-up services' ports (start.ts): one clock, storage, fetch and data layer for the whole page.
  const ports = startPorts(config);
  c.bind(TOKENS.Clock).toConstantValue(ports.clock);
  c.bind(TOKENS.Storage).toConstantValue(ports.storage);
  c.bind(TOKENS.Http).toConstantValue(ports.http);
  c.bind(TOKENS.Crypto).to(BrowserCryptoAdapter);
  c.bind(TOKENS.Analytics).toConstantValue(ports.analytics);
  // Every departure passes the allow-list (src/core/shell/outbound.ts); a refusal is said in the error dialog.
  c.bind(TOKENS.Navigation).toResolvedValue(
    (cfg: PortalConfig) =>
      new OutboundGuard(
        new BrowserNavigationAdapter(),
        {
          allowList: cfg.redirectOrigins,
          selfOrigin: location.origin,
          trusted: [cfg.exitUrl, cfg.mobileDashboardUrl],
        },
        () => c.get(ErrorState),
      ),
    [TOKENS.Config],
  );
  c.bind(TOKENS.HostApp).to(HostAppAdapter);

  // Monitoring (docs/monitoring.md): always bound, for the correlation ids; it sends only when config.js asks.
  c.bind(Monitor).toResolvedValue(
    (clock, nav: NavigationPort) =>
      new Monitor({
        clock,
        ids: new CryptoIdGeneratorAdapter(),
        release: RELEASE,
        path: () => nav.currentPath(),
      }),
    [TOKENS.Clock, TOKENS.Navigation],
  );
  c.bind(TokenVault).toResolvedValue(
    (storage, crypto) => new TokenVault(storage, crypto),
    [TOKENS.Storage, TOKENS.Crypto],
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
  c.bind(DataLayer).toConstantValue(buildStartServices(config).dataLayer);
  c.bind(CheckMaintenance).toResolvedValue(
    (api, nav) => new CheckMaintenance(api, nav),
    [ApiClient, TOKENS.Navigation],
  );
  c.bind(MaintenanceWatch).toResolvedValue(
    (api, nav, clock) => new MaintenanceWatch(api, nav, clock),
    [ApiClient, TOKENS.Navigation, TOKENS.Clock],
  );
  c.bind(RecordEntry).toResolvedValue((storage) => new RecordEntry(storage), [TOKENS.Storage]);
  bindSession(c);
  bindLogin(c);
  bindPayment(c);
  bindRecurring(c);
  bindThirdParty(c);
  return c;
}

export { loadThirdPartyScripts } from './third-party-scripts.adapter';

declare const __PORTAL_RELEASE__: string | undefined;
/** The build's commit (rspack's DefinePlugin); 'dev' where nothing defines it (jest). */
const RELEASE = typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'dev';

export function buildServices(config: PortalConfig): Services {
  const c = createContainer(config);
  startMonitoring(c.get(Monitor), readMonitoringConfig(window.__PORTAL_CONFIG__));
  return {
    config,
    dataLayer: c.get(DataLayer),
    api: c.get(ApiClient),
    checkMaintenance: c.get(CheckMaintenance),
    maintenanceWatch: c.get(MaintenanceWatch),
    recordEntry: c.get(RecordEntry),
    monitor: c.get(Monitor),
    ...sessionServices(c),
    ...loginServices(c),
    ...paymentServices(c),
    ...recurringServices(c),
    ...thirdPartyServices(c),
  };
}
