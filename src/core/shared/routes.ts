/**
 * Every route of the spec (section 2), spelled as the spec spells them ("succesful", "unsuccesful"), under
 * the name its screen has in src/ui/routes.ts. The only place in src where a route path is written
 * (test/tooling/route-catalogue.test.ts fails on a path spelled anywhere else).
 */
export const ROUTE = {
  home: '/',

  login: '/login',
  loginAuthMethod: '/login/auth-method',
  loginOtp: '/login/otp',
  loginAcceptanceCode: '/login/acceptance-code',

  oneTimePayment: '/one-time-payment',
  payNow: '/one-time-payment/paynow',
  paymentMethod: '/one-time-payment/payment-method',
  paymentReview: '/one-time-payment/payment-review',
  acceptanceCodePayment: '/one-time-payment/acceptance-code',
  paymentSuccessful: '/one-time-payment/status/successful',
  paymentUnsuccessful: '/one-time-payment/status/unsuccessful',
  paymentAml: '/one-time-payment/status/aml',
  paymentCancel: '/one-time-payment/status/cancel',
  payNowSuccess: '/payment-status/otp/paynow/success',
  payNowExpired: '/payment-status/otp/paynow/expired',

  thirdPartySuccessful: '/payment-status/third-party/succesful',
  thirdPartyStatus: '/payment-status/third-party',
  thirdParty: '/third-party',
  thirdPartySourceOfFunds: '/third-party/source-of-funds',
  thirdPartyDeclaration: '/third-party/one-time-payment',
  thirdPartyPaymentSourceOfFunds: '/third-party/one-time-payment/source-of-funds',

  recurring: '/recurring-page',
  giro: '/recurring-giro',
  giroSelectBank: '/recurring-giro/select-bank',
  giroReview: '/recurring-arrangements/giro/review',
  giroSuccessful: '/recurring-arrangements/giro/status/succesful',
  giroUnsuccessful: '/recurring-arrangements/giro/status/unsuccesful',
  giroAml: '/recurring-arrangements/giro/status/aml',
  giroCancel: '/recurring-arrangements/giro/status/cancel',
  card: '/recurring-credit-card',
  cardSelectType: '/recurring-credit-card/select-card-type',
  cardReview: '/recurring-credit-card/review',
  cardSuccessful: '/recurring-arrangements/credit-card/status/succesful',
  cardAml: '/recurring-arrangements/credit-card/status/aml',

  maintenance: '/maintenance',
} as const;

export type RouteName = keyof typeof ROUTE;
export type RoutePath = (typeof ROUTE)[RouteName];

/** An outcome page for one payment or arrangement: the page reads its receipt by this reference. */
export function withRef(path: RoutePath, reference: string): string {
  return `${path}?ref=${encodeURIComponent(reference)}`;
}

/** A login page (or one with a query): never a place to come back to after logging in. */
export function isLoginPath(path: string): boolean {
  return path === ROUTE.login || path.startsWith(`${ROUTE.login}/`) || path.startsWith(`${ROUTE.login}?`);
}
