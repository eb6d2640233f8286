import { DEFAULT_CONFIG } from '../../src/core/config';
import { ErrorState } from '../../src/core/errors/error-state';
import { ApiClient } from '../../src/core/http/api-client';
import { DataCall } from '../../src/core/http/data-call';
import type { JourneyPorts } from '../../src/core/journey';
import type { DraftArea } from '../../src/core/ports/draft-storage.port';
import { LoginState } from '../../src/core/session/login-state';
import { TokenVault } from '../../src/core/session/token-vault';
import {
  FakeClock,
  FakeCrypto,
  FakeHostApp,
  FakeHttp,
  FakeNavigation,
  InMemoryDraftStorage,
  InMemoryStorage,
  SequentialIds,
} from './fakes';

/**
 * What a journey area's factory is built from (src/core/journey.ts), every port a fake: the same factories the
 * container calls. `drafts` holds each area's draft storage, so a test reads what a page refresh would.
 */
export function fakeJourneyPorts(
  options: { drafts?: Partial<Record<DraftArea, InMemoryDraftStorage>>; ids?: SequentialIds } = {},
) {
  const storage = new InMemoryStorage();
  const crypto = new FakeCrypto();
  const vault = new TokenVault(storage, crypto);
  const http = new FakeHttp();
  const api = new ApiClient(http, { apiOrigin: '', requestTimeoutMs: 5000, bearerToken: () => vault.read() });
  const errors = new ErrorState();
  const loginState = new LoginState(vault, storage);
  const drafts: Record<DraftArea, InMemoryDraftStorage> = {
    payment: new InMemoryDraftStorage(),
    recurring: new InMemoryDraftStorage(),
    'third-party': new InMemoryDraftStorage(),
    ...options.drafts,
  };
  const clock = new FakeClock();
  const navigation = new FakeNavigation();
  const ids = options.ids ?? new SequentialIds();
  const ports: JourneyPorts = {
    config: DEFAULT_CONFIG,
    clock,
    storage,
    http,
    crypto,
    navigation,
    hostApp: new FakeHostApp(),
    ids,
    drafts: (area) => drafts[area],
    api,
    dataCall: new DataCall(api, errors, () => false),
    errors,
    loginState,
  };
  return { ports, drafts, http, storage, loginState, clock, navigation, ids, errors, api };
}
