import type { ErrorState } from '../errors/error-state';
import { reportFailure, type CallFailed } from '../errors/failure-policy';
import type { ApiClient } from '../http/api-client';
import { postWithKey, SingleFlight } from '../http/exactly-once';
import type { ClockPort } from '../ports/clock.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { RecurringDraft } from './recurring-draft';
import { ROUTE, withRef, type RoutePath } from '../shared/routes';
import {
  type ArrangementState,
  createArrangementDecoder,
  RECURRING_PATHS,
  type CreateArrangementRequest,
} from '../api/recurring.contract';

export type ArrangementInvalid = 'noPolicy' | 'noAccount' | 'noBank' | 'noCardType' | 'noConsent';

/** Where a step that is missing from the draft is done: Submit takes the customer there. */
const STEP_OF: Partial<Record<ArrangementInvalid, RoutePath>> = {
  noPolicy: ROUTE.recurring,
  noAccount: ROUTE.giro,
  noBank: ROUTE.giroSelectBank,
  noCardType: ROUTE.cardSelectType,
};

export type SubmitArrangementResult =
  | { kind: 'invalid'; error: ArrangementInvalid }
  /** The server refused it for sure: no arrangement was made. `shown`: the global dialog says why. */
  | CallFailed
  /** We could not learn whether the arrangement was made: "still confirming, do not submit again". */
  | { kind: 'unconfirmed'; reference?: string }
  /** On the way to the bank's or the gateway's page. */
  | { kind: 'redirect'; url: string }
  /** The server answered with an arrangement already settled (another tab set it up): on to its outcome page. */
  | { kind: 'settled' };

/** The outcome page for an arrangement the server says is settled; the page reads the result by reference. */
export function settledArrangementPath(method: 'giro' | 'card', status: ArrangementState, reference: string): string {
  const r = ROUTE;
  const page =
    method === 'giro'
      ? ({ successful: r.giroSuccessful, aml: r.giroAml, cancelled: r.giroCancel }[status as string] ??
        r.giroUnsuccessful)
      : ({ successful: r.cardSuccessful, aml: r.cardAml }[status as string] ?? r.cardReview);
  return withRef(page, reference);
}

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
  private readonly flight = new SingleFlight<SubmitArrangementResult>();
  readonly store = this.flight.store;

  constructor(
    private readonly api: ApiClient,
    private readonly draft: RecurringDraft,
    private readonly clock: ClockPort,
    private readonly navigation: NavigationPort,
    private readonly errors: ErrorState,
  ) {}

  execute(input: { consent: boolean }): Promise<SubmitArrangementResult> {
    return this.flight.run(() => this.run(input));
  }

  /** A review page opened afresh starts from idle, not from the last intent's result. */
  reset(): void {
    this.flight.reset();
  }

  /** The session ended: the last result (a gateway address, a reason) goes (LoginState.holds). */
  forget(): void {
    this.flight.reset();
  }

  private async run(input: { consent: boolean }): Promise<SubmitArrangementResult> {
    const draft = this.draft.snapshot;
    if (draft.submission?.state === 'accepted' && draft.submission.url) return this.proceed(draft.submission.url);
    const request = this.request(input.consent);
    if ('error' in request) {
      const step = STEP_OF[request.error];
      if (step) this.navigation.go(step);
      return { kind: 'invalid', error: request.error };
    }

    const key = this.draft.intentKey();
    this.draft.submit(key);
    const outcome = await postWithKey({
      api: this.api,
      clock: this.clock,
      path: RECURRING_PATHS.arrangements,
      body: request,
      decoder: createArrangementDecoder,
      key,
    });
    if (outcome.kind === 'ok') {
      const { reference, next, status } = outcome.data;
      this.draft.accepted(reference, next.url);
      // One policy, one arrangement: one another tab already settled is shown, never set up again.
      if (status && status !== 'pending') {
        this.navigation.go(settledArrangementPath(request.method.kind, status, reference));
        return { kind: 'settled' };
      }
      return this.proceed(next.url);
    }
    if (outcome.kind === 'refused') {
      this.draft.release();
      return reportFailure(this.errors, 'money', outcome.failure);
    }
    this.draft.unconfirmed();
    return outcome.reference ? { kind: 'unconfirmed', reference: outcome.reference } : { kind: 'unconfirmed' };
  }

  private proceed(url: string): SubmitArrangementResult {
    this.navigation.leave(url);
    return { kind: 'redirect', url };
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
