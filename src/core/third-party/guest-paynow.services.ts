import { forgetAll, type Area, type AreaPorts } from '../area';
import type { ApiClient } from '../http/api-client';
import { guestClient } from './guest-client';
import { guestPaymentStatusReply, THIRD_PARTY_PATHS, type GuestPaymentState } from '../api/third-party.contract';
import { PayNowWatch, type PayNowStatus, type WatchedPayNow } from '../payment/paynow-watch';
import { PayNowCountdown } from '../payment/paynow-countdown';
import { PayNowQrSaver } from '../payment/paynow-qr-saver';
import { outcomePage } from '../shared/outcomes';
import type { PayorDraft } from './payor-draft';
import type { PayorServices } from './payor.services';

/** The guest payor's PayNow code on its page: what buildGuestPayNowArea builds. */
export type GuestPayNowServices = ReturnType<typeof buildGuestPayNowArea>['services'];

/**
 * A guest payment's state as its PayNow watch reads it: money received (paid, or held for review) or not; the page it
 * moves to then asks the server which it was.
 */
const PAYNOW_STATE: Record<GuestPaymentState, PayNowStatus['status']> = {
  pending: 'pending',
  successful: 'paid',
  aml: 'paid',
  unsuccessful: 'expired',
  cancelled: 'expired',
  expired: 'expired',
};

/**
 * The guest payor's PayNow payment, as its page watches it: the code in the third-party draft, the guest payment's
 * own status call (the guest token calls nothing else, ADR 0044).
 */
export function guestPayNow(guestApi: ApiClient, draft: PayorDraft): WatchedPayNow {
  return {
    current: () => {
      const instruction = draft.payNow;
      return instruction && { instruction, totalCents: draft.snapshot.amountCents };
    },
    status: async (reference) => {
      const result = await guestApi.post(THIRD_PARTY_PATHS.paymentStatus, { reference }, guestPaymentStatusReply);
      if (!result.ok) return result;
      const { status, createdAt, expiresAt, expiresInSeconds } = result.data;
      const data: PayNowStatus = { status: PAYNOW_STATE[status], expiresAt: expiresAt ?? createdAt };
      if (expiresInSeconds !== undefined) data.expiresInSeconds = expiresInSeconds;
      return { ok: true, data };
    },
    settled: (status, reference) => {
      draft.settle(reference, status);
      return outcomePage('payorPayNow', status)!;
    },
  };
}

/**
 * Wires the policyholder's PayNow watch on the guest's payment: an area of its own, built only once a guest's PayNow
 * code is on show, so the guest's other pages do not carry the poller, the code's check and the QR saver. The code
 * on show goes with a login's end as the policyholder's does.
 */
export function buildGuestPayNowArea(
  ports: Pick<
    AreaPorts,
    'http' | 'config' | 'api' | 'dataCall' | 'clock' | 'activity' | 'navigation' | 'errors' | 'channel' | 'hostApp'
  >,
  thirdParty: Pick<PayorServices, 'payorDraft'>,
) {
  const { clock, activity, navigation, errors, config } = ports;
  const draft = thirdParty.payorDraft;
  const payNowWatch = new PayNowWatch({
    payment: guestPayNow(guestClient(ports, draft), draft),
    clock,
    activity,
    navigation,
    errors,
    insurer: config.insurer,
    sessionOver: ports.dataCall.sessionOver,
  });
  const services = {
    payNowWatch,
    payNowCountdown: new PayNowCountdown(clock, payNowWatch.store),
    payNowQrSaver: new PayNowQrSaver(ports.channel, ports.hostApp),
  };
  return {
    services,
    forget: forgetAll(payNowWatch),
  } satisfies Area<typeof services>;
}
