import type { HostAppPort } from '../ports/host-app.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { Channel } from '../shell/channel';
import type { LoginState } from './login-state';
import type { Logout } from './logout';
import { PATH } from '../shared/paths';

export interface ExitPortalDeps {
  logout: Logout;
  loginState: LoginState;
  channel: Channel;
  navigation: NavigationPort;
  hostApp: HostAppPort;
  exitUrl: string;
}

/**
 * The header's Exit. Signed in, it is the spec's logout first (terminate, storages, endToken) with Exit's
 * own destination: the insurer's website, or, inside the mobile app's webview, back to the app (its
 * bridge, else the dashboard deep link), never the website inside the app.
 */
export class ExitPortal {
  constructor(private readonly deps: ExitPortalDeps) {}

  execute(): Promise<void> {
    const { logout, loginState, channel, navigation, hostApp, exitUrl } = this.deps;
    const inApp = channel.inNativeWebview;
    const leave = () => (inApp ? hostApp.returnToApp() : navigation.leave(exitUrl));
    if (!loginState.store.getSnapshot().isLoggedIn) {
      leave();
      return Promise.resolve();
    }
    return logout.execute(() => {
      // The page being left becomes /, so the browser's Back (or a bfcache restore) finds no journey page.
      navigation.go(PATH.home, { replace: true });
      leave();
    });
  }
}
