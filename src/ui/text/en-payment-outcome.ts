import { localized } from './language';
import type { PaymentState } from '../../core/api/payment.contract';

/** Texts of the payment outcome pages (see en.ts): apart from en-payment.ts, so the forms and PayNow do not carry them. */
export const paymentOutcomeText = localized('paymentOutcome', {
  loading: 'Loading your payment’s details…',
  loadFailed: 'We could not load the payment’s details. Please try again.',
  noReference: 'There is no payment to show.',
  pending: 'We are still waiting for the payment provider to confirm this payment.',
  checkAgain: 'Check again',
  /** The h1 says what happened, from the server's status, never from the path alone. */
  headings: {
    checking: 'Checking your payment',
    unknown: 'Payment details unavailable',
    pending: 'Payment being confirmed',
    successful: 'Payment successful',
    paynowSuccessful: 'PayNow payment received',
    unsuccessful: 'Payment unsuccessful',
    aml: 'Payment under review',
    cancelled: 'Payment cancelled',
    expired: 'PayNow QR code expired',
  },
  /** What happened, in plain words, and what to do next. */
  what: {
    successful: 'Thank you. We have received your payment.',
    unsuccessful:
      'Your payment did not go through, so you have not been charged. Check the details and try again, or choose another way to pay.',
    cancelled: 'You cancelled the payment, so you have not been charged. You can try again when you are ready.',
    aml: 'Your payment has been received and is held while we complete a routine review. We will contact you if we need anything.',
    expired:
      'The PayNow QR code expired before your payment reached us, so nothing has been paid. Get a new code to try again.',
    pending: 'We are still waiting for the payment provider to confirm this payment. Please do not pay again.',
  } satisfies Record<PaymentState, string>,
  /** A card payment whose gateway page ran out of time: nothing was charged, and no PayNow code is involved. */
  cardExpired: {
    heading: 'Card payment timed out',
    what: 'The card payment page timed out before the payment was made, so you have not been charged. You can try again when you are ready.',
  },
  /** Below the expired page's words: the insurer's rule for a transfer that arrives anyway (config.json). */
  lateTransfer: (days: number) =>
    `If you transferred money after the code expired, it is not lost: we will apply it to your policies or refund it to the account it came from within ${days} working days.`,
  /** A declined card's way forward (declined-card.tsx). */
  declined: {
    title: 'What you can do now',
    payNowInstead: 'Pay with PayNow instead',
    payNowSame: 'PayNow pays the same policies and the same amount from your bank account, with a QR code.',
    bank: 'Your bank can tell you why it declined the card: call the number on the back of your card. Banks often decline a large or unusual payment until you confirm it was you.',
    help: (phone: string, hours: string) => `For help with this payment, call us on ${phone} (${hours}).`,
  },
  /** "Receipt" only for money received; anything else is the payment's details. */
  receipt: 'Receipt',
  details: 'Payment details',
  reference: 'Reference',
  date: 'Paid on',
  receivedOn: 'Received on',
  startedOn: 'Started on',
  total: 'Total',
  method: 'Payment method',
  payor: 'Paid by',
  payorUnpaid: 'Payor',
  status: 'Status',
  reason: (reason: string) => `Reason: ${reason}`,
  states: {
    pending: 'Being confirmed',
    successful: 'Paid',
    unsuccessful: 'Not paid',
    aml: 'Under review',
    cancelled: 'Cancelled',
    expired: 'Expired',
  } satisfies Record<PaymentState, string>,
  /** "Visa card ending 1111": the card's last four digits, from the server. */
  cardEnding: (method: string, last4: string) => `${method} ending ${last4}`,
  /** Where the receipt went (masked by the server) and "Send again" (also on the arrangement outcome pages). */
  sent: {
    /** A payment's receipt, or an arrangement's confirmation (no money moved yet). */
    to: (what: 'receipt' | 'confirmation', channel: 'email' | 'sms', to: string) =>
      `${what === 'receipt' ? 'Receipt' : 'Confirmation'} sent ${channel === 'sms' ? 'by SMS ' : ''}to ${to}`,
    again: 'Send again',
    sentAgain: (to: string) => `Sent again to ${to}. It may take a few minutes to arrive.`,
    limited: 'It has been sent again as often as we allow today. Please try again tomorrow.',
    failed: 'We could not send the receipt again. Please try again.',
  },
  pdf: {
    download: 'Download receipt (PDF)',
    app: 'Save receipt (PDF) to your phone',
    handed: 'The receipt has been passed to the app to save.',
    failed: 'We could not get the PDF receipt. Please try again.',
  },
  /** The same button for a new arrangement's confirmation. */
  confirmationPdf: {
    download: 'Download confirmation (PDF)',
    app: 'Save confirmation (PDF) to your phone',
    handed: 'The confirmation has been passed to the app to save.',
    failed: 'We could not get the PDF confirmation. Please try again.',
  },
  /** What happens next, from the server's reply: each policy's state, when the records show it, GIRO. */
  next: {
    heading: 'What happens next',
    upToDate: (policy: string) => `${policy} is up to date.`,
    stillDue: (policy: string) => `${policy} still has part of its premium due.`,
    nextDue: (date: string) => `Next premium due on ${date}.`,
    recordedBy: (date: string) => `This payment will show in your policy records by ${date}.`,
    /** The same for a payor: the records are the policyholder's. */
    recordedForPayor: (date: string) => `This payment will show in the policy’s records by ${date}.`,
    giro: (policy: string) => `Pay ${policy} by GIRO from now on, so a premium is not missed again.`,
    giroButton: (policy: string) => `Set up GIRO for ${policy}`,
  },
  tryAgain: 'Try again',
  newCode: 'Get a new PayNow code',
} as const);
