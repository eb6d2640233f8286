import {
  arrayOf,
  literal,
  nonEmptyStr,
  object,
  optional,
  str,
  webAddress,
  whole,
  type Decoded,
  type Decoder,
} from '../shared/decode';
import type { IdType, Rsa } from './login.contract';
import { CARD_BRANDS, type CardBrand } from './payment.codes';
import { ROUTE } from '../shared/routes';
import type { FundSource, Nationality, PaymentReason, Relationship } from './third-party.codes';

/**
 * The third-party payor calls (docs/api.md, "Third-party payor"): one source for the portal and the
 * sandbox. POST with a JSON body, the spec's envelope in reply. `Rsa` values are RSA-OAEP (SHA-256)
 * ciphertext in base64: the payor's and the policyholder's ID number and date of birth never travel
 * in plain text. Amounts are integer cents.
 */
export const THIRD_PARTY_PATHS = {
  /** Standalone: finds one policy by number plus the policyholder's identity; returns a guest token for it. */
  findPolicy: '/rs/v1/third-party/policy/find',
  declarations: '/rs/v1/third-party/declarations',
  sourceOfFunds: '/rs/v1/third-party/declarations/source-of-funds',
  /** Standalone payment with the guest token (Idempotency-Key header, as POST /payments). */
  payments: '/rs/v1/third-party/payments',
  paymentStatus: '/rs/v1/third-party/payments/status',
} as const;

/** Error codes of the third-party calls, in body.errors[0].errorCode. */
export const THIRD_PARTY_ERRORS = {
  /** The catalogue's code: its dialog text is the spec's. */
  screeningUnavailable: 'AML_SCREENING_NOT_AVAILABLE',
  /** No premium due for these details: a wrong number, a wrong identity and nothing due alike (no probing). */
  policyNotFound: 'THIRD_PARTY_POLICY_NOT_FOUND',
  /** 429: too many finds that found nothing, for this identity, policy number or client (docs/api.md, "Lock-outs"). */
  findLimited: 'THIRD_PARTY_FIND_LIMITED',
  declarationInvalid: 'THIRD_PARTY_DECLARATION_INVALID',
  declarationNotFound: 'THIRD_PARTY_DECLARATION_NOT_FOUND',
  sourceOfWealthRequired: 'THIRD_PARTY_SOURCE_OF_WEALTH_REQUIRED',
  notAllowed: 'THIRD_PARTY_NOT_ALLOWED',
  paymentNotFound: 'THIRD_PARTY_PAYMENT_NOT_FOUND',
  amountInvalid: 'PAYMENT_AMOUNT_INVALID',
  idempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const;

/**
 * Screening unavailable is answered with HTTP 424 (a dependency failed), not a 5xx: the spec closes a
 * 5xx dialog with a logout, and a payor should only be told to try again later (docs/api.md "Third-party payor").
 */
export const SCREENING_UNAVAILABLE_STATUS = 424;

export {
  FUND_SOURCES,
  NATIONALITIES,
  PAYMENT_REASONS,
  RELATIONSHIPS,
  SOURCE_OF_WEALTH_THRESHOLD_CENTS,
  needsSourceOfWealth,
  type FundSource,
  type Nationality,
  type PaymentReason,
  type Relationship,
} from './third-party.codes';

// ---- POST findPolicy (no bearer) ---------------------------------------------------------------

export interface FindPolicyRequest {
  policyNumber: string;
  idType: IdType;
  /** The policyholder's. */
  idNumber: Rsa;
  dateOfBirth: Rsa;
}

/**
 * What the payor's next step needs, no more: the amount due caps what they may declare and pay. Nothing about the
 * policyholder or the policy itself (its product, due date, overdue or not), which anyone holding an ID number and a
 * date of birth could otherwise read.
 */
const policyDueShape = object({
  policyNumber: str,
  amountDueCents: whole,
});
export type ThirdPartyPolicy = Decoded<typeof policyDueShape>;

export const findPolicyReply = object({
  /** A bearer token scoped to this one policy's third-party payment; worthless for anything else. */
  guestToken: nonEmptyStr,
  expiresInSeconds: whole,
  policy: policyDueShape,
});
export type FindPolicyReply = Decoded<typeof findPolicyReply>;

// ---- POST declarations ------------------------------------------------------------------------

export interface PayorDeclaration {
  fullName: string;
  idType: IdType;
  idNumber: Rsa;
  /** ISO YYYY-MM-DD, encrypted. */
  dateOfBirth: Rsa;
  nationality: Nationality;
  nationalityOther?: string;
  relationship: Relationship;
  relationshipOther?: string;
  reason: PaymentReason;
  reasonOther?: string;
  mobile: string;
  email: string;
  /** The ticked declaration that the information is true. */
  declaredTrue: true;
}

export interface DeclarationRequest {
  /** The policies this payment covers: the payment draft's, or the guest token's one policy. */
  policyNumbers: string[];
  amountCents: number;
  payor: PayorDeclaration;
}

export const declarationReply: Decoder<
  { screening: 'cleared'; declarationId: string } | { screening: 'held'; reference: string }
> = (v) =>
  object({ screening: literal('cleared'), declarationId: nonEmptyStr })(v) ??
  object({ screening: literal('held'), reference: nonEmptyStr })(v);
export type DeclarationReply = Decoded<typeof declarationReply>;

// ---- POST sourceOfFunds -----------------------------------------------------------------------

export interface SourceOfFundsRequest {
  declarationId: string;
  source: FundSource;
  sourceOther?: string;
  /** Required above SOURCE_OF_WEALTH_THRESHOLD_CENTS. */
  sourceOfWealth?: { source: FundSource; description?: string };
}

export const sourceOfFundsReply = object({ declarationId: str, complete: literal(true) });

// ---- POST payments (guest) --------------------------------------------------------------------

export interface GuestPaymentRequest {
  declarationId: string;
  amountCents: number;
  method: { kind: 'card'; brand: CardBrand };
}

export const guestPaymentReply = object({
  paymentId: str,
  reference: str,
  totalCents: whole,
  /** The card gateway's hosted page; it returns to /payment-status/third-party[/succesful]?ref=… */
  next: object({ kind: literal('redirect'), url: webAddress }),
});
export type GuestPaymentReply = Decoded<typeof guestPaymentReply>;

// ---- POST paymentStatus (guest) ---------------------------------------------------------------

export const GUEST_PAYMENT_STATES = ['pending', 'successful', 'unsuccessful', 'aml', 'cancelled'] as const;
export type GuestPaymentState = (typeof GUEST_PAYMENT_STATES)[number];

const guestStatusShape = object({
  reference: str,
  status: literal(...GUEST_PAYMENT_STATES),
  cardBrand: literal(...CARD_BRANDS),
  lines: arrayOf(object({ policyNumber: str, productName: str, amountCents: whole }), 20),
  totalCents: whole,
  /** The payor's name as declared: the receipt is theirs. */
  payorName: str,
  createdAt: str,
  paidAt: optional(str),
  reason: optional(str),
});
export type GuestPaymentStatus = Omit<Decoded<typeof guestStatusShape>, 'paidAt' | 'reason'> & {
  paidAt?: string;
  reason?: string;
};
export const guestPaymentStatusReply: Decoder<GuestPaymentStatus> = guestStatusShape;

/** Where the gateway sends the payor back to. */
export const THIRD_PARTY_OUTCOME_PATHS = {
  successful: ROUTE.thirdPartySuccessful,
  other: ROUTE.thirdPartyStatus,
} as const;
