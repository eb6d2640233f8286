import type { ApiClient } from '../http/api-client';
import type { NavigationPort } from '../ports/navigation.port';
import type { CallFailed } from '../errors/failure-policy';
import type { LoginCompletion } from './login-completion';
import type { LoginJourney } from './login-journey';
import type { SingpassBinding } from './singpass-binding';
import { LOGIN_PATHS, loginReply, singpassResumeReply } from '../api/login.contract';
import { PATH } from '../shared/paths';
import type { Body } from '../api/openapi';

/**
 * cancelled with `resumed`: the login attempt is back in memory and the method choice can show again. `unbound`:
 * this tab holds no binding, so it did not leave for this Singpass login (a return URL someone sent): nothing is
 * asked of the server and the page offers a new login.
 */
export type SingpassReturn =
  | { kind: 'none' }
  | { kind: 'unbound' }
  | { kind: 'cancelled'; resumed: boolean }
  | { kind: 'authenticated' }
  | CallFailed;

/**
 * Back from Singpass: exchanges the code for a session. The SPQR_* errors come from here. With no readable
 * answer the code may or may not have been spent, so it is never sent twice: the screen offers a new login
 * (docs/session.md, "Login calls without an answer").
 */
export class CompleteSingpass {
  constructor(
    private readonly api: ApiClient,
    private readonly completion: LoginCompletion,
    private readonly journey: LoginJourney,
    private readonly navigation: NavigationPort,
    private readonly binding: SingpassBinding,
  ) {}

  async execute(query: { get(name: string): string | null }): Promise<SingpassReturn> {
    const code = query.get('code');
    const state = query.get('state');
    const cancelled = Boolean(query.get('error'));
    // Before anything else, the code and state leave the address bar (and so the history, a bookmark, a shared link).
    this.navigation.go(PATH.loginAuthMethod, { replace: true });
    const binding = this.binding.take();
    if (cancelled) {
      if (!binding) return { kind: 'unbound' };
      return { kind: 'cancelled', resumed: state ? await this.resume(state, binding) : false };
    }
    if (!code || !state) return { kind: 'none' };
    if (!binding) return { kind: 'unbound' };
    const request: Body<'/rs/v1/login/singpass/complete'> = { code, state, binding };
    const result = await this.api.post(LOGIN_PATHS.singpassComplete, request, loginReply);
    // The code may have been spent: this attempt is over whatever went wrong.
    if (!result.ok) return this.completion.callFailed(result.failure, undefined, 'whole');
    this.completion.succeeded(result.data);
    return { kind: 'authenticated' };
  }

  /**
   * The page was reloaded on the way to Singpass and back, so the attempt is asked back from the server by
   * Singpass's state, into memory (never storage). Any failure leaves the way it was: log in again.
   */
  private async resume(state: string, binding: string): Promise<boolean> {
    const request: Body<'/rs/v1/login/singpass/resume'> = { state, binding };
    const result = await this.api.post(LOGIN_PATHS.singpassResume, request, singpassResumeReply);
    if (!result.ok || result.data.methods.length === 0) return false;
    this.journey.started(result.data.loginId, result.data.methods);
    return true;
  }
}
