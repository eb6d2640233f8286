/**
 * Money in integer cents: floating-point dollars lose cents (0.1 + 0.2). Limits are ours, the spec has
 * none; the reasons are in docs/adr/0005-money-and-payment-limits.md.
 */
export type Cents = number;

/** PayNow's own ceiling for one transfer (journeys.md: "PayNow payments reach up to S$200,000"). */
export const PAYNOW_LIMIT_CENTS: Cents = 200_000_00;
/** Our card ceiling for one payment: above it, card acquirers refer the charge and most customers' limits fail. */
export const CARD_LIMIT_CENTS: Cents = 50_000_00;
/** The smallest part-payment of a premium; below it the gateway fee exceeds the value. */
export const MIN_PAYMENT_CENTS: Cents = 1_00;

export type AmountError =
  | 'amountRequired'
  | 'amountFormat'
  | 'amountDecimals'
  | 'amountNotPositive'
  | 'amountBelowMinimum'
  | 'amountAboveDue'
  | 'amountFixed';

export type LimitError = 'totalNotPositive' | 'totalAbovePayNowLimit' | 'totalAboveCardLimit';

export type Parsed<T, E> = { ok: true; value: T } | { ok: false; error: E };

/**
 * Reads what a customer typed: "1234.5", "1,234.50", "S$ 1,234.50". Thousands separators must be
 * well placed ("1,23" is refused, not read as 123), at most two decimals, never a sign or exponent.
 */
export function parseAmount(input: string): Parsed<Cents, AmountError> {
  const text = input.trim().replace(/^S\$\s*/i, '');
  if (text === '') return { ok: false, error: 'amountRequired' };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, error: 'amountFormat' };
  const whole = match[1]!.replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'amountDecimals' };
  if (whole.length > 9) return { ok: false, error: 'amountFormat' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) return { ok: false, error: 'amountNotPositive' };
  return { ok: true, value: cents };
}

/**
 * A policy's amount: positive, at least the minimum (or the whole due when less is due), never more
 * than is due (no overpayment: a surplus becomes a refund or premium deposit, which is a servicing
 * request, not a payment). A new application's initial premium is paid exactly.
 */
export function checkPolicyAmount(cents: Cents, due: Cents, options: { fixed: boolean }): AmountError | undefined {
  if (!Number.isInteger(cents) || cents <= 0) return 'amountNotPositive';
  if (options.fixed) return cents === due ? undefined : 'amountFixed';
  if (cents > due) return 'amountAboveDue';
  if (cents < Math.min(MIN_PAYMENT_CENTS, due)) return 'amountBelowMinimum';
  return undefined;
}

export type MethodKind = 'card' | 'paynow';

/** The total against the method's ceiling. */
export function checkTotal(total: Cents, method: MethodKind | undefined): LimitError | undefined {
  if (total <= 0) return 'totalNotPositive';
  if (method === 'paynow' && total > PAYNOW_LIMIT_CENTS) return 'totalAbovePayNowLimit';
  if (method === 'card' && total > CARD_LIMIT_CENTS) return 'totalAboveCardLimit';
  return undefined;
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((a, b) => a + b, 0);
}

/** `S$1,234.50`; negative amounts (refunds) as `-S$1.00`. */
export function formatMoney(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}S$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** The plain decimal an input field or an EMVCo amount tag holds: `1234.50`. */
export function toDecimal(cents: Cents): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
