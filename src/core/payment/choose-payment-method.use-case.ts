import { checkTotal, type LimitError } from '../shared/money';
import { PATH } from '../shared/paths';
import type { NavigationPort } from '../ports/navigation.port';
import type { PaymentDraft, PaymentMethod, Payor } from './payment-draft';

export type ChooseMethodResult = { ok: true } | { ok: false; error: 'noPolicies' | 'locked' | LimitError };

/** Step 2: card (with its brand) or PayNow, and who pays. A third party goes through the declaration first. */
export class ChoosePaymentMethod {
  constructor(
    private readonly draft: PaymentDraft,
    private readonly navigation: NavigationPort,
  ) {}

  execute(method: PaymentMethod, payor: Payor['kind']): ChooseMethodResult {
    if (this.draft.locked) return { ok: false, error: 'locked' };
    if (this.draft.snapshot.lines.length === 0) return { ok: false, error: 'noPolicies' };
    const limit = checkTotal(this.draft.totalCents, method.kind);
    if (limit) return { ok: false, error: limit };
    const current = this.draft.snapshot.payor;
    // Keep a declaration already made when the customer only changes the method.
    const nextPayor: Payor =
      payor === 'policyholder'
        ? { kind: 'policyholder' }
        : current?.kind === 'third-party'
          ? current
          : { kind: 'third-party' };
    this.draft.edit({ method, payor: nextPayor });
    this.navigation.go(payor === 'policyholder' ? PATH.paymentReview : PATH.thirdPartyDeclaration);
    return { ok: true };
  }
}
