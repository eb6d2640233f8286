import type { ErrorState } from '../errors/error-state';
import type { CallFailed } from '../errors/failure-policy';
import type { ApiClient } from '../http/api-client';
import { MoneySubmit } from '../http/exactly-once';
import type { ClockPort } from '../ports/clock.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { RecurringDraft, RecurringStep } from './recurring-draft';
import { withRef } from '../shared/paths';
import { outcomePage } from '../shared/outcomes';
import { createArrangementDecoder, RECURRING_PATHS } from '../api/recurring.contract';
import type { Body, Reply } from '../api/openapi';

export type ArrangementInvalid = RecurringStep | 'noConsent';

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

/**
 * The review page's Submit: exactly one arrangement per intent, as every money submit (MoneySubmit).
 * INVALID_BANK_ACCOUNT_ERROR (and 401, 403) raise the spec's dialog; the refused intent is released.
 */
export class SubmitArrangement extends MoneySubmit<
  { consent: boolean },
  SubmitArrangementResult,
  Reply<'/rs/v1/recurring/arrangements'>
> {
  constructor(
    api: ApiClient,
    private readonly draft: RecurringDraft,
    clock: ClockPort,
    private readonly navigation: NavigationPort,
    errors: ErrorState,
  ) {
    super({ api, clock, errors, draft, path: RECURRING_PATHS.arrangements, decoder: createArrangementDecoder });
  }

  protected async run(input: { consent: boolean }): Promise<SubmitArrangementResult> {
    const draft = this.draft.snapshot;
    if (draft.submission?.state === 'accepted' && draft.submission.url) return this.proceed(draft.submission.url);
    const request = this.request(input.consent);
    if ('error' in request) return { kind: 'invalid', error: request.error };

    const outcome = await this.submitIntent(request);
    if (outcome.kind !== 'ok') return outcome;
    const { reference, next, status } = outcome.data;
    this.draft.accepted(reference, next.url);
    // One policy, one arrangement: one another tab already settled is shown, never set up again.
    const settled =
      status && status !== 'pending'
        ? outcomePage(request.method.kind === 'giro' ? 'arrangementGiro' : 'arrangementCard', status)
        : undefined;
    if (settled) {
      this.navigation.go(withRef(settled, reference));
      return { kind: 'settled' };
    }
    return this.proceed(next.url);
  }

  private proceed(url: string): SubmitArrangementResult {
    this.navigation.leave(url);
    return { kind: 'redirect', url };
  }

  /** The steps are the draft's rule (the review shows a missing one instead of its button); then consent. */
  private request(consent: boolean): Body<'/rs/v1/recurring/arrangements'> | { error: ArrangementInvalid } {
    const missing = this.draft.missingStep();
    if (missing) return { error: missing.missing };
    if (!consent) return { error: 'noConsent' };
    const { policy, method, giro, cardType } = this.draft.snapshot;
    return {
      policyNumber: policy!.policyNumber,
      method:
        method === 'giro'
          ? { kind: 'giro', bank: giro!.bank!, accountHolderName: giro!.accountHolderName, ownAccountDeclared: true }
          : { kind: 'card', cardType: cardType! },
      consent: true,
    };
  }
}
