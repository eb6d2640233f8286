import type { ErrorState } from '../errors/error-state';
import type { CallFailed } from '../errors/failure-policy';
import type { ApiClient } from '../http/api-client';
import { MoneySubmit } from '../http/exactly-once';
import type { ClockPort } from '../ports/clock.port';
import type { NavigationPort } from '../ports/navigation.port';
import { checkTotal, type LimitError } from '../shared/money';
import { PATH, withRef } from '../shared/paths';
import type { PaymentDraft } from './payment-draft';
import { missingPaymentStep, type PaymentStep } from './payment-steps';
import { createPaymentDecoder, PAYMENT_PATHS, type NextStep } from '../api/payment.contract';
import { outcomePage } from '../shared/outcomes';
import { checkPayNowInstruction, type PayNowCheckError } from './paynow-check';
import type { InsurerIdentity } from '../config';
import type { Body, Reply } from '../api/openapi';

export type SubmitInvalid = PaymentStep | 'noConsent' | LimitError;

export type SubmitResult =
  | { kind: 'invalid'; error: SubmitInvalid }
  /** The server refused it for sure: no payment was made. shown: the global dialog has it (401, 403). */
  | CallFailed
  /** We could not learn whether the payment was made: "still confirming, do not pay again". */
  | { kind: 'unconfirmed'; reference?: string }
  | { kind: 'card'; url: string }
  | { kind: 'paynow' }
  /** The server answered with a payment already settled (another tab or window paid it): on to its outcome page. */
  | { kind: 'settled' }
  /** The payment exists, but its QR payload failed the check: never drawn. */
  | { kind: 'badQr'; error: PayNowCheckError };

/**
 * Step 3, Pay: exactly one payment per intent, as every money submit (MoneySubmit): joined presses, the draft's
 * key stored before the first byte, retries under it, "unconfirmed" while the outcome is unknown.
 */
export class SubmitPayment extends MoneySubmit<{ consent: boolean }, SubmitResult, Reply<'/rs/v1/payments'>> {
  constructor(
    api: ApiClient,
    private readonly draft: PaymentDraft,
    clock: ClockPort,
    private readonly navigation: NavigationPort,
    errors: ErrorState,
    private readonly insurer: InsurerIdentity,
  ) {
    super({ api, clock, errors, draft, path: PAYMENT_PATHS.payments, decoder: createPaymentDecoder });
  }

  protected async run(input: { consent: boolean }): Promise<SubmitResult> {
    const draft = this.draft.snapshot;
    if (draft.submission?.state === 'accepted' && draft.submission.next) return this.proceed(draft.submission.next);
    const invalid = this.validate(input.consent);
    if (invalid) return { kind: 'invalid', error: invalid };

    const outcome = await this.submitIntent(this.request());
    if (outcome.kind !== 'ok') return outcome;
    const { paymentId, reference, next, status } = outcome.data;
    this.draft.accepted(paymentId, reference, next);
    // One premium, one payment: a payment another tab already settled is shown, never paid again.
    const settled =
      status && status !== 'pending'
        ? outcomePage(next.kind === 'paynow' ? 'policyholderPayNow' : 'policyholderCard', status)
        : undefined;
    if (settled) {
      this.navigation.go(withRef(settled, reference));
      return { kind: 'settled' };
    }
    return this.proceed(next);
  }

  private proceed(next: NextStep): SubmitResult {
    if (next.kind === 'redirect') {
      this.navigation.leave(next.url);
      return { kind: 'card', url: next.url };
    }
    const checked = checkPayNowInstruction(next, this.insurer, this.draft.totalCents);
    if (!checked.ok) return { kind: 'badQr', error: checked.error };
    this.navigation.go(PATH.payNow);
    return { kind: 'paynow' };
  }

  /** The steps are the draft's rule (the review shows a missing one instead of its button); then consent, limits. */
  private validate(consent: boolean): SubmitInvalid | undefined {
    const missing = missingPaymentStep(this.draft.snapshot);
    if (missing) return missing.missing;
    if (!consent) return 'noConsent';
    return checkTotal(this.draft.totalCents, this.draft.snapshot.method!.kind);
  }

  private request(): Body<'/rs/v1/payments'> {
    const { lines, method, payor } = this.draft.snapshot;
    return {
      lines: lines.map((l) => ({ policyNumber: l.policyNumber, amountCents: l.amountCents })),
      method: method!,
      payor:
        payor!.kind === 'policyholder'
          ? { kind: 'policyholder' }
          : { kind: 'third-party', declarationId: payor!.declarationId! },
    };
  }
}
