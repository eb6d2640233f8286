import type { NavigationPort } from '../ports/navigation.port';
import type { RecurringDraft } from './recurring-draft';
import { PATH } from '../shared/paths';
import type { RecurringCardType } from '../api/recurring.contract';

export type ChooseCardTypeResult = { ok: true } | { ok: false; error: 'noCardType' | 'noPolicy' | 'locked' };

/**
 * PATH.cardSelectType. The card itself is entered only on the gateway's page. Without a card draft, or with the
 * draft locked by a submission, the customer goes back to the card journey's first step.
 */
export class ChooseCardType {
  constructor(
    private readonly draft: RecurringDraft,
    private readonly navigation: NavigationPort,
  ) {}

  execute(cardType: RecurringCardType | undefined): ChooseCardTypeResult {
    if (!this.draft.snapshot.policy || this.draft.snapshot.method !== 'card') return this.backToStart('noPolicy');
    if (!cardType) return { ok: false, error: 'noCardType' };
    if (!this.draft.edit({ cardType })) return this.backToStart('locked');
    this.navigation.go(PATH.cardReview);
    return { ok: true };
  }

  private backToStart(error: 'noPolicy' | 'locked'): ChooseCardTypeResult {
    this.navigation.go(PATH.card);
    return { ok: false, error };
  }
}
