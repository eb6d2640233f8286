import type { ComponentType } from 'react';
import { ROUTE, type RouteName } from '../core/shared/routes';

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
  /**
   * An outcome page: titled neutrally (its `pageTitle`) until its screen has the server's answer, then titled with
   * what it shows, and its page view pushed then (`useSettledOutcome`), never for a status the server did not give.
   */
  outcome?: boolean;
}

export type ScreenKey = keyof typeof import('./text/en').en.screens;

// Screen chunks go unnamed (their ids name the files): the table of chunk names sits in main.js, on every page,
// and cost /login some 0.2 KB (docs/adr/0036-chunks-follow-what-a-page-shows.md). The maintenance screen keeps its
// name for test/e2e/chunk-failure.e2e.ts. Both third-party outcome routes share one screen and chunk.
const thirdPartyOutcome = () => import('./screens/third-party/third-party-outcome.screen');

/** A route of the catalogue: its screen key is its catalogue name, which gives its path. */
type CatalogueRoute = Omit<RouteDef, 'path' | 'screen'> & { screen: RouteName };

/** Every route of the spec, at its catalogue path (src/core/shared/routes.ts), with its page name and screen. */
const CATALOGUE_ROUTES: readonly CatalogueRoute[] = [
  {
    prerender: true,
    pageName: 'portal:home',
    screen: 'home',
    load: () => import('./screens/home.screen'),
  },

  {
    prerender: true,
    pageName: 'portal:login',
    screen: 'login',
    load: () => import('./screens/login/login.screen'),
  },
  {
    pageName: 'portal:login:auth-method',
    screen: 'loginAuthMethod',
    load: () => import('./screens/login/auth-method.screen'),
  },
  {
    pageName: 'portal:login:otp',
    screen: 'loginOtp',
    load: () => import('./screens/login/otp.screen'),
  },
  {
    prerender: true,
    pageName: 'portal:login:acceptance-code',
    screen: 'loginAcceptanceCode',
    load: () => import('./screens/login/acceptance-code.screen'),
  },

  {
    requiresLogin: true,
    pageName: 'portal:otp-payment:policies',
    screen: 'oneTimePayment',
    load: () => import('./screens/payment/policies.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:otp-payment:paynow',
    screen: 'payNow',
    load: () => import('./screens/payment/paynow.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:otp-payment:payment-method',
    screen: 'paymentMethod',
    load: () => import('./screens/payment/payment-method.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:otp-payment:payment-review',
    screen: 'paymentReview',
    load: () => import('./screens/payment/payment-review.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:otp-payment:acceptance-code',
    screen: 'acceptanceCodePayment',
    load: () => import('./screens/payment/policies.screen'),
  },

  {
    requiresLogin: true,
    pageName: 'portal:otp-payment:status:successful',
    screen: 'paymentSuccessful',
    outcome: true,
    load: () => import('./screens/payment/payment-outcome.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:otp-payment:status:unsuccessful',
    screen: 'paymentUnsuccessful',
    outcome: true,
    load: () => import('./screens/payment/payment-outcome.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:otp-payment:status:aml',
    screen: 'paymentAml',
    outcome: true,
    load: () => import('./screens/payment/payment-outcome.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:otp-payment:status:cancel',
    screen: 'paymentCancel',
    outcome: true,
    load: () => import('./screens/payment/payment-outcome.screen'),
  },

  {
    pageName: 'portal:paynow:status:success',
    screen: 'payNowSuccess',
    outcome: true,
    load: () => import('./screens/payment/payment-outcome.screen'),
  },
  {
    pageName: 'portal:paynow:status:expired',
    screen: 'payNowExpired',
    outcome: true,
    load: () => import('./screens/payment/payment-outcome.screen'),
  },

  {
    pageName: 'portal:third-party:status:succesful',
    screen: 'thirdPartySuccessful',
    outcome: true,
    load: thirdPartyOutcome,
  },
  {
    pageName: 'portal:third-party:status',
    screen: 'thirdPartyStatus',
    outcome: true,
    load: thirdPartyOutcome,
  },

  {
    pageName: 'portal:third-party:find-policy',
    screen: 'thirdParty',
    load: () => import('./screens/third-party/find-policy.screen'),
  },
  {
    pageName: 'portal:third-party:source-of-funds',
    screen: 'thirdPartySourceOfFunds',
    load: () => import('./screens/third-party/guest-pay.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:third-party:declaration',
    screen: 'thirdPartyDeclaration',
    load: () => import('./screens/third-party/declaration.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:third-party:otp-source-of-funds',
    screen: 'thirdPartyPaymentSourceOfFunds',
    load: () => import('./screens/third-party/source-of-funds.screen'),
  },

  {
    requiresLogin: true,
    pageName: 'portal:recurring',
    screen: 'recurring',
    load: () => import('./screens/recurring/recurring-start.screen'),
  },

  {
    requiresLogin: true,
    pageName: 'portal:recurring:giro',
    screen: 'giro',
    load: () => import('./screens/recurring/giro-account.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:recurring:giro:select-bank',
    screen: 'giroSelectBank',
    load: () => import('./screens/recurring/giro-bank.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:recurring:giro:review',
    screen: 'giroReview',
    load: () => import('./screens/recurring/giro-review.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:recurring:giro:status:succesful',
    screen: 'giroSuccessful',
    outcome: true,
    load: () => import('./screens/recurring/arrangement-outcome.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:recurring:giro:status:unsuccesful',
    screen: 'giroUnsuccessful',
    outcome: true,
    load: () => import('./screens/recurring/arrangement-outcome.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:recurring:giro:status:aml',
    screen: 'giroAml',
    outcome: true,
    load: () => import('./screens/recurring/arrangement-outcome.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:recurring:giro:status:cancel',
    screen: 'giroCancel',
    outcome: true,
    load: () => import('./screens/recurring/arrangement-outcome.screen'),
  },

  {
    requiresLogin: true,
    pageName: 'portal:recurring:card',
    screen: 'card',
    load: () => import('./screens/recurring/card-policy.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:recurring:card:select-card-type',
    screen: 'cardSelectType',
    load: () => import('./screens/recurring/card-type.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:recurring:card:review',
    screen: 'cardReview',
    load: () => import('./screens/recurring/card-review.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:recurring:card:status:succesful',
    screen: 'cardSuccessful',
    outcome: true,
    load: () => import('./screens/recurring/arrangement-outcome.screen'),
  },
  {
    requiresLogin: true,
    pageName: 'portal:recurring:card:status:aml',
    screen: 'cardAml',
    outcome: true,
    load: () => import('./screens/recurring/arrangement-outcome.screen'),
  },

  {
    prerender: true,
    pageName: 'portal:maintenance',
    screen: 'maintenance',
    load: () => import(/* webpackChunkName: "maintenance" */ './screens/maintenance.screen'),
  },
];

export const ROUTES: readonly RouteDef[] = CATALOGUE_ROUTES.map((route) => ({ ...route, path: ROUTE[route.screen] }));

export const NOT_FOUND: RouteDef = {
  path: '*',
  pageName: 'portal:not-found',
  screen: 'notFound',
  load: () => import('./screens/not-found.screen'),
};

export function findRoute(path: string): RouteDef {
  return ROUTES.find((route) => route.path === path) ?? NOT_FOUND;
}
