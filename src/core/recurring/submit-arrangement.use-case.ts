import { isServerError } from '../errors/catalogue';
import type { ErrorState } from '../errors/error-state';
import type { ApiClient, ApiFailure } from '../http/api-client';
import type { ClockPort } from '../ports/clock.port';
import type { IdGeneratorPort } from '../ports/id-generator.port';
import type { NavigationPort } from '../ports/navigation.port';
import { Store } from '../store';
import type { RecurringDraft } from './recurring-draft';
import {
  createArrangementDecoder,
  IDEMPOTENCY_HEADER,
  RECURRING_ERRORS,
  RECURRING_PATHS,
  type CreateArrangementRequest,
} from './recurring.contract';

export type ArrangementInvalid = 'noPolicy' | 'noAccount' | 'noBank' | 'noCardType' | 'noConsent';

export type SubmitArrangementResult =
  | { kind: 'invalid'; error: ArrangementInvalid }
  /** The server refused it for sure: no arrangement was made. `shown`: the global dialog says why. */
  | { kind: 'failed'; failure: ApiFailure; shown: boolean }
  /** We could not learn whether the arrangement was made: "still confirming, do not submit again". */
  | { kind: 'unconfirmed' }
  /** On the way to the bank's or the gateway's page. */
  | { kind: 'redirect'; url: string };

export type SubmitArrangementSnapshot = { status: 'idle' } | { status: 'submitting' } | { status: 'done'; result: SubmitArrangementResult };

/** Waits before each retry of an unanswered request; the same key is sent every time. */
export const ARRANGEMENT_RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

/**
 * The review page's Submit: exactly one arrangement per intent, as SubmitPayment does for payments.
 * - One promise per intent: a double click, Enter plus click, or a click while pending joins it.
 * - The idempotency key is made once and stored with the draft before the first byte is sent, so a
 *   refresh or a retry reuses it and the server answers with the arrangement it already made.
 * - No answer (timeout, network, 5xx, garbled reply) is retried with the same key; still unknown, the
 *   intent stays locked as "unconfirmed" and the next Submit asks again with the same key.
 * - INVALID_BANK_ACCOUNT_ERROR (and 401, 403) raise the spec's dialog; the refused intent is released.
 */
export class SubmitArrangement {
  readonly store = new Store<SubmitArrangementSnapshot>({ status: 'idle' });
  private inFlight: Promise<SubmitArrangementResult> | undefined;

  constructor(
    private readonly api: ApiClient,
    private readonly draft: RecurringDraft,
    private readonly ids: IdGeneratorPort,
    private readonly clock: ClockPort,
    private readonly navigation: NavigationPort,
    private readonly errors: ErrorState,
  ) {}

  execute(input: { consent: boolean }): Promise<SubmitArrangementResult> {
    if (this.inFlight) return this.inFlight;
    this.store.set({ status: 'submitting' });
    const run = this.run(input).then((result) => {
      this.inFlight = undefined;
      this.store.set({ status: 'done', result });
      return result;
    });
    this.inFlight = run;
    return run;
  }

  /** A review page opened afresh starts from idle, not from the last intent's result. */
  reset(): void {
    if (!this.inFlight) this.store.set({ status: 'idle' });
  }

  private async run(input: { consent: boolean }): Promise<SubmitArrangementResult> {
    const draft = this.draft.snapshot;
    if (draft.submission?.state === 'accepted' && draft.submission.url) return this.proceed(draft.submission.url);
    const request = this.request(input.consent);
    if ('error' in request) return { kind: 'invalid', error: request.error };

    const key = draft.submission?.key ?? this.ids.newId();
    this.draft.submit(key);
    for (let attempt = 0; ; attempt++) {
      const result = await this.api.post(RECURRING_PATHS.arrangements, request, createArrangementDecoder, { headers: { [IDEMPOTENCY_HEADER]: key } });
      if (result.ok) {
        this.draft.accepted(result.data.reference, result.data.next.url);
        return this.proceed(result.data.next.url);
      }
      if (!outcomeUnknown(result.failure)) {
        this.draft.release();
        return { kind: 'failed', failure: result.failure, shown: this.raise(result.failure) };
      }
      const delay = ARRANGEMENT_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) break;
      await wait(this.clock, delay);
    }
    this.draft.unconfirmed();
    return { kind: 'unconfirmed' };
  }

  private proceed(url: string): SubmitArrangementResult {
    this.navigation.leave(url);
    return { kind: 'redirect', url };
  }

  /** The spec's dialog for the catalogue's bank-account code, and for 401 and 403; other refusals are the page's to say. */
  private raise(failure: ApiFailure): boolean {
    if (failure.kind !== 'status') return false;
    const dialog = failure.code === RECURRING_ERRORS.invalidBankAccount || failure.status === 401 || failure.status === 403;
    if (dialog) this.errors.handleError({ status: failure.status, code: failure.code, message: failure.message });
    return dialog;
  }

  private request(consent: boolean): CreateArrangementRequest | { error: ArrangementInvalid } {
    const { policy, method, giro, cardType } = this.draft.snapshot;
    if (!policy || !method) return { error: 'noPolicy' };
    if (method === 'giro') {
      if (!giro?.ownAccountDeclared || !giro.accountHolderName) return { error: 'noAccount' };
      if (!giro.bank) return { error: 'noBank' };
      if (!consent) return { error: 'noConsent' };
      return {
        policyNumber: policy.policyNumber,
        method: { kind: 'giro', bank: giro.bank, accountHolderName: giro.accountHolderName, ownAccountDeclared: true },
        consent: true,
      };
    }
    if (!cardType) return { error: 'noCardType' };
    if (!consent) return { error: 'noConsent' };
    return { policyNumber: policy.policyNumber, method: { kind: 'card', cardType }, consent: true };
  }
}

/** Whether the server may have made the arrangement although no answer says so. A 409 on our key means one exists. */
function outcomeUnknown(failure: ApiFailure): boolean {
  if (failure.kind !== 'status') return true;
  return isServerError(failure.status) || failure.code === RECURRING_ERRORS.idempotencyKeyReused;
}

function wait(clock: ClockPort, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimer(ms, resolve));
}
