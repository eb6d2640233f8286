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
    successful: 'Thank you. We have received your payment. Keep this receipt for your records.',
    unsuccessful:
      'Your payment did not go through, so you have not been charged. Check the details and try again, or choose another way to pay.',
    cancelled: 'You cancelled the payment, so you have not been charged. You can try again when you are ready.',
    aml: 'Your payment has been received and is held while we complete a routine review. We will contact you if we need anything.',
    expired:
      'The PayNow QR code expired before your payment reached us, so nothing has been paid. Get a new code to try again.',
    pending: 'We are still waiting for the payment provider to confirm this payment. Please do not pay again.',
  } satisfies Record<PaymentState, string>,
  /** Below the expired page's words: the insurer's rule for a transfer that arrives anyway (config.json). */
  lateTransfer: (days: number) =>
    `If you transferred money after the code expired, it is not lost: we will apply it to your policies or refund it to the account it came from within ${days} working days.`,
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
  print: 'Print or save as PDF',
  tryAgain: 'Try again',
  newCode: 'Get a new PayNow code',
} as const);
