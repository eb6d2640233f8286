/**
 * Every text the customer sees lives in src/ui/text/. This file holds the shell's texts (it loads with the first
 * paint); each journey area keeps its own in en-<area>.ts, imported only by that area's screens, so one area's words
 * never weigh on another's route. The other languages (zh.ts, ms.ts, ta.ts) take the same keys, one chunk each
 * (language.ts, ADR 0055), and may lack a new one until it is translated (ADR 0064).
 */
import { localized } from './language';
import type { ScreenName } from '../../core/pages';

/** `pageTitle`: the document title, where two screens share a heading (each route but an outcome has its own). */
const screen = (title: string, purpose: string, pageTitle = title) => ({ title, purpose, pageTitle });
/** A screen's title alone: its lead line is in its area's text file (`purposes`), out of the first script. */
const titled = (title: string, pageTitle = title) => screen(title, '', pageTitle);
/**
 * An outcome page: its words come from the payment's state (en-payment, en-recurring, en-third-party), not from here;
 * its document title says only what it is checking until the server answers (`outcome` in src/core/pages.ts).
 */
const paymentOutcome = (title: string) => screen(title, '', 'Checking your payment');
const arrangementOutcome = (title: string) => screen(title, '', 'Checking your arrangement');

export const en = localized('shell', {
  brand: 'Premium Payments',
  documentTitle: (title: string) => `${title} | Premium Payments`,
  skipToContent: 'Skip to main content',
  header: {
    exit: 'Exit',
    back: 'Back',
    nav: 'Portal',
  },
  /** The language choice in the header: its label, and each language named in itself (the same in every pack). */
  language: {
    label: 'Language',
    names: { en: 'English', zh: '中文', ms: 'Bahasa Melayu', ta: 'தமிழ்' },
  },
  loading: 'Loading…',
  chunkFailed: {
    title: 'This page could not be loaded',
    body: 'The portal may have been updated, or your connection dropped. Reload to try again; nothing you entered has been sent.',
    reload: 'Reload',
  },
  goHome: 'Go to the home page',
  /** A call that got no readable answer, shown inline by the screen that made it (docs/session.md). */
  inline: {
    timeout: 'This is taking longer than it should. Check your connection and try again.',
    network: 'We could not reach our server. Check your connection and try again.',
    malformed: `We could not read our server's reply. Please try again.`,
  },
  screens: {
    home: screen('Pay your premium', 'Choose what you would like to do.'),
    login: screen('Log in', 'Tell us who you are with your NRIC/FIN or passport number and date of birth.'),
    loginAuthMethod: screen(
      'Verify it’s you',
      'Choose how you would like to receive your one-time password, or use Singpass.',
    ),
    loginOtp: screen('Enter your one-time password', 'Enter the six-digit code we sent you.'),
    loginAcceptanceCode: screen(
      'Log in with your acceptance code',
      'Use the acceptance code from your acceptance letter to pay your first premium.',
    ),
    oneTimePayment: titled('Choose what to pay'),
    payNow: titled('Pay with PayNow'),
    paymentMethod: titled('Choose how to pay'),
    paymentReview: titled('Review and pay'),
    acceptanceCodePayment: titled('Pay your first premium'),
    paymentSuccessful: paymentOutcome('Payment successful'),
    paymentUnsuccessful: paymentOutcome('Payment unsuccessful'),
    paymentAml: paymentOutcome('Payment under review'),
    paymentCancel: paymentOutcome('Payment cancelled'),
    payNowSuccess: paymentOutcome('PayNow payment received'),
    payNowExpired: paymentOutcome('PayNow QR code expired'),
    thirdPartySuccessful: paymentOutcome('Payment successful'),
    thirdPartyStatus: paymentOutcome('Payment not completed'),
    thirdParty: titled('Pay on someone else’s behalf'),
    thirdPartySourceOfFunds: titled('Source of funds', 'Source of funds and payment'),
    thirdPartyDeclaration: titled('About the payor'),
    thirdPartyPaymentSourceOfFunds: titled('Source of funds'),
    recurring: titled('Set up a recurring payment'),
    giro: titled('Recurring payment by GIRO'),
    giroSelectBank: titled('Choose your bank'),
    giroReview: titled('Review your GIRO arrangement'),
    giroSuccessful: arrangementOutcome('GIRO arrangement set up'),
    giroUnsuccessful: arrangementOutcome('GIRO arrangement not set up'),
    giroAml: arrangementOutcome('GIRO arrangement under review'),
    giroCancel: arrangementOutcome('GIRO arrangement cancelled'),
    card: titled('Recurring payment by credit card'),
    cardSelectType: titled('Choose your card type'),
    cardReview: titled('Review your card arrangement'),
    cardSuccessful: arrangementOutcome('Card arrangement set up'),
    cardAml: arrangementOutcome('Card arrangement under review'),
    maintenance: screen(
      'We’ll be back soon',
      'The payment portal is undergoing scheduled maintenance. Please try again later.',
    ),
    accessibility: titled('Accessibility statement'),
    notFound: screen('Page not found', 'The page you are looking for does not exist or has moved.'),
  } satisfies Record<ScreenName, ReturnType<typeof screen>>,
} as const);

export type Text = typeof en;
