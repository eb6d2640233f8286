import type { AreaName } from './services';
import { ROUTE, type RouteName } from './shared/routes';

/**
 * The pages that draw from each journey area: their screens call its services hook (the login forms its on-demand
 * one, on submit).
 */
const AREA_PAGES: Record<AreaName, readonly RouteName[]> = {
  login: ['login', 'loginAuthMethod', 'loginOtp', 'loginAcceptanceCode'],
  payment: [
    'oneTimePayment',
    'payNow',
    'paymentMethod',
    'paymentReview',
    'acceptanceCodePayment',
    'paymentSuccessful',
    'paymentUnsuccessful',
    'paymentAml',
    'paymentCancel',
    'payNowSuccess',
    'payNowExpired',
  ],
  // The logged-in payor's declaration; the standalone payor's pages build the guest payor area, with this one.
  thirdParty: ['thirdPartyDeclaration', 'thirdPartyPaymentSourceOfFunds'],
  guestPayor: ['thirdPartySuccessful', 'thirdPartyStatus', 'thirdParty', 'thirdPartySourceOfFunds'],
  recurring: [
    'recurring',
    'giro',
    'giroSelectBank',
    'giroReview',
    'giroSuccessful',
    'giroUnsuccessful',
    'giroAml',
    'giroCancel',
    'card',
    'cardSelectType',
    'cardReview',
    'cardSuccessful',
    'cardAml',
  ],
};

const BY_PATH = new Map<string, AreaName>(
  (Object.entries(AREA_PAGES) as [AreaName, readonly RouteName[]][]).flatMap(([area, names]) =>
    names.map((name) => [ROUTE[name], area] as const),
  ),
);

/**
 * The journey area a page draws from, so the composition can build it as the page starts rather than when its
 * screen first asks; none for the pages that need no area (home, maintenance, not found).
 */
export function areaOfPage(path: string): AreaName | undefined {
  return BY_PATH.get(path);
}
