import type { DataLayer } from '../analytics/data-layer';
import { CloseErrorDialog } from '../errors/close-error.use-case';
import { ErrorState } from '../errors/error-state';
import type { ApiClient } from '../http/api-client';
import { DataCall } from '../http/data-call';
import type { ActivityPort } from '../ports/activity.port';
import type { ClockPort } from '../ports/clock.port';
import type { HostAppPort } from '../ports/host-app.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { StoragePort } from '../ports/storage.port';
import type { TabSyncPort } from '../ports/tab-sync.port';
import { ExitPortal } from './exit-portal.use-case';
import { InactivityTimer } from './inactivity-timer';
import { createKeepAlive } from './keep-alive';
import type { LoginState } from './login-state';
import { Logout } from './logout';
import { SessionMark } from './session-mark';
import { SessionOverlay } from './session-overlay';
import type { Monitor } from '../monitoring/monitor';
import type { Channel } from '../shell/channel';

export interface SessionPorts {
  clock: ClockPort;
  activity: ActivityPort;
  tabs: TabSyncPort;
  storage: StoragePort;
  navigation: NavigationPort;
  hostApp: HostAppPort;
  api: ApiClient;
  dataLayer: DataLayer;
  loginState: LoginState;
  channel: Channel;
  config: { mobileDashboardUrl: string; exitUrl: string };
  /** Monitoring events and the dialogs' references (docs/monitoring.md); absent in tests of other concerns. */
  monitor?: Monitor;
}

export interface SessionCore {
  errorState: ErrorState;
  dataCall: DataCall;
  logout: Logout;
  session: SessionOverlay;
  exitPortal: ExitPortal;
}

/**
 * Wires the session area's use cases, which depend on each other in a small cycle (the timer ends the
 * session through the overlay). One plain function, used by the composition and by the tests alike.
 */
export function createSessionCore(ports: SessionPorts): SessionCore {
  const { config, storage, navigation, tabs, loginState, channel } = ports;
  const errorState = new ErrorState(ports.monitor);
  const mark = new SessionMark(storage);
  let session: SessionOverlay | undefined;
  const logout = new Logout({
    api: ports.api,
    storage,
    loginState,
    mark,
    navigation,
    tabs,
    errors: errorState,
    hostApp: ports.hostApp,
    channel,
    mobileDashboardUrl: config.mobileDashboardUrl,
  });
  const keepAlive = createKeepAlive({ api: ports.api, clock: ports.clock, loginState, errors: errorState });
  const inactivity = new InactivityTimer({
    clock: ports.clock,
    activity: ports.activity,
    channel,
    returnToApp: () => {
      ports.monitor?.sessionEnded('hand-back');
      void logout.handBack();
    },
    onTimeout: () => void session?.timedOut(),
    onActivity: keepAlive.activity,
  });
  const closeError = new CloseErrorDialog(errorState, logout, navigation);
  session = new SessionOverlay({
    inactivity,
    keepAlive,
    logout,
    mark,
    errors: errorState,
    closeError,
    loginState,
    dataLayer: ports.dataLayer,
    tabs,
    navigation,
    monitor: ports.monitor,
  });
  const dataCall = new DataCall(ports.api, errorState, () => mark.ended || logout.inProgress);
  const exitPortal = new ExitPortal({
    logout,
    loginState,
    channel,
    navigation,
    hostApp: ports.hostApp,
    exitUrl: config.exitUrl,
  });
  return { errorState, dataCall, logout, session, exitPortal };
}
