import type { PortalConfig } from './config';
import type { ErrorState } from './errors/error-state';
import type { ApiClient } from './http/api-client';
import type { DataCall } from './http/data-call';
import type { ActivityPort } from './ports/activity.port';
import type { ClockPort } from './ports/clock.port';
import type { CryptoPort } from './ports/crypto.port';
import type { DraftArea, DraftStoragePort } from './ports/draft-storage.port';
import type { HostAppPort } from './ports/host-app.port';
import type { HttpPort } from './ports/http.port';
import type { IdGeneratorPort } from './ports/id-generator.port';
import type { NavigationPort } from './ports/navigation.port';
import type { SecretPort } from './ports/secret.port';
import type { StoragePort } from './ports/storage.port';
import type { LoginState } from './session/login-state';
import type { Channel } from './shell/channel';

/**
 * Everything an area may be built from: the ports, and the session's shared pieces (the API client
 * with the session's token, the generic data call, the one error state, the login state). Each area's factory
 * takes the part it needs (a Pick of this), so the composition and the tests hand it the same things.
 */
export interface AreaPorts {
  config: PortalConfig;
  clock: ClockPort;
  /** The customer's input and the tab's visibility (the PayNow page asks again when the tab comes back). */
  activity: ActivityPort;
  storage: StoragePort;
  http: HttpPort;
  crypto: CryptoPort;
  navigation: NavigationPort;
  hostApp: HostAppPort;
  ids: IdGeneratorPort;
  /** Random secrets and their hashes (the Singpass tab binding). */
  secrets: SecretPort;
  /** Each draft under its own key. */
  drafts: (area: DraftArea) => DraftStoragePort;
  api: ApiClient;
  dataCall: DataCall;
  errors: ErrorState;
  loginState: LoginState;
  /** How the customer came in (the mobile app, its webview). */
  channel: Channel;
}

/**
 * An area, wired: the services its screens use, and its logout hook. `forget` drops everything of the
 * customer's the area holds (its draft in memory and storage, its lists, a submission's outcome); the
 * composition registers it with LoginState, which calls it whenever a login ends (logout, session end, a 401,
 * another tab's logout, the webview's hand-back, a failed login).
 */
export interface Area<S> {
  services: S;
  forget(): void;
  /**
   * The customer arrives at a page of this area (signed in, where the page requires it), before its screen has
   * drawn: the area may ready what that page will show (PayNow's checked code).
   */
  arrive?(path: string): void;
}

/** The logout hook of several customer memories at once. */
export function forgetAll(...held: { forget(): void }[]): () => void {
  return () => {
    for (const item of held) item.forget();
  };
}
