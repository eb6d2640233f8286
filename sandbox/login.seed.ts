import type { AuthMethod, IdType } from '../src/core/api/login.contract';

/**
 * The sandbox's test identities (docs/sandbox.md, "Login"). Customer ids are shared with the payment
 * area, which seeds policies against them: keep them stable.
 */
export interface SeedCustomer {
  customerId: string;
  idType: IdType;
  idNumber: string;
  /** ISO YYYY-MM-DD. */
  dateOfBirth: string;
  mobile: string;
  email: string;
  methods: AuthMethod[];
  /** Pseudonymous analytics id: never derived from the ID number. */
  aauserid: string;
  /** A catalogue error the identify call answers instead of finding the customer. */
  blockedWith?: 'CUSTOMER_IS_BLACKLISTED' | 'CUSTOMER_BLOCKED_AML';
}

export interface SeedApplication {
  applicationId: string;
  acceptanceCode: string;
  idType: IdType;
  idNumber: string;
  dateOfBirth: string;
  aauserid: string;
  /** Where the receipt of the first premium goes. */
  email: string;
}

export const SANDBOX_OTP = '123456';
/** Typing this code gets the server's "expired" answer at once, instead of waiting five minutes. */
export const SANDBOX_EXPIRED_OTP = '000000';
export const OTP_ATTEMPTS = 3;
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_AFTER_SECONDS = 30;
/**
 * The lock-outs the backend must hold (docs/api.md, "Lock-outs"): wrong one-time passwords per identity across
 * login attempts, wrong acceptance codes per identity, failed identifies per identity and per client.
 */
const HALF_HOUR_MS = 30 * 60_000;
export const OTP_LIMIT = { max: 5, windowMs: HALF_HOUR_MS, lockMs: HALF_HOUR_MS };
export const ACCEPTANCE_CODE_LIMIT = { max: 5, windowMs: HALF_HOUR_MS, lockMs: HALF_HOUR_MS };
export const IDENTIFY_IDENTITY_LIMIT = { max: 5, windowMs: HALF_HOUR_MS, lockMs: HALF_HOUR_MS };
export const IDENTIFY_CLIENT_LIMIT = { max: 20, windowMs: HALF_HOUR_MS, lockMs: HALF_HOUR_MS };
/** One-time passwords sent (each an SMS or email at the insurer's cost), per identity and per client, in any hour. */
const HOUR_MS = 60 * 60_000;
export const OTP_SEND_IDENTITY_CAP = { max: 5, windowMs: HOUR_MS };
export const OTP_SEND_CLIENT_CAP = { max: 15, windowMs: HOUR_MS };
/** The header the sandbox's HTTP bridge sets to the caller's address (a real backend uses the connection). */
export const CLIENT_HEADER = 'x-sandbox-client';

/** A login attempt (loginId) lives this long between identify and the OTP or Singpass step. */
export const LOGIN_ATTEMPT_TTL_MS = 15 * 60_000;
/** A Singpass state and its tab binding's hash live this long after the start call, for one return. */
export const SINGPASS_STATE_TTL_MS = 10 * 60_000;
/**
 * An access token ends after this long without an authorised call or keep-alive (each renews it). Longer than the
 * portal's longest quiet stretch with a customer present, 37 minutes (docs/api.md, "Session lifetime").
 */
export const SESSION_IDLE_MS = 40 * 60_000;
/** An access token ends this long after the login that made it, however busy. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

export const SEED_CUSTOMERS: readonly SeedCustomer[] = [
  {
    customerId: 'C-1001', // several policies: one overdue, one with a recurring arrangement
    idType: 'NRIC_FIN',
    idNumber: 'S1234567D',
    dateOfBirth: '1985-08-31',
    mobile: '+65 9123 4567',
    email: 'tan.wei.ming@example.com',
    methods: ['SMS_OTP', 'EMAIL_OTP', 'SINGPASS'],
    aauserid: 'aa-5f2c81be',
  },
  {
    customerId: 'C-1002', // a single policy; a passport holder who receives codes by email only
    idType: 'PASSPORT',
    idNumber: 'E1234567',
    dateOfBirth: '1992-02-14',
    mobile: '+65 8765 4321',
    email: 'priya.nair@example.com',
    methods: ['EMAIL_OTP'],
    aauserid: 'aa-9d04e7a3',
  },
  {
    customerId: 'C-1003',
    idType: 'NRIC_FIN',
    idNumber: 'F1234567N',
    dateOfBirth: '1980-01-01',
    mobile: '+65 9000 1111',
    email: 'blacklisted@example.com',
    methods: ['SMS_OTP'],
    aauserid: 'aa-1b7e3c90',
    blockedWith: 'CUSTOMER_IS_BLACKLISTED',
  },
  {
    customerId: 'C-1004',
    idType: 'NRIC_FIN',
    idNumber: 'M1234567K',
    dateOfBirth: '1980-01-01',
    mobile: '+65 9000 2222',
    email: 'aml@example.com',
    methods: ['SMS_OTP'],
    aauserid: 'aa-2c8f4da1',
    blockedWith: 'CUSTOMER_BLOCKED_AML',
  },
];

export const SEED_APPLICATIONS: readonly SeedApplication[] = [
  {
    applicationId: 'APP-2001', // a new application, not in force yet: pays its first premium
    acceptanceCode: 'AC7Q2M9X',
    idType: 'NRIC_FIN',
    idNumber: 'T1234567J',
    dateOfBirth: '1990-01-15',
    aauserid: 'aa-6e1a5f72',
    email: 'lee.jia.hui@example.com',
  },
];

export function maskMobile(mobile: string): string {
  return `+65 •••• ${mobile.replace(/\D/g, '').slice(-4)}`;
}

/** The ID number as the login replies give it for the portal's header: the last four characters only. */
export function maskIdNumber(id: string): string {
  return `•••••${id.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}
