import type { Area, AreaPorts } from '../area';
import { FindPolicy } from './find-policy.use-case';
import { guestClient } from './guest-client';
import { LoadGuestOutcome } from './load-guest-outcome.use-case';
import { PayAsGuest } from './pay-as-guest.use-case';
import { DataCall } from '../http/data-call';
import { ReceiptPdf } from '../receipts/receipt-pdf.use-case';
import { SendReceipt } from '../receipts/send-receipt.use-case';
import { GuestPayNowInstead } from './guest-paynow-instead.use-case';
import { THIRD_PARTY_PATHS } from '../api/third-party.contract';
import type { PayorServices } from './payor.services';

/**
 * The guest payor's own steps, with no login: finding the policy, paying as a guest, the outcome. Apart
 * from the payor area (the declaration and the source of funds, which the signed-in payor makes too), so the
 * logged-in declaration does not load them.
 */
export type GuestPayorServices = ReturnType<typeof buildGuestPayorArea>['services'];

/**
 * Wires the guest payor's steps on the payor area: the draft they write to, and its source of funds, which
 * the guest's payment sends. What they learn is in that draft, which the payor area's logout hook forgets; they
 * keep nothing else.
 */
export function buildGuestPayorArea(
  ports: Pick<
    AreaPorts,
    'http' | 'config' | 'api' | 'crypto' | 'clock' | 'navigation' | 'errors' | 'channel' | 'hostApp'
  >,
  thirdParty: Pick<PayorServices, 'payorDraft' | 'submitSourceOfFunds'>,
) {
  const { crypto, clock, navigation, errors } = ports;
  const { payorDraft: draft, submitSourceOfFunds } = thirdParty;
  const guest = guestClient(ports, draft);
  // Its failures are the journey's others' (an expired token: the session-ended dialog).
  const receiptCall = new DataCall(guest, errors, () => false);
  const services = {
    findPolicy: new FindPolicy(guest, crypto, clock, draft, errors),
    payAsGuest: new PayAsGuest(guest, draft, submitSourceOfFunds, clock, navigation, errors),
    loadGuestOutcome: new LoadGuestOutcome(guest, draft, navigation, errors),
    // The policyholder's receipt, "Send again", PDF and declined card's way forward, with the guest token.
    sendReceipt: new SendReceipt(receiptCall, THIRD_PARTY_PATHS.sendReceipt),
    receiptPdf: new ReceiptPdf(receiptCall, THIRD_PARTY_PATHS.receiptPdf, ports.channel, ports.hostApp),
    payNowInstead: new GuestPayNowInstead(draft, navigation),
  };
  return { services, forget: () => undefined } satisfies Area<typeof services>;
}
