import { localized } from './language';

/** The home page's words: its own file, so /login's first script does not carry them. */
export const homeText = localized('home', {
  lead: 'Pay your insurance premiums securely, for yourself or on someone else’s behalf.',
  /** Keyed by the page each choice opens (src/ui/screens/home.screen.tsx). */
  choices: {
    oneTimePayment: { title: 'Pay a premium now', body: 'Pay one or more policies by card or PayNow.' },
    thirdParty: {
      title: 'Pay on someone else’s behalf',
      body: 'Pay a family member’s, employee’s or friend’s premium.',
    },
    recurring: {
      title: 'Set up a recurring payment',
      body: 'Pay future premiums automatically by GIRO or credit card.',
    },
  },
} as const);
