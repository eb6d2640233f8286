import type { NavigationPort } from '../ports/navigation.port';
import type { RecurringDraft } from './recurring-draft';
import { PATH } from '../shared/paths';
import type { GiroBank } from '../api/recurring.contract';

export type ChooseBankResult = { ok: true } | { ok: false; error: 'noBank' | 'noAccount' | 'locked' };

/**
 * PATH.giroSelectBank: the bank, with the first deduction date the server gave for it. Opened before its steps,
 * the page links to the missing one (MissingStep); with the draft locked by a submission, the customer goes back to
 * the account step.
 */
export class ChooseGiroBank {
  constructor(
    private readonly draft: RecurringDraft,
    private readonly navigation: NavigationPort,
  ) {}

  execute(bank: GiroBank | undefined, firstDeductionDate: string): ChooseBankResult {
    if (this.draft.missingStep('giro', PATH.giroSelectBank)) return { ok: false, error: 'noAccount' };
    if (!bank) return { ok: false, error: 'noBank' };
    if (!this.draft.edit({ giro: { ...this.draft.snapshot.giro!, bank, firstDeductionDate } })) {
      this.navigation.go(PATH.giro);
      return { ok: false, error: 'locked' };
    }
    this.navigation.go(PATH.giroReview);
    return { ok: true };
  }
}
