/** The home page's words: its own file, so /login's first script does not carry them. */
export const homeText = {
  lead: 'Pay your insurance premiums securely, for yourself or on someone else’s behalf.',
  choices: [
    { href: '/one-time-payment', title: 'Pay a premium now', body: 'Pay one or more policies by card or PayNow.' },
    {
      href: '/third-party',
      title: 'Pay on someone else’s behalf',
      body: 'Pay a family member’s, employee’s or friend’s premium.',
    },
    {
      href: '/recurring-page',
      title: 'Set up a recurring payment',
      body: 'Pay future premiums automatically by GIRO or credit card.',
    },
  ],
} as const;
