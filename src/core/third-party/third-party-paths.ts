/** The third-party routes the core navigates to (the spec's spellings). */
export const THIRD_PARTY_STEPS = {
  standalone: '/third-party',
  standaloneSourceOfFunds: '/third-party/source-of-funds',
  withLogin: '/third-party/one-time-payment',
  withLoginSourceOfFunds: '/third-party/one-time-payment/source-of-funds',
  /** Back to the policyholder's payment once the payor has declared everything. */
  paymentReview: '/one-time-payment/payment-review',
  successful: '/payment-status/third-party/succesful',
  outcome: '/payment-status/third-party',
} as const;
