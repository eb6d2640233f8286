import { ROUTE } from '../../core/shared/routes';

/** The home page's words: its own file, so /login's first script does not carry them. */
export const homeText = {
  lead: 'Pay your insurance premiums securely, for yourself or on someone else’s behalf.',
  choices: [
    { href: ROUTE.oneTimePayment, title: 'Pay a premium now', body: 'Pay one or more policies by card or PayNow.' },
    {
      href: ROUTE.thirdParty,
      title: 'Pay on someone else’s behalf',
      body: 'Pay a family member’s, employee’s or friend’s premium.',
    },
    {
      href: ROUTE.recurring,
      title: 'Set up a recurring payment',
      body: 'Pay future premiums automatically by GIRO or credit card.',
    },
  ],
} as const;
