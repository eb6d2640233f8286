import { DataLayer } from '../core/analytics/data-layer';
import { THIRD_PARTY_SCRIPTS, type PortalConfig } from '../core/config';
import type { ServiceParts } from '../core/services';
import { ApiClient } from '../core/http/api-client';
import type { AnalyticsPort } from '../core/ports/analytics.port';
import type { ClockPort } from '../core/ports/clock.port';
import type { HttpPort } from '../core/ports/http.port';
import type { StoragePort } from '../core/ports/storage.port';
import { RecordEntry } from '../core/shell/entry.use-case';
import { CheckMaintenance, enterMaintenance, MaintenanceWatch } from '../core/shell/maintenance';
import { hasSession, type StartServices } from '../core/shell/start.services';
import { BrowserNavigationAdapter } from './browser-navigation.adapter';
import { DataLayerAdapter } from './data-layer.adapter';
import { FetchHttpAdapter } from './fetch-http.adapter';
import { SystemClockAdapter } from './system-clock.adapter';
import { WebStorageAdapter } from './web-storage.adapter';

/** The ports both the start-up services and the container use: one instance each per configuration. */
export interface StartPorts {
  clock: ClockPort;
  storage: StoragePort;
  http: HttpPort;
  analytics: AnalyticsPort;
}

let built:
  { config: PortalConfig; ports: StartPorts; services: StartServices; dataLayer: DataLayerAdapter } | undefined;

/**
 * The start-up services, composed by hand (no Inversify: it would cost every page its 17 KB), once per
 * configuration. The container (container.ts) takes the same ports and data layer, so page views and the
 * session's dialog events share one previous page. Maintenance is a public call: it carries no token.
 */
function build(config: PortalConfig) {
  if (built?.config === config) return built;
  const dataLayer = new DataLayerAdapter();
  const ports: StartPorts = {
    clock: new SystemClockAdapter(),
    storage: new WebStorageAdapter(),
    http: new FetchHttpAdapter(),
    analytics: dataLayer,
  };
  const navigation = new BrowserNavigationAdapter();
  const api = new ApiClient(ports.http, {
    apiOrigin: config.apiOrigin,
    requestTimeoutMs: config.requestTimeoutMs,
    bearerToken: () => null,
    onMaintenance: () => enterMaintenance(navigation),
  });
  const services: StartServices = {
    dataLayer: new DataLayer(ports.analytics, ports.storage),
    recordEntry: new RecordEntry(ports.storage),
    checkMaintenance: new CheckMaintenance(api, navigation),
    maintenanceWatch: new MaintenanceWatch(api, navigation, ports.clock),
    hasSession: () => hasSession(ports.storage),
  };
  built = { config, ports, services, dataLayer };
  return built;
}

/**
 * The composition root (container.ts), imported from here so that its chunk is a child of this one: what the two
 * share (the ports, the API client, the data layer) then ships once, in this chunk, not twice. The
 * chunk's evaluation and the container's build are two tasks, not one long one (TBT, docs/performance.md). A
 * signed-in customer's page waits for its own journey area as well, so its screen draws at once with it, rather
 * than a "Loading…" first and the screen a task later (PayNow's QR code: its LCP).
 */
export const loadServices = (config: PortalConfig): Promise<ServiceParts> =>
  import(/* webpackChunkName: "services" */ './container').then(async (m) => {
    await nextTask();
    const services = m.buildServices(config);
    await services.arrive(location.pathname, true);
    return services;
  });

/**
 * Resolves in a task of its own, after the browser has had its turn (input, paint): a message, not a timer, so a
 * paused test clock cannot hold it back.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The third-party scripts, in their own sandboxed frame, fed this page's data layer (docs/security.md). Its own chunk,
 * fetched only where some are configured: a portal without them carries none of it.
 */
export function loadThirdPartyScripts(config: PortalConfig): void {
  if (!THIRD_PARTY_SCRIPTS.some((key) => config.thirdParty[key])) return;
  const { dataLayer } = build(config);
  void import(/* webpackChunkName: "vendor-frame" */ './third-party-scripts.adapter').then(
    (m) => m.loadVendorFrame(config, dataLayer),
    () => undefined, // the portal works without its third parties
  );
}
export const startPorts = (config: PortalConfig): StartPorts => build(config).ports;
export const buildStartServices = (config: PortalConfig): StartServices => build(config).services;
