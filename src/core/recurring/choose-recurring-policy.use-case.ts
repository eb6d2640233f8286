import type { NavigationPort } from '../ports/navigation.port';
import { CARD_LIMIT_CENTS } from '../shared/money';
import type { RecurringDraft, RecurringMethod } from './recurring-draft';
import { PATH } from '../shared/paths';
import type { RecurringPolicy } from '../api/recurring.contract';

export type ChooseRecurringError = 'noPolicy' | 'noMethod' | 'unconfirmed' | 'cardAboveLimit';
export type ChooseRecurringResult = { ok: true } | { ok: false; error: ChooseRecurringError };

/** Whether a premium can go on a card at all: the card limit of one-time payments holds for each deduction too. */
export function cardAllowed(policy: Pick<RecurringPolicy, 'premiumCents'>): boolean {
  return policy.premiumCents <= CARD_LIMIT_CENTS;
}

/**
 * PATH.recurring (policy and method), PATH.card (policy): starts the draft. Refused
 * while an earlier submission's outcome is unknown: a fresh key then could set up a second arrangement.
 */
export class ChooseRecurringPolicy {
  constructor(
    private readonly draft: RecurringDraft,
    private readonly navigation: NavigationPort,
  ) {}

  execute(policy: RecurringPolicy | undefined, method: RecurringMethod | undefined): ChooseRecurringResult {
    if (!policy) return { ok: false, error: 'noPolicy' };
    if (!method) return { ok: false, error: 'noMethod' };
    const state = this.draft.snapshot.submission?.state;
    if (state === 'sending' || state === 'unconfirmed') return { ok: false, error: 'unconfirmed' };
    if (method === 'card' && !cardAllowed(policy)) return { ok: false, error: 'cardAboveLimit' };
    this.draft.start(policy, method);
    this.navigation.go(method === 'giro' ? PATH.giro : PATH.cardSelectType);
    return { ok: true };
  }
}
