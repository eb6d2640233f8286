import { arrayOf, literal, num, object, optional, str, type Decoder } from '../shared/decode';
import type { DraftStoragePort } from '../ports/draft-storage.port';
import type { IdGeneratorPort } from '../ports/id-generator.port';
import { Store } from '../shared/store';
import { CARD_BRANDS, type CardBrand, type NextStep, type PayNowInstruction } from '../api/payment.contract';
import { sumCents, type Cents } from '../shared/money';
import { readStoredDraft } from '../shared/stored-draft';

export interface DraftLine {
  policyNumber: string;
  productName: string;
  amountCents: Cents;
  amountDueCents: Cents;
  amountFixed: boolean;
}

export type PaymentMethod = { kind: 'card'; brand: CardBrand } | { kind: 'paynow' };
export type Payor = { kind: 'policyholder' } | { kind: 'third-party'; declarationId?: string };

/**
 * A submission is the payment intent once Pay was pressed: its idempotency key is fixed from then on.
 * sending: a request is (or may be) in flight; unconfirmed: we do not know whether the server made the
 * payment; accepted: it did, and `next` says where the customer goes.
 */
export interface Submission {
  key: string;
  state: 'sending' | 'unconfirmed' | 'accepted';
  paymentId?: string;
  reference?: string;
  next?: NextStep;
}

export interface DraftSnapshot {
  /**
   * The payment intent's idempotency key, born with the draft: a duplicated tab, a restored tab or a second
   * window copies it with the draft, so pressing Pay in each still makes one payment (issue 15).
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
 * would be a different payment, and a new key could pay twice.
 */
export class PaymentDraft {
  readonly store: Store<DraftSnapshot>;

  constructor(
    private readonly storage: DraftStoragePort,
    private readonly ids: IdGeneratorPort,
  ) {
    this.store = new Store(readDraft(storage.read()));
  }

  get snapshot(): DraftSnapshot {
    return this.store.getSnapshot();
  }

  get locked(): boolean {
    return this.snapshot.submission !== undefined;
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

  /** The key Pay sends: the submission's if there is one, else the draft's own (made now for a draft stored without). */
  intentKey(): string {
    const { submission, key } = this.snapshot;
    if (submission) return submission.key;
    if (key) return key;
    const made = this.ids.newId();
    this.save({ ...this.snapshot, key: made });
    return made;
  }

  submit(key: string): void {
    this.save({ ...this.snapshot, key, submission: { key, state: 'sending' } });
  }

  unconfirmed(): void {
    const s = this.snapshot.submission;
    if (s) this.save({ ...this.snapshot, submission: { ...s, state: 'unconfirmed' } });
  }

  accepted(paymentId: string, reference: string, next: NextStep): void {
    const s = this.snapshot.submission;
    if (s) this.save({ ...this.snapshot, submission: { key: s.key, state: 'accepted', paymentId, reference, next } });
  }

  /** The server settled the intent without taking money (declined, cancelled, expired): a new Pay is a new payment, with a new key. */
  release(): void {
    const { submission: _, ...rest } = this.snapshot;
    this.save({ ...rest, key: this.ids.newId() });
  }

  /** Paid or held for review: nothing left to pay. */
  clear(): void {
    this.storage.clear();
    this.store.set(EMPTY_DRAFT);
  }

  /** The customer's session ended: the draft and its key go (CustomerMemory). */
  forget(): void {
    if (this.snapshot !== EMPTY_DRAFT) this.clear();
  }

  private save(next: DraftSnapshot): void {
    this.storage.write(JSON.stringify(next));
    this.store.set(next);
  }
}

export function payNowOf(draft: DraftSnapshot): PayNowInstruction | undefined {
  const next = draft.submission?.next;
  return next?.kind === 'paynow' ? next : undefined;
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
