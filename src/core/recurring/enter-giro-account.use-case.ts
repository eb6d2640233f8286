import type { NavigationPort } from '../ports/navigation.port';
import type { RecurringDraft } from './recurring-draft';
import { PATH } from '../shared/paths';
import type { RecurringPolicy } from '../api/recurring.contract';

/** GIRO forms carry the payer's name in up to 140 characters, in the letters banks print on records. */
export const HOLDER_NAME_MAX = 140;
const HOLDER_NAME = /^[A-Za-z][A-Za-z .,'\-/()@&]*$/;

export type HolderNameError = 'required' | 'tooLong' | 'characters';
export interface GiroAccountErrors {
  policy?: 'required' | 'unconfirmed';
  accountHolderName?: HolderNameError;
  ownAccountDeclared?: 'required';
}
export type EnterGiroAccountResult = { ok: true } | { ok: false; errors: GiroAccountErrors };

export interface GiroAccountInput {
  policy: RecurringPolicy | undefined;
  accountHolderName: string;
  ownAccountDeclared: boolean;
}

export function checkHolderName(raw: string): HolderNameError | undefined {
  const name = normaliseName(raw);
  if (!name) return 'required';
  if (name.length > HOLDER_NAME_MAX) return 'tooLong';
  if (!HOLDER_NAME.test(name)) return 'characters';
  return undefined;
}

export function normaliseName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** PATH.giro: the policy, the account holder's name as the bank has it, and the own-account declaration. */
export class EnterGiroAccount {
  constructor(
    private readonly draft: RecurringDraft,
    private readonly navigation: NavigationPort,
  ) {}

  execute(input: GiroAccountInput): EnterGiroAccountResult {
    const errors: GiroAccountErrors = {};
    const state = this.draft.snapshot.submission?.state;
    if (!input.policy) errors.policy = 'required';
    else if (state === 'sending' || state === 'unconfirmed') errors.policy = 'unconfirmed';
    const nameError = checkHolderName(input.accountHolderName);
    if (nameError) errors.accountHolderName = nameError;
    if (!input.ownAccountDeclared) errors.ownAccountDeclared = 'required';
    if (Object.keys(errors).length || !input.policy) return { ok: false, errors };

    this.draft.start(input.policy, 'giro');
    const previous = this.draft.snapshot.giro;
    this.draft.edit({
      giro: { ...previous, accountHolderName: normaliseName(input.accountHolderName), ownAccountDeclared: true },
    });
    this.navigation.go(PATH.giroSelectBank);
    return { ok: true };
  }
}
