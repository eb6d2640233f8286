import type { ComponentType } from 'react';
import { NOT_FOUND, PAGES, type Page, type PageName, type ScreenName } from '../core/pages';

type Loader = () => Promise<{ default: ComponentType }>;

// Screen chunks go unnamed (their ids name the files): the table of chunk names sits in main.js, on every page,
// and costs /login some 0.2 KB (docs/adr/0036-chunks-follow-what-a-page-shows.md). The maintenance screen keeps its name for
// test/e2e/chunk-failure.e2e.ts. Both third-party outcome pages share one screen, chunk and loader.
const thirdPartyOutcome = () => import('./screens/third-party/guest-outcome.screen');

/** Each page's screen (src/core/pages.ts has the rest of its row), in a lazily loaded chunk of its own. */
const SCREENS: Record<ScreenName, Loader> = {
  home: () => import('./screens/home.screen'),
  login: () => import('./screens/login/login.screen'),
  loginAuthMethod: () => import('./screens/login/auth-method.screen'),
  loginOtp: () => import('./screens/login/otp.screen'),
  loginAcceptanceCode: () => import('./screens/login/acceptance-code.screen'),
  oneTimePayment: () => import('./screens/payment/policies.screen'),
  payNow: () => import('./screens/payment/paynow.screen'),
  paymentMethod: () => import('./screens/payment/payment-method.screen'),
  paymentReview: () => import('./screens/payment/payment-review.screen'),
  acceptanceCodePayment: () => import('./screens/payment/policies.screen'),
  paymentSuccessful: () => import('./screens/payment/payment-outcome.screen'),
  paymentUnsuccessful: () => import('./screens/payment/payment-outcome.screen'),
  paymentAml: () => import('./screens/payment/payment-outcome.screen'),
  paymentCancel: () => import('./screens/payment/payment-outcome.screen'),
  payNowSuccess: () => import('./screens/payment/payment-outcome.screen'),
  payNowExpired: () => import('./screens/payment/payment-outcome.screen'),
  thirdPartySuccessful: thirdPartyOutcome,
  thirdPartyStatus: thirdPartyOutcome,
  thirdParty: () => import('./screens/third-party/find-policy.screen'),
  thirdPartySourceOfFunds: () => import('./screens/third-party/guest-pay.screen'),
  thirdPartyDeclaration: () => import('./screens/third-party/declaration.screen'),
  thirdPartyPaymentSourceOfFunds: () => import('./screens/third-party/source-of-funds.screen'),
  recurring: () => import('./screens/recurring/recurring-start.screen'),
  giro: () => import('./screens/recurring/giro-account.screen'),
  giroSelectBank: () => import('./screens/recurring/giro-bank.screen'),
  giroReview: () => import('./screens/recurring/giro-review.screen'),
  giroSuccessful: () => import('./screens/recurring/arrangement-outcome.screen'),
  giroUnsuccessful: () => import('./screens/recurring/arrangement-outcome.screen'),
  giroAml: () => import('./screens/recurring/arrangement-outcome.screen'),
  giroCancel: () => import('./screens/recurring/arrangement-outcome.screen'),
  card: () => import('./screens/recurring/card-policy.screen'),
  cardSelectType: () => import('./screens/recurring/card-type.screen'),
  cardReview: () => import('./screens/recurring/card-review.screen'),
  cardSuccessful: () => import('./screens/recurring/arrangement-outcome.screen'),
  cardAml: () => import('./screens/recurring/arrangement-outcome.screen'),
  maintenance: () => import(/* webpackChunkName: "maintenance" */ './screens/maintenance.screen'),
  accessibility: () => import('./screens/accessibility.screen'),
  notFound: () => import('./screens/not-found.screen'),
};

/**
 * The screens a screen's buttons lead to: their chunks load once it shows, while the customer reads it, so a press
 * waits for its calls alone. Not all of them: the review loads PayNow's when PayNow is chosen, the payment method the
 * payor's declaration when someone else is to pay (ahead always, they would take the method's JS by network idle
 * over its byte budget, docs/performance.md), the OTP step leads where login began, and the guest's payment would
 * take the guest search's over its budget.
 */
const NEXT: Partial<Record<ScreenName, readonly ScreenName[]>> = {
  login: ['loginAuthMethod'],
  loginAuthMethod: ['loginOtp'],
  oneTimePayment: ['paymentMethod'],
  acceptanceCodePayment: ['paymentMethod'],
  paymentMethod: ['paymentReview'],
  thirdPartyDeclaration: ['thirdPartyPaymentSourceOfFunds'],
  thirdPartyPaymentSourceOfFunds: ['paymentReview'],
  recurring: ['giro', 'card'],
  giro: ['giroSelectBank'],
  giroSelectBank: ['giroReview'],
  card: ['cardSelectType'],
  cardSelectType: ['cardReview'],
};

/** A page as the router shows it: its row, its name (the key of its texts), its screen's loader and the next ones'. */
export interface Route extends Page {
  name: ScreenName;
  load: Loader;
  next: readonly Loader[];
}

const route = (name: ScreenName, page: Page): Route => ({
  ...page,
  name,
  load: SCREENS[name],
  next: (NEXT[name] ?? []).map((next) => SCREENS[next]),
});

/** Every page of the table, in its order. */
export const ROUTES: readonly Route[] = (Object.keys(PAGES) as PageName[]).map((name) => route(name, PAGES[name]));
const NOT_FOUND_ROUTE: Route = route('notFound', NOT_FOUND);

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** The page at `path` (a bare path: with a query or a trailing slash it is another one), or the not-found page. */
export function findRoute(path: string): Route {
  return BY_PATH.get(path) ?? NOT_FOUND_ROUTE;
}
