import type { ErrorState } from '../errors/error-state';
import { reportFailure, type CallFailed } from '../errors/failure-policy';
import type { ApiClient } from '../http/api-client';
import { postWithKey, SingleFlight } from '../http/exactly-once';
import type { ClockPort } from '../ports/clock.port';
import type { NavigationPort } from '../ports/navigation.port';
import { checkTotal, type LimitError } from '../shared/money';
import { ROUTE, withRef } from '../shared/routes';
import type { PaymentDraft } from './payment-draft';
import {
  createPaymentDecoder,
  PAYMENT_PATHS,
  type CreatePaymentRequest,
  type NextStep,
  type PaymentState,
} from '../api/payment.contract';
import { checkPayNowInstruction, type PayNowCheckError } from './paynow-check';
import type { InsurerIdentity } from '../config';

export type SubmitInvalid = 'noPolicies' | 'noMethod' | 'noPayor' | 'noDeclaration' | 'noConsent' | LimitError;

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

/** The outcome page for a payment the server says is settled; the page itself reads the receipt by reference. */
export function settledPaymentPath(method: 'card' | 'paynow', status: PaymentState, reference: string): string {
  const page =
    method === 'paynow' && status === 'successful'
      ? ROUTE.payNowSuccess
      : method === 'paynow' && status === 'expired'
        ? ROUTE.payNowExpired
        : ({ successful: ROUTE.paymentSuccessful, aml: ROUTE.paymentAml, cancelled: ROUTE.paymentCancel }[
            status as string
          ] ?? ROUTE.paymentUnsuccessful);
  return withRef(page, reference);
}

/**
 * Step 3, Pay: exactly one payment per intent.
 * - One promise per intent: a double click, Enter plus click, or a click while the request is pending
 *   joins the request in flight instead of sending another.
 * - The idempotency key is made once and stored (with the draft) before the first byte is sent, so a
 *   refresh or a retry reuses it and the server answers with the payment it already made.
 * - No answer (timeout, network, 5xx, garbled reply) is retried with the same key; if still unknown,
 *   the intent stays locked as "unconfirmed" and the next Pay asks again with the same key.
 */
export class SubmitPayment {
  private readonly flight = new SingleFlight<SubmitResult>();
  readonly store = this.flight.store;

  constructor(
    private readonly api: ApiClient,
    private readonly draft: PaymentDraft,
    private readonly clock: ClockPort,
    private readonly navigation: NavigationPort,
    private readonly errors: ErrorState,
    private readonly insurer: InsurerIdentity,
  ) {}

  execute(input: { consent: boolean }): Promise<SubmitResult> {
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

  private async run(input: { consent: boolean }): Promise<SubmitResult> {
    const draft = this.draft.snapshot;
    if (draft.submission?.state === 'accepted' && draft.submission.next) return this.proceed(draft.submission.next);
    const invalid = this.validate(input.consent);
    if (invalid) return { kind: 'invalid', error: invalid };

    const key = this.draft.intentKey();
    this.draft.submit(key);
    const outcome = await postWithKey({
      api: this.api,
      clock: this.clock,
      path: PAYMENT_PATHS.payments,
      body: this.request(),
      decoder: createPaymentDecoder,
      key,
    });
    if (outcome.kind === 'ok') {
      const { paymentId, reference, next, status } = outcome.data;
      this.draft.accepted(paymentId, reference, next);
      // One premium, one payment: a payment another tab already settled is shown, never paid again.
      if (status && status !== 'pending') {
        this.navigation.go(settledPaymentPath(next.kind === 'paynow' ? 'paynow' : 'card', status, reference));
        return { kind: 'settled' };
      }
      return this.proceed(next);
    }
    if (outcome.kind === 'refused') {
      this.draft.release();
      return reportFailure(this.errors, 'money', outcome.failure);
    }
    this.draft.unconfirmed();
    return outcome.reference ? { kind: 'unconfirmed', reference: outcome.reference } : { kind: 'unconfirmed' };
  }

  private proceed(next: NextStep): SubmitResult {
    if (next.kind === 'redirect') {
      this.navigation.leave(next.url);
      return { kind: 'card', url: next.url };
    }
    const checked = checkPayNowInstruction(next, this.insurer, this.draft.totalCents);
    if (!checked.ok) return { kind: 'badQr', error: checked.error };
    this.navigation.go(ROUTE.payNow);
    return { kind: 'paynow' };
  }

  private validate(consent: boolean): SubmitInvalid | undefined {
    const { lines, method, payor } = this.draft.snapshot;
    if (lines.length === 0) return 'noPolicies';
    if (!method) return 'noMethod';
    if (!payor) return 'noPayor';
    if (payor.kind === 'third-party' && !payor.declarationId) return 'noDeclaration';
    if (!consent) return 'noConsent';
    return checkTotal(this.draft.totalCents, method.kind);
  }

  private request(): CreatePaymentRequest {
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
