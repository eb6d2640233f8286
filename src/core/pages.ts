import type { AreaName } from './services';

/** A step track: the numbered steps ("Step 2 of 4") a page stands in; their words: `tracks` in en-steps.ts. */
export type StepTrack = 'oneTime' | 'oneTimePayor' | 'oneTimeFunds' | 'thirdParty' | 'giro' | 'card';

export interface Page {
  /** The spec's spelling, word for word ("succesful", "unsuccesful"). */
  path: string;
  /** Analytics page name: distinct for every page. */
  pageName: string;
  /** The area its screen draws from, built as the page starts (none: home, maintenance, not found). */
  area?: AreaName;
  /** Its step track and where it stands in it (1-based): the step indicator above its heading. */
  step?: readonly [StepTrack, number];
  /** A journey page for a logged-in customer: a logged-out visitor goes to /login and comes back (lastUrl). */
  requiresLogin?: true;
  /**
   * Its first screen is the same for everyone and needs no services, so its HTML carries it, rendered at build time
   * (src/prerender.tsx). The build fails if such a screen waits for anything.
   */
  prerender?: true;
  /**
   * An outcome page: titled neutrally (its `pageTitle`) until its screen has the server's answer, then titled with
   * what it shows, and its page view pushed then (`useSettledOutcome`), never for a status the server did not give.
   */
  outcome?: true;
  /**
   * Shows no personal data, so it may offer the feedback SDK's form (docs/security.md, "Third-party scripts"):
   * the form runs in a sandboxed frame of its own, but a customer giving feedback should not be one step from
   * their details either.
   */
  feedback?: true;
}

/**
 * Every page of the spec (section 2), one row each, keyed by its name: the key of its screen's loader
 * (src/ui/routes.ts) and of its texts (`screens` in src/ui/text/en.ts). The only place in src where a route path is
 * written (test/tooling/route-catalogue.test.ts fails on a path spelled anywhere else).
 */
export const PAGES = {
  home: { path: '/', pageName: 'portal:home', prerender: true, feedback: true },

  login: { path: '/login', pageName: 'portal:login', area: 'login', prerender: true },
  loginAuthMethod: { path: '/login/auth-method', pageName: 'portal:login:auth-method', area: 'login' },
  loginOtp: { path: '/login/otp', pageName: 'portal:login:otp', area: 'login' },
  loginAcceptanceCode: {
    path: '/login/acceptance-code',
    pageName: 'portal:login:acceptance-code',
    area: 'login',
    prerender: true,
  },

  oneTimePayment: {
    path: '/one-time-payment',
    pageName: 'portal:otp-payment:policies',
    area: 'payment',
    step: ['oneTime', 1],
    requiresLogin: true,
  },
  payNow: {
    path: '/one-time-payment/paynow',
    pageName: 'portal:otp-payment:paynow',
    area: 'payment',
    step: ['oneTime', 4],
    requiresLogin: true,
  },
  paymentMethod: {
    path: '/one-time-payment/payment-method',
    pageName: 'portal:otp-payment:payment-method',
    area: 'payment',
    step: ['oneTime', 2],
    requiresLogin: true,
  },
  paymentReview: {
    path: '/one-time-payment/payment-review',
    pageName: 'portal:otp-payment:payment-review',
    area: 'payment',
    step: ['oneTime', 3],
    requiresLogin: true,
  },
  acceptanceCodePayment: {
    path: '/one-time-payment/acceptance-code',
    pageName: 'portal:otp-payment:acceptance-code',
    area: 'payment',
    step: ['oneTime', 1],
    requiresLogin: true,
  },
  paymentSuccessful: {
    path: '/one-time-payment/status/successful',
    pageName: 'portal:otp-payment:status:successful',
    area: 'payment',
    requiresLogin: true,
    outcome: true,
  },
  paymentUnsuccessful: {
    path: '/one-time-payment/status/unsuccessful',
    pageName: 'portal:otp-payment:status:unsuccessful',
    area: 'payment',
    requiresLogin: true,
    outcome: true,
  },
  paymentAml: {
    path: '/one-time-payment/status/aml',
    pageName: 'portal:otp-payment:status:aml',
    area: 'payment',
    requiresLogin: true,
    outcome: true,
  },
  paymentCancel: {
    path: '/one-time-payment/status/cancel',
    pageName: 'portal:otp-payment:status:cancel',
    area: 'payment',
    requiresLogin: true,
    outcome: true,
  },
  payNowSuccess: {
    path: '/payment-status/otp/paynow/success',
    pageName: 'portal:paynow:status:success',
    area: 'payment',
    outcome: true,
  },
  payNowExpired: {
    path: '/payment-status/otp/paynow/expired',
    pageName: 'portal:paynow:status:expired',
    area: 'payment',
    outcome: true,
  },

  thirdPartySuccessful: {
    path: '/payment-status/third-party/succesful',
    pageName: 'portal:third-party:status:succesful',
    area: 'guestPayor',
    outcome: true,
  },
  thirdPartyStatus: {
    path: '/payment-status/third-party',
    pageName: 'portal:third-party:status',
    area: 'guestPayor',
    outcome: true,
  },
  thirdParty: {
    path: '/third-party',
    pageName: 'portal:third-party:find-policy',
    area: 'guestPayor',
    step: ['thirdParty', 1],
  },
  thirdPartySourceOfFunds: {
    path: '/third-party/source-of-funds',
    pageName: 'portal:third-party:source-of-funds',
    area: 'guestPayor',
    step: ['thirdParty', 3],
  },
  // The signed-in payor's declaration: the payor area, which the guest payor's pages build too.
  thirdPartyDeclaration: {
    path: '/third-party/one-time-payment',
    pageName: 'portal:third-party:declaration',
    area: 'payor',
    step: ['oneTimePayor', 2],
    requiresLogin: true,
  },
  thirdPartyPaymentSourceOfFunds: {
    path: '/third-party/one-time-payment/source-of-funds',
    pageName: 'portal:third-party:otp-source-of-funds',
    area: 'payor',
    step: ['oneTimeFunds', 2],
    requiresLogin: true,
  },

  recurring: {
    path: '/recurring-page',
    pageName: 'portal:recurring',
    area: 'recurring',
    step: ['giro', 1],
    requiresLogin: true,
  },
  giro: {
    path: '/recurring-giro',
    pageName: 'portal:recurring:giro',
    area: 'recurring',
    step: ['giro', 2],
    requiresLogin: true,
  },
  giroSelectBank: {
    path: '/recurring-giro/select-bank',
    pageName: 'portal:recurring:giro:select-bank',
    area: 'recurring',
    step: ['giro', 3],
    requiresLogin: true,
  },
  giroReview: {
    path: '/recurring-arrangements/giro/review',
    pageName: 'portal:recurring:giro:review',
    area: 'recurring',
    step: ['giro', 4],
    requiresLogin: true,
  },
  giroSuccessful: {
    path: '/recurring-arrangements/giro/status/succesful',
    pageName: 'portal:recurring:giro:status:succesful',
    area: 'recurring',
    requiresLogin: true,
    outcome: true,
  },
  giroUnsuccessful: {
    path: '/recurring-arrangements/giro/status/unsuccesful',
    pageName: 'portal:recurring:giro:status:unsuccesful',
    area: 'recurring',
    requiresLogin: true,
    outcome: true,
  },
  giroAml: {
    path: '/recurring-arrangements/giro/status/aml',
    pageName: 'portal:recurring:giro:status:aml',
    area: 'recurring',
    requiresLogin: true,
    outcome: true,
  },
  giroCancel: {
    path: '/recurring-arrangements/giro/status/cancel',
    pageName: 'portal:recurring:giro:status:cancel',
    area: 'recurring',
    requiresLogin: true,
    outcome: true,
  },
  card: {
    path: '/recurring-credit-card',
    pageName: 'portal:recurring:card',
    area: 'recurring',
    step: ['card', 1],
    requiresLogin: true,
  },
  cardSelectType: {
    path: '/recurring-credit-card/select-card-type',
    pageName: 'portal:recurring:card:select-card-type',
    area: 'recurring',
    step: ['card', 2],
    requiresLogin: true,
  },
  cardReview: {
    path: '/recurring-credit-card/review',
    pageName: 'portal:recurring:card:review',
    area: 'recurring',
    step: ['card', 3],
    requiresLogin: true,
  },
  cardSuccessful: {
    path: '/recurring-arrangements/credit-card/status/succesful',
    pageName: 'portal:recurring:card:status:succesful',
    area: 'recurring',
    requiresLogin: true,
    outcome: true,
  },
  cardAml: {
    path: '/recurring-arrangements/credit-card/status/aml',
    pageName: 'portal:recurring:card:status:aml',
    area: 'recurring',
    requiresLogin: true,
    outcome: true,
  },

  maintenance: { path: '/maintenance', pageName: 'portal:maintenance', prerender: true, feedback: true },

  // The portal's own page beside the spec's: how accessible it is, linked from the footer.
  accessibility: { path: '/accessibility', pageName: 'portal:accessibility', feedback: true },
} as const satisfies Record<string, Page>;

export type PageName = keyof typeof PAGES;

/** What any path outside the table shows: its screen's loader and texts are keyed `notFound`. */
export const NOT_FOUND = { path: '*', pageName: 'portal:not-found', feedback: true } as const satisfies Page;

/** A page's screen and texts: one per page, and the not-found screen. */
export type ScreenName = PageName | 'notFound';

const PAGE_BY_PATH = new Map<string, Page>(Object.values(PAGES).map((page: Page) => [page.path, page]));

/**
 * The area the page at `path` draws from, so the composition can build it as the page starts rather than
 * when its screen first asks; none for the pages that need no area (home, maintenance, not found).
 */
export function areaOfPage(path: string): AreaName | undefined {
  return PAGE_BY_PATH.get(path)?.area;
}

/** Whether the page at `path` is for a signed-in customer only (the login guard sends anyone else to /login). */
export function requiresLogin(path: string): boolean {
  return PAGE_BY_PATH.get(path)?.requiresLogin === true;
}
