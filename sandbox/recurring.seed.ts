import type { CurrentArrangement, Frequency, RecurringPolicy } from '../src/core/api/recurring.contract';
import { SEED_POLICIES } from './payment.seed';
import { DAY_MS } from './rules';

/**
 * The sandbox's regular-premium policies (docs/sandbox.md, "Recurring"). Policy numbers, products,
 * premiums and the existing GIRO arrangement come from the payment seed, so both areas tell one story;
 * only how often each premium falls due is added here.
 */
export const FREQUENCY_BY_POLICY: Readonly<Record<string, Frequency>> = {
  'L-1001-01': 'monthly',
  'H-1001-02': 'yearly',
  'E-1001-03': 'monthly',
  'W-1001-04': 'yearly',
  'L-1002-01': 'monthly',
};

/** The account holder name (any case, any spacing) whose account is not the customer's own: INVALID_BANK_ACCOUNT_ERROR. */
export const NOT_OWN_ACCOUNT_NAME = 'Other Person';
/** The account holder name the insurer's screening holds for review once the bank approves: the AML outcome. */
export const AML_HOLD_NAME = 'Screening Hold';

export const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.toLowerCase();

/** The seeded arrangement of a policy, from the payment seed's `recurring` mark. */
export function seededArrangement(recurring: 'giro' | 'card' | undefined): CurrentArrangement | undefined {
  if (recurring === 'giro') return { method: 'giro', status: 'active', bank: 'DBS' };
  if (recurring === 'card') return { method: 'card', status: 'active', cardType: 'visa' };
  return undefined;
}

/** A customer's regular-premium policies (applications are not in force, so they cannot have an arrangement). */
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
      frequency: FREQUENCY_BY_POLICY[p.policyNumber] ?? 'yearly',
      nextDueDate: isoDay(now + p.dueInDays * DAY_MS),
    }));
}
