import type { Area, AreaPorts } from '../core/area';
import type { DraftArea } from '../core/ports/draft-storage.port';
import type { AreaName, Services } from '../core/services';

export type Areas = { [K in AreaName]: AreaRow<K> };

interface AreaRow<K extends AreaName> {
  /** What it keeps in session storage: cleared at every login's end, even when the area was never built. */
  drafts: readonly DraftArea[];
  /** The areas built with it (their chunks load beside its own). */
  needs: readonly AreaName[];
  /**
   * Its chunk and its core factory, over the ports and the areas it needs (`area`: the composition starts building
   * those beside this chunk, so they load side by side).
   */
  load(ports: AreaPorts, area: <N extends AreaName>(name: N) => Promise<Services[N]>): Promise<Area<Services[K]>>;
}

/**
 * The areas, one row each, keyed by the names pages use (the `area` column of src/core/pages.ts). Each is built on
 * its first request from its own chunk, so a payment page never loads the recurring or login use cases. The payment
 * draft is a row of its own: the payment area and the third-party declaration share the one instance.
 */
export const AREAS: Areas = {
  login: {
    drafts: ['singpass'],
    needs: [],
    load: async (ports) => (await import('../core/login/login.services')).buildLoginArea(ports),
  },
  paymentDraft: {
    drafts: ['payment'],
    needs: [],
    load: async ({ drafts, ids }) => {
      const draft = new (await import('../core/payment/payment-draft')).PaymentDraft(drafts('payment'), ids);
      return { services: draft, forget: () => draft.forget() };
    },
  },
  payment: {
    drafts: [],
    needs: ['paymentDraft'],
    load: async (ports, area) =>
      (await import('../core/payment/payment.services')).buildPaymentArea(ports, await area('paymentDraft')),
  },
  recurring: {
    drafts: ['recurring'],
    needs: [],
    load: async (ports) => (await import('../core/recurring/recurring.services')).buildRecurringArea(ports),
  },
  payor: {
    drafts: ['third-party'],
    needs: ['paymentDraft'],
    load: async (ports, area) =>
      (await import('../core/third-party/payor.services')).buildPayorArea(ports, await area('paymentDraft')),
  },
  // The guest payor's steps write to the payor area's draft, which that area's logout hook forgets.
  guestPayor: {
    drafts: [],
    needs: ['payor'],
    load: async (ports, area) =>
      (await import('../core/third-party/guest-payor.services')).buildGuestPayorArea(ports, await area('payor')),
  },
  // The guest's PayNow code on /third-party/source-of-funds: the watch's chunk loads only once a code is on show.
  guestPayNow: {
    drafts: [],
    needs: ['payor'],
    load: async (ports, area) =>
      (await import('../core/third-party/guest-paynow.services')).buildGuestPayNowArea(ports, await area('payor')),
  },
};
