import type { CurrentArrangement, RecurringPolicy } from '../src/core/api/recurring.contract';
import { SEED_POLICIES } from './payment.seed';
import { DAY_MS, normaliseName } from './rules';

/** The account holder name (any case, any spacing) whose account is not the customer's own: INVALID_BANK_ACCOUNT_ERROR. */
export const NOT_OWN_ACCOUNT_NAME = 'Other Person';
/** The account holder name the insurer's screening holds for review once the bank approves: the AML outcome. */
export const AML_HOLD_NAME = 'Screening Hold';

export const sameName = (a: string, b: string) => normaliseName(a).toLowerCase() === b.toLowerCase();

/** The seeded arrangement of a policy, from the payment seed's `recurring` mark. */
export function seededArrangement(recurring: 'giro' | 'card' | undefined): CurrentArrangement | undefined {
  if (recurring === 'giro') return { method: 'giro', status: 'active', bank: 'DBS' };
  if (recurring === 'card') return { method: 'card', status: 'active', cardType: 'visa' };
  return undefined;
}

/**
 * A customer's regular-premium policies (applications are not in force, so they cannot have an arrangement): the
 * payment seed's, premium and frequency included, so every area tells one story (docs/sandbox.md, "Recurring").
 */
export function seedRecurringPolicies(
  customerId: string,
  now: number,
  isoDay: (ms: number) => string,
): Omit<RecurringPolicy, 'arrangement'>[] {
  return (SEED_POLICIES[customerId] ?? [])
    .filter((p) => p.kind === 'policy')
    .map((p) => ({
      policyNumber: p.policyNumber,
      productName: p.productName,
      premiumCents: p.amountDueCents,
      frequency: p.frequency,
      nextDueDate: isoDay(now + p.dueInDays * DAY_MS),
    }));
}
