/** Texts of the PayNow screen (see en.ts): apart from en-payment.ts, so the forms and outcome pages do not carry them. */
export const paynowText = {
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
  referenceHint: 'Enter the reference exactly, so we can match your payment.',
  expiresIn: (time: string) => `This code expires in ${time}.`,
  expiring: 'This code has reached its expiry time. Checking with the bank…',
  /** Until the server has said how long the code has left: never a guess from the device's clock. */
  checkingTime: 'Checking how long this code is valid…',
  waiting: 'Waiting for your payment…',
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
} as const;
