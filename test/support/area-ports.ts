import { DEFAULT_CONFIG } from '../../src/core/config';
import { ErrorState } from '../../src/core/errors/error-state';
import { ApiClient } from '../../src/core/http/api-client';
import { DataCall } from '../../src/core/http/data-call';
import type { AreaPorts } from '../../src/core/area';
import type { CryptoPort } from '../../src/core/ports/crypto.port';
import type { DraftArea } from '../../src/core/ports/draft-storage.port';
import type { HttpPort } from '../../src/core/ports/http.port';
import { LoginState } from '../../src/core/session/login-state';
import { Channel } from '../../src/core/shell/channel';
import { TokenVault } from '../../src/core/session/token-vault';
import {
  FakeActivity,
  FakeClock,
  FakeCrypto,
  FakeHostApp,
  FakeHttp,
  FakeNavigation,
  FakeSecrets,
  InMemoryDraftStorage,
  InMemoryStorage,
  SequentialIds,
} from './fakes';

export interface FakePortOptions<H extends HttpPort> {
  drafts?: Partial<Record<DraftArea, InMemoryDraftStorage>>;
  ids?: SequentialIds;
  /** Another HTTP port (the sandbox in process, say); a FakeHttp by default. */
  http?: H;
  crypto?: CryptoPort;
  clock?: FakeClock;
  /** Where the API is: an absolute origin for the sandbox in process. */
  apiOrigin?: string;
}

/**
 * What a journey area's factory is built from (src/core/area.ts), every port a fake: the same factories the
 * container calls. `drafts` holds each area's draft storage, so a test reads what a page refresh would.
 */
export function fakeAreaPorts<H extends HttpPort = FakeHttp>(options: FakePortOptions<H> = {}) {
  const storage = new InMemoryStorage();
  const crypto = options.crypto ?? new FakeCrypto();
  const vault = new TokenVault(storage, crypto);
  const http = options.http ?? (new FakeHttp() as unknown as H);
  const config = { ...DEFAULT_CONFIG, apiOrigin: options.apiOrigin ?? '' };
  const api = new ApiClient(http, {
    apiOrigin: config.apiOrigin,
    requestTimeoutMs: 5000,
    bearerToken: () => vault.read(),
  });
  const errors = new ErrorState();
  const loginState = new LoginState(vault, storage);
  const drafts: Record<DraftArea, InMemoryDraftStorage> = {
    payment: new InMemoryDraftStorage(),
    recurring: new InMemoryDraftStorage(),
    'third-party': new InMemoryDraftStorage(),
    singpass: new InMemoryDraftStorage(),
    ...options.drafts,
  };
  const clock = options.clock ?? new FakeClock();
  const navigation = new FakeNavigation();
  const activity = new FakeActivity();
  const ids = options.ids ?? new SequentialIds();
  const ports: AreaPorts = {
    config,
    clock,
    activity,
    storage,
    http,
    crypto,
    navigation,
    hostApp: new FakeHostApp(),
    ids,
    secrets: new FakeSecrets(),
    drafts: (area) => drafts[area],
    api,
    dataCall: new DataCall(api, errors, () => false),
    errors,
    loginState,
    channel: new Channel(storage, config.mobileAppSource),
  };
  return {
    ports,
    drafts,
    http,
    storage,
    loginState,
    clock,
    activity,
    navigation,
    ids,
    errors,
    api,
    tokens: vault,
  };
}
