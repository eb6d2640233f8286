import { localized } from './language';
import type { ArrangementState, Frequency, GiroBank, RecurringCardType } from '../../core/api/recurring.contract';

/** Texts of the recurring area (see en.ts). */
export const recurringText = localized('recurring', {
  /** Each screen's lead line, beside its title in en.ts (here so that other routes do not carry it). */
  purposes: {
    recurring: 'Choose a policy and how you would like to pay it regularly.',
    giro: 'Tell us whose bank account you will pay from.',
    giroSelectBank: 'Choose the bank that holds your account.',
    giroReview: 'Check the details before you continue to your bank.',
    card: 'Choose the policy to pay by credit card.',
    cardSelectType: 'Choose the type of credit card you will use.',
    cardReview: 'Check the details before you continue to save your card.',
  },
  continue: 'Continue',
  loading: 'Loading your policies…',
  loadFailed: 'We could not load your policies. Please try again.',
  retry: 'Try again',
  noPolicies: 'You have no regular-premium policies that can be paid by a recurring arrangement.',
  startAgain: 'Choose a policy',
  choosePolicyFirst: 'Choose the policy for this arrangement first.',
  policy: {
    label: 'Policy',
    premium: (amount: string, frequency: Frequency) => `${amount} ${FREQUENCY[frequency]}`,
    nextDue: (date: string) => `Next premium due ${date}`,
    overdueSince: (date: string) => `Premium overdue since ${date}: please pay it as a one-time payment`,
    current: {
      none: 'No recurring arrangement',
      giro: (bank: string, pending: boolean) =>
        pending ? `GIRO from ${bank}, starting soon` : `Paid by GIRO from ${bank}`,
      card: (type: string) => `Paid by ${type} credit card`,
    },
    replaces: 'This will replace the policy’s current recurring arrangement.',
    errors: {
      required: 'Choose a policy.',
      unconfirmed: 'We are still confirming your previous request. Open the review page to check it.',
    },
  },
  method: {
    label: 'How would you like to pay?',
    giro: 'GIRO from my bank account',
    giroHint: 'Premiums are deducted from your account on each due date.',
    card: 'Credit card',
    cardHint: 'Premiums are charged to your Visa or Mastercard on each due date.',
    cardAboveLimit: 'This premium is above the credit card limit of S$50,000. Please choose GIRO.',
    errors: { required: 'Choose GIRO or credit card.' },
  },
  giro: {
    holderName: {
      label: 'Account holder’s name',
      hint: 'Exactly as it appears in your bank’s records, for example on your bank statement.',
      errors: {
        required: 'Enter the account holder’s name.',
        tooLong: 'The name can be at most 140 characters.',
        characters: "Use letters, spaces and . , ' - / ( ) @ & only.",
      },
    },
    accountAtBank:
      'You will enter your account number on your bank’s own page, after the review: we never see it, and your bank tells us only its last four digits.',
    declaration: 'I declare that this bank account is my own, held in my name.',
    declarationRequired: 'Confirm that the bank account is your own.',
  },
  bank: {
    label: 'Your bank',
    hint: 'You will authorise the GIRO arrangement on your bank’s own website.',
    required: 'Choose your bank.',
    firstDeduction: (date: string) => `The first premium deducted by GIRO will be the one due on ${date}.`,
    payUntilActive:
      'Until then, please keep paying your premiums as usual: a premium due before GIRO is active is not deducted.',
    loadFailed: 'We could not load the banks. Please try again.',
  },
  banks: {
    BOC: 'Bank of China',
    CITI: 'Citibank',
    DBS: 'DBS/POSB',
    HSBC: 'HSBC',
    ICBC: 'ICBC',
    MBB: 'Maybank',
    OCBC: 'OCBC',
    SCB: 'Standard Chartered',
    UOB: 'UOB',
  } satisfies Record<GiroBank, string>,
  cardTypes: { visa: 'Visa', mastercard: 'Mastercard' } satisfies Record<RecurringCardType, string>,
  cardType: {
    label: 'Card type',
    hint: 'You will enter the card’s details on our payment provider’s secure page, not here.',
    required: 'Choose your card type.',
  },
  /** A premium the arrangement will not take (due before its first deduction), and the button that pays it. */
  due: {
    title: 'A premium is still due',
    amount: 'Amount due',
    dueDate: 'Due date',
    coverUntil: 'Pay by, to keep your cover',
    notTaken: 'Your recurring arrangement will not take this premium, because it falls due before the first deduction.',
    pay: (amount: string) => `Pay ${amount} now`,
  },
  review: {
    summary: 'Summary',
    policy: 'Policy',
    premium: 'Premium',
    method: 'Pay by',
    holder: 'Account holder',
    bank: 'Bank',
    account: 'Account number',
    accountAtBank: (bank: string) => `You enter it on ${bank}’s own page`,
    firstDeduction: 'First GIRO deduction',
    cardType: 'Card type',
    giroMethod: 'GIRO',
    cardMethod: 'Credit card',
    terms: 'Terms',
    giroTerms: [
      'Your bank deducts each premium from your account on its due date, until you or we end the arrangement.',
      'If a deduction fails, we will write to you; the premium must then be paid another way.',
      'Premiums due before GIRO is active must be paid as usual.',
    ],
    cardTerms: [
      'Each premium is charged to the saved card on its due date, until you or we end the arrangement.',
      'If a charge fails, we will write to you; the premium must then be paid another way.',
      'Your card details are kept by our payment provider, never by us.',
    ],
    consent: 'I have read and agree to the terms above.',
    consentRequired: 'Agree to the terms to continue.',
    submitGiro: 'Continue to my bank',
    submitCard: 'Continue to save my card',
    submitting: 'Please wait…',
    unconfirmed:
      'We are still confirming your request. Please do not start again: press the button once more to check.',
    failed: 'We could not start your arrangement. Please check the details and try again.',
    declined: 'Your card was not saved, so nothing has been set up. Check the card, or use another one, and try again.',
    cancelled: 'You cancelled on the card page, so nothing has been set up. You can try again when you are ready.',
    reason: (text: string) => `Reason given: ${text}`,
  },
  outcome: {
    /** The h1 says what happened, from the server's status (a pending one stays on whichever path it came to). */
    headings: {
      checking: 'Checking your arrangement',
      unknown: 'Arrangement details unavailable',
      giro: {
        successful: 'GIRO arrangement set up',
        unsuccessful: 'GIRO arrangement not set up',
        aml: 'GIRO arrangement under review',
        cancelled: 'GIRO arrangement cancelled',
        pending: 'Waiting for your bank',
      },
      card: {
        successful: 'Card arrangement set up',
        unsuccessful: 'Card arrangement not set up',
        aml: 'Card arrangement under review',
        cancelled: 'Card arrangement cancelled',
        pending: 'Waiting for the card provider',
      },
    } satisfies Record<'giro' | 'card', Record<ArrangementState, string>> & Record<string, unknown>,
    what: {
      successful: 'Your premiums will now be paid automatically on each due date. No payment has been taken today.',
      unsuccessful:
        'Nothing has been set up, and no money has been taken. You can try again, or choose another way to pay.',
      aml: 'Your arrangement is held while we complete a routine review. Nothing will be deducted until then; we will contact you with the next steps.',
      cancelled:
        'You cancelled, so nothing has been set up and no money has been taken. You can try again when you are ready.',
      pending: 'We have not heard back yet. If you have finished, refresh this page in a moment.',
    } satisfies Record<ArrangementState, string>,
    reference: 'Reference',
    policy: 'Policy',
    premium: 'Premium',
    bank: 'Bank',
    card: 'Card',
    cardEnding: (type: string, last4: string) => `${type} ending ${last4}`,
    accountEnding: (bank: string, last4: string) => `${bank} account ending ${last4}`,
    /** A refused GIRO: the bank's reason is above; who to call, and when. */
    giroHelp: (phone: string, hours: string) =>
      `If you do not know why your bank refused, ask your bank, or call us on ${phone} (${hours}).`,
    firstDeduction: 'First deduction',
    loading: 'Checking your arrangement…',
    loadFailed: 'We could not check your arrangement. Please refresh the page to try again.',
    noReference: 'We could not find an arrangement to show here.',
    pending: 'Your bank has not answered yet. If you have finished at your bank, refresh this page in a moment.',
    /** The successful `what` while a premium is still due: nothing may promise that every premium is taken. */
    successfulWithDue:
      'Your future premiums will be paid automatically, but not the premium still due below: please pay it yourself. No payment has been taken today.',
    giroPayUntilActive: (date: string) =>
      `GIRO usually takes about three weeks to become active. Please pay any premium due before ${date} as usual.`,
    tryAgain: 'Try again',
    print: 'Print this page',
  },
} as const);

const FREQUENCY: Record<Frequency, string> = {
  monthly: 'a month',
  quarterly: 'a quarter',
  'half-yearly': 'every six months',
  yearly: 'a year',
};
