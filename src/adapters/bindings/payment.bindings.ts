import type { Container } from 'inversify';
import type { PaymentServices } from '../../core/payment/payment.services';

export function bindPayment(_c: Container): void {}

export function paymentServices(_c: Container): PaymentServices {
  return {};
}
