import type { ApiClient } from '../http/api-client';
import type { NavigationPort } from '../ports/navigation.port';
import type { CallFailed } from '../errors/failure-policy';
import type { LoginCompletion, LoginRestarted } from './login-completion';
import type { LoginJourney } from './login-journey';
import type { SingpassBinding } from './singpass-binding';
import { LOGIN_PATHS, singpassStartReply } from '../api/login.contract';
import { PATH } from '../shared/paths';
import type { Body } from '../api/openapi';

/** Leaves for Singpass's own page, which returns to /login/auth-method with a code. */
export class StartSingpass {
  constructor(
    private readonly api: ApiClient,
    private readonly journey: LoginJourney,
    private readonly completion: LoginCompletion,
    private readonly navigation: NavigationPort,
    private readonly binding: SingpassBinding,
  ) {}

  /** `failed` and not shown (timeout, drop, garbled or unsafe address): the method choice says so and stays. */
  async execute(): Promise<{ kind: 'left' } | LoginRestarted | CallFailed> {
    const { loginId } = this.journey.snapshot;
    if (!loginId) {
      this.navigation.go(PATH.login, { replace: true });
      return { kind: 'restarted' };
    }
    const request: Body<'/rs/v1/login/singpass/start'> = { loginId, bindingHash: await this.binding.create() };
    const result = await this.api.post(LOGIN_PATHS.singpassStart, request, singpassStartReply);
    if (!result.ok) return this.completion.callFailed(result.failure);
    this.navigation.leave(result.data.authorizeUrl);
    return { kind: 'left' };
  }
}
