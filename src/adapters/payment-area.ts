/**
 * The payment area's chunk: its factory, and the way to the third-party area, whose chunk is then a child of this
 * one, so what both use (the payment contract, money, the stored draft) ships once (issue 19; the third-party area
 * is always built after the payment area, whose draft its declaration takes).
 */
export { createPaymentJourney } from '../core/payment/payment.services';

export const loadThirdParty = () => import('../core/third-party/third-party.services');
