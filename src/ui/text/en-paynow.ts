import { localized } from './language';
/** Texts of the PayNow screen (see en.ts): apart from en-payment.ts, so the forms and outcome pages do not carry them. */
export const paynowText = localized('paynow', {
  /** The screen's lead line, beside its title in en.ts. */
  purposes: { payNow: 'Scan the QR code with your banking app to pay.' },
  toReview: 'Go to the review page',
  /** The frame's label, as Singapore customers know PayNow codes (a text label: no logo file needed). */
  frameLabel: 'PayNow',
  toPayee: (payee: string) => `to ${payee}`,
  copy: 'Copy',
  copied: 'Copied',
  copyLabel: (what: string) => `Copy ${what}`,
  copiedAnnounce: (what: string) => `${what} copied`,
  copyFailed: 'Your browser did not allow copying. Select the text and copy it instead.',
  scan: 'Scan with your banking app',
  byHand: 'Or pay by hand to our UEN',
  uen: 'UEN',
  payee: 'Payee',
  amount: 'Amount',
  reference: 'Reference',
  referenceHint: (days: number) =>
    `Enter this reference in your bank’s reference or comments field, exactly as shown. Without it we cannot match your payment to your policies, and sorting it out can take up to ${days} working days.`,
  /** "Valid until 3:42 pm, 14 minutes left." */
  validUntil: (time: string, left: string) => `Valid until ${time}, ${left} left.`,
  left: (seconds: number) =>
    seconds > 60 ? `${Math.ceil(seconds / 60)} minutes` : seconds > 1 ? `${seconds} seconds` : `${seconds} second`,
  pays: 'What this code pays',
  dailyLimit:
    'Banks cap how much you can send by PayNow in a day, often at S$1,000 to S$5,000 unless you raise it. If your bank refuses this amount, raise your PayNow limit in your banking app, then scan this code again.',
  expiring: 'This code has reached its expiry time. Checking with the bank…',
  /** Until the server has said how long the code has left: never a guess from the device's clock. */
  checkingTime: 'Checking how long this code is valid…',
  waiting:
    'Waiting for your payment… Keep this page open: when your payment reaches us, we will take you to your receipt.',
  /**
   * Before the customer leaves for the banking app: what happens if they are away long (the session may end
   * meanwhile). `to` is the masked address the server gave, when it did.
   */
  away: (to: string | undefined) =>
    `If you are away for a while, your payment still counts: when it reaches us we send the receipt to ${to ?? 'your email address or mobile number on record'}, and when you log in again it is listed under your payments.`,
  none: 'There is no PayNow payment in progress.',
  stopped: 'We stopped checking your payment.',
  badQr: (reference: string) =>
    `We could not show a valid PayNow code, so we have not shown one. Please contact customer service and quote reference ${reference}.`,
  qrAlt: (amount: string, payee: string, reference: string) =>
    `PayNow QR code: ${amount} to ${payee}, reference ${reference}`,
  qrFailed: 'We could not draw the QR code on this device. Please pay by hand with the details below.',
  save: 'Save the QR image',
  saveToApp: 'Save the QR image to your phone',
  saveHint: 'Paying from this phone? Save the image, then choose it from your banking app’s scan screen.',
  screenshot:
    'Paying from this phone? Take a screenshot of the QR code, then choose it from your banking app’s scan screen.',
  sentToApp: 'The QR image is on its way to your photos.',
  notSentToApp: 'We could not save the image. Take a screenshot of the QR code instead.',
} as const);
