import type { RecurringDraft } from './recurring-draft';
import { ROUTE } from '../shared/routes';
import type { RecurringCardType } from '../api/recurring.contract';

export type ChooseCardTypeResult =
  { ok: true; next: string } | { ok: false; error: 'noCardType' | 'noPolicy' | 'locked' };

/** ROUTE.cardSelectType. The card itself is entered only on the gateway's page. */
export class ChooseCardType {
  constructor(private readonly draft: RecurringDraft) {}

  execute(cardType: RecurringCardType | undefined): ChooseCardTypeResult {
    if (!this.draft.snapshot.policy || this.draft.snapshot.method !== 'card') return { ok: false, error: 'noPolicy' };
    if (!cardType) return { ok: false, error: 'noCardType' };
    if (!this.draft.edit({ cardType })) return { ok: false, error: 'locked' };
    return { ok: true, next: ROUTE.cardReview };
  }
}
