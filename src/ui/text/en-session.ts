import { localized } from './language';
import { supportText } from './en-support';
import { isLockoutCode, type ErrorTextKey } from '../../core/errors/catalogue';
import type { LoginLockoutCode } from '../../core/login/lockout-codes';

/** The spec's catalogue (section 8), word for word; {phone} is config.customerServicePhone. */
const catalogue = (phone: string): Record<Exclude<ErrorTextKey, 'serverMessage' | LoginLockoutCode>, string> => ({
  // Not in the spec: a reply's address that is not https or not on the allow-list (docs/security.md).
  OUTBOUND_REFUSED: `We did not open the next page, because its address is not one of the sites we work with. Please try again later, or call our customer service on ${phone}.`,
  CUSTOMER_NOT_FOUND: 'The NRIC/FIN/Passport Number and Date of Birth entered do not match records; try again.',
  CUSTOMER_IS_BLACKLISTED: `Access cannot be granted at this time; contact the insurer's customer service on ${phone} for more information.`,
  CUSTOMER_BLOCKED_AML: `Access cannot be granted at this time; contact the insurer's customer service on ${phone} for more information.`,
  SPQR_NRIC_NOT_MATCHING: 'SPQR NRIC is not matching with the current NRIC.',
  SPQR_INVALID: 'The national digital identity account is invalid or incorrect; authenticate with the correct account.',
  INVALID_BANK_ACCOUNT_ERROR:
    "Unable to proceed; check that the recurring GIRO arrangement is being set up with the user's own bank account.",
  AML_SCREENING_NOT_AVAILABLE: `Third-party payments are unavailable at the moment; try again later or contact customer service on ${phone}.`,
  technical: `Technical difficulties at the moment; try again later or contact customer service on ${phone}.`,
  status401: 'Your session has ended. Please try to login again',
  status403: "You don't have access for this action",
  status400: 'Bad Request',
  // Not in the spec: a status without a default and a reply without a message (docs/session.md).
  generic: 'Something went wrong. Please try again.',
});

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Not in the spec: the lock-outs (docs/api.md, "Lock-outs"). Calm, when to try again and whom to call, and the
 * same words whether or not the identity exists.
 */
const lockout = (key: LoginLockoutCode, phone: string, minutes?: number): string => {
  const what = {
    LOGIN_LIMITED: 'login after several unsuccessful attempts',
    OTP_LOCKED: 'login by one-time password after several wrong codes',
    OTP_SEND_LIMITED: 'login by one-time password after several codes were sent in the last hour',
    ACCEPTANCE_CODE_LOCKED: 'login by acceptance code after several unsuccessful attempts',
  }[key];
  const when = minutes ? `in ${plural(minutes, 'minute')}` : 'later';
  return `We have paused ${what}, to protect your details. Please try again ${when}. If you need help now, call our customer service on ${phone}.`;
};

/** 120 -> "2 minutes", 90 -> "1 minute 30 seconds", 10 -> "10 seconds". */
function spokenTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes && rest) return `${plural(minutes, 'minute')} ${plural(rest, 'second')}`;
  return minutes ? plural(minutes, 'minute') : plural(rest, 'second');
}

/** Texts of the session area (see en.ts). */
export const sessionText = localized('session', {
  extend: {
    title: 'Do you want to extend your session?',
    body: (seconds: number) =>
      `For your security, your session will end in ${spokenTime(seconds)} because you have been inactive.`,
    /** The visible countdown, m:ss. */
    clock: (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
    clockLabel: 'Time left',
    announce: (seconds: number) => `Your session will end in ${spokenTime(seconds)}.`,
    yes: 'Yes',
    no: 'No',
  },
  ended: {
    title: 'Session ended',
    body: 'Your session has ended. Please try to login again.',
  },
  error: {
    sessionTitle: 'Session ended',
    /** Each case its own title; the body stays the spec's text word for word. */
    titles: {
      CUSTOMER_NOT_FOUND: 'We could not find your details',
      CUSTOMER_IS_BLACKLISTED: 'We cannot let you in',
      CUSTOMER_BLOCKED_AML: 'We cannot let you in',
      SPQR_NRIC_NOT_MATCHING: 'Singpass account does not match',
      SPQR_INVALID: 'Singpass could not verify you',
      INVALID_BANK_ACCOUNT_ERROR: 'Bank account not accepted',
      AML_SCREENING_NOT_AVAILABLE: 'Third-party payments unavailable',
      OTP_LOCKED: 'Login paused for your security',
      OTP_SEND_LIMITED: 'Login paused for your security',
      ACCEPTANCE_CODE_LOCKED: 'Login paused for your security',
      LOGIN_LIMITED: 'Login paused for your security',
      OUTBOUND_REFUSED: 'We stopped an unsafe link',
      technical: 'Technical difficulties',
      serverMessage: 'We could not complete this',
      status401: 'Session ended',
      status403: 'No access',
      status400: 'Request not accepted',
      generic: 'Something went wrong',
    } satisfies Record<ErrorTextKey, string>,
    close: 'Close',
    /** Not in the spec: below words that name the hotline, when it answers. */
    hours: (hours: string) => `Our customer service line is open ${hours}.`,
    /** Not in the spec: below its words, the reference the call centre can find the failed request by. */
    reference: supportText.reference,
    text: (key: ErrorTextKey, phone: string, serverMessage?: string, retryAfterMinutes?: number): string =>
      key === 'serverMessage'
        ? (serverMessage ?? catalogue(phone).generic)
        : isLockoutCode(key)
          ? lockout(key, phone, retryAfterMinutes)
          : catalogue(phone)[key],
  },
} as const);
