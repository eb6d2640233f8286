import type { ApiClient } from '../http/api-client';
import type { NavigationPort } from '../ports/navigation.port';
import type { LoginCompletion } from './login-completion';
import type { LoginJourney } from './login-journey';
import { LOGIN_PATHS, loginReply, singpassStartReply, type SingpassCompleteRequest, type SingpassStartRequest } from './login.contract';

/** Leaves for Singpass's own page, which returns to /login/auth-method with a code. */
export class StartSingpass {
  constructor(
    private readonly api: ApiClient,
    private readonly journey: LoginJourney,
    private readonly completion: LoginCompletion,
    private readonly navigation: NavigationPort,
  ) {}

  async execute(): Promise<'left' | 'error'> {
    const { loginId } = this.journey.snapshot;
    if (!loginId) {
      this.navigation.go('/login', { replace: true });
      return 'error';
    }
    const request: SingpassStartRequest = { loginId };
    const result = await this.api.post(LOGIN_PATHS.singpassStart, request, singpassStartReply);
    // Only a web address may be followed: never a javascript: or data: URL from a tampered reply.
    if (result.ok && !/^(https:\/\/|http:\/\/localhost[:/]|\/(?![/\\]))/.test(result.data.authorizeUrl)) {
      this.completion.report({ kind: 'malformed' });
      return 'error';
    }
    if (!result.ok) {
      this.completion.report(result.failure);
      return 'error';
    }
    this.navigation.leave(result.data.authorizeUrl);
    return 'left';
  }
}

export type SingpassReturn = { kind: 'none' } | { kind: 'cancelled' } | { kind: 'authenticated' } | { kind: 'error' };

/** Back from Singpass: exchanges the code for a session. The SPQR_* errors come from here. */
export class CompleteSingpass {
  constructor(
    private readonly api: ApiClient,
    private readonly completion: LoginCompletion,
  ) {}

  async execute(query: { get(name: string): string | null }): Promise<SingpassReturn> {
    const code = query.get('code');
    const state = query.get('state');
    if (query.get('error')) return { kind: 'cancelled' };
    if (!code || !state) return { kind: 'none' };
    const request: SingpassCompleteRequest = { code, state };
    const result = await this.api.post(LOGIN_PATHS.singpassComplete, request, loginReply);
    if (!result.ok) {
      this.completion.report(result.failure);
      return { kind: 'error' };
    }
    this.completion.succeeded(result.data.accessToken, result.data.aauserid);
    return { kind: 'authenticated' };
  }
}
