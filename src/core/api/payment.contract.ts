import { arrayOf, bool, instant, isoDate, literal, object, optional, str, webAddress, whole } from '../shared/decode';
import type { Decoder } from '../shared/decode';
import { listOf, type ApiPath, type Reply, type Schema } from './openapi';
import { CARD_BRANDS, FREQUENCIES } from './payment.codes';

/**
 * The payment calls (docs/api.md, "Payments"; their fields in docs/openapi.yaml). Amounts are integer cents;
 * calendar dates `YYYY-MM-DD`; instants ISO 8601 with an offset.
 */
export const PAYMENT_PATHS = {
  policiesDue: '/rs/v1/policies/due',
  payments: '/rs/v1/payments',
  paymentStatus: '/rs/v1/payments/status',
  recentPayments: '/rs/v1/payments/recent',
  payNowStatus: '/rs/v1/paynow/status',
  sendReceipt: '/rs/v1/payments/receipt/send',
  /** GET, with `?reference=`: the receipt as a PDF (docs/api.md, "Receipts"). */
  receiptPdf: '/rs/v1/payments/receipt.pdf',
} as const satisfies Record<string, ApiPath>;

/**
 * The header that makes POST /payments (and /arrangements, /guest-payments) idempotent: one effect per key, whatever
 * the retries. Stated here, in the contract, not in exactly-once.ts: a screen that reads this file for its card
 * brands must not load the HTTP retry code and the failure policy with it (docs/performance.md).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The header's error codes, the same on every call that takes it (a reused key is the failure policy's too). */
export const IDEMPOTENCY_ERRORS = { required: 'IDEMPOTENCY_KEY_REQUIRED', reused: 'IDEMPOTENCY_KEY_REUSED' } as const;

/** Error codes of the payment calls, in body.errors[0].errorCode. */
export const PAYMENT_ERRORS = {
  policyNotPayable: 'POLICY_NOT_PAYABLE',
  amountInvalid: 'PAYMENT_AMOUNT_INVALID',
  limitExceeded: 'PAYMENT_LIMIT_EXCEEDED',
  paymentNotFound: 'PAYMENT_NOT_FOUND',
  requestInvalid: 'PAYMENT_REQUEST_INVALID',
  receiptNotAvailable: 'RECEIPT_NOT_AVAILABLE',
  /** 429 with retryAfterSeconds: the receipt was sent again too often (docs/api.md, "Receipts"). */
  receiptSendLimited: 'RECEIPT_SEND_LIMITED',
} as const;

/** Only ever the last four digits: a reply with more of the card number is refused, not shown. */
export const cardLast4: Decoder<string> = (v) => (typeof v === 'string' && /^\d{4}$/.test(v) ? v : undefined);

/** Where the receipt went, masked by the server, and how many more sends it allows now. */
export type ReceiptSent = Schema<'ReceiptSent'>;
export const receiptSentDecoder: Decoder<ReceiptSent> = object({
  channel: literal('email', 'sms'),
  sentTo: str,
  sendsLeft: whole,
});

export { CARD_BRANDS, type CardBrand } from './payment.codes';

/** `application`: a new policy's initial premium, paid exactly (acceptance-code login; `amountFixed`). */
export type PolicyDue = Schema<'PolicyDue'>;
export const policiesDueDecoder: Decoder<Reply<'/rs/v1/policies/due'>> = object({
  policies: arrayOf(
    object({
      policyNumber: str,
      productName: str,
      kind: literal('policy', 'application'),
      lifeAssured: str,
      frequency: literal(...FREQUENCIES),
      amountDueCents: whole,
      dueDate: isoDate,
      overdue: bool,
      coverUntil: optional(isoDate),
      amountFixed: bool,
      /** The policy's current recurring arrangement, shown so a customer does not pay twice by accident. */
      recurring: optional(literal('giro', 'card')),
      nextDeductionDate: optional(isoDate),
    }),
    100,
  ),
});

export type PaymentState = Reply<'/rs/v1/payments/status'>['status'];
export const PAYMENT_STATES = listOf<PaymentState>()([
  'pending',
  'successful',
  'unsuccessful',
  'aml',
  'cancelled',
  'expired',
]);

export type NextStep = Reply<'/rs/v1/payments'>['next'];
export type PayNowInstruction = Schema<'PayNowNext'>;

/** A PayNow code to draw, as POST /payments and the guest payment answer it; the portal checks it before drawing. */
export const payNowNextDecoder: Decoder<PayNowInstruction> = object({
  kind: literal('paynow'),
  /** The EMVCo payload to draw; the portal checks its CRC and content first. */
  payload: str,
  uen: str,
  merchantName: str,
  amountCents: whole,
  reference: str,
  expiresAt: instant,
});

/**
 * The payment made, or the one already open or paid for the same policy instalment: one premium, one payment.
 * `status` is its state now; anything but pending means there is nothing left to pay here.
 */
export const createPaymentDecoder: Decoder<Reply<'/rs/v1/payments'>> = object({
  paymentId: str,
  reference: str,
  totalCents: whole,
  next: (v): NextStep | undefined => object({ kind: literal('redirect'), url: webAddress })(v) ?? payNowNextDecoder(v),
  status: optional(literal(...PAYMENT_STATES)),
});

/** What happens next, on the policyholder's and the payor's receipt: when it shows in the records, each policy's state. */
export type AfterPayment = Schema<'AfterPayment'>;
export const afterPaymentDecoder: Decoder<AfterPayment> = object({
  recordedBy: isoDate,
  policies: arrayOf(
    object({ policyNumber: str, upToDate: bool, nextDueDate: optional(isoDate), offerGiro: bool }),
    100,
  ),
});

/** The payment as a receipt, whatever its state; `reason` is the gateway's, for an unsuccessful one. */
export const paymentStatusDecoder: Decoder<Reply<'/rs/v1/payments/status'>> = object({
  reference: str,
  status: literal(...PAYMENT_STATES),
  method: literal('card', 'paynow'),
  cardBrand: optional(literal(...CARD_BRANDS)),
  cardLast4: optional(cardLast4),
  payor: literal('policyholder', 'third-party'),
  lines: arrayOf(object({ policyNumber: str, productName: str, amountCents: whole }), 100),
  totalCents: whole,
  createdAt: instant,
  paidAt: optional(instant),
  reason: optional(str),
  receipt: optional(receiptSentDecoder),
  after: optional(afterPaymentDecoder),
});

/** A payment of the last 30 days that counts: paid, held, or a PayNow code waiting for its transfer. */
export type RecentPayment = Reply<'/rs/v1/payments/recent'>['payments'][number];

/** The customer's recent payments, newest first, masked as the receipt is (docs/api.md, "Recent payments"). */
export const recentPaymentsDecoder: Decoder<Reply<'/rs/v1/payments/recent'>> = object({
  payments: arrayOf(
    object({
      reference: str,
      status: literal('pending', 'successful', 'aml'),
      method: literal('card', 'paynow'),
      cardBrand: optional(literal(...CARD_BRANDS)),
      cardLast4: optional(cardLast4),
      lines: arrayOf(object({ policyNumber: str, productName: str, amountCents: whole }), 100),
      totalCents: whole,
      createdAt: instant,
      paidAt: optional(instant),
    }),
    50,
  ),
});

/**
 * Cheap enough to poll. `expiresInSeconds` is the time left on the server's clock: the countdown runs from it, so a
 * device clock that is off does not move the deadline; an older backend may leave it out (then expiresAt is used).
 */
export const payNowStatusDecoder: Decoder<Reply<'/rs/v1/paynow/status'>> = object({
  status: literal('pending', 'paid', 'expired', 'aml', 'unsuccessful', 'cancelled'),
  expiresAt: instant,
  expiresInSeconds: optional(whole),
  /** Where the receipt will go once paid, masked by the server: the page says so before the customer leaves. */
  receiptTo: optional(object({ channel: literal('email', 'sms'), sentTo: str })),
});
