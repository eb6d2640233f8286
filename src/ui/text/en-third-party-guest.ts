import { localized } from './language';
/** Texts of the guest payor's own pages after finding the policy: paying as a guest, the outcome. */

export const guestPayorText = localized('thirdPartyGuest', {
  pay: {
    heading: 'How you pay',
    method: { label: 'How would you like to pay?' },
    brands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' },
    cardHint: 'You will pay on the card gateway’s secure page. We never see your card number.',
    paynow: 'PayNow',
    paynowHint: 'Scan a QR code with your banking app. We show it on this page.',
    /** Above the card limit only PayNow is offered: the page says why. */
    payNowOnly: 'A card can pay up to S$50,000.00, so this amount can only be paid by PayNow.',
    consent: (amount: string) => `I authorise the payment of ${amount} for this policy.`,
    submit: (amount: string) => `Pay ${amount}`,
    /** PayNow's button makes a QR code; it does not take the money. */
    submitPayNow: 'Show PayNow QR code',
    submitting: 'Starting your payment…',
    unconfirmed:
      'We are still confirming whether your payment went through. Do not pay again: press Pay to check, and you will not be charged twice.',
    failed: 'We could not start the payment. Nothing was charged. Try again.',
    /** What the PayNow code pays: the policy, by number (the payor is not told its product). */
    policy: (policyNumber: string) => `Policy ${policyNumber}`,
    errors: {
      method: {
        required: 'Choose how you would like to pay.',
        totalNotPositive: 'The total must be more than S$0.00.',
        totalAboveCardLimit: 'A card payment can be up to S$50,000.00. Choose PayNow.',
        totalAbovePayNowLimit: 'PayNow takes up to S$200,000.00 in one payment. Pay a smaller amount.',
      },
      consent: { required: 'Tick to authorise the payment.' },
    },
  },
  outcome: {
    loading: 'Checking your payment…',
    /** The h1 says what happened (the two routes are the spec's; the words come from the server's status). */
    headings: {
      checking: 'Checking your payment',
      declarationHeld: 'Declaration under review',
      unknown: 'Payment not found',
      failed: 'Payment status unavailable',
    },
    /** "Receipt" only for money received. */
    receiptHeading: 'Receipt',
    detailsHeading: 'Payment details',
    reference: 'Reference',
    paidAt: 'Paid on',
    receivedAt: 'Received on',
    policy: 'Policy',
    amount: 'Amount',
    method: 'Paid with',
    methodUnpaid: 'Card',
    payor: 'Payor',
    unknown:
      'We could not find this payment in this browser. If you paid, the policyholder’s records will show it; otherwise you can start again.',
    failed: 'We could not check the payment just now. Reload the page to try again.',
    startAgain: 'Pay a premium on someone else’s behalf',
    declarationHeld:
      'Your declaration is held while we complete a routine review. No payment has been taken. We will contact you if we need anything.',
  },
} as const);
