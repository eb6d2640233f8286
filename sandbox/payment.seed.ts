import type { Frequency } from '../src/core/api/payment.codes';

/**
 * The sandbox's policies and applications with premium due, by customer id (the login area's ids),
 * the insurer's PayNow identity, and the test cards of the simulated gateway (docs/sandbox.md).
 * Due dates are relative to today, so "overdue" stays overdue whenever the sandbox runs. Each policy's premium and
 * frequency are stated here only: every area reads them (test/sandbox/seed.test.ts).
 */
export interface SeedPolicy {
  policyNumber: string;
  productName: string;
  kind: 'policy' | 'application';
  lifeAssured: string;
  frequency: Frequency;
  amountDueCents: number;
  /** Days from today (Singapore) to the due date; negative is overdue. */
  dueInDays: number;
  amountFixed: boolean;
  recurring?: 'giro' | 'card';
}

const policy = (
  p: Omit<SeedPolicy, 'kind' | 'amountFixed' | 'frequency' | 'lifeAssured'> & Partial<SeedPolicy>,
): SeedPolicy => ({
  kind: 'policy',
  amountFixed: false,
  frequency: 'monthly',
  lifeAssured: 'Tan Wei Ming',
  ...p,
});

export const SEED_POLICIES: Readonly<Record<string, readonly SeedPolicy[]>> = {
  'C-1001': [
    policy({ policyNumber: 'L-1001-01', productName: 'TermGuard Life', amountDueCents: 245_30, dueInDays: -21 }),
    policy({
      policyNumber: 'H-1001-02',
      productName: 'MediShield Plus Health',
      frequency: 'quarterly',
      amountDueCents: 1_180_00,
      dueInDays: 9,
      recurring: 'giro',
    }),
    policy({
      policyNumber: 'E-1001-03',
      productName: 'EduSaver Endowment',
      lifeAssured: 'Tan Jia Hui',
      amountDueCents: 88_05,
      dueInDays: 24,
    }),
    // Above the card limit (S$50,000): only PayNow can take it in one payment.
    policy({
      policyNumber: 'W-1001-04',
      productName: 'Legacy Whole Life',
      frequency: 'yearly',
      amountDueCents: 62_500_00,
      dueInDays: 30,
    }),
  ],
  'C-1002': [
    policy({
      policyNumber: 'L-1002-01',
      productName: 'TermGuard Life',
      lifeAssured: 'Priya Nair',
      amountDueCents: 156_40,
      dueInDays: 5,
    }),
  ],
  'APP-2001': [
    {
      policyNumber: 'APP-2001',
      productName: 'FamilyCare Life (new application)',
      kind: 'application',
      lifeAssured: 'Ong Kah Wai',
      frequency: 'yearly',
      amountDueCents: 3_600_00,
      dueInDays: 14,
      amountFixed: true,
    },
  ],
};

/** A made-up UEN in the ROC format (year, serial, check letter); merchant name within EMVCo's 25 characters. */
export const INSURER = { uen: '198700001E', merchantName: 'Example Insurance Pte Ltd' } as const;

/** The payee the `paynow-mule` fault swaps in: a made-up UEN of the same length, not the insurer's. */
export const MULE_UEN = '201912345K';

/** Days after its due date that an unpaid premium keeps the cover (the policies' grace period). */
export const GRACE_DAYS = 30;

/** How long a PayNow code stays payable. */
export const PAYNOW_TTL_MS = 15 * 60_000;

/** The simulated gateway's test cards; any other number is declined. */
export const TEST_CARDS = {
  '4111111111111111': 'successful',
  '5555555555554444': 'successful',
  '378282246310005': 'successful',
  '4000000000000002': 'unsuccessful',
  '4000000000009995': 'aml',
} as const satisfies Record<string, 'successful' | 'unsuccessful' | 'aml'>;
