import { localized } from './language';
/**
 * The texts of the login's later steps (method choice, one-time password): apart from en-login.ts, so the
 * first screen's chunk does not carry them (the /login budget, docs/performance.md).
 */
export const loginStepsText = localized('loginSteps', {
  authMethod: {
    legend: 'How would you like to verify it’s you?',
    sms: (destination: string) => `A one-time password by text message to ${destination}`,
    email: (destination: string) => `A one-time password by email to ${destination}`,
    /** Singpass's approved label for logging in, word for word ("Log in" two words). */
    singpass: 'Log in with Singpass',
    /** The same label before Singpass's logo, and the logo's text alternative as Singpass asks it to be read. */
    singpassWith: 'Log in with',
    singpassSpoken: 'Sing pass',
    singpassHint: 'You will go to the Singpass page and come back here.',
    otpLegend: 'Or get a one-time password',
    singpassHiddenInApp:
      'Singpass cannot open inside the app. Use a one-time password, or log in to this portal in your phone’s browser to use Singpass.',
    noMethod: 'We cannot verify you inside the app. Log in to this portal in your phone’s browser to use Singpass.',
    continue: 'Continue',
    completingSingpass: 'Completing your Singpass login…',
    singpassCancelled: 'You cancelled the Singpass login. Log in again to choose another way to verify it’s you.',
    singpassCancelledChoose: 'You cancelled the Singpass login. Choose another way to verify it’s you.',
    singpassFailed: 'Your Singpass login did not complete. Log in again to try once more.',
    loginAgain: 'Log in again',
  },
  otp: {
    label: 'One-time password',
    hint: '6 digits',
    sentTo: (method: 'SMS_OTP' | 'EMAIL_OTP', destination: string) =>
      method === 'SMS_OTP'
        ? `We sent a six-digit code by text message to ${destination}.`
        : `We sent a six-digit code by email to ${destination}.`,
    expiresIn: (clock: string) => `The code expires in ${clock}.`,
    /** Said by screen readers at a few steps only, never every second. */
    expiresAnnounce: (seconds: number) =>
      seconds > 60
        ? `The code expires in ${Math.ceil(seconds / 60)} minutes.`
        : seconds > 30
          ? 'The code expires in about a minute.'
          : 'The code expires in less than 30 seconds.',
    expired: 'This code has expired. Send a new code and enter it here.',
    submit: 'Verify',
    wrong: (tries: number) =>
      tries === 1
        ? 'That code is not right. Check the code we sent you and try again. You have 1 try left.'
        : `That code is not right. Check the code we sent you and try again. You have ${tries} tries left.`,
    locked:
      'You entered a wrong code too many times, so we stopped this login to keep your account safe. Log in again to get a new code.',
    lockedTitle: 'This login is locked',
    resend: 'Send a new code',
    resendIn: (clock: string) => `You can ask for a new code in ${clock}.`,
    resent: (destination: string) => `We sent a new code to ${destination}.`,
    otherMethod: 'Choose another way to verify',
    help: {
      summary: 'Didn’t get the code?',
      wait: 'Codes can take a minute or two to arrive. You can ask for a new code once the wait above has passed, or choose another way to verify.',
      check: (method: 'SMS_OTP' | 'EMAIL_OTP', destination: string) =>
        method === 'SMS_OTP'
          ? `Check that ${destination} is your mobile number and that your phone has signal.`
          : `Check your spam or junk folder, and that ${destination} is your email address.`,
      call: (phone: string) =>
        `If that is not your number or email, or the code still does not come, call customer service on ${phone}.`,
    },
  },
} as const);

/** m:ss for a countdown. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
