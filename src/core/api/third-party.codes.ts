import { listOf, type Body, type Schema } from './openapi';

/**
 * The third-party declaration's code lists and the source-of-wealth threshold: what the declaration's form offers
 * and the rules check. Apart from third-party.contract.ts (which re-exports them) so the form's chunk does not carry
 * the contract's decoders, which the payor area's chunk already holds
 * (docs/adr/0036-chunks-follow-what-a-page-shows.md).
 */

/**
 * A payment above this amount also asks for the payor's source of wealth (docs/api-payor.md). At or below it, the
 * source of funds is enough.
 */
export const SOURCE_OF_WEALTH_THRESHOLD_CENTS = 20_000_00;

/** Above the threshold the payor also says where their wealth comes from. */
export function needsSourceOfWealth(amountCents: number): boolean {
  return amountCents > SOURCE_OF_WEALTH_THRESHOLD_CENTS;
}

type Payor = Body<'/rs/v1/third-party/declarations'>['payor'];

/** Who the policyholder is to the payor: `parent` means the policyholder is the payor's parent (docs/openapi.yaml). */
export type Relationship = Payor['relationship'];
export const RELATIONSHIPS = listOf<Relationship>()([
  'parent',
  'child',
  'spouse',
  'sibling',
  'grandparent',
  'grandchild',
  'relative',
  'employee',
  'friend',
  'other',
]);

export type PaymentReason = Payor['reason'];
export const PAYMENT_REASONS = listOf<PaymentReason>()([
  'family-support',
  'gift',
  'policyholder-abroad',
  'employee-benefit',
  'business',
  'other',
]);

export type FundSource = Schema<'FundSource'>;
export const FUND_SOURCES = listOf<FundSource>()([
  'salary',
  'savings',
  'business-income',
  'investment-returns',
  'inheritance-gift',
  'other',
]);

/** ISO 3166-1 alpha-2 codes offered as nationality; the UI names them. */
export type Nationality = Payor['nationality'];
export const NATIONALITIES = listOf<Nationality>()([
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
]);
