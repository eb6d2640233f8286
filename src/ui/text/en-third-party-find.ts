import { localized } from './language';

/** Texts of the guest payor's first step: finding the policy by its number and the policyholder's identity. */
export const findPolicyText = localized('thirdPartyFind', {
  intro:
    'You do not need to log in. Enter the policy number and the policyholder’s details exactly as they are on the policy.',
  policyNumber: { label: 'Policy number', hint: 'As printed on the policy documents, for example L-1002-01.' },
  idTypeLabel: 'Policyholder’s ID type',
  idNumberLabelNric: 'Policyholder’s NRIC/FIN',
  idNumberLabelPassport: 'Policyholder’s passport number',
  dateOfBirthLabel: 'Policyholder’s date of birth',
  submit: 'Find the policy',
  submitting: 'Finding the policy…',
  /** One text for a wrong number, a wrong identity and nothing due: the server gives one answer for all three. */
  notFound:
    'We could not find a premium due for these details. Check the policy number, ID number and date of birth, and try again.',
  /** The find lock-out (docs/api.md, "Lock-outs"): when to try again and whom to call. */
  limited: (phone: string, minutes?: number) =>
    `We have paused the search after several unsuccessful attempts, to protect policyholders’ details. Please try again ${
      minutes ? `in ${minutes} minute${minutes === 1 ? '' : 's'}` : 'later'
    }. If you need help now, call our customer service on ${phone}.`,
  errors: {
    policyNumber: {
      required: 'Enter the policy number.',
      policyNumberFormat: 'Enter the policy number as printed, with letters, digits and dashes.',
    },
  },
});
