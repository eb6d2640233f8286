/**
 * Every text the customer sees lives in src/ui/text/: a second language is a second set of files of this shape.
 * This file holds the shell's texts (it loads with the first paint); each journey area keeps its own in
 * en-<area>.ts, imported only by that area's screens, so one area's words never weigh on another's route.
 */
/** `pageTitle`: the document title, where two screens share a heading (every route has its own title). */
const screen = (title: string, purpose: string, pageTitle = title) => ({ title, purpose, pageTitle });

export const en = {
  brand: 'Premium Payments',
  documentTitle: (title: string) => `${title} | Premium Payments`,
  skipToContent: 'Skip to main content',
  header: {
    exit: 'Exit',
    back: 'Back',
    nav: 'Portal',
  },
  loading: 'Loading…',
  chunkFailed: {
    title: 'This page could not be loaded',
    body: 'The portal may have been updated, or your connection dropped. Reload to try again; nothing you entered has been sent.',
    reload: 'Reload',
  },
  home: {
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
  },
  pending: 'This step is being built. You can go back to the home page and choose another option.',
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
    oneTimePayment: screen('Choose what to pay', 'Select the policies you would like to pay now.'),
    payNow: screen('Pay with PayNow', 'Scan the QR code with your banking app to pay.'),
    paymentMethod: screen('Choose how to pay', 'Pay by card or PayNow, and tell us who is paying.'),
    paymentReview: screen('Review and pay', 'Check the details before you pay.'),
    acceptanceCodePayment: screen('Pay your first premium', 'Pay the initial premium of your new policy.'),
    paymentSuccessful: screen('Payment successful', 'Thank you. Your payment has been received.'),
    paymentUnsuccessful: screen('Payment unsuccessful', 'Your payment did not go through. You have not been charged.'),
    paymentAml: screen(
      'Payment under review',
      'Your payment is being reviewed. We will contact you with the next steps.',
    ),
    paymentCancel: screen('Payment cancelled', 'You cancelled the payment. You have not been charged.'),
    payNowSuccess: screen('PayNow payment received', 'Thank you. Your PayNow payment has been received.'),
    payNowExpired: screen('PayNow QR code expired', 'The QR code has expired. You can get a new one and try again.'),
    thirdPartySuccessful: screen(
      'Payment successful',
      'Thank you. Your payment on the policyholder’s behalf has been received.',
      'Payment for someone else successful',
    ),
    thirdPartyStatus: screen('Payment not completed', 'Your payment on the policyholder’s behalf was not completed.'),
    thirdParty: screen(
      'Pay on someone else’s behalf',
      'Find the policy you would like to pay, then tell us about yourself.',
    ),
    thirdPartySourceOfFunds: screen(
      'Source of funds',
      'Tell us where the money for this payment comes from.',
      'Source of funds and payment',
    ),
    thirdPartyDeclaration: screen('About the payor', 'Tell us about the person paying this premium.'),
    thirdPartyPaymentSourceOfFunds: screen('Source of funds', 'Tell us where the money for this payment comes from.'),
    recurring: screen('Set up a recurring payment', 'Choose a policy and how you would like to pay it regularly.'),
    giro: screen('Recurring payment by GIRO', 'Tell us about the bank account you will pay from.'),
    giroSelectBank: screen('Choose your bank', 'Choose the bank that holds your account.'),
    giroReview: screen('Review your GIRO arrangement', 'Check the details before you continue to your bank.'),
    giroSuccessful: screen('GIRO arrangement set up', 'Your GIRO arrangement has been set up.'),
    giroUnsuccessful: screen('GIRO arrangement not set up', 'Your bank did not approve the GIRO arrangement.'),
    giroAml: screen(
      'GIRO arrangement under review',
      'Your arrangement is being reviewed. We will contact you with the next steps.',
    ),
    giroCancel: screen('GIRO arrangement cancelled', 'You cancelled the GIRO arrangement at your bank.'),
    card: screen('Recurring payment by credit card', 'Choose the policy to pay by credit card.'),
    cardSelectType: screen('Choose your card type', 'Choose the type of credit card you will use.'),
    cardReview: screen('Review your card arrangement', 'Check the details before you continue to save your card.'),
    cardSuccessful: screen('Card arrangement set up', 'Your recurring credit card payment has been set up.'),
    cardAml: screen(
      'Card arrangement under review',
      'Your arrangement is being reviewed. We will contact you with the next steps.',
    ),
    maintenance: screen(
      'We’ll be back soon',
      'The payment portal is undergoing scheduled maintenance. Please try again later.',
    ),
    notFound: screen('Page not found', 'The page you are looking for does not exist or has moved.'),
  },
} as const;

export type Text = typeof en;
