import type { PaymentState } from '../api/payment.contract';
import type { ArrangementState } from '../api/recurring.contract';
import type { PageName } from '../pages';
import { PATH, type PagePath } from './paths';
import type { IntentStatus } from './stored-draft';

/** The page that shows a status, or `stay`: not settled yet, the page the customer is on says "being confirmed". */
type Shown = PageName | 'stay';

/** The guest payor's two pages (spec), whichever the method: successful, and every other status. */
const PAYOR = {
  pending: 'thirdPartyStatus',
  successful: 'thirdPartySuccessful',
  unsuccessful: 'thirdPartyStatus',
  aml: 'thirdPartyStatus',
  cancelled: 'thirdPartyStatus',
  expired: 'thirdPartyStatus',
} as const satisfies Record<PaymentState, Shown>;

/**
 * The one table of which page shows a server status, for each journey; why the cells are what they are:
 * docs/adr/0060-one-outcome-table.md. Every way in reads it: the submit told the intent is settled already (another
 * tab or window), an outcome page's own load (a reload, the gateway's or bank's return), the PayNow watch, the
 * sandbox's returns. test/core/shared/outcomes.test.ts walks journey x status x way in.
 */
const OUTCOMES = {
  policyholderCard: {
    pending: 'stay',
    successful: 'paymentSuccessful',
    unsuccessful: 'paymentUnsuccessful',
    aml: 'paymentAml',
    cancelled: 'paymentCancel',
    expired: 'paymentUnsuccessful',
  },
  policyholderPayNow: {
    pending: 'stay',
    successful: 'payNowSuccess',
    unsuccessful: 'paymentUnsuccessful',
    aml: 'paymentAml',
    cancelled: 'paymentCancel',
    expired: 'payNowExpired',
  },
  arrangementGiro: {
    pending: 'stay',
    successful: 'giroSuccessful',
    unsuccessful: 'giroUnsuccessful',
    aml: 'giroAml',
    cancelled: 'giroCancel',
  },
  arrangementCard: {
    pending: 'cardReview',
    successful: 'cardSuccessful',
    unsuccessful: 'cardReview',
    aml: 'cardAml',
    cancelled: 'cardReview',
  },
  payorCard: PAYOR,
  payorPayNow: PAYOR,
} as const satisfies Record<
  'policyholderCard' | 'policyholderPayNow' | 'payorCard' | 'payorPayNow',
  Record<PaymentState, Shown>
> &
  Record<'arrangementGiro' | 'arrangementCard', Record<ArrangementState, Shown>>;

export type OutcomeJourney = keyof typeof OUTCOMES;

/** The page of `status` in `journey`; none while it stays where it is. */
export function outcomePage(journey: OutcomeJourney, status: IntentStatus): PagePath | undefined {
  const shown = (OUTCOMES[journey] as Partial<Record<IntentStatus, Shown>>)[status];
  return shown && shown !== 'stay' ? PATH[shown] : undefined;
}
