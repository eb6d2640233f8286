import { bool, literal, object, optional, str } from '../shared/decode';
import type { DraftStoragePort } from '../ports/draft-storage.port';
import type { IdGeneratorPort } from '../ports/id-generator.port';
import {
  GIRO_BANKS,
  RECURRING_CARD_TYPES,
  recurringPolicyDecoder,
  type GiroBank,
  type RecurringCardType,
  type RecurringPolicy,
} from '../api/recurring.contract';
import { readStoredDraft, StoredDraft, type Intent, type MissingStep } from '../shared/stored-draft';
import { PATH, type PagePath } from '../shared/paths';

export type RecurringMethod = 'giro' | 'card';

export interface GiroDetails {
  accountHolderName: string;
  ownAccountDeclared: boolean;
  bank?: GiroBank;
  firstDeductionDate?: string;
}

/**
 * The arrangement intent once Submit was pressed (the shared draft life-cycle, Intent): accepted means the
 * server made the arrangement, and `url` is the bank's or gateway's page to continue on.
 */
export interface ArrangementSubmission extends Intent {
  url?: string;
}

export interface RecurringDraftSnapshot {
  /** The arrangement intent's idempotency key, born with the draft, so a duplicated tab sets up one arrangement. */
  key?: string;
  policy?: RecurringPolicy;
  method?: RecurringMethod;
  giro?: GiroDetails;
  cardType?: RecurringCardType;
  submission?: ArrangementSubmission;
}

export type RecurringStep = 'noPolicy' | 'noAccount' | 'noBank' | 'noCardType';

export const EMPTY_RECURRING_DRAFT: RecurringDraftSnapshot = Object.freeze({});

/**
 * The arrangement being put together, persisted on every change so a refresh keeps it, and above all
 * keeps its idempotency key. Once submitted it is locked: changing the bank under the same key would be
 * a different arrangement, and a new key could set up two. Its life-cycle is StoredDraft's.
 */
export class RecurringDraft extends StoredDraft<RecurringDraftSnapshot, ArrangementSubmission> {
  constructor(storage: DraftStoragePort, ids: IdGeneratorPort) {
    super(storage, ids, EMPTY_RECURRING_DRAFT, readDraft);
  }

  /** A new choice of policy and method starts a new draft. */
  start(policy: RecurringPolicy, method: RecurringMethod): void {
    const same = this.snapshot.policy?.policyNumber === policy.policyNumber && this.snapshot.method === method;
    // Coming back to the same choice keeps what was typed (e.g. after the invalid-account dialog), and the
    // key while nothing was sent under it; a new choice is a new intent with a new key.
    const key = same && !this.snapshot.submission && this.snapshot.key ? this.snapshot.key : this.ids.newId();
    this.save(same ? { ...this.snapshot, key, policy, submission: undefined } : { key, policy, method });
  }

  /** Returns false, changing nothing, once the draft is locked. */
  edit(change: Partial<Pick<RecurringDraftSnapshot, 'giro' | 'cardType'>>): boolean {
    if (this.locked) return false;
    this.save({ ...this.snapshot, ...change });
    return true;
  }

  /**
   * The first step of `journey` (the draft's own method; without one, GIRO's, which starts at the recurring entry)
   * not done before `page` (the review: every step), or undefined.
   */
  missingStep(
    journey: RecurringMethod = this.snapshot.method ?? 'giro',
    page?: PagePath,
  ): MissingStep<RecurringStep> | undefined {
    const { policy, method, giro, cardType } = this.snapshot;
    const chosen = policy !== undefined && method === journey;
    return firstMissing(
      page,
      journey === 'giro'
        ? [
            ['noPolicy', PATH.recurring, chosen],
            ['noAccount', PATH.giro, Boolean(giro?.ownAccountDeclared && giro.accountHolderName)],
            ['noBank', PATH.giroSelectBank, giro?.bank !== undefined],
          ]
        : [
            ['noPolicy', PATH.card, chosen],
            ['noCardType', PATH.cardSelectType, cardType !== undefined],
          ],
    );
  }

  accepted(reference: string, url: string): void {
    this.accept({ reference, url });
  }
}

const giro = object({
  accountHolderName: str,
  ownAccountDeclared: bool,
  bank: optional(literal(...GIRO_BANKS)),
  firstDeductionDate: optional(str),
});
const submission = object({
  key: str,
  state: literal('sending', 'unconfirmed', 'accepted'),
  reference: optional(str),
  url: optional(str),
});
const draft = object({
  key: optional(str),
  policy: optional(recurringPolicyDecoder),
  method: optional(literal('giro', 'card')),
  giro: optional(giro),
  cardType: optional(literal(...RECURRING_CARD_TYPES)),
  submission: optional(submission),
});

function readDraft(raw: string | null): RecurringDraftSnapshot {
  return readStoredDraft(raw, draft, EMPTY_RECURRING_DRAFT);
}

/**
 * The first of a journey's steps (in order: its code, its page, whether the draft has it) not done before `page` (all
 * of them without one), or undefined.
 */
function firstMissing<C extends string>(
  page: PagePath | undefined,
  steps: readonly (readonly [C, PagePath, boolean])[],
): MissingStep<C> | undefined {
  for (const [missing, at, done] of steps) {
    if (at === page) return undefined;
    if (!done) return { missing, at };
  }
  return undefined;
}
