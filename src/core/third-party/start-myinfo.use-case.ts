import type { ErrorState } from '../errors/error-state';
import type { ClientByMode } from './guest-client';
import type { NavigationPort } from '../ports/navigation.port';
import { reportFailure, type CallFailed } from '../errors/failure-policy';
import type { SingpassBinding } from '../login/singpass-binding';
import { myinfoStartReply, THIRD_PARTY_ERRORS, THIRD_PARTY_PATHS } from '../api/third-party.contract';
import type { Body } from '../api/openapi';
import type { MyinfoRetrieval } from './myinfo-retrieval';
import type { PayorMode } from './payor-draft';

/**
 * "Retrieve Myinfo with Singpass": leaves for Myinfo's consent page, bound to this tab as the Singpass login is (ADR
 * 0041), with the entry's own token (the login's bearer, or the guest payor's guest token).
 */
export class StartMyinfo {
  constructor(
    private readonly apis: ClientByMode,
    private readonly binding: SingpassBinding,
    private readonly myinfo: MyinfoRetrieval,
    private readonly navigation: NavigationPort,
    private readonly errors: ErrorState,
  ) {}

  /** `limited` and `failed` (not shown) are said beside the button; typed entry stays. */
  async execute(mode: PayorMode): Promise<{ kind: 'left' } | { kind: 'limited' } | CallFailed> {
    const request: Body<'/rs/v1/third-party/myinfo/start'> = { bindingHash: await this.binding.create() };
    const api = this.apis[mode];
    const result = await api.post(THIRD_PARTY_PATHS.myinfoStart, request, myinfoStartReply);
    if (result.ok) {
      this.navigation.leave(result.data.authorizeUrl);
      return { kind: 'left' };
    }
    this.binding.forget();
    const { failure } = result;
    if (failure.kind === 'status' && failure.code === THIRD_PARTY_ERRORS.myinfoLimited) {
      this.myinfo.set({ kind: 'limited' });
      return { kind: 'limited' };
    }
    return reportFailure(this.errors, 'third-party', failure);
  }
}
