/** The third-party payor's declaration form: its labels, hints and errors, and the amount the payor pays. */
import { localized } from './language';
import { textErrors } from './en-third-party';

export const declarationText = localized('declaration', {
  amount: {
    label: 'Amount you will pay',
    hint: (due: string) => `Up to ${due}. You can pay part of it.`,
    errors: {
      amountRequired: 'Enter the amount.',
      amountFormat: 'Enter an amount such as 156.40.',
      amountDecimals: 'Use at most two decimal places.',
      amountNotPositive: 'Enter an amount above zero.',
      amountBelowMinimum: 'Pay at least S$1.00.',
      amountAboveDue: 'You cannot pay more than is due.',
      amountFixed: 'This amount cannot be changed.',
    },
  },
  /** "Retrieve Myinfo with Singpass" above the typed fields, and what Myinfo gave (ADR 0059). */
  myinfo: {
    label: 'Retrieve Myinfo with Singpass',
    labelWith: 'Retrieve Myinfo with',
    spoken: 'Sing pass',
    hint: 'You will go to Singpass to approve sharing your name, NRIC, date of birth, nationality and registered address, and come back here.',
    typedIsFine: 'No Singpass, or prefer not to use it? Type your details below instead.',
    hiddenInApp:
      'Retrieving Myinfo with Singpass does not work inside this app. Type your details below, or use your phone’s browser to retrieve them.',
    retrieving: 'Getting your details from Myinfo…',
    heading: 'From Myinfo',
    note: 'These details come from Myinfo and cannot be changed here. Fill in the rest below.',
    fields: {
      fullName: 'Full name',
      idNumber: 'NRIC/FIN',
      dateOfBirth: 'Date of birth',
      nationality: 'Nationality',
      registeredAddress: 'Registered address',
    },
    useTyped: 'Type my details instead',
    cancelled: 'You cancelled Myinfo, so nothing was retrieved. Type your details below, or try Myinfo again.',
    unbound:
      'This Myinfo return did not start in this browser tab, so we did not use it. Type your details below, or retrieve Myinfo from here.',
    expired: 'This Myinfo return has expired or was already used. Type your details below, or retrieve Myinfo again.',
    limited:
      'Myinfo is paused for this payment after several retrievals that did not complete. Type your details below.',
    failed: 'We could not get your details from Myinfo. Type your details below, or try again.',
  },
  declaration: {
    heading: 'About you, the payor',
    intro:
      'Singapore’s anti-money-laundering rules require us to know who pays a policy on someone else’s behalf. Your ID number and date of birth are encrypted before they leave this device.',
    paymentHeading: 'What you are paying',
    /** Who is who on the policyholder's own payment: the policies and their signed-in holder, from what the page has. */
    payingFor: (policies: string) => `You are paying for the policyholder’s ${policies}.`,
    holderSignedIn: (maskedId: string) => `The policyholder is signed in as ${maskedId}.`,
    aboutYou: 'This form is about you, the payor, not the policyholder.',
    total: 'Total',
    fullName: { label: 'Full name', hint: 'As in your NRIC, FIN card or passport.' },
    idType: { label: 'Your ID type' },
    idNumber: {
      labelNric: 'Your NRIC/FIN',
      labelPassport: 'Your passport number',
      hintNric: 'For example S1234567D.',
      hintPassport: '5 to 20 letters and digits.',
    },
    dateOfBirth: { label: 'Your date of birth', hint: 'Day/month/year, for example 31/08/1985.' },
    nationality: { label: 'Nationality', placeholder: 'Choose a nationality', otherLabel: 'Your nationality' },
    relationship: {
      label: 'Your relationship to the policyholder',
      placeholder: 'Choose a relationship',
      otherLabel: 'Describe the relationship',
    },
    reason: { label: 'Why are you paying this premium?', placeholder: 'Choose a reason', otherLabel: 'Tell us why' },
    mobile: { label: 'Mobile number', hint: 'A Singapore number, or an international one starting with +.' },
    email: { label: 'Email address' },
    declaredTrue:
      'I declare that the information I have given is true and complete, and I understand the insurer may verify it.',
    submit: 'Continue',
    submitting: 'Checking…',
    nothingToPayWithLogin:
      'There is no payment by a third party in progress. Choose the policies and who is paying first.',
    nothingToPayStandalone: 'Find the policy first.',
    backToMethod: 'Choose how to pay',
    failed: 'We could not send your declaration. Check your connection and try again.',
    errors: {
      fullName: {
        ...textErrors,
        required: 'Enter your full name.',
        nameCharacters: "Use letters, spaces and . , ' - / ( ) @ only.",
        nameTooLong: 'Use 66 characters or fewer.',
      },
      idNumber: {
        required: 'Enter your ID number.',
        nricFormat: 'Enter an NRIC/FIN such as S1234567D: a letter, 7 digits and a letter.',
        nricCheckLetter: 'This NRIC/FIN is not valid. Check the last letter.',
        passportFormat: 'Enter 5 to 20 letters and digits.',
      },
      dateOfBirth: {
        required: 'Enter your date of birth.',
        dateFormat: 'Enter the date as day/month/year, for example 31/08/1985.',
        notARealDate: 'This date does not exist. Check the day and month.',
        notInThePast: 'The date of birth must be in the past.',
        tooLongAgo: 'Check the year.',
        underAge: 'A payor must be 18 or older.',
      },
      nationality: { required: 'Choose your nationality.' },
      nationalityOther: { ...textErrors, required: 'Enter your nationality.' },
      relationship: { required: 'Choose your relationship to the policyholder.' },
      relationshipOther: { ...textErrors, required: 'Describe the relationship.' },
      reason: { required: 'Choose why you are paying.' },
      reasonOther: { ...textErrors, required: 'Tell us why you are paying.' },
      mobile: {
        required: 'Enter your mobile number.',
        mobileFormat: 'Enter a Singapore mobile such as 9123 4567, or an international number starting with +.',
      },
      email: {
        required: 'Enter your email address.',
        emailFormat: 'Enter an email address such as name@example.com.',
        cardNumber: textErrors.cardNumber,
      },
      declaredTrue: { required: 'Tick the declaration to continue.' },
    },
  },
} as const);
