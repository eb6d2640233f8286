import type { Container } from 'inversify';
import type { RecurringServices } from '../../core/recurring/recurring.services';

export function bindRecurring(_c: Container): void {}

export function recurringServices(_c: Container): RecurringServices {
  return {};
}
