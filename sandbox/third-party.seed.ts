/**
 * The sandbox's third-party payors and the policy a payor can find without logging in
 * (docs/sandbox.md, "Third-party payor"). The screening outcome is chosen by the payor's ID number,
 * which the sandbox reads only after decrypting it, as the insurer's server would.
 */
export const SCREENING_UNAVAILABLE_ID = 'S0000001I';
export const SCREENING_HELD_ID = 'S0000002G';

/** A payor whose screening clears (the policyholder's mother): any other valid ID does too. */
export const CLEARED_PAYOR = {
  fullName: 'Lim Mei Ling',
  idType: 'NRIC_FIN',
  idNumber: 'S7654321F',
  dateOfBirth: '12/05/1960',
  nationality: 'SG',
  relationship: 'child',
  reason: 'family-support',
  mobile: '9123 4567',
  email: 'lim.mei.ling@example.com',
} as const;

/**
 * A policy a third party can pay: C-1002's single policy (login.seed.ts, payment.seed.ts), found by its
 * number and the policyholder's passport number and date of birth.
 */
export const PAYABLE_POLICY = {
  policyNumber: 'L-1002-01',
  idType: 'PASSPORT',
  idNumber: 'E1234567',
  dateOfBirth: '14/02/1992',
} as const;

/** A guest token lives this long: long enough for a declaration and the gateway, no longer. */
export const GUEST_TOKEN_TTL_SECONDS = 30 * 60;

/**
 * The find call's lock-outs (docs/api.md, "Lock-outs"): searches that found nothing, counted per identity as typed,
 * per policy number as typed and per client, as login's identify is.
 */
const HALF_HOUR_MS = 30 * 60_000;
export const FIND_IDENTITY_LIMIT = { max: 5, windowMs: HALF_HOUR_MS, lockMs: HALF_HOUR_MS };
export const FIND_POLICY_LIMIT = { max: 5, windowMs: HALF_HOUR_MS, lockMs: HALF_HOUR_MS };
export const FIND_CLIENT_LIMIT = { max: 20, windowMs: HALF_HOUR_MS, lockMs: HALF_HOUR_MS };

/**
 * The payor Myinfo's sandbox consent page returns (docs/sandbox.md, "Myinfo"): a valid NRIC whose screening clears, an
 * adult, so the declaration's own rules pass.
 */
export const MYINFO_PERSON = {
  fullName: 'Chua Boon Keng',
  idNumber: 'S8012345J',
  dateOfBirth: '1980-03-15',
  nationality: 'SG',
  registeredAddress: 'Blk 102 Tampines Street 11, #08-123, Singapore 521102',
} as const;

/** Myinfo's state (the departure) and code live this long, once each; failed returns lock a token out of Myinfo. */
export const MYINFO_STATE_TTL_MS = 10 * 60_000;
export const MYINFO_CODE_TTL_MS = 5 * 60_000;
export const MYINFO_LIMIT = { max: 5, windowMs: HALF_HOUR_MS, lockMs: HALF_HOUR_MS };
