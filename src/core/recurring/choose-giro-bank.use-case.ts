import type { RecurringDraft } from './recurring-draft';
import { ROUTE } from '../shared/routes';
import type { GiroBank } from '../api/recurring.contract';

export type ChooseBankResult = { ok: true; next: string } | { ok: false; error: 'noBank' | 'noAccount' | 'locked' };

/** ROUTE.giroSelectBank: the bank, with the first deduction date the server gave for it. */
export class ChooseGiroBank {
  constructor(private readonly draft: RecurringDraft) {}

  execute(bank: GiroBank | undefined, firstDeductionDate: string): ChooseBankResult {
    const giro = this.draft.snapshot.giro;
    if (!giro?.ownAccountDeclared || this.draft.snapshot.method !== 'giro') return { ok: false, error: 'noAccount' };
    if (!bank) return { ok: false, error: 'noBank' };
    if (!this.draft.edit({ giro: { ...giro, bank, firstDeductionDate } })) return { ok: false, error: 'locked' };
    return { ok: true, next: ROUTE.giroReview };
  }
}
