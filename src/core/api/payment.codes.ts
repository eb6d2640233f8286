import { listOf, type Schema } from './openapi';

/** How often a regular premium falls due: shown on the policies list and the recurring pages. */
export type Frequency = Schema<'Frequency'>;
export const FREQUENCIES = listOf<Frequency>()(['monthly', 'quarterly', 'half-yearly', 'yearly']);

/**
 * The card brands a one-time payment takes. Apart from payment.contract.ts (which re-exports them) so a screen that
 * offers them does not carry the contract's decoders, which the payment area's chunk already holds
 * (docs/adr/0036-chunks-follow-what-a-page-shows.md).
 */
export type CardBrand = Schema<'CardBrand'>;
export const CARD_BRANDS = listOf<CardBrand>()(['visa', 'mastercard', 'amex']);
