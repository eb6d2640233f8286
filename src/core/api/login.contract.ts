import {
  arrayOf,
  literal,
  nonEmptyStr,
  object,
  optional,
  str,
  whole,
  type Decoded,
  webAddress,
  type Decoder,
} from '../shared/decode';

/**
 * The login calls (docs/api.md, "Login"): one source for the portal and the sandbox. Requests are
 * POST with a JSON body and replies the spec's envelope; a value marked `Rsa` is RSA-OAEP (SHA-256)
 * ciphertext in base64, never plain text.
 */
export const LOGIN_PATHS = {
  identify: '/rs/v1/login/identify',
  sendOtp: '/rs/v1/login/otp/send',
  verifyOtp: '/rs/v1/login/otp/verify',
  singpassStart: '/rs/v1/login/singpass/start',
  singpassComplete: '/rs/v1/login/singpass/complete',
  singpassResume: '/rs/v1/login/singpass/resume',
  acceptanceCode: '/rs/v1/login/acceptance-code',
} as const;

/** Base64 RSA-OAEP ciphertext of a value the server decrypts with its private key. */
export type Rsa = string & { readonly __rsa?: never };

export type IdType = 'NRIC_FIN' | 'PASSPORT';
export const ID_TYPES: readonly IdType[] = ['NRIC_FIN', 'PASSPORT'];

/** Error codes the login calls put in body.errors[0].errorCode. */
export const LOGIN_ERROR_CODES = [
  'CUSTOMER_NOT_FOUND',
  'CUSTOMER_IS_BLACKLISTED',
  'CUSTOMER_BLOCKED_AML',
  'SPQR_NRIC_NOT_MATCHING',
  'SPQR_INVALID',
  'LOGIN_EXPIRED',
  'OTP_RESEND_TOO_SOON',
  'ACCEPTANCE_CODE_INVALID',
  'INVALID_REQUEST',
  'LOGIN_LIMITED',
  'OTP_LOCKED',
  'ACCEPTANCE_CODE_LOCKED',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export { LOGIN_LOCKOUT_CODES, type LoginLockoutCode } from '../login/lockout-codes';

/** The spec's catalogue errors of login: shown by the global error dialog through ErrorState. */
export const LOGIN_CATALOGUE_CODES: readonly string[] = [
  'CUSTOMER_NOT_FOUND',
  'CUSTOMER_IS_BLACKLISTED',
  'CUSTOMER_BLOCKED_AML',
  'SPQR_NRIC_NOT_MATCHING',
  'SPQR_INVALID',
];

// ---- POST /rs/v1/login/identify --------------------------------------------------------------

export interface IdentifyRequest {
  idType: IdType;
  idNumber: Rsa;
  /** ISO date YYYY-MM-DD, encrypted. */
  dateOfBirth: Rsa;
}

export type OtpMethod = 'SMS_OTP' | 'EMAIL_OTP';
export type AuthMethod = OtpMethod | 'SINGPASS';

export interface AuthMethodOption {
  method: AuthMethod;
  /** Masked phone or email for the OTP methods, e.g. "+65 •••• 4567"; absent for Singpass. */
  destination?: string;
}

const authMethodOption: Decoder<AuthMethodOption> = object({
  method: literal<AuthMethod>('SMS_OTP', 'EMAIL_OTP', 'SINGPASS'),
  destination: optional(str),
});

export const identifyReply = object({
  /** Opaque handle of this login attempt; not a bearer token and worthless after it ends. */
  loginId: nonEmptyStr,
  methods: arrayOf(authMethodOption, 10),
});
export type IdentifyReply = Decoded<typeof identifyReply>;

// ---- POST /rs/v1/login/otp/send ----------------------------------------------------------------

export interface SendOtpRequest {
  loginId: string;
  method: OtpMethod;
}

export const sendOtpReply = object({
  destination: str,
  /** Relative times: the browser's clock and the server's need not agree. */
  expiresInSeconds: whole,
  resendAfterSeconds: whole,
  attemptsRemaining: whole,
});
export type SendOtpReply = Decoded<typeof sendOtpReply>;

// ---- POST /rs/v1/login/otp/verify --------------------------------------------------------------

export interface VerifyOtpRequest {
  loginId: string;
  otp: Rsa;
}

/** `maskedIdNumber`: the customer's ID as the header may show it ("•••••567D"); optional, never the whole number. */
const loggedIn = { accessToken: nonEmptyStr, aauserid: str, maskedIdNumber: optional(str) };

/** A wrong, expired or locked code is an expected answer of this call, so it is a 200 reply, not an error. */
export const verifyOtpReply: Decoder<
  | { result: 'AUTHENTICATED'; accessToken: string; aauserid: string; maskedIdNumber?: string }
  | { result: 'WRONG_CODE'; attemptsRemaining: number }
  | { result: 'EXPIRED' }
  | { result: 'LOCKED' }
> = (input) =>
  object({ result: literal('AUTHENTICATED'), ...loggedIn })(input) ??
  object({ result: literal('WRONG_CODE'), attemptsRemaining: whole })(input) ??
  object({ result: literal('EXPIRED', 'LOCKED') })(input);
export type VerifyOtpReply = Decoded<typeof verifyOtpReply>;

// ---- POST /rs/v1/login/singpass/start and /complete ------------------------------------------

export interface SingpassStartRequest {
  loginId: string;
  /** The tab binding's SHA-256, base64url (docs/api.md, "The tab binding"); the binding itself stays in the tab. */
  bindingHash: string;
}

export const singpassStartReply = object({
  /** Singpass's authorisation page; it returns to /login/auth-method?code=…&state=… */
  authorizeUrl: webAddress,
});

export interface SingpassCompleteRequest {
  code: string;
  state: string;
  /** The tab binding whose hash went with the start call: only the tab that left can return. */
  binding: string;
}

/**
 * POST /rs/v1/login/singpass/resume {state}: after a cancel on Singpass, the same login attempt (its loginId
 * and methods, as identify gave them), so the customer chooses another method without retyping NRIC and date
 * of birth. Once per state; refused (LOGIN_EXPIRED) when the attempt has ended or the binding is not the state's.
 */
export interface SingpassResumeRequest {
  state: string;
  binding: string;
}
export const singpassResumeReply = identifyReply;

export interface LoginReply {
  accessToken: string;
  aauserid: string;
  maskedIdNumber?: string;
}
export const loginReply: Decoder<LoginReply> = object(loggedIn);
/** What every successful login reply carries. */
export interface LoggedInReply {
  accessToken: string;
  aauserid: string;
  maskedIdNumber?: string | undefined;
}

// ---- POST /rs/v1/login/acceptance-code ---------------------------------------------------------

export interface AcceptanceCodeRequest {
  acceptanceCode: Rsa;
  idType: IdType;
  idNumber: Rsa;
  dateOfBirth: Rsa;
}

export interface AcceptanceCodeReply extends LoginReply {
  applicationId: string;
}
export const acceptanceCodeReply: Decoder<AcceptanceCodeReply> = object({ ...loggedIn, applicationId: str });
