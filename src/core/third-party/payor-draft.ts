import type { IdType } from '../api/login.contract';
import type { PayNowInstruction } from '../api/payment.contract';
import type { CryptoPort } from '../ports/crypto.port';
import type { DraftStoragePort } from '../ports/draft-storage.port';
import type { IdGeneratorPort } from '../ports/id-generator.port';
import { readStoredDraft, StoredDraft, type Intent } from '../shared/stored-draft';
import type {
  FundSource,
  Nationality,
  PaymentReason,
  Relationship,
  ThirdPartyPolicy,
} from '../api/third-party.contract';

/** `signed-in`: from the policyholder's payment; `guest`: a payor with a guest token for one policy. */
export type PayorMode = 'signed-in' | 'guest';

/** Who is paying, as the review page and receipt show it: the ID number masked. */
export interface DeclarationSummary {
  payorName: string;
  relationship: Relationship;
  relationshipOther?: string;
  idType: IdType;
  idNumberMasked: string;
}

/**
 * What the payor declared, for their downloadable copy. Identity values and contact details are masked
 * before they are kept: the copy sits in session storage, and the server holds the declaration itself.
 */
export interface DeclarationCopy extends DeclarationSummary {
  declarationId: string;
  /** ISO instant of the declaration. */
  declaredAt: string;
  dateOfBirthMasked: string;
  nationality: Nationality;
  nationalityOther?: string;
  reason: PaymentReason;
  reasonOther?: string;
  mobileMasked: string;
  emailMasked: string;
  /** The guest payor is not told the product (docs/api-payor.md): no productName then. */
  policies: { policyNumber: string; productName?: string; amountCents: number }[];
  amountCents: number;
  sourceOfFunds?: {
    source: FundSource;
    sourceOther?: string;
    sourceOfWealth?: { source: FundSource; description?: string };
  };
}

/**
 * The guest payment's intent (the shared draft life-cycle, Intent): its key is fixed from the first Pay. `payNow`: the
 * code the server answered a PayNow payment with, which the page draws and watches again after a refresh.
 */
export interface GuestPaymentIntent extends Intent {
  payNow?: PayNowInstruction;
}

export interface PayorSnapshot {
  mode?: PayorMode;
  /** Guest: the one policy found, and how much the payor will pay of it. */
  policy?: ThirdPartyPolicy;
  amountCents?: number;
  /** Guest: the guest token, encrypted at rest like the access token. */
  guestToken?: string;
  declarationId?: string;
  summary?: DeclarationSummary;
  copy?: DeclarationCopy;
  sourceOfFundsDone?: boolean;
  /** Screening held the declaration: the reference the outcome page shows. */
  hold?: { reference: string };
  /** The guest payment's idempotency key, born with the declaration, so a duplicated tab pays once. */
  key?: string;
  /** The guest payment, once Pay was pressed. */
  submission?: GuestPaymentIntent;
  /** A declined card's "Pay with PayNow instead": the payment's page opens with PayNow chosen. */
  payNowInstead?: boolean;
}

export const EMPTY_PAYOR: PayorSnapshot = Object.freeze({});

/**
 * The third-party payment in progress, kept in the tab's session storage (its own key, cleared by the
 * spec's logout) so the gateway round trip and a refresh keep it. It never holds an identity value or the
 * payor's contact details in plain text: only masked copies, and the guest token encrypted. Its life-cycle
 * is StoredDraft's, the guest payment being its intent.
 */
export class PayorDraft extends StoredDraft<PayorSnapshot, GuestPaymentIntent> {
  constructor(
    storage: DraftStoragePort,
    private readonly crypto: CryptoPort,
    ids: IdGeneratorPort,
  ) {
    super(storage, ids, EMPTY_PAYOR, read);
  }

  /** The guest token in plain text for the Authorization header, or null. */
  guestToken(): string | null {
    const stored = this.snapshot.guestToken;
    return stored ? this.crypto.decryptToken(stored) : null;
  }

  /** A new search or a new payment: forget everything, the guest token included. */
  reset(): void {
    this.clear();
  }

  foundPolicy(policy: ThirdPartyPolicy, guestToken: string): void {
    this.save({
      mode: 'guest',
      policy,
      amountCents: policy.amountDueCents,
      guestToken: this.crypto.encryptToken(guestToken),
    });
  }

  /** The policyholder's own payment: a declaration made in another tab or earlier is not reused. */
  startSignedIn(): void {
    if (this.snapshot.mode !== 'signed-in') this.save({ mode: 'signed-in' });
  }

  declared(input: {
    declarationId: string;
    amountCents: number;
    summary: DeclarationSummary;
    copy: DeclarationCopy;
  }): void {
    const { hold: _, submission: __, sourceOfFundsDone: ___, payNowInstead: ____, ...rest } = this.snapshot;
    this.save({
      ...rest,
      key: this.ids.newId(),
      declarationId: input.declarationId,
      amountCents: input.amountCents,
      summary: input.summary,
      copy: input.copy,
    });
  }

  held(reference: string): void {
    const { declarationId: _, summary: __, copy: ___, ...rest } = this.snapshot;
    this.save({ ...rest, hold: { reference } });
  }

  sourceOfFundsDone(sourceOfFunds: NonNullable<DeclarationCopy['sourceOfFunds']>): void {
    const copy = this.snapshot.copy;
    this.save({ ...this.snapshot, sourceOfFundsDone: true, ...(copy ? { copy: { ...copy, sourceOfFunds } } : {}) });
  }

  choosePayNow(): void {
    this.save({ ...this.snapshot, payNowInstead: true });
  }

  /** The server made the guest payment: its reference, for the outcome page, and the PayNow code to draw, if any. */
  accepted(reference: string, payNow?: PayNowInstruction): void {
    this.accept(payNow ? { reference, payNow } : { reference });
  }

  /** The PayNow code of this tab's guest payment, once the server made it. */
  get payNow(): PayNowInstruction | undefined {
    const { submission } = this.snapshot;
    return submission?.state === 'accepted' ? submission.payNow : undefined;
  }

  /**
   * Paid, or held for review: nothing is left to declare or pay. The guest token stays (until it expires
   * or a new search) so a refreshed receipt can still be read; the payor's copy and the hold stay too.
   */
  finish(): void {
    const { mode, guestToken, copy, hold, submission } = this.snapshot;
    this.save({
      ...(mode ? { mode } : {}),
      ...(guestToken ? { guestToken } : {}),
      ...(copy ? { copy } : {}),
      ...(hold ? { hold } : {}),
      ...(submission ? { submission } : {}),
    });
  }

  protected override done(): void {
    this.finish();
  }
}

/** What was stored, or nothing if it is missing or not ours (StoredDraft marks a request in flight at unload unconfirmed). */
function read(raw: string | null): PayorSnapshot {
  return readStoredDraft(raw, stored, EMPTY_PAYOR);
}

const FORMER_MODES: Record<string, PayorMode> = { 'with-login': 'signed-in', standalone: 'guest' };

function stored(json: unknown): PayorSnapshot | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { payment, paymentKey, ...s } = json as PayorSnapshot & {
    payment?: GuestPaymentIntent;
    paymentKey?: string;
  };
  // A tab open across the release that named the modes `with-login` and `standalone` keeps its journey.
  const mode = s.mode === undefined ? undefined : (FORMER_MODES[s.mode] ?? s.mode);
  if (mode !== undefined && mode !== 'signed-in' && mode !== 'guest') return undefined;
  // A tab open across the release that gave the guest payment the shared names keeps its payment's key.
  // A stored PayNow code is checked again before it is drawn (PayNowWatch, ADR 0010), as the server's reply is.
  return {
    ...s,
    ...(mode ? { mode } : {}),
    ...(paymentKey ? { key: paymentKey } : {}),
    ...(payment ? { submission: payment } : {}),
  };
}
