import type { Failed } from '../errors/failure-policy';
import type { Decoder } from '../shared/decode';
import { Store } from '../shared/store';
import type { DataCall } from './data-call';

/**
 * What a screen shows of data it loads: nothing yet, loading, what it loaded (`Ready`, a status of its own), or the
 * failure (`shown`: the global error dialog has taken over, 401, 403, 5xx; otherwise the screen says it inline).
 */
export type DataLoadSnapshot<Ready extends { status: string }> =
  { status: 'idle' | 'loading' } | Ready | ({ status: 'failed' } & Failed);

/**
 * A screen's data, loaded through the data call into a store, and forgotten when the session ends
 * (LoginState.holds): a reply that lands after that is not kept.
 */
export class DataLoad<Ready extends { status: string }> {
  readonly store = new Store<DataLoadSnapshot<Ready>>({ status: 'idle' });
  private generation = 0;

  constructor(protected readonly dataCall: DataCall) {}

  forget(): void {
    this.generation += 1;
    this.store.set({ status: 'idle' });
  }

  protected async load<T>(
    path: string,
    body: unknown,
    decoder: Decoder<T>,
    ready: (data: T) => Ready,
  ): Promise<DataLoadSnapshot<Ready>> {
    const generation = this.generation;
    this.store.set({ status: 'loading' });
    const result = await this.dataCall.execute(path, body, decoder);
    const next: DataLoadSnapshot<Ready> =
      result.kind === 'ok' ? ready(result.data) : { status: 'failed', failure: result.failure, shown: result.shown };
    if (generation === this.generation) this.store.set(next);
    return next;
  }
}
