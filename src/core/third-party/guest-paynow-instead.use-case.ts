import type { NavigationPort } from '../ports/navigation.port';
import { payNowMayFollow } from '../payment/paynow-instead.use-case';
import { PATH } from '../shared/paths';
import type { GuestPaymentStatus } from '../api/third-party.contract';
import type { PayorDraft } from './payor-draft';

/**
 * The guest payor's declined card, the policyholder's way forward: the same declaration and amount, by PayNow, on the
 * payment's own page with PayNow chosen (the payor still authorises it there). Offered by the policyholder's rule,
 * while this tab's draft, released by the decline, still holds the declaration for exactly that amount.
 */
export class GuestPayNowInstead {
  constructor(
    private readonly draft: PayorDraft,
    private readonly navigation: NavigationPort,
  ) {}

  offers(payment: GuestPaymentStatus): boolean {
    const { mode, declarationId, amountCents, submission } = this.draft.snapshot;
    const same = mode === 'guest' && !!declarationId && amountCents === payment.totalCents && !submission;
    return payNowMayFollow(payment) && same;
  }

  execute(): void {
    this.draft.choosePayNow();
    this.navigation.go(PATH.thirdPartySourceOfFunds);
  }
}
