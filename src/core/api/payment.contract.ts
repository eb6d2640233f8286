import {
  arrayOf,
  bool,
  literal,
  num,
  object,
  optional,
  str,
  webAddress,
  whole,
  type Decoded,
  type Decoder,
} from '../shared/decode';
import { CARD_BRANDS, type CardBrand } from './payment.codes';

/**
 * The payment calls of our API (docs/api.md, "Payments"): paths, request types and decoders of the
 * replies' bodies. Imported by the portal and by the sandbox, so both sides are held to one contract.
 * Amounts are integer cents; calendar dates `YYYY-MM-DD`; instants ISO 8601 with an offset.
 */
export const PAYMENT_PATHS = {
  policiesDue: '/rs/v1/policies/due',
  payments: '/rs/v1/payments',
  paymentStatus: '/rs/v1/payments/status',
  payNowStatus: '/rs/v1/paynow/status',
} as const;

/**
 * The header that makes POST /payments (and /arrangements, /guest-payments) idempotent: one effect per key, whatever
 * the retries. Stated here, in the contract, not in exactly-once.ts: a screen that reads this file for its card
 * brands must not load the HTTP retry code and the failure policy with it (docs/performance.md).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Error codes of the payment calls, in body.errors[0].errorCode. */
export const PAYMENT_ERRORS = {
  idempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  policyNotPayable: 'POLICY_NOT_PAYABLE',
  amountInvalid: 'PAYMENT_AMOUNT_INVALID',
  limitExceeded: 'PAYMENT_LIMIT_EXCEEDED',
  paymentNotFound: 'PAYMENT_NOT_FOUND',
  requestInvalid: 'PAYMENT_REQUEST_INVALID',
} as const;

const int: Decoder<number> = (v) => {
  const n = num(v);
  return n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};
const isoDate: Decoder<string> = (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
const instant: Decoder<string> = (v) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v)
    ? v
    : undefined;

export { CARD_BRANDS, type CardBrand } from './payment.codes';

// POST /rs/v1/policies/due: {} -> the logged-in customer's policies with premium due.
const policyDueShape = object({
  policyNumber: str,
  productName: str,
  /** `application`: a new policy's initial premium, paid exactly (acceptance-code login). */
  kind: literal('policy', 'application'),
  amountDueCents: int,
  dueDate: isoDate,
  overdue: bool,
  /** Whether the customer may change the amount (false for an application's initial premium). */
  amountFixed: bool,
  /** The policy's current recurring arrangement, shown so a customer does not pay twice by accident. */
  recurring: optional(literal('giro', 'card')),
});
// decode.ts's Decoded<> cannot see that an optional() field may be absent: say so here.
export type PolicyDue = Omit<Decoded<typeof policyDueShape>, 'recurring'> & { recurring?: 'giro' | 'card' };
export const policyDueDecoder: Decoder<PolicyDue> = policyDueShape;
export const policiesDueDecoder: Decoder<{ policies: PolicyDue[] }> = object({
  policies: arrayOf(policyDueDecoder, 100),
});
export type PoliciesDueBody = { policies: PolicyDue[] };

// POST /rs/v1/payments with Idempotency-Key: creates the payment, or replays the one made with that key.
export type PayorRequest = { kind: 'policyholder' } | { kind: 'third-party'; declarationId: string };
export interface CreatePaymentRequest {
  lines: { policyNumber: string; amountCents: number }[];
  method: { kind: 'card'; brand: CardBrand } | { kind: 'paynow' };
  payor: PayorRequest;
}

const redirectNext = object({ kind: literal('redirect'), url: webAddress });
const payNowNext = object({
  kind: literal('paynow'),
  /** The EMVCo payload to draw; the portal checks its CRC and content first. */
  payload: str,
  uen: str,
  merchantName: str,
  amountCents: int,
  reference: str,
  expiresAt: instant,
});
export type PayNowInstruction = Decoded<typeof payNowNext>;
export type NextStep = Decoded<typeof redirectNext> | PayNowInstruction;
const nextStep: Decoder<NextStep> = (v) => redirectNext(v) ?? payNowNext(v);

export const PAYMENT_STATES = ['pending', 'successful', 'unsuccessful', 'aml', 'cancelled', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * The payment made, or the one already open or paid for the same policy instalment: one premium,
 * one payment. `status` is its state now; anything but pending means there is nothing left to pay here.
 */
export const createPaymentDecoder = object({
  paymentId: str,
  reference: str,
  totalCents: int,
  next: nextStep,
  status: optional(literal(...PAYMENT_STATES)),
});
export type CreatePaymentBody = Omit<Decoded<typeof createPaymentDecoder>, 'status'> & { status?: PaymentState };

// POST /rs/v1/payments/status {reference}: the payment as a receipt, whatever its state.
const paymentStatusShape = object({
  reference: str,
  status: literal(...PAYMENT_STATES),
  method: literal('card', 'paynow'),
  cardBrand: optional(literal(...CARD_BRANDS)),
  payor: literal('policyholder', 'third-party'),
  lines: arrayOf(object({ policyNumber: str, productName: str, amountCents: int }), 100),
  totalCents: int,
  createdAt: instant,
  paidAt: optional(instant),
  /** Why it failed, in the gateway's words, for unsuccessful payments. */
  reason: optional(str),
});
export type PaymentStatusBody = Omit<Decoded<typeof paymentStatusShape>, 'cardBrand' | 'paidAt' | 'reason'> & {
  cardBrand?: CardBrand;
  paidAt?: string;
  reason?: string;
};
export const paymentStatusDecoder: Decoder<PaymentStatusBody> = paymentStatusShape;

// POST /rs/v1/paynow/status {reference}: cheap enough to poll.
const payNowStatusShape = object({
  status: literal('pending', 'paid', 'expired'),
  expiresAt: instant,
  /**
   * Seconds from this reply to the expiry, on the server's clock: the countdown runs from it, so a
   * device clock that is off does not move the deadline. Optional for an older backend (then expiresAt is used).
   */
  expiresInSeconds: optional(whole),
});
export type PayNowStatusBody = Omit<Decoded<typeof payNowStatusShape>, 'expiresInSeconds'> & {
  expiresInSeconds?: number;
};
export const payNowStatusDecoder: Decoder<PayNowStatusBody> = payNowStatusShape;

export interface ReferenceRequest {
  reference: string;
}
