import type { ErrorState } from '../errors/error-state';
import { reportFailure, verdictOf, type CallFailed } from '../errors/failure-policy';
import type { ClockPort } from '../ports/clock.port';
import { Store } from '../shared/store';
import type { ApiClient, ApiFailure } from './api-client';
import type { Decoder } from '../shared/decode';
import { IDEMPOTENCY_HEADER } from '../api/payment.contract';

export { IDEMPOTENCY_HEADER };

/** Waits before each retry of an unanswered request; the same key is sent every time. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

export type FlightSnapshot<R> = { status: 'idle' } | { status: 'submitting' } | { status: 'done'; result: R };

/**
 * One promise per intent: a double click, Enter plus click, or a press while the request is pending joins
 * the run in flight instead of starting another. The store says idle, submitting or done for the screen.
 */
export class SingleFlight<R> {
  readonly store = new Store<FlightSnapshot<R>>({ status: 'idle' });
  private inFlight: Promise<R> | undefined;

  run(task: () => Promise<R>): Promise<R> {
    if (this.inFlight) return this.inFlight;
    this.store.set({ status: 'submitting' });
    const run = task().then((result) => {
      this.inFlight = undefined;
      this.store.set({ status: 'done', result });
      return result;
    });
    this.inFlight = run;
    return run;
  }

  /** A screen opened afresh starts from idle, not from the last intent's result. */
  reset(): void {
    if (!this.inFlight) this.store.set({ status: 'idle' });
  }
}

export type KeyedOutcome<T> =
  | { kind: 'ok'; data: T }
  /** The server answered for sure that nothing was made. */
  | { kind: 'refused'; failure: ApiFailure }
  /** Still no answer after every retry: something may have been made under the key. `reference`: the last try's. */
  | { kind: 'unknown'; reference?: string };

/**
 * POSTs under one idempotency key, retrying while the outcome is unknown (the failure policy's `money` row: no
 * reply, a 5xx, a garbled body, or a 409 on our key), on the clock port's timers.
 */
export async function postWithKey<T>(call: {
  api: ApiClient;
  clock: ClockPort;
  path: string;
  body: unknown;
  decoder: Decoder<T>;
  key: string;
}): Promise<KeyedOutcome<T>> {
  const monitor = call.api.monitor;
  for (let attempt = 0; ; attempt++) {
    const result = await call.api.post(call.path, call.body, call.decoder, {
      headers: { [IDEMPOTENCY_HEADER]: call.key },
      retries: attempt,
    });
    if (result.ok) {
      monitor?.settled(call.path, call.key, 'made', attempt);
      return { kind: 'ok', data: result.data };
    }
    if (verdictOf('money', result.failure) !== 'unknown') {
      monitor?.settled(call.path, call.key, 'refused', attempt);
      return { kind: 'refused', failure: result.failure };
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      // Money in doubt: the customer is told "still confirming"; operators hear of it (docs/monitoring.md).
      monitor?.unconfirmed(call.path, call.key, attempt);
      return result.failure.reference ? { kind: 'unknown', reference: result.failure.reference } : { kind: 'unknown' };
    }
    await new Promise<void>((resolve) => call.clock.setTimer(delay, resolve));
  }
}

/** The draft a money submit moves through its intent's life-cycle (StoredDraft). */
export interface IntentDraft {
  intentKey(): string;
  submit(key: string): void;
  unconfirmed(): void;
  release(): void;
}

/** What a money call ends in: the server's answer, a sure refusal, or money in doubt ("still confirming"). */
export type IntentOutcome<T> = { kind: 'ok'; data: T } | CallFailed | { kind: 'unconfirmed'; reference?: string };

/** What a money submit is built on: the ports, and its intent's draft, path and reply. */
export interface MoneyCall<T> {
  api: ApiClient;
  clock: ClockPort;
  errors: ErrorState;
  draft: IntentDraft;
  path: string;
  decoder: Decoder<T>;
}

/**
 * The one way money is submitted: the payment's Pay, the arrangement's Submit, the guest payment's Pay. Exactly one
 * per intent:
 * - single flight: a double click, Enter plus click, or a press while pending joins the run in flight (`execute`);
 * - the idempotency key is the draft's, stored with it as `sending` before the first byte (`submitIntent`), so a
 *   refresh or the next press reuses it and the server answers with what it already made;
 * - no answer is retried under the same key (`postWithKey`); still unknown, the draft stays locked as
 *   `unconfirmed`, operators hear of the money in doubt, and the next press asks again under the same key;
 * - a sure refusal releases the draft (the next press is a new intent) and goes through the failure policy.
 * The use case says what is sent and where an accepted intent goes on to.
 */
export abstract class MoneySubmit<In, R, T> {
  private readonly flight = new SingleFlight<R>();
  readonly store = this.flight.store;

  constructor(private readonly money: MoneyCall<T>) {}

  execute(input: In): Promise<R> {
    return this.flight.run(() => this.run(input));
  }

  /** A page opened afresh starts from idle, not from the last intent's result. */
  reset(): void {
    this.flight.reset();
  }

  /** The session ended: the last result (a gateway address, a reason) goes (LoginState.holds). */
  forget(): void {
    this.flight.reset();
  }

  protected abstract run(input: In): Promise<R>;

  /** Sends the draft's intent under its key; an `ok` answer is the use case's to record (the draft's `accepted`). */
  protected async submitIntent(body: unknown): Promise<IntentOutcome<T>> {
    const { api, clock, errors, draft, path, decoder } = this.money;
    const key = draft.intentKey();
    draft.submit(key);
    const outcome = await postWithKey({ api, clock, path, body, decoder, key });
    if (outcome.kind === 'ok') return outcome;
    if (outcome.kind === 'refused') {
      draft.release();
      return reportFailure(errors, 'money', outcome.failure);
    }
    draft.unconfirmed();
    return outcome.reference ? { kind: 'unconfirmed', reference: outcome.reference } : { kind: 'unconfirmed' };
  }
}
