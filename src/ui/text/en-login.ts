import { localized } from './language';
/** Texts of the login area (see en.ts). Error texts say what is wrong and how to put it right. */
export const loginText = localized('login', {
  idType: {
    label: 'ID type',
    nric: 'NRIC or FIN',
    passport: 'Passport',
  },
  idNumber: {
    labelNric: 'NRIC or FIN number',
    labelPassport: 'Passport number',
    hintNric: 'As shown on your card, for example S1234567D',
    hintPassport: 'Letters and numbers only, as shown in your passport',
  },
  dateOfBirth: {
    label: 'Date of birth',
    hint: 'Day, month and year, for example 31/08/1985',
  },
  acceptanceCode: {
    label: 'Acceptance code',
    hint: 'The 8 letters and numbers in your acceptance letter',
  },
  errors: {
    idNumber: {
      required: 'Enter your ID number',
      nricFormat: 'Enter your NRIC or FIN as a letter, 7 digits and a letter, for example S1234567D',
      nricCheckLetter:
        'Check your NRIC or FIN: the last letter does not match the digits. Enter it exactly as shown on your card',
      passportFormat: 'Enter your passport number using 5 to 20 letters and numbers only, without spaces or symbols',
    },
    dateOfBirth: {
      required: 'Enter your date of birth',
      dateFormat: 'Enter your date of birth as day, month and year, for example 31/08/1985',
      notARealDate: 'Enter a real date: check the day and the month, for example 31/08/1985',
      notInThePast: 'Your date of birth must be in the past: check the year',
      tooLongAgo: 'Check the year of your date of birth',
    },
    acceptanceCode: {
      required: 'Enter the acceptance code from your acceptance letter',
      acceptanceCodeFormat: 'Enter the acceptance code as 8 letters and numbers, as printed in your acceptance letter',
      acceptanceCodeNotRecognised:
        'This acceptance code does not match the ID number and date of birth. Check all three against your acceptance letter',
    },
    otp: {
      required: 'Enter the six-digit code we sent you',
      otpFormat: 'Enter the code as 6 digits, for example 123456',
    },
  },
  submitIdentify: 'Continue',
  submitting: 'Please wait…',
  acceptanceCodeLink: 'Paying the first premium of a new policy? Log in with your acceptance code',
  submitAcceptanceCode: 'Log in',
} as const);
