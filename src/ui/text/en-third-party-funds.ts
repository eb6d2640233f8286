/** Texts of the third-party pages after the declaration: the source of funds, the declaration's copy, the policy due. */
import { localized } from './language';
import { textErrors } from './en-third-party';

export const fundsText = localized('thirdPartyFunds', {
  policy: {
    heading: 'What is due',
    label: 'The policy',
    policyNumber: 'Policy number',
    amountDue: 'Amount due',
    searchAgain: 'Search for another policy',
  },
  fundSources: {
    salary: 'Salary or employment income',
    savings: 'Savings',
    'business-income': 'Business income',
    'investment-returns': 'Investment returns',
    'inheritance-gift': 'Inheritance or gift',
    other: 'Other',
  },
  funds: {
    payorHeading: 'Payor',
    source: { label: 'Where does the money for this payment come from?' },
    sourceOther: { label: 'Describe the source of funds' },
    wealthIntro: (threshold: string) =>
      `Because this payment is above ${threshold}, we also need to know how you came to have your wealth overall.`,
    wealthHeading: 'Source of wealth',
    wealthSource: { label: 'Your main source of wealth' },
    wealthDescription: {
      label: 'Tell us more (optional unless you chose Other)',
      hint: 'For example: sold a business in 2019; 30 years of employment.',
    },
    submitWithLogin: 'Continue to review',
    submitting: 'Saving…',
    noDeclaration: 'Make the declaration first.',
    goToDeclaration: 'Go to the declaration',
    failed: 'We could not save this. Check your connection and try again.',
    errors: {
      source: { required: 'Choose where the money comes from.' },
      sourceOther: { ...textErrors, required: 'Describe the source of funds.' },
      wealthSource: { required: 'Choose your main source of wealth.' },
      wealthDescription: { ...textErrors, required: 'Describe your source of wealth.' },
    },
  },
  copy: {
    download: 'Download a copy of my declaration',
    hint: 'Your ID number and date of birth are masked in the copy.',
    fileTitle: 'Third-party payor declaration',
    declaredTo: 'Declared to',
    fields: {
      declarationId: 'Declaration reference',
      declaredAt: 'Declared on',
      fullName: 'Full name',
      idType: 'ID type',
      idNumber: 'ID number',
      dateOfBirth: 'Date of birth',
      nationality: 'Nationality',
      relationship: 'Relationship',
      reason: 'Reason for paying',
      mobile: 'Mobile',
      email: 'Email',
      policies: 'Policies',
      amount: 'Amount',
      sourceOfFunds: 'Source of funds',
      sourceOfWealth: 'Source of wealth',
    },
    declaredTrue: 'The payor declared that this information is true and complete.',
  },
} as const);
