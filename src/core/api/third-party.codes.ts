/**
 * The third-party declaration's code lists and the source-of-wealth threshold: what the declaration's form offers
 * and the rules check. Apart from third-party.contract.ts (which re-exports them) so the form's chunk does not carry
 * the contract's decoders, which the third-party area's chunk already holds
 * (docs/adr/0036-chunks-follow-what-a-page-shows.md).
 */

/**
 * A payment above this amount also asks for the payor's source of wealth (docs/api.md, "Third-party
 * payor", Decisions). At or below it, the source of funds is enough.
 */
export const SOURCE_OF_WEALTH_THRESHOLD_CENTS = 20_000_00;

/** Above the threshold the payor also says where their wealth comes from. */
export function needsSourceOfWealth(amountCents: number): boolean {
  return amountCents > SOURCE_OF_WEALTH_THRESHOLD_CENTS;
}

export const RELATIONSHIPS = [
  'parent',
  'child',
  'spouse',
  'sibling',
  'grandparent',
  'relative',
  'employer',
  'friend',
  'other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const PAYMENT_REASONS = [
  'family-support',
  'gift',
  'policyholder-abroad',
  'employee-benefit',
  'business',
  'other',
] as const;
export type PaymentReason = (typeof PAYMENT_REASONS)[number];

export const FUND_SOURCES = [
  'salary',
  'savings',
  'business-income',
  'investment-returns',
  'inheritance-gift',
  'other',
] as const;
export type FundSource = (typeof FUND_SOURCES)[number];

/** ISO 3166-1 alpha-2 codes offered as nationality; the UI names them. */
export const NATIONALITIES = [
  'SG',
  'MY',
  'ID',
  'CN',
  'IN',
  'PH',
  'TH',
  'VN',
  'MM',
  'BD',
  'LK',
  'HK',
  'TW',
  'JP',
  'KR',
  'AU',
  'NZ',
  'GB',
  'US',
  'CA',
  'FR',
  'DE',
  'NL',
  'CH',
  'OTHER',
] as const;
export type Nationality = (typeof NATIONALITIES)[number];
