import type { ComponentType } from 'react';
import { ROUTE } from '../core/shared/routes';

export interface RouteDef {
  path: string;
  /** Analytics page name: distinct for every route. */
  pageName: string;
  /** Key into text.screens for the heading, purpose and document title. */
  screen: ScreenKey;
  load: () => Promise<{ default: ComponentType }>;
  /** A journey page for a logged-in customer: a logged-out visitor goes to /login and comes back (lastUrl). */
  requiresLogin?: boolean;
  /**
   * Its first screen is the same for everyone and needs no services, so its HTML carries it, rendered at
   * build time (src/prerender.tsx). The build fails if such a screen waits for anything.
   */
  prerender?: boolean;
}

export type ScreenKey = keyof typeof import('./text/en').en.screens;

// Both third-party outcome routes share one screen and chunk (issue 6).
const thirdPartyOutcome = () =>
  import(/* webpackChunkName: "third-party-outcome" */ './screens/third-party/third-party-outcome.screen');

/** Every route of the spec, at its catalogue path (src/core/shared/routes.ts), with its page name and screen. */
export const ROUTES: readonly RouteDef[] = [
  {
    path: ROUTE.home,
    prerender: true,
    pageName: 'portal:home',
    screen: 'home',
    load: () => import(/* webpackChunkName: "home" */ './screens/home.screen'),
  },

  {
    path: ROUTE.login,
    prerender: true,
    pageName: 'portal:login',
    screen: 'login',
    load: () => import(/* webpackChunkName: "login" */ './screens/login/login.screen'),
  },
  {
    path: ROUTE.loginAuthMethod,
    pageName: 'portal:login:auth-method',
    screen: 'loginAuthMethod',
    load: () => import(/* webpackChunkName: "login-auth-method" */ './screens/login/auth-method.screen'),
  },
  {
    path: ROUTE.loginOtp,
    pageName: 'portal:login:otp',
    screen: 'loginOtp',
    load: () => import(/* webpackChunkName: "login-otp" */ './screens/login/otp.screen'),
  },
  {
    path: ROUTE.loginAcceptanceCode,
    prerender: true,
    pageName: 'portal:login:acceptance-code',
    screen: 'loginAcceptanceCode',
    load: () => import(/* webpackChunkName: "login-acceptance-code" */ './screens/login/acceptance-code.screen'),
  },

  {
    path: ROUTE.oneTimePayment,
    requiresLogin: true,
    pageName: 'portal:otp-payment:policies',
    screen: 'oneTimePayment',
    load: () => import(/* webpackChunkName: "payment-policies" */ './screens/payment/policies.screen'),
  },
  {
    path: ROUTE.payNow,
    requiresLogin: true,
    pageName: 'portal:otp-payment:paynow',
    screen: 'payNow',
    load: () => import(/* webpackChunkName: "payment-paynow" */ './screens/payment/paynow.screen'),
  },
  {
    path: ROUTE.paymentMethod,
    requiresLogin: true,
    pageName: 'portal:otp-payment:payment-method',
    screen: 'paymentMethod',
    load: () => import(/* webpackChunkName: "payment-method" */ './screens/payment/payment-method.screen'),
  },
  {
    path: ROUTE.paymentReview,
    requiresLogin: true,
    pageName: 'portal:otp-payment:payment-review',
    screen: 'paymentReview',
    load: () => import(/* webpackChunkName: "payment-review" */ './screens/payment/payment-review.screen'),
  },
  {
    path: ROUTE.acceptanceCodePayment,
    requiresLogin: true,
    pageName: 'portal:otp-payment:acceptance-code',
    screen: 'acceptanceCodePayment',
    load: () => import(/* webpackChunkName: "payment-policies" */ './screens/payment/policies.screen'),
  },

  {
    path: ROUTE.paymentSuccessful,
    requiresLogin: true,
    pageName: 'portal:otp-payment:status:successful',
    screen: 'paymentSuccessful',
    load: () => import(/* webpackChunkName: "payment-outcome" */ './screens/payment/payment-outcome.screen'),
  },
  {
    path: ROUTE.paymentUnsuccessful,
    requiresLogin: true,
    pageName: 'portal:otp-payment:status:unsuccessful',
    screen: 'paymentUnsuccessful',
    load: () => import(/* webpackChunkName: "payment-outcome" */ './screens/payment/payment-outcome.screen'),
  },
  {
    path: ROUTE.paymentAml,
    requiresLogin: true,
    pageName: 'portal:otp-payment:status:aml',
    screen: 'paymentAml',
    load: () => import(/* webpackChunkName: "payment-outcome" */ './screens/payment/payment-outcome.screen'),
  },
  {
    path: ROUTE.paymentCancel,
    requiresLogin: true,
    pageName: 'portal:otp-payment:status:cancel',
    screen: 'paymentCancel',
    load: () => import(/* webpackChunkName: "payment-outcome" */ './screens/payment/payment-outcome.screen'),
  },

  {
    path: ROUTE.payNowSuccess,
    pageName: 'portal:paynow:status:success',
    screen: 'payNowSuccess',
    load: () => import(/* webpackChunkName: "payment-outcome" */ './screens/payment/payment-outcome.screen'),
  },
  {
    path: ROUTE.payNowExpired,
    pageName: 'portal:paynow:status:expired',
    screen: 'payNowExpired',
    load: () => import(/* webpackChunkName: "payment-outcome" */ './screens/payment/payment-outcome.screen'),
  },

  {
    path: ROUTE.thirdPartySuccessful,
    pageName: 'portal:third-party:status:succesful',
    screen: 'thirdPartySuccessful',
    load: thirdPartyOutcome,
  },
  {
    path: ROUTE.thirdPartyStatus,
    pageName: 'portal:third-party:status',
    screen: 'thirdPartyStatus',
    load: thirdPartyOutcome,
  },

  {
    path: ROUTE.thirdParty,
    pageName: 'portal:third-party:find-policy',
    screen: 'thirdParty',
    load: () => import(/* webpackChunkName: "third-party-find" */ './screens/third-party/find-policy.screen'),
  },
  {
    path: ROUTE.thirdPartySourceOfFunds,
    pageName: 'portal:third-party:source-of-funds',
    screen: 'thirdPartySourceOfFunds',
    load: () => import(/* webpackChunkName: "third-party-guest-pay" */ './screens/third-party/guest-pay.screen'),
  },
  {
    path: ROUTE.thirdPartyDeclaration,
    requiresLogin: true,
    pageName: 'portal:third-party:declaration',
    screen: 'thirdPartyDeclaration',
    load: () => import(/* webpackChunkName: "third-party-declaration" */ './screens/third-party/declaration.screen'),
  },
  {
    path: ROUTE.thirdPartyPaymentSourceOfFunds,
    requiresLogin: true,
    pageName: 'portal:third-party:otp-source-of-funds',
    screen: 'thirdPartyPaymentSourceOfFunds',
    load: () =>
      import(/* webpackChunkName: "third-party-source-of-funds" */ './screens/third-party/source-of-funds.screen'),
  },

  {
    path: ROUTE.recurring,
    requiresLogin: true,
    pageName: 'portal:recurring',
    screen: 'recurring',
    load: () => import(/* webpackChunkName: "recurring-start" */ './screens/recurring/recurring-start.screen'),
  },

  {
    path: ROUTE.giro,
    requiresLogin: true,
    pageName: 'portal:recurring:giro',
    screen: 'giro',
    load: () => import(/* webpackChunkName: "recurring-giro" */ './screens/recurring/giro-account.screen'),
  },
  {
    path: ROUTE.giroSelectBank,
    requiresLogin: true,
    pageName: 'portal:recurring:giro:select-bank',
    screen: 'giroSelectBank',
    load: () => import(/* webpackChunkName: "recurring-giro-bank" */ './screens/recurring/giro-bank.screen'),
  },
  {
    path: ROUTE.giroReview,
    requiresLogin: true,
    pageName: 'portal:recurring:giro:review',
    screen: 'giroReview',
    load: () => import(/* webpackChunkName: "recurring-giro-review" */ './screens/recurring/giro-review.screen'),
  },
  {
    path: ROUTE.giroSuccessful,
    requiresLogin: true,
    pageName: 'portal:recurring:giro:status:succesful',
    screen: 'giroSuccessful',
    load: () => import(/* webpackChunkName: "recurring-outcome" */ './screens/recurring/arrangement-outcome.screen'),
  },
  {
    path: ROUTE.giroUnsuccessful,
    requiresLogin: true,
    pageName: 'portal:recurring:giro:status:unsuccesful',
    screen: 'giroUnsuccessful',
    load: () => import(/* webpackChunkName: "recurring-outcome" */ './screens/recurring/arrangement-outcome.screen'),
  },
  {
    path: ROUTE.giroAml,
    requiresLogin: true,
    pageName: 'portal:recurring:giro:status:aml',
    screen: 'giroAml',
    load: () => import(/* webpackChunkName: "recurring-outcome" */ './screens/recurring/arrangement-outcome.screen'),
  },
  {
    path: ROUTE.giroCancel,
    requiresLogin: true,
    pageName: 'portal:recurring:giro:status:cancel',
    screen: 'giroCancel',
    load: () => import(/* webpackChunkName: "recurring-outcome" */ './screens/recurring/arrangement-outcome.screen'),
  },

  {
    path: ROUTE.card,
    requiresLogin: true,
    pageName: 'portal:recurring:card',
    screen: 'card',
    load: () => import(/* webpackChunkName: "recurring-card" */ './screens/recurring/card-policy.screen'),
  },
  {
    path: ROUTE.cardSelectType,
    requiresLogin: true,
    pageName: 'portal:recurring:card:select-card-type',
    screen: 'cardSelectType',
    load: () => import(/* webpackChunkName: "recurring-card-type" */ './screens/recurring/card-type.screen'),
  },
  {
    path: ROUTE.cardReview,
    requiresLogin: true,
    pageName: 'portal:recurring:card:review',
    screen: 'cardReview',
    load: () => import(/* webpackChunkName: "recurring-card-review" */ './screens/recurring/card-review.screen'),
  },
  {
    path: ROUTE.cardSuccessful,
    requiresLogin: true,
    pageName: 'portal:recurring:card:status:succesful',
    screen: 'cardSuccessful',
    load: () => import(/* webpackChunkName: "recurring-outcome" */ './screens/recurring/arrangement-outcome.screen'),
  },
  {
    path: ROUTE.cardAml,
    requiresLogin: true,
    pageName: 'portal:recurring:card:status:aml',
    screen: 'cardAml',
    load: () => import(/* webpackChunkName: "recurring-outcome" */ './screens/recurring/arrangement-outcome.screen'),
  },

  {
    path: ROUTE.maintenance,
    prerender: true,
    pageName: 'portal:maintenance',
    screen: 'maintenance',
    load: () => import(/* webpackChunkName: "maintenance" */ './screens/maintenance.screen'),
  },
];

export const NOT_FOUND: RouteDef = {
  path: '*',
  pageName: 'portal:not-found',
  screen: 'notFound',
  load: () => import(/* webpackChunkName: "not-found" */ './screens/not-found.screen'),
};

export function findRoute(path: string): RouteDef {
  return ROUTES.find((route) => route.path === path) ?? NOT_FOUND;
}
