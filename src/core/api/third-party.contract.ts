import {
  arrayOf,
  instant,
  isoDate,
  literal,
  nonEmptyStr,
  object,
  optional,
  str,
  webAddress,
  whole,
} from '../shared/decode';
import type { Decoder } from '../shared/decode';
import { listOf, type ApiPath, type Body, type Reply } from './openapi';
import { CARD_BRANDS } from './payment.codes';
import {
  afterPaymentDecoder,
  cardLast4,
  PAYMENT_STATES,
  payNowNextDecoder,
  receiptSentDecoder,
} from './payment.contract';
import { NATIONALITIES } from './third-party.codes';

/**
 * The third-party payor calls (docs/api-payor.md; their fields in docs/openapi.yaml). The payor's and
 * the policyholder's ID number and date of birth travel as RSA-OAEP (SHA-256) ciphertext, never in plain text.
 * Amounts are integer cents.
 */
export const THIRD_PARTY_PATHS = {
  /** Guest: finds one policy by number plus the policyholder's identity; returns a guest token for it. */
  findPolicy: '/rs/v1/third-party/policy/find',
  declarations: '/rs/v1/third-party/declarations',
  sourceOfFunds: '/rs/v1/third-party/declarations/source-of-funds',
  /** Guest payment with the guest token (Idempotency-Key header, as POST /payments). */
  payments: '/rs/v1/third-party/payments',
  paymentStatus: '/rs/v1/third-party/payments/status',
  /** The guest's receipt sent again to the contact they declared, as the payment area's. */
  sendReceipt: '/rs/v1/third-party/payments/receipt/send',
  /** The guest's receipt as a PDF (GET, `?reference=`), as the payment area's. */
  receiptPdf: '/rs/v1/third-party/payments/receipt.pdf',
  /** Either token: Myinfo's consent page, which returns to the declaration the token belongs to. */
  myinfoStart: '/rs/v1/third-party/myinfo/start',
  /** The same token: Myinfo's code and the tab binding, once, for the payor's identity. */
  myinfoPerson: '/rs/v1/third-party/myinfo/person',
} as const satisfies Record<string, ApiPath>;

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
  /** The receipt PDF of a payment neither paid nor held. */
  receiptNotAvailable: 'RECEIPT_NOT_AVAILABLE',
  /** A Myinfo return with a wrong, used or late code, state or tab binding: one answer for all three. */
  myinfoExpired: 'MYINFO_EXPIRED',
  /** 429: too many failed Myinfo returns for this token (docs/api-payor.md, "Myinfo for the payor"). */
  myinfoLimited: 'MYINFO_LIMITED',
} as const;

/**
 * Screening unavailable is answered with HTTP 424 (a dependency failed), not a 5xx: the spec closes a
 * 5xx dialog with a logout, and a payor should only be told to try again later (docs/api-payor.md).
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

export type PayorDeclaration = Body<'/rs/v1/third-party/declarations'>['payor'];

/**
 * What the payor's next step needs, no more: the amount due caps what they may declare and pay. Nothing about the
 * policyholder or the policy itself (its product, due date, overdue or not), which anyone holding an ID number and a
 * date of birth could otherwise read. `guestToken` is a bearer token for this one policy's payment alone.
 */
export type ThirdPartyPolicy = Reply<'/rs/v1/third-party/policy/find'>['policy'];
export const findPolicyReply: Decoder<Reply<'/rs/v1/third-party/policy/find'>> = object({
  guestToken: nonEmptyStr,
  expiresInSeconds: whole,
  policy: object({ policyNumber: str, amountDueCents: whole }),
});

export const declarationReply: Decoder<Reply<'/rs/v1/third-party/declarations'>> = (v) =>
  object({ screening: literal('cleared'), declarationId: nonEmptyStr })(v) ??
  object({ screening: literal('held'), reference: nonEmptyStr })(v);

export const sourceOfFundsReply: Decoder<Reply<'/rs/v1/third-party/declarations/source-of-funds'>> = object({
  declarationId: str,
  complete: literal(true),
});

export const myinfoStartReply: Decoder<Reply<'/rs/v1/third-party/myinfo/start'>> = object({
  authorizeUrl: webAddress,
});

/** The payor as Myinfo holds them: shown as "From Myinfo", kept in memory only, the NRIC shown masked. */
export type MyinfoPerson = Reply<'/rs/v1/third-party/myinfo/person'>;
export const myinfoPersonReply: Decoder<MyinfoPerson> = object({
  myinfoRef: nonEmptyStr,
  fullName: nonEmptyStr,
  idNumber: nonEmptyStr,
  dateOfBirth: isoDate,
  nationality: literal(...NATIONALITIES),
  nationalityOther: optional(str),
  registeredAddress: nonEmptyStr,
});

/**
 * `next` is the card gateway's hosted page, which returns to /payment-status/third-party[/succesful]?ref=…, or the
 * PayNow code the guest's page draws (once checked) and watches.
 */
export const guestPaymentReply: Decoder<Reply<'/rs/v1/third-party/payments'>> = object({
  paymentId: str,
  reference: str,
  totalCents: whole,
  next: (v) => object({ kind: literal('redirect'), url: webAddress })(v) ?? payNowNextDecoder(v),
});

export type GuestPaymentStatus = Reply<'/rs/v1/third-party/payments/status'>;
export type GuestPaymentState = GuestPaymentStatus['status'];
/** The same states as the policyholder's payment: the check fails if either side gains one. */
export const GUEST_PAYMENT_STATES = listOf<GuestPaymentState>()(PAYMENT_STATES);

/**
 * The receipt is the payor's: it carries their name as declared, and the policy by its number alone (ADR 0067). A
 * pending PayNow payment's also says when its code expires, on the server's clock, for the page that polls it.
 */
export const guestPaymentStatusReply: Decoder<GuestPaymentStatus> = object({
  reference: str,
  status: literal(...GUEST_PAYMENT_STATES),
  method: literal('card', 'paynow'),
  cardBrand: optional(literal(...CARD_BRANDS)),
  cardLast4: optional(cardLast4),
  expiresAt: optional(instant),
  expiresInSeconds: optional(whole),
  lines: arrayOf(object({ policyNumber: str, amountCents: whole }), 20),
  totalCents: whole,
  payorName: str,
  createdAt: instant,
  paidAt: optional(instant),
  reason: optional(str),
  receipt: optional(receiptSentDecoder),
  after: optional(afterPaymentDecoder),
});
