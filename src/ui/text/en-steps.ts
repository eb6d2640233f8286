import { localized } from './language';
import type { StepTrack } from '../../core/pages';
/** The step indicator's words: each step track's steps in order. */
export const stepsText = localized('steps', {
  step: (n: number, total: number) => `Step ${n} of ${total}`,
  /** "Step 2 of 4: Payment method", as one line, and as a screen reader hears it with the heading. */
  line: (n: number, total: number, label: string) => `Step ${n} of ${total}: ${label}`,
  tracks: {
    // The fourth step is paying: the PayNow page, or the card gateway's own page.
    oneTime: ['Policies', 'Payment method', 'Review', 'Pay'],
    // The payor's two pages belong to the payment-method step: the steps stay four for everyone.
    oneTimePayor: ['Policies', 'Payment method: the payor', 'Review', 'Pay'],
    oneTimeFunds: ['Policies', 'Payment method: source of funds', 'Review', 'Pay'],
    // Guest third-party payor: the payment happens on the card gateway's page after step 3.
    thirdParty: ['Find the policy', 'About you', 'Source of funds and payment'],
    // GIRO ends at the bank's own authorisation page, card at the provider's card-saving page.
    giro: ['Policy and payment method', 'Account holder', 'Choose your bank', 'Review'],
    card: ['Policy and payment method', 'Card type', 'Review', 'Save your card'],
  } satisfies Record<StepTrack, readonly string[]>,
} as const);
