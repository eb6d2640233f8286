import { arrayOf, literal, num, object, optional, str, webAddress, type Decoded, type Decoder } from '../shared/decode';

/**
 * The recurring-arrangement calls of our API (docs/api.md, "Recurring"): paths, request types and
 * decoders of the replies' bodies. Imported by the portal and by the sandbox, so both sides are held
 * to one contract. Amounts are integer cents; calendar dates `YYYY-MM-DD`.
 */
export const RECURRING_PATHS = {
  policies: '/rs/v1/recurring/policies',
  giroSchedule: '/rs/v1/recurring/giro/schedule',
  arrangements: '/rs/v1/recurring/arrangements',
  arrangementStatus: '/rs/v1/recurring/arrangements/status',
} as const;

/** Same header and meaning as POST /payments: one arrangement per key, whatever the retries. */
export { IDEMPOTENCY_HEADER } from './payment.contract';

/** Error codes of the recurring calls, in body.errors[0].errorCode. */
export const RECURRING_ERRORS = {
  /** The spec's catalogue code: the account is not the customer's own. Its dialog returns to /recurring-giro. */
  invalidBankAccount: 'INVALID_BANK_ACCOUNT_ERROR',
  idempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  policyNotEligible: 'POLICY_NOT_ELIGIBLE',
  requestInvalid: 'ARRANGEMENT_REQUEST_INVALID',
  arrangementNotFound: 'ARRANGEMENT_NOT_FOUND',
} as const;

/** The banks that offer online GIRO set-up (eGIRO), by our code. Names are UI text. */
export const GIRO_BANKS = ['BOC', 'CITI', 'DBS', 'HSBC', 'ICBC', 'MBB', 'OCBC', 'SCB', 'UOB'] as const;
export type GiroBank = (typeof GIRO_BANKS)[number];

/** Card types accepted for recurring premiums: Visa and Mastercard, whose schemes support stored-card recurring charges here (docs/api.md). */
export const RECURRING_CARD_TYPES = ['visa', 'mastercard'] as const;
export type RecurringCardType = (typeof RECURRING_CARD_TYPES)[number];

export const FREQUENCIES = ['monthly', 'quarterly', 'half-yearly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const int: Decoder<number> = (v) => {
  const n = num(v);
  return n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};
const isoDate: Decoder<string> = (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

// POST /rs/v1/recurring/policies: {} -> the customer's regular-premium policies and their arrangements.
const currentArrangementShape = object({
  method: literal('giro', 'card'),
  /** pending: the bank approved, GIRO is not deducting yet (it takes a few weeks); active: it is. */
  status: literal('pending', 'active'),
  bank: optional(literal(...GIRO_BANKS)),
  cardType: optional(literal(...RECURRING_CARD_TYPES)),
});
export interface CurrentArrangement {
  method: 'giro' | 'card';
  status: 'pending' | 'active';
  bank?: GiroBank;
  cardType?: RecurringCardType;
}
const recurringPolicyShape = object({
  policyNumber: str,
  productName: str,
  premiumCents: int,
  frequency: literal(...FREQUENCIES),
  nextDueDate: isoDate,
  arrangement: optional(currentArrangementShape as Decoder<CurrentArrangement>),
});
export type RecurringPolicy = Omit<Decoded<typeof recurringPolicyShape>, 'arrangement'> & {
  arrangement?: CurrentArrangement;
};
export const recurringPolicyDecoder: Decoder<RecurringPolicy> = recurringPolicyShape;
export type RecurringPoliciesBody = { policies: RecurringPolicy[] };
export const recurringPoliciesDecoder: Decoder<RecurringPoliciesBody> = object({
  policies: arrayOf(recurringPolicyDecoder, 100),
});

// POST /rs/v1/recurring/giro/schedule {policyNumber}: the banks offering online set-up, and the first deduction.
export interface GiroScheduleRequest {
  policyNumber: string;
}
export const giroScheduleDecoder = object({
  banks: arrayOf(literal(...GIRO_BANKS), 20),
  /** The first premium GIRO will deduct; premiums due before it must still be paid another way. */
  firstDeductionDate: isoDate,
});
export type GiroScheduleBody = Decoded<typeof giroScheduleDecoder>;

// POST /rs/v1/recurring/arrangements with Idempotency-Key: creates the arrangement, or replays the one made with that key.
export type ArrangementMethodRequest =
  | { kind: 'giro'; bank: GiroBank; accountHolderName: string; ownAccountDeclared: true }
  | { kind: 'card'; cardType: RecurringCardType };
export interface CreateArrangementRequest {
  policyNumber: string;
  method: ArrangementMethodRequest;
  /** The customer ticked the terms and consent on the review page. */
  consent: true;
}
export const ARRANGEMENT_STATES = ['pending', 'successful', 'unsuccessful', 'aml', 'cancelled'] as const;
export type ArrangementState = (typeof ARRANGEMENT_STATES)[number];

/** The arrangement made, or the one already open for the policy; `status` is its state now. */
export const createArrangementDecoder = object({
  arrangementId: str,
  reference: str,
  /** The bank's authorisation page, or the gateway's card-saving page. */
  next: object({ kind: literal('redirect'), url: webAddress }),
  status: optional(literal(...ARRANGEMENT_STATES)),
});
export type CreateArrangementBody = Omit<Decoded<typeof createArrangementDecoder>, 'status'> & {
  status?: ArrangementState;
};

// POST /rs/v1/recurring/arrangements/status {reference}: the arrangement as a receipt, whatever its state.
const arrangementStatusShape = object({
  reference: str,
  status: literal(...ARRANGEMENT_STATES),
  method: literal('giro', 'card'),
  policyNumber: str,
  productName: str,
  premiumCents: int,
  frequency: literal(...FREQUENCIES),
  bank: optional(literal(...GIRO_BANKS)),
  cardType: optional(literal(...RECURRING_CARD_TYPES)),
  /** Last four digits of the saved card, once saved. */
  cardLast4: optional(str),
  firstDeductionDate: optional(isoDate),
  /** Why it failed, in the bank's or gateway's words. */
  reason: optional(str),
});
export type ArrangementStatusBody = Omit<
  Decoded<typeof arrangementStatusShape>,
  'bank' | 'cardType' | 'cardLast4' | 'firstDeductionDate' | 'reason'
> & {
  bank?: GiroBank;
  cardType?: RecurringCardType;
  cardLast4?: string;
  firstDeductionDate?: string;
  reason?: string;
};
export const arrangementStatusDecoder: Decoder<ArrangementStatusBody> = arrangementStatusShape;

export interface ArrangementReferenceRequest {
  reference: string;
}
