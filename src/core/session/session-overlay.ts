import type { DataLayer, SessionDialogEvent } from '../analytics/data-layer';
import { describeError, type ErrorView } from '../errors/catalogue';
import type { CloseErrorDialog } from '../errors/close-error.use-case';
import type { ErrorSnapshot, ErrorState } from '../errors/error-state';
import type { LocationChange, NavigationPort } from '../ports/navigation.port';
import type { TabSyncPort } from '../ports/tab-sync.port';
import { Store } from '../shared/store';
import type { InactivityTimer } from './inactivity-timer';
import type { KeepAlive } from './keep-alive';
import type { LoginState } from './login-state';
import type { Monitor } from '../monitoring/monitor';
import type { Logout } from './logout';
import type { SessionMark } from './session-mark';
import { isLoginPath, PATH } from '../shared/paths';

/** What the global overlay shows: at most one dialog at a time. */
export type OverlaySnapshot =
  | { kind: 'none' }
  | { kind: 'extend'; secondsLeft: number; announced: number }
  | { kind: 'ended' }
  | { kind: 'error'; error: ErrorSnapshot; view: ErrorView };

const NONE: OverlaySnapshot = Object.freeze({ kind: 'none' });

export interface SessionOverlayDeps {
  inactivity: InactivityTimer;
  keepAlive: KeepAlive;
  logout: Logout;
  mark: SessionMark;
  errors: ErrorState;
  closeError: CloseErrorDialog;
  loginState: LoginState;
  dataLayer: DataLayer;
  tabs: TabSyncPort;
  navigation: NavigationPort;
  /** Hears of every error dialog shown and of why a session ended (docs/monitoring.md). */
  monitor?: Pick<Monitor, 'report' | 'sessionEnded'>;
}

/**
 * The session's face to the UI: it follows the location itself (NavigationPort.subscribe), the overlay reads one store.
 * Precedence: Session ended (endToken, off /), then the extend prompt (time-critical), then an error.
 */
export class SessionOverlay {
  readonly store = new Store<OverlaySnapshot>(NONE);
  private path: string | null = null;
  private stops: (() => void)[] = [];

  constructor(private readonly deps: SessionOverlayDeps) {}

  /** Starts the timers and listeners; the shell calls it once the services are ready. */
  start(): void {
    if (this.stops.length) return;
    const { inactivity, errors, mark, loginState, tabs, navigation } = this.deps;
    this.moved({ path: navigation.currentPath(), traversal: false });
    const recompute = () => this.recompute();
    this.stops = [
      navigation.subscribe((change) => this.moved(change)),
      inactivity.store.subscribe(recompute),
      errors.store.subscribe(recompute),
      mark.store.subscribe(recompute),
      loginState.store.subscribe(() => mark.sync()),
      tabs.subscribe((message) => message === 'logout' && this.endedElsewhere()),
      () => inactivity.stop(),
    ];
    inactivity.start();
    this.recompute();
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /** Yes on the prompt: the portal's counter and the server's token both go on. */
  extend(): void {
    if (this.deps.inactivity.extend()) void this.deps.keepAlive.execute();
  }

  /** No on the prompt: the session ends, here and in the portal's other tabs. */
  decline(): Promise<void> {
    if (this.deps.inactivity.phase !== 'prompt') return Promise.resolve();
    this.deps.inactivity.halt();
    this.deps.monitor?.sessionEnded('declined');
    return this.deps.logout.endSession({ broadcast: true });
  }

  /** Closes the dialog on show: the error dialog's close actions, or the Session ended dialog's destination. */
  closeDialog(): Promise<void> {
    const shown = this.store.getSnapshot();
    if (shown.kind === 'error') return this.deps.closeError.execute();
    if (shown.kind === 'ended') this.deps.logout.goToDestination();
    return Promise.resolve();
  }

  /** The prompt's countdown reached zero. */
  timedOut(): Promise<void> {
    this.deps.monitor?.sessionEnded('timeout');
    return this.deps.logout.endSession({ broadcast: false });
  }

  /**
   * The customer moved. `traversal` is Back or Forward: only a forward step away from /
   * (the customer starting a journey again) clears the endToken mark, so Back cannot reveal a journey page.
   * A login page, however reached, ends a live session first: a new login must not inherit its token or drafts.
   */
  private moved({ path, traversal }: LocationChange): void {
    const from = this.path;
    if (from === path) return; // only the query changed (an outcome page's ?ref=)
    this.path = path;
    if (this.deps.mark.ended && from === PATH.home && path !== PATH.home && !traversal) this.deps.mark.clear();
    if (isLoginPath(path) && this.deps.loginState.store.getSnapshot().isLoggedIn) this.deps.logout.endBeforeLogin();
    this.deps.inactivity.pathChanged(path);
    this.recompute();
  }

  private endedElsewhere(): void {
    if (this.deps.mark.ended && this.deps.loginState.accessToken === null) return;
    this.deps.inactivity.halt();
    this.deps.monitor?.sessionEnded('other-tab');
    void this.deps.logout.endSession({ broadcast: false, terminate: 'if-logged-in' });
  }

  private recompute(): void {
    const { inactivity, errors, mark, navigation } = this.deps;
    const offRoot = (this.path ?? navigation.currentPath()) !== PATH.home;
    const timer = inactivity.store.getSnapshot();
    const error = errors.store.getSnapshot();
    let next: OverlaySnapshot = NONE;
    if (mark.ended && offRoot) next = { kind: 'ended' };
    else if (timer.phase === 'prompt')
      next = { kind: 'extend', secondsLeft: timer.secondsLeft, announced: timer.announced };
    else if (error.status !== 200) next = { kind: 'error', error, view: describeError(error) };
    const previous = this.store.getSnapshot();
    if (same(previous, next)) return;
    this.store.set(next);
    const event = eventFor(previous, next);
    if (event) this.deps.dataLayer.dialogEvent(event);
    if (event && next.kind === 'error') this.reportDialog(next.error);
  }

  private reportDialog(error: ErrorSnapshot): void {
    const monitor = this.deps.monitor;
    if (!monitor) return;
    monitor.report({
      type: 'dialog',
      status: error.status,
      ...(error.code ? { code: error.code } : {}),
      ...(error.callPath ? { path: error.callPath } : {}),
      reference: error.reference ?? '',
    });
    if (error.status === 401) monitor.sessionEnded('unauthorised');
  }
}

function same(a: OverlaySnapshot, b: OverlaySnapshot): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'extend' && b.kind === 'extend') return a.secondsLeft === b.secondsLeft && a.announced === b.announced;
  if (a.kind === 'error' && b.kind === 'error') return a.error === b.error;
  return true;
}

/** One analytics event when a dialog opens (not on every countdown second, not twice for the same error). */
function eventFor(previous: OverlaySnapshot, next: OverlaySnapshot): SessionDialogEvent | null {
  if (next.kind === 'extend') return previous.kind === 'extend' ? null : 'Extend Session';
  if (next.kind === 'ended') return 'Session Ended';
  if (next.kind === 'error') {
    if (
      previous.kind === 'error' &&
      previous.error.status === next.error.status &&
      previous.error.code === next.error.code
    )
      return null;
    return next.error.status === 401 ? 'Session Ended' : 'Technical Error';
  }
  return null;
}
