/** The portal's recurring routes, spelled as the spec spells them ("succesful", "unsuccesful"). */
export const RECURRING_ROUTES = {
  start: '/recurring-page',
  giro: '/recurring-giro',
  giroBank: '/recurring-giro/select-bank',
  giroReview: '/recurring-arrangements/giro/review',
  giroSuccessful: '/recurring-arrangements/giro/status/succesful',
  giroUnsuccessful: '/recurring-arrangements/giro/status/unsuccesful',
  giroAml: '/recurring-arrangements/giro/status/aml',
  giroCancel: '/recurring-arrangements/giro/status/cancel',
  card: '/recurring-credit-card',
  cardType: '/recurring-credit-card/select-card-type',
  cardReview: '/recurring-credit-card/review',
  cardSuccessful: '/recurring-arrangements/credit-card/status/succesful',
  cardAml: '/recurring-arrangements/credit-card/status/aml',
} as const;
export type RecurringRoute = (typeof RECURRING_ROUTES)[keyof typeof RECURRING_ROUTES];
