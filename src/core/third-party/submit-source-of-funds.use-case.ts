import type { ErrorState } from '../errors/error-state';
import type { ClientByMode } from './guest-client';
import type { NavigationPort } from '../ports/navigation.port';
import type { PaymentDraft } from '../payment/payment-draft';
import { checkSourceOfFunds, type SourceOfFundsErrors, type SourceOfFundsForm } from './declaration-rules';
import { reportFailure, type CallFailed } from '../errors/failure-policy';
import { PATH } from '../shared/paths';
import type { PayorDraft, PayorMode } from './payor-draft';
import { sourceOfFundsReply, THIRD_PARTY_PATHS } from '../api/third-party.contract';
import type { Body } from '../api/openapi';

export type SourceOfFundsOutcome =
  | { kind: 'invalid'; errors: SourceOfFundsErrors }
  | { kind: 'noDeclaration' }
  | { kind: 'recorded' }
  /** The payment it completes was submitted meanwhile (another tab): it cannot take this payor now. */
  | { kind: 'paymentLocked' }
  | CallFailed;

/**
 * Where the money comes from (and above the threshold, the payor's wealth). With login, this completes
 * the payor: the payment draft gets the declaration id and the policyholder returns to review.
 */
export class SubmitSourceOfFunds {
  constructor(
    private readonly apis: ClientByMode,
    private readonly draft: PayorDraft,
    private readonly payment: PaymentDraft,
    private readonly navigation: NavigationPort,
    private readonly errors: ErrorState,
  ) {}

  /** Checks only, so a screen can show these errors together with its own (the guest's Pay step). */
  check(form: SourceOfFundsForm) {
    return checkSourceOfFunds(form, this.draft.snapshot.amountCents ?? 0);
  }

  async execute(mode: PayorMode, form: SourceOfFundsForm): Promise<SourceOfFundsOutcome> {
    const { declarationId, mode: draftMode } = this.draft.snapshot;
    if (!declarationId || draftMode !== mode) return { kind: 'noDeclaration' };
    const checked = this.check(form);
    if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
    const request: Body<'/rs/v1/third-party/declarations/source-of-funds'> = { declarationId, ...checked.value };
    const api = this.apis[mode];
    const result = await api.post(THIRD_PARTY_PATHS.sourceOfFunds, request, sourceOfFundsReply);
    if (!result.ok) return reportFailure(this.errors, 'third-party', result.failure);
    this.draft.sourceOfFundsDone(checked.value);
    if (mode === 'signed-in') {
      if (!this.payment.edit({ payor: { kind: 'third-party', declarationId } })) return { kind: 'paymentLocked' };
      this.navigation.go(PATH.paymentReview);
    }
    return { kind: 'recorded' };
  }
}
