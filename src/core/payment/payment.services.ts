/** One-time payment and PayNow (issue 5). */
export interface PaymentServices {}
