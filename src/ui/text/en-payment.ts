import { localized } from './language';
import type { AmountError, LimitError } from '../../core/shared/money';
import type { CardBrand } from '../../core/api/payment.contract';
import type { Frequency } from '../../core/api/payment.codes';

const limitErrors: Record<LimitError, string> = {
  totalNotPositive: 'The total must be more than S$0.00.',
  totalAbovePayNowLimit: 'PayNow takes up to S$200,000.00 in one payment. Pay fewer policies at a time.',
  totalAboveCardLimit: 'A card payment can be up to S$50,000.00. Choose PayNow, or pay fewer policies at a time.',
};

/** Texts of the payment area (see en.ts). */
export const paymentText = localized('payment', {
  /** Each screen's lead line, beside its title in en.ts (here so that other routes do not carry it). */
  purposes: {
    oneTimePayment: 'Select the policies you would like to pay now.',
    paymentMethod: 'Pay by card or PayNow, and tell us who is paying.',
    paymentReview: 'Check the details before you pay.',
    acceptanceCodePayment: 'Pay the initial premium of your new policy.',
  },
  continue: 'Continue',
  retry: 'Try again',
  loading: 'Loading your policies…',
  loadFailed: 'We could not load your policies. Please try again.',
  none: 'You have no premiums due at the moment.',
  locked: 'You have a payment in progress. Open the review page to see where it stands before you pay anything else.',
  toReview: 'Go to the review page',
  startAgain: 'Choose policies to pay',
  /** The customer's payments of the last 30 days, on the first page after login (recent-payments.tsx). */
  recent: {
    heading: 'Your payments in the last 30 days',
    states: {
      successful: 'Paid',
      aml: 'Received, under review',
      pending: 'Waiting for your PayNow transfer',
    },
    method: (method: string, last4?: string) => (last4 ? `${method} ending ${last4}` : method),
    /** The link to the payment's receipt (its outcome page), named by its reference. */
    receipt: (reference: string) => `Receipt ${reference}`,
    details: (reference: string) => `Details of payment ${reference}`,
    failed: 'We could not load your recent payments just now.',
  },
  policies: {
    label: 'Policies with premium due',
    due: (amount: string, date: string) => `${amount} due ${date}`,
    overdue: 'Overdue',
    coverUntil: (date: string) => `Pay by ${date} to keep your cover.`,
    lifeAssured: (name: string) => `Life assured: ${name}`,
    frequency: {
      monthly: 'Monthly premium',
      quarterly: 'Quarterly premium',
      'half-yearly': 'Half-yearly premium',
      yearly: 'Yearly premium',
    } satisfies Record<Frequency, string>,
    payNowOnly: (limit: string) => `Pay this by PayNow: a card payment can be at most ${limit}.`,
    // With the date the arrangement takes this premium; without, none is scheduled for it (a missed one).
    recurringNext: {
      giro: (date: string) => `Paid by GIRO: the deduction on ${date} pays this premium, so you need not pay it here.`,
      card: (date: string) => `Paid by your recurring card payment on ${date}, so you need not pay it here.`,
    } satisfies Record<'giro' | 'card', (date: string) => string>,
    recurringMissed: {
      giro: 'On GIRO, but no deduction is scheduled for this premium: pay it here.',
      card: 'On a recurring card payment, but no charge is scheduled for this premium: pay it here.',
    } satisfies Record<'giro' | 'card', string>,
    application: 'Initial premium of your new policy',
    /** Ticking a premium a scheduled deduction will take: asked once, in a dialog. */
    alsoPay: {
      title: 'Pay this premium now as well?',
      body: {
        giro: (amount: string, date: string) =>
          `Your GIRO deduction on ${date} will still take ${amount} for this premium, so it would be paid twice.`,
        card: (amount: string, date: string) =>
          `Your recurring card payment on ${date} will still charge ${amount} for this premium, so it would be paid twice.`,
      },
      confirm: 'Pay it now as well',
      keep: { giro: 'Leave it to GIRO', card: 'Leave it to the card payment' },
    },
    amount: (policy: string) => `Amount for ${policy}`,
    amountHint: 'S$1.00 up to the amount due',
    fixedHint: 'The initial premium is paid in full.',
    total: 'Total',
    noneSelected: 'Choose at least one policy.',
  },
  amountErrors: {
    amountRequired: 'Enter an amount.',
    amountFormat: 'Enter an amount in dollars and cents, for example 245.30.',
    amountDecimals: 'Use at most two decimal places.',
    amountNotPositive: 'Enter an amount of more than S$0.00.',
    amountBelowMinimum: 'The smallest payment is S$1.00.',
    amountAboveDue: 'The amount cannot be more than the premium due.',
    amountFixed: 'The initial premium must be paid in full.',
  } satisfies Record<AmountError, string>,
  limitErrors,
  method: {
    label: 'How would you like to pay?',
    brands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' } satisfies Record<CardBrand, string>,
    // "Visa card", but "Mastercard", never "Mastercard card".
    card: (brand: string) => (/card$/i.test(brand) ? brand : `${brand} card`),
    cardHint: 'You will enter your card details on our payment provider’s secure page.',
    paynow: 'PayNow',
    paynowHint: 'Scan a QR code with your banking app.',
    required: 'Choose how you would like to pay.',
    payorLabel: 'Who is paying?',
    policyholder: 'I am the policyholder',
    thirdParty: 'Someone else is paying for me',
    thirdPartyHint: 'We will ask about the person paying, as anti-money-laundering rules require.',
    payorRequired: 'Tell us who is paying.',
    noPolicies: 'Choose the policies to pay first.',
  },
  review: {
    summary: 'Your payment',
    policy: (name: string, number: string) => `${name} (${number})`,
    alsoCollected: {
      giro: (date: string) => `Also taken by your GIRO deduction on ${date}`,
      card: (date: string) => `Also charged by your recurring card payment on ${date}`,
    },
    total: 'Total',
    method: 'Payment method',
    payor: 'Paid by',
    payorSelf: 'The policyholder',
    payorThirdParty: 'A third party',
    consent: 'I confirm that the details above are correct and I authorise this payment.',
    consentRequired: 'Confirm the details to pay.',
    pay: (amount: string) => `Pay ${amount}`,
    /** PayNow's button makes a code to scan; it takes no money itself. */
    showQr: 'Show PayNow QR code',
    paying: 'Paying…',
    checkAgain: 'Check my payment',
    resume: 'Continue to your payment',
    unconfirmed:
      'We are still confirming your payment. Please do not pay again. Check again in a moment: you will not be charged twice.',
    failed: 'Your payment could not be made. You have not been charged. Please check the details and try again.',
    badQr: (reference: string) =>
      `We could not show a valid PayNow code for this payment, so we have not shown one. Please contact customer service and quote reference ${reference}.`,
    missing: {
      noPolicies: 'Choose the policies to pay first.',
      noMethod: 'Choose how you would like to pay first.',
      noPayor: 'Tell us who is paying first.',
      noDeclaration: 'The third-party payor’s declaration is not complete yet.',
    },
  },
} as const);
