import type { Route } from '../../../src/ui/routes';
import { en } from '../../../src/ui/text/en';
import { paymentOutcomeText } from '../../../src/ui/text/en-payment-outcome';
import { guestPayorText } from '../../../src/ui/text/en-third-party-guest';

/** An outcome page without a payment to show never claims one: its heading says so. */
const WITHOUT_PAYMENT: Record<string, string> = {
  '/payment-status/otp/paynow/success': paymentOutcomeText.headings.unknown,
  '/payment-status/otp/paynow/expired': paymentOutcomeText.headings.unknown,
  '/payment-status/third-party/succesful': guestPayorText.outcome.headings.unknown,
  '/payment-status/third-party': guestPayorText.outcome.headings.unknown,
};

/** The h1 a signed-out visitor sees on a route reached directly (routes.e2e.ts, and the nginx smoke). */
export function signedOutHeading(route: Route): string {
  return WITHOUT_PAYMENT[route.path] ?? en.screens[route.name].title;
}
