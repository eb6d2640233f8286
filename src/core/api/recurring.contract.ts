import { arrayOf, isoDate, literal, object, optional, str, webAddress, whole, type Decoder } from '../shared/decode';
import { listOf, type ApiPath, type Reply, type Schema } from './openapi';
import { cardLast4, receiptSentDecoder } from './payment.contract';
import { FREQUENCIES } from './payment.codes';

export { FREQUENCIES, type Frequency } from './payment.codes';

/**
 * The recurring-arrangement calls (docs/api.md, "Recurring"; their fields in docs/openapi.yaml). Amounts are integer
 * cents; calendar dates `YYYY-MM-DD`.
 */
export const RECURRING_PATHS = {
  policies: '/rs/v1/recurring/policies',
  giroSchedule: '/rs/v1/recurring/giro/schedule',
  arrangements: '/rs/v1/recurring/arrangements',
  arrangementStatus: '/rs/v1/recurring/arrangements/status',
  sendReceipt: '/rs/v1/recurring/arrangements/receipt/send',
  confirmationPdf: '/rs/v1/recurring/arrangements/confirmation.pdf',
} as const satisfies Record<string, ApiPath>;

/** Same header and meaning as POST /payments: one arrangement per key, whatever the retries. */
export { IDEMPOTENCY_ERRORS, IDEMPOTENCY_HEADER } from './payment.contract';

/** Error codes of the recurring calls, in body.errors[0].errorCode. */
export const RECURRING_ERRORS = {
  /** The spec's catalogue code: the account is not the customer's own. Its dialog returns to /recurring-giro. */
  invalidBankAccount: 'INVALID_BANK_ACCOUNT_ERROR',
  policyNotEligible: 'POLICY_NOT_ELIGIBLE',
  requestInvalid: 'ARRANGEMENT_REQUEST_INVALID',
  arrangementNotFound: 'ARRANGEMENT_NOT_FOUND',
  receiptNotAvailable: 'RECEIPT_NOT_AVAILABLE',
  receiptSendLimited: 'RECEIPT_SEND_LIMITED',
} as const;

/** The banks that offer online GIRO set-up (eGIRO), by our code. Names are UI text. */
export type GiroBank = Schema<'GiroBank'>;
export const GIRO_BANKS = listOf<GiroBank>()(['BOC', 'CITI', 'DBS', 'HSBC', 'ICBC', 'MBB', 'OCBC', 'SCB', 'UOB']);

/** Card types accepted for recurring premiums: the schemes that support stored-card recurring charges here. */
export type RecurringCardType = Schema<'RecurringCardType'>;
export const RECURRING_CARD_TYPES = listOf<RecurringCardType>()(['visa', 'mastercard']);

export type RecurringPolicy = Reply<'/rs/v1/recurring/policies'>['policies'][number];
/** The premium unpaid now, with the last day to pay it and keep the cover; an arrangement does not take it. */
export type PremiumDue = Schema<'PremiumDue'>;
const premiumDueDecoder: Decoder<PremiumDue> = object({ amountCents: whole, dueDate: isoDate, coverUntil: isoDate });
/** pending: the bank approved, GIRO is not deducting yet (it takes a few weeks); active: it is. */
export type CurrentArrangement = NonNullable<RecurringPolicy['arrangement']>;

/** Also reads the policy a recurring draft keeps (recurring-draft.ts). */
export const recurringPolicyDecoder: Decoder<RecurringPolicy> = object({
  policyNumber: str,
  productName: str,
  premiumCents: whole,
  frequency: literal(...FREQUENCIES),
  nextDueDate: isoDate,
  due: optional(premiumDueDecoder),
  arrangement: optional(
    object({
      method: literal('giro', 'card'),
      status: literal('pending', 'active'),
      bank: optional(literal(...GIRO_BANKS)),
      cardType: optional(literal(...RECURRING_CARD_TYPES)),
    }),
  ),
});
export const recurringPoliciesDecoder: Decoder<Reply<'/rs/v1/recurring/policies'>> = object({
  policies: arrayOf(recurringPolicyDecoder, 100),
});

/** `firstDeductionDate`: the first premium GIRO will deduct; premiums due before it must still be paid another way. */
export const giroScheduleDecoder: Decoder<Reply<'/rs/v1/recurring/giro/schedule'>> = object({
  banks: arrayOf(literal(...GIRO_BANKS), 20),
  firstDeductionDate: isoDate,
});

export type ArrangementState = Reply<'/rs/v1/recurring/arrangements/status'>['status'];
export const ARRANGEMENT_STATES = listOf<ArrangementState>()([
  'pending',
  'successful',
  'unsuccessful',
  'aml',
  'cancelled',
]);

/** The arrangement made, or the one already open for the policy; `next` is the bank's or gateway's page. */
export const createArrangementDecoder: Decoder<Reply<'/rs/v1/recurring/arrangements'>> = object({
  arrangementId: str,
  reference: str,
  next: object({ kind: literal('redirect'), url: webAddress }),
  status: optional(literal(...ARRANGEMENT_STATES)),
});

/** The arrangement as a receipt, whatever its state; `reason` is the bank's or gateway's, for a failed one. */
export const arrangementStatusDecoder: Decoder<Reply<'/rs/v1/recurring/arrangements/status'>> = object({
  reference: str,
  status: literal(...ARRANGEMENT_STATES),
  method: literal('giro', 'card'),
  policyNumber: str,
  productName: str,
  premiumCents: whole,
  frequency: literal(...FREQUENCIES),
  bank: optional(literal(...GIRO_BANKS)),
  cardType: optional(literal(...RECURRING_CARD_TYPES)),
  cardLast4: optional(cardLast4),
  accountLast4: optional(cardLast4),
  firstDeductionDate: optional(isoDate),
  reason: optional(str),
  receipt: optional(receiptSentDecoder),
});
