import { DataLayer } from '../../../src/core/analytics/data-layer';
import { DEFAULT_CONFIG } from '../../../src/core/config';
import { ApiClient } from '../../../src/core/http/api-client';
import { LoginState } from '../../../src/core/session/login-state';
import { createSessionCore } from '../../../src/core/session/session-core';
import { TokenVault } from '../../../src/core/session/token-vault';
import { Channel } from '../../../src/core/shell/channel';
import type { Monitor } from '../../../src/core/monitoring/monitor';
import type { HttpPort } from '../../../src/core/ports/http.port';
import {
  envelopeReply,
  FakeActivity,
  FakeClock,
  FakeCrypto,
  FakeHostApp,
  FakeHttp,
  FakeNavigation,
  FakeTabBus,
  InMemoryStorage,
  RecordingAnalytics,
} from '../../support/fakes';

export const TERMINATE = '/rs/v1/session/terminate';

/** One portal tab on fakes: the real session use cases, every port a fake the test drives. */
export function sessionTab(
  options: {
    bus?: FakeTabBus;
    clock?: FakeClock;
    path?: string;
    loggedIn?: boolean;
    storage?: InMemoryStorage;
    /** Monitoring: hears of dialogs and session ends. */
    monitor?: (clock: FakeClock, navigation: FakeNavigation) => Monitor;
    /** Answers the calls in place of the fake HTTP port (the sandbox, in process), at `apiOrigin`. */
    transport?: { http: HttpPort; apiOrigin: string };
  } = {},
) {
  const clock = options.clock ?? new FakeClock();
  const storage = options.storage ?? new InMemoryStorage();
  const http = new FakeHttp().on(TERMINATE, envelopeReply({}));
  const navigation = new FakeNavigation();
  navigation.path = options.path ?? '/';
  const activity = new FakeActivity();
  const hostApp = new FakeHostApp();
  const analytics = new RecordingAnalytics();
  const bus = options.bus ?? new FakeTabBus();
  const tabs = bus.join();
  const crypto = new FakeCrypto();
  const vault = new TokenVault(storage, crypto);
  const api = new ApiClient(options.transport?.http ?? http, {
    apiOrigin: options.transport?.apiOrigin ?? '',
    requestTimeoutMs: 30000,
    bearerToken: () => vault.read(),
  });
  const loginState = new LoginState(vault, storage);
  const dataLayer = new DataLayer(analytics, storage);
  const config = DEFAULT_CONFIG;
  const monitor = options.monitor?.(clock, navigation);
  const core = createSessionCore({
    clock,
    activity,
    tabs,
    storage,
    navigation,
    hostApp,
    api,
    dataLayer,
    loginState,
    channel: new Channel(storage, config.mobileAppSource),
    config,
    monitor,
  });
  if (options.loggedIn ?? true) loginState.succeeded('token-1', 'pseudo-1');
  core.session.start();
  /** The customer moves by themselves (a link, or Back and Forward); the session hears it from the port. */
  const visit = (path: string, how: { traversal?: boolean } = {}) => navigation.visit(path, how);
  const events = () => analytics.entries.map((e) => e.event).filter((e) => e !== 'pageView');
  return {
    ...core,
    clock,
    storage,
    http,
    api,
    navigation,
    activity,
    hostApp,
    analytics,
    bus,
    loginState,
    config,
    visit,
    events,
  };
}

export type SessionTab = ReturnType<typeof sessionTab>;

/** Lets promise chains (the terminate call, the logout) run to the end. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

export const seconds = (s: number) => s * 1000;
