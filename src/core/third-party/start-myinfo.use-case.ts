import type { ErrorState } from '../errors/error-state';
import type { ClientByMode } from './guest-client';
import type { NavigationPort } from '../ports/navigation.port';
import { reportFailure, type CallFailed } from '../errors/failure-policy';
import type { SingpassBinding } from '../login/singpass-binding';
import { myinfoStartReply, THIRD_PARTY_ERRORS, THIRD_PARTY_PATHS } from '../api/third-party.contract';
import type { Body } from '../api/openapi';
import type { MyinfoRetrieval } from './myinfo-retrieval';
import type { PayorMode } from './payor-draft';

/** What both halves of a Myinfo retrieval use: the entry's client, the tab binding, the retrieval, the page, errors. */
export interface MyinfoDeps {
  apis: ClientByMode;
  binding: SingpassBinding;
  myinfo: MyinfoRetrieval;
  navigation: NavigationPort;
  errors: ErrorState;
}

/**
 * "Retrieve Myinfo with Singpass": leaves for Myinfo's consent page, bound to this tab as the Singpass login is (ADR
 * 0041), with the entry's own token (the login's bearer, or the guest payor's guest token).
 */
export class StartMyinfo {
  constructor(private readonly deps: MyinfoDeps) {}

  /** `limited` and `failed` (not shown) are said beside the button; typed entry stays. */
  async execute(mode: PayorMode): Promise<{ kind: 'left' } | { kind: 'limited' } | CallFailed> {
    const request: Body<'/rs/v1/third-party/myinfo/start'> = { bindingHash: await this.deps.binding.create() };
    const api = this.deps.apis[mode];
    const result = await api.post(THIRD_PARTY_PATHS.myinfoStart, request, myinfoStartReply);
    if (result.ok) {
      this.deps.navigation.leave(result.data.authorizeUrl);
      return { kind: 'left' };
    }
    this.deps.binding.forget();
    const { failure } = result;
    if (failure.kind === 'status' && failure.code === THIRD_PARTY_ERRORS.myinfoLimited) {
      this.deps.myinfo.set({ kind: 'limited' });
      return { kind: 'limited' };
    }
    return reportFailure(this.deps.errors, 'third-party', failure);
  }
}
