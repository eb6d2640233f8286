import type { ErrorState } from '../errors/error-state';
import type { ApiClient } from '../http/api-client';
import { unknownValue } from '../shared/decode';
import type { HostAppPort } from '../ports/host-app.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { StoragePort } from '../ports/storage.port';
import type { TabSyncPort } from '../ports/tab-sync.port';
import type { Channel } from '../shell/channel';
import type { LoginState } from './login-state';
import type { SessionMark } from './session-mark';
import { PATH } from '../shared/paths';
import type { ApiPath } from '../api/openapi';

export const TERMINATE_PATH = '/rs/v1/session/terminate' satisfies ApiPath;
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
  hostApp: HostAppPort;
  channel: Channel;
  mobileDashboardUrl: string;
}

/**
 * The spec's logout and session end, and the webview's hand-back. Each makes the terminate call with the
 * token read before anything is cleared, clears session and local storage but source and channel, empties
 * the token, drops every in-memory customer value (LoginState.holds) and sets endToken, so the tab keeps
 * exactly source, channel and endToken. One runs at a time: ten 401s closing together make one.
 */
export class Logout {
  private running: Promise<void> | null = null;

  constructor(private readonly deps: LogoutDeps) {}

  get inProgress(): boolean {
    return this.running !== null;
  }

  /**
   * Logout: clears here and tells the other tabs at once, then leaves for the destination; the terminate
   * call goes out first but nobody waits for it (a slow server must not keep the journey on screen).
   * `leave` replaces the spec's destination (Exit: the insurer's website, or back to the mobile app).
   */
  execute(leave?: () => void): Promise<void> {
    if (this.running) return Promise.resolve();
    const terminated = this.terminate(true);
    this.deps.storage.clearAllButEntry();
    if (leave) leave();
    else this.goToDestination();
    // After the navigation, so the Session ended dialog never flashes over the page being left. The error
    // dialog that called the logout resets its own error (the spec's close order).
    this.endLocally({ resetError: false });
    this.deps.tabs.publish('logout');
    this.track(terminated);
    return Promise.resolve();
  }

  /**
   * The session ended here (No, the countdown, another tab's logout): terminate, then mark ended and the
   * overlay shows the Session ended dialog (the spec's order). Storage is cleared at once, the token with it.
   * `broadcast` only for the customer's own No.
   */
  endSession(options: { broadcast: boolean; terminate?: 'always' | 'if-logged-in' }): Promise<void> {
    return this.once(async () => {
      const terminate = options.terminate !== 'if-logged-in' || this.deps.loginState.accessToken !== null;
      const terminated = this.terminate(terminate);
      this.deps.storage.clearAllButEntry();
      await terminated;
      this.endLocally({ resetError: true });
      if (options.broadcast) this.deps.tabs.publish('logout');
    });
  }

  /**
   * The main counter reached zero in the app's webview: the session ends (terminate, token and customer
   * data gone) before control goes back to the app, so a webview the app keeps alive is signed out.
   */
  handBack(): Promise<void> {
    return this.once(async () => {
      const terminated = this.terminate(true);
      this.deps.storage.clearAllButEntry();
      this.endLocally({ resetError: true });
      await terminated;
      this.deps.hostApp.returnToApp();
    });
  }

  /**
   * A login page opened while signed in (the next customer at a shared PC, or the same one starting again): the
   * session ends before any new login can start, as a logout does (terminate, the clean-up, the other tabs told), but
   * the login page stays, without endToken and so without the Session ended dialog over it.
   */
  endBeforeLogin(): void {
    if (this.running) return;
    const terminated = this.terminate(true);
    this.deps.storage.clearAllButEntry();
    this.deps.loginState.cleared();
    this.deps.tabs.publish('logout');
    this.track(terminated);
  }

  /** The spec's destination: the app's dashboard for the mobile-app source, channel or not; otherwise /. */
  goToDestination(): void {
    const { channel, navigation, mobileDashboardUrl } = this.deps;
    if (channel.fromMobileApp) navigation.leave(mobileDashboardUrl);
    else navigation.go(PATH.home);
  }

  private once(run: () => Promise<void>): Promise<void> {
    this.running ??= run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private track(terminated: Promise<void>): void {
    this.running = terminated.finally(() => {
      this.running = null;
    });
  }

  /** Sent before the clearing: the request reads the token now. keepalive lets it outlive a page being left. */
  private terminate(send: boolean): Promise<void> {
    if (!send) return Promise.resolve();
    return this.deps.api
      .post(TERMINATE_PATH, undefined, unknownValue, { timeoutMs: TERMINATE_TIMEOUT_MS, keepalive: true })
      .then(
        () => undefined, // errors ignored (the spec)
        () => undefined,
      );
  }

  /** Token emptied and customer values dropped, then endToken: a login guard reacting finds the session ended. */
  private endLocally(options: { resetError: boolean }): void {
    this.deps.loginState.cleared();
    if (options.resetError) this.deps.errors.handleReset();
    this.deps.mark.markEnded();
  }
}
