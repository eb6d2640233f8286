import { localized } from './language';
/** The header's signed-in part. */
export const accountText = localized('account', {
  logout: 'Log out',
  loggingOut: 'Logging out…',
  signedIn: 'Signed in',
  signedInAs: 'Signed in as',
  /** What a screen reader says instead of the mask's dots. */
  idEnding: (last: string) => `ID number ending ${last}`,
  /** Receipt rows naming who was paid (screen, print and the saved PDF). */
  payee: { name: 'Paid to', unpaid: 'Payee', uen: 'Payee UEN' },
} as const);
