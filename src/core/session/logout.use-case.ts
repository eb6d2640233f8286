import type { ErrorState } from '../errors/error-state';
import type { ApiClient } from '../http/api-client';
import { unknownValue } from '../http/decode';
import type { NavigationPort } from '../ports/navigation.port';
import type { StoragePort } from '../ports/storage.port';
import type { TabSyncPort } from '../ports/tab-sync.port';
import { isMobileAppSource } from '../shell/entry.use-case';
import type { LoginState } from './login-state';
import type { SessionMark } from './session-mark';

export const TERMINATE_PATH = '/rs/v1/session/terminate';
/** The terminate call's errors are ignored; it must not hold the customer up for the full request timeout. */
export const TERMINATE_TIMEOUT_MS = 5000;

export interface LogoutDeps {
  api: ApiClient;
  storage: StoragePort;
  loginState: LoginState;
  mark: SessionMark;
  navigation: NavigationPort;
  tabs: TabSyncPort;
  errors: ErrorState;
  mobileAppSource: string;
  mobileDashboardUrl: string;
}

/**
 * The spec's logout and session end. Both make the terminate call, clear session and local storage,
 * keep source and channel, empty the token and set endToken; a logout then goes to its destination,
 * a session end leaves the customer where they are, under the Session ended dialog.
 * One runs at a time: ten 401s closing together still make one logout.
 */
export class Logout {
  private running: Promise<void> | null = null;

  constructor(private readonly deps: LogoutDeps) {}

  get inProgress(): boolean {
    return this.running !== null;
  }

  /**
   * Logout: terminate, clear (the token with it), then the destination; the portal's other tabs end too.
   * `leave` replaces the spec's destination (Exit: the insurer's website, or back to the mobile app).
   */
  execute(leave?: () => void): Promise<void> {
    return this.once(async () => {
      await this.cleanUp(true);
      if (leave) leave();
      else this.goToDestination();
      // Told after the navigation: a journey page's login guard reacting to it would otherwise record
      // itself as lastUrl (or redirect) in the storage just cleared.
      this.deps.loginState.cleared();
      this.deps.mark.markEnded();
      this.deps.tabs.publish('logout');
    });
  }

  /**
   * The session ended here (No, the countdown, another tab's logout): terminate, clear, mark ended;
   * the overlay then shows the Session ended dialog. `broadcast` only for the customer's own No.
   */
  endSession(options: { broadcast: boolean; terminate?: 'always' | 'if-logged-in' }): Promise<void> {
    return this.once(async () => {
      const terminate = options.terminate !== 'if-logged-in' || this.deps.loginState.accessToken !== null;
      await this.cleanUp(terminate);
      this.deps.loginState.cleared();
      this.deps.errors.handleReset();
      this.deps.mark.markEnded();
      if (options.broadcast) this.deps.tabs.publish('logout');
    });
  }

  /** The spec's destination: the mobile app's dashboard for the mobile-app source, otherwise /. */
  goToDestination(): void {
    const { storage, navigation, mobileAppSource, mobileDashboardUrl } = this.deps;
    if (isMobileAppSource(storage, mobileAppSource)) navigation.leave(mobileDashboardUrl);
    else navigation.go('/');
  }

  private once(run: () => Promise<void>): Promise<void> {
    this.running ??= run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async cleanUp(terminate: boolean): Promise<void> {
    const { api, storage } = this.deps;
    // Sent first, so the request still carries the token that the clearing below removes.
    const terminated = terminate
      ? api.post(TERMINATE_PATH, undefined, unknownValue, { timeoutMs: TERMINATE_TIMEOUT_MS }).catch(() => undefined)
      : Promise.resolve();
    const source = storage.get('source');
    const channel = storage.get('channel');
    storage.clearAll();
    if (source) storage.set('source', source);
    if (channel) storage.set('channel', channel);
    await terminated; // errors ignored (the spec)
  }
}
