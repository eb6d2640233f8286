import type { ErrorState } from '../errors/error-state';
import type { RequireLogin } from '../login/require-login.use-case';
import type { DataCall } from '../http/data-call';
import type { ExitPortal } from './exit-portal.use-case';
import type { LoginState } from './login-state';
import type { RecallProfile } from './recall-profile.use-case';
import type { Logout } from './logout';
import type { SessionOverlay } from './session-overlay';

/** Session and errors: timers, extend prompt, logout, error state, the generic data call. */
export interface SessionServices {
  loginState: LoginState;
  /** handleError({ status, code, message, callback }) raises the global error dialog. */
  errorState: ErrorState;
  /** The spec's generic data call for feature screens. */
  dataCall: DataCall;
  /** logout.execute(): the spec's logout (e.g. a Log out button). */
  logout: Logout;
  /** exitPortal.execute(): the header's Exit (logout first when signed in; back to the app in its webview). */
  exitPortal: ExitPortal;
  /** The global overlay's state; the shell reports route changes to it. */
  session: SessionOverlay;
  /** recallProfile.execute(): the header asks who is signed in after a page load (memory only). */
  recallProfile: RecallProfile;
  /** The guard of every journey page (a logged-out visitor goes to /login), without the login area's use cases. */
  requireLogin: RequireLogin;
}
