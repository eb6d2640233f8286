/**
 * The lock-outs (docs/api.md, "Lock-outs"): HTTP 429, and the error item carries `retryAfterSeconds`.
 * LOGIN_LIMITED is the identify call's, per identity and per client, the same for a known and an unknown identity.
 * OTP_SEND_LIMITED caps the one-time passwords sent, per identity and per client, however many attempts they came in.
 * Apart from login.contract.ts so the error catalogue can name them without the login decoders.
 */
export const LOGIN_LOCKOUT_CODES = [
  'LOGIN_LIMITED',
  'OTP_LOCKED',
  'OTP_SEND_LIMITED',
  'ACCEPTANCE_CODE_LOCKED',
] as const;
export type LoginLockoutCode = (typeof LOGIN_LOCKOUT_CODES)[number];
