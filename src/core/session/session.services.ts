import type { LoginState } from './login-state';

/** Session and errors (issue 3): timers, extend prompt, logout, error state. */
export interface SessionServices {
  loginState: LoginState;
}
