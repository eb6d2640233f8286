import { arrayOf, literal, num, object, optional, str, type Decoder } from '../shared/decode';
import type { DraftStoragePort } from '../ports/draft-storage.port';
import type { IdGeneratorPort } from '../ports/id-generator.port';
import { CARD_BRANDS, type CardBrand } from '../api/payment.codes';
import type { NextStep, PayNowInstruction } from '../api/payment.contract';
import { sumCents, type Cents } from '../shared/money';
import { readStoredDraft, StoredDraft, type Intent } from '../shared/stored-draft';

export interface DraftLine {
  policyNumber: string;
  productName: string;
  amountCents: Cents;
  amountDueCents: Cents;
  amountFixed: boolean;
  /** A GIRO or card deduction already scheduled for this premium: paying it here too means it is taken twice. */
  alsoCollected?: ScheduledDeduction;
}

export interface ScheduledDeduction {
  by: 'giro' | 'card';
  /** The deduction's date, yyyy-mm-dd. */
  on: string;
}

export type PaymentMethod = { kind: 'card'; brand: CardBrand } | { kind: 'paynow' };
export type Payor = { kind: 'policyholder' } | { kind: 'third-party'; declarationId?: string };

/**
 * A submission is the payment intent once Pay was pressed (the shared draft life-cycle, Intent):
 * accepted means the server made the payment, and `next` says where the customer goes.
 */
export interface Submission extends Intent {
  paymentId?: string;
  next?: NextStep;
}

export interface DraftSnapshot {
  /**
   * The payment intent's idempotency key, born with the draft: a duplicated tab, a restored tab or a second
   * window copies it with the draft, so pressing Pay in each still makes one payment.
   */
  key?: string;
  lines: readonly DraftLine[];
  method?: PaymentMethod;
  payor?: Payor;
  submission?: Submission;
}

export const EMPTY_DRAFT: DraftSnapshot = Object.freeze({ lines: Object.freeze([]) });

/**
 * The one-time payment being put together, persisted on every change so a refresh keeps it, and above
 * all keeps its idempotency key. Once submitted it is locked: changing the amounts under the same key
 * would be a different payment, and a new key could pay twice. Its life-cycle is StoredDraft's.
 */
export class PaymentDraft extends StoredDraft<DraftSnapshot, Submission> {
  constructor(storage: DraftStoragePort, ids: IdGeneratorPort) {
    super(storage, ids, EMPTY_DRAFT, readDraft);
  }

  get totalCents(): Cents {
    return sumCents(this.snapshot.lines.map((l) => l.amountCents));
  }

  /** Returns false, changing nothing, once the draft is locked. The first edit gives the draft its key. */
  edit(change: Partial<Pick<DraftSnapshot, 'lines' | 'method' | 'payor'>>): boolean {
    if (this.locked) return false;
    this.save({ ...this.snapshot, ...change, key: this.snapshot.key ?? this.ids.newId() });
    return true;
  }

  accepted(paymentId: string, reference: string, next: NextStep): void {
    this.accept({ paymentId, reference, next });
  }

  /** The PayNow code the server answered this draft's payment with, if it did. */
  get payNow(): PayNowInstruction | undefined {
    const next = this.snapshot.submission?.next;
    return next?.kind === 'paynow' ? next : undefined;
  }
}

const cents: Decoder<number> = (v) => {
  const n = num(v);
  return n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};
const bool: Decoder<boolean> = (v) => (typeof v === 'boolean' ? v : undefined);
const line = object({
  policyNumber: str,
  productName: str,
  amountCents: cents,
  amountDueCents: cents,
  amountFixed: bool,
  alsoCollected: optional(object({ by: literal('giro', 'card'), on: str })),
});
const method: Decoder<PaymentMethod> = (v) =>
  object({ kind: literal('card'), brand: literal(...CARD_BRANDS) })(v) ?? object({ kind: literal('paynow') })(v);
const payor: Decoder<Payor> = (v) =>
  object({ kind: literal('policyholder') })(v) ??
  object({ kind: literal('third-party'), declarationId: optional(str) })(v);
const redirect = object({ kind: literal('redirect'), url: str });
const payNow = object({
  kind: literal('paynow'),
  payload: str,
  uen: str,
  merchantName: str,
  amountCents: cents,
  reference: str,
  expiresAt: str,
});
const submission = object({
  key: str,
  state: literal('sending', 'unconfirmed', 'accepted'),
  paymentId: optional(str),
  reference: optional(str),
  next: optional((v: unknown) => redirect(v) ?? payNow(v)),
});
const draft = object({
  key: optional(str),
  lines: arrayOf(line, 100),
  method: optional(method),
  payor: optional(payor),
  submission: optional(submission),
});

function readDraft(raw: string | null): DraftSnapshot {
  return readStoredDraft(raw, draft, EMPTY_DRAFT);
}
