import {
  arrayOf,
  literal,
  nonEmptyStr,
  object,
  optional,
  str,
  whole,
  webAddress,
  type Decoder,
} from '../shared/decode';
import { listOf, type ApiPath, type Body, type Reply, type Schema } from './openapi';

/**
 * The login calls (docs/api.md, "Login"; their fields in docs/openapi.yaml). A value the document marks `Rsa` is
 * RSA-OAEP (SHA-256) ciphertext in base64, never plain text.
 */
export const LOGIN_PATHS = {
  identify: '/rs/v1/login/identify',
  sendOtp: '/rs/v1/login/otp/send',
  verifyOtp: '/rs/v1/login/otp/verify',
  singpassStart: '/rs/v1/login/singpass/start',
  singpassComplete: '/rs/v1/login/singpass/complete',
  singpassResume: '/rs/v1/login/singpass/resume',
  acceptanceCode: '/rs/v1/login/acceptance-code',
} as const satisfies Record<string, ApiPath>;

export type IdType = Schema<'IdType'>;
export const ID_TYPES = listOf<IdType>()(['NRIC_FIN', 'PASSPORT']);

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
  'OTP_SEND_LIMITED',
  'ACCEPTANCE_CODE_LOCKED',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export { LOGIN_LOCKOUT_CODES, type LoginLockoutCode } from '../login/lockout-codes';

export type AuthMethodOption = Reply<'/rs/v1/login/identify'>['methods'][number];
export type AuthMethod = AuthMethodOption['method'];
export type OtpMethod = Body<'/rs/v1/login/otp/send'>['method'];

/** `loginId` is the attempt's opaque handle: not a bearer token, and worthless once the attempt ends. */
export const identifyReply: Decoder<Reply<'/rs/v1/login/identify'>> = object({
  loginId: nonEmptyStr,
  methods: arrayOf(
    object({
      method: literal(...listOf<AuthMethod>()(['SMS_OTP', 'EMAIL_OTP', 'SINGPASS'])),
      destination: optional(str),
    }),
    10,
  ),
});

/** After a cancel on Singpass: the same attempt, as identify gave it. */
export const singpassResumeReply: Decoder<Reply<'/rs/v1/login/singpass/resume'>> = identifyReply;

/** Relative times: the browser's clock and the server's need not agree. */
export const sendOtpReply: Decoder<Reply<'/rs/v1/login/otp/send'>> = object({
  destination: str,
  expiresInSeconds: whole,
  resendAfterSeconds: whole,
  attemptsRemaining: whole,
});

/** `maskedIdNumber`: the customer's ID as the header may show it ("•••••567D"); never the whole number. */
const loggedIn = { accessToken: nonEmptyStr, aauserid: str, maskedIdNumber: optional(str) };

/** What every successful login reply carries. */
export type LoggedInReply = Reply<'/rs/v1/login/singpass/complete'>;
export const loginReply: Decoder<LoggedInReply> = object(loggedIn);

/** A wrong, expired or locked code is an expected answer of this call, so it is a 200 reply, not an error. */
export const verifyOtpReply: Decoder<Reply<'/rs/v1/login/otp/verify'>> = (input) =>
  object({ result: literal('AUTHENTICATED'), ...loggedIn })(input) ??
  object({ result: literal('WRONG_CODE'), attemptsRemaining: whole })(input) ??
  object({ result: literal('EXPIRED', 'LOCKED') })(input);

/** Singpass's authorisation page; it returns to /login/auth-method?code=…&state=… */
export const singpassStartReply: Decoder<Reply<'/rs/v1/login/singpass/start'>> = object({ authorizeUrl: webAddress });

export const acceptanceCodeReply: Decoder<Reply<'/rs/v1/login/acceptance-code'>> = object({
  ...loggedIn,
  applicationId: str,
});
