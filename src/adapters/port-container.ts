import { Container, type Newable, type ServiceIdentifier } from 'inversify';
import type { PortalConfig } from '../core/config';
import type { AnalyticsPort } from '../core/ports/analytics.port';
import type { ClockPort } from '../core/ports/clock.port';
import type { HttpPort } from '../core/ports/http.port';
import type { LanguagePort } from '../core/ports/language.port';
import type { NavigationPort } from '../core/ports/navigation.port';
import type { StoragePort } from '../core/ports/storage.port';
import { BroadcastTabSyncAdapter } from './broadcast-tab-sync.adapter';
import { BrowserCryptoAdapter } from './browser-crypto.adapter';
import type { PortOverrides } from './composition';
import { CryptoIdGeneratorAdapter } from './crypto-id-generator.adapter';
import { CryptoSecretAdapter } from './crypto-secret.adapter';
import { DocumentActivityAdapter } from './document-activity.adapter';
import { HostAppAdapter } from './host-app.adapter';
import { sessionDrafts } from './session-draft-storage.adapter';
import { TOKENS } from './tokens';

/** The ports the shell uses on every page, made at once by `compose` before Inversify has loaded (ADR 0069). */
export interface ShellPorts {
  clock: ClockPort;
  storage: StoragePort;
  http: HttpPort;
  analytics: AnalyticsPort;
  /** The browser's history itself; the session and the areas get it behind the outbound guard. */
  navigation: NavigationPort;
  language: LanguagePort;
}

/**
 * Every port bound to its adapter, one line each, or to the test's override: the one place a port meets its
 * adapter. The shell's are bound as the instances it already uses (ADR 0069), so each port has one instance.
 */
export function portContainer(config: PortalConfig, shell: ShellPorts, overrides: PortOverrides): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  const port = <T>(token: ServiceIdentifier<T>, adapter: Newable<T>, override: T | undefined) => {
    if (override) c.bind(token).toConstantValue(override);
    else c.bind(token).to(adapter);
  };
  const made = <T>(token: ServiceIdentifier<T>, instance: T) => c.bind(token).toConstantValue(instance);
  made(TOKENS.Config, config);
  made(TOKENS.Clock, shell.clock);
  made(TOKENS.Storage, shell.storage);
  made(TOKENS.Http, shell.http);
  made(TOKENS.Analytics, shell.analytics);
  made(TOKENS.Navigation, shell.navigation);
  made(TOKENS.Language, shell.language);
  port(TOKENS.Crypto, BrowserCryptoAdapter, overrides.crypto);
  port(TOKENS.HostApp, HostAppAdapter, overrides.hostApp);
  port(TOKENS.IdGenerator, CryptoIdGeneratorAdapter, overrides.ids);
  port(TOKENS.Activity, DocumentActivityAdapter, overrides.activity);
  port(TOKENS.TabSync, BroadcastTabSyncAdapter, overrides.tabs);
  port(TOKENS.Secret, CryptoSecretAdapter, overrides.secrets);
  // A draft storage per area, under its own key: a function rather than one instance.
  made(TOKENS.DraftStorage, overrides.drafts ?? sessionDrafts);
  return c;
}
