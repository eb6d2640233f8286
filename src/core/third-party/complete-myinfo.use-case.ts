import { reportFailure } from '../errors/failure-policy';
import { myinfoPersonReply, THIRD_PARTY_ERRORS, THIRD_PARTY_PATHS } from '../api/third-party.contract';
import type { Body } from '../api/openapi';
import { PATH } from '../shared/paths';
import type { MyinfoState } from './myinfo-retrieval';
import type { PayorMode } from './payor-draft';
import type { MyinfoDeps } from './start-myinfo.use-case';

/**
 * Back from Myinfo on the declaration it left from: the code, the state and the tab's binding are exchanged once for
 * the payor's identity, kept in memory (MyinfoRetrieval). The code and state leave the address bar first. A return
 * this tab did not leave for asks nothing of the server; a cancel is said, and typed entry stays either way.
 */
export class CompleteMyinfo {
  /** The state already handled: a screen mounted twice does not spend the binding on a second try. */
  private handled: string | undefined;

  constructor(private readonly deps: MyinfoDeps) {}

  /** Nothing happens on an address without Myinfo's `code` or `error`. */
  async execute(mode: PayorMode, query: { get(name: string): string | null }): Promise<MyinfoState> {
    const code = query.get('code');
    const state = query.get('state') ?? '';
    const cancelled = Boolean(query.get('error'));
    if (!code && !cancelled) return this.deps.myinfo.store.getSnapshot();
    this.deps.navigation.go(mode === 'signed-in' ? PATH.thirdPartyDeclaration : PATH.thirdParty, { replace: true });
    if (this.handled === state) return this.deps.myinfo.store.getSnapshot();
    this.handled = state;
    const binding = this.deps.binding.take();
    if (!binding) return this.settle({ kind: 'unbound' });
    if (cancelled) return this.settle({ kind: 'cancelled' });
    if (!code || !state) return this.settle({ kind: 'expired' });
    this.deps.myinfo.set({ kind: 'retrieving' });
    const request: Body<'/rs/v1/third-party/myinfo/person'> = { code, state, binding };
    const api = this.deps.apis[mode];
    const result = await api.post(THIRD_PARTY_PATHS.myinfoPerson, request, myinfoPersonReply);
    if (result.ok) return this.settle({ kind: 'retrieved', mode, person: result.data });
    const { failure } = result;
    const errorCode = failure.kind === 'status' ? failure.code : undefined;
    if (errorCode === THIRD_PARTY_ERRORS.myinfoExpired) return this.settle({ kind: 'expired' });
    if (errorCode === THIRD_PARTY_ERRORS.myinfoLimited) return this.settle({ kind: 'limited' });
    reportFailure(this.deps.errors, 'third-party', failure);
    return this.settle({ kind: 'failed', ...(failure.reference ? { reference: failure.reference } : {}) });
  }

  private settle(state: MyinfoState): MyinfoState {
    this.deps.myinfo.set(state);
    return state;
  }
}
