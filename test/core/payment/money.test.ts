import {
  CARD_LIMIT_CENTS,
  checkPolicyAmount,
  checkTotal,
  formatMoney,
  parseAmount,
  PAYNOW_LIMIT_CENTS,
  toDecimal,
} from '../../../src/core/shared/money';
import {
  formatDate,
  formatInstant,
  formatTimeOfDay,
  parseInstant,
  parseIsoDate,
} from '../../../src/core/shared/sg-date';
import { LOCALE } from '../../../src/core/shell/language';

describe('reading an amount the customer typed', () => {
  it.each([
    ['1234.50', 1_234_50],
    ['1,234.5', 1_234_50],
    ['S$1,234.50', 1_234_50],
    [' s$ 12 ', 12_00],
    ['0.01', 1],
    ['200000', 200_000_00],
    ['1,000,000.00', 1_000_000_00],
    ['007', 7_00],
  ])('reads %p as %p cents', (input, cents) => {
    expect(parseAmount(input)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['', 'amountRequired'],
    ['   ', 'amountRequired'],
    ['1.234', 'amountDecimals'],
    ['0.001', 'amountDecimals'],
    ['0', 'amountNotPositive'],
    ['0.00', 'amountNotPositive'],
    ['-5', 'amountFormat'],
    ['+5', 'amountFormat'],
    ['1e3', 'amountFormat'],
    ['1,23', 'amountFormat'],
    ['12,34.00', 'amountFormat'],
    ['.5', 'amountFormat'],
    ['5.', 'amountFormat'],
    ['1 000', 'amountFormat'],
    ['abc', 'amountFormat'],
    ['1234567890', 'amountFormat'],
  ])('refuses %p with %s', (input, error) => {
    expect(parseAmount(input)).toEqual({ ok: false, error });
  });
});

describe('amount rules', () => {
  it('takes anything from S$1.00 up to the amount due, never more (no overpayment)', () => {
    expect(checkPolicyAmount(245_30, 245_30, { fixed: false })).toBeUndefined();
    expect(checkPolicyAmount(1_00, 245_30, { fixed: false })).toBeUndefined();
    expect(checkPolicyAmount(245_31, 245_30, { fixed: false })).toBe('amountAboveDue');
    expect(checkPolicyAmount(99, 245_30, { fixed: false })).toBe('amountBelowMinimum');
    expect(checkPolicyAmount(0, 245_30, { fixed: false })).toBe('amountNotPositive');
    expect(checkPolicyAmount(1.5, 245_30, { fixed: false })).toBe('amountNotPositive');
  });

  it('lets a due of less than the minimum be paid in full', () => {
    expect(checkPolicyAmount(50, 50, { fixed: false })).toBeUndefined();
  });

  it('requires the exact initial premium of a new application', () => {
    expect(checkPolicyAmount(3_600_00, 3_600_00, { fixed: true })).toBeUndefined();
    expect(checkPolicyAmount(3_599_99, 3_600_00, { fixed: true })).toBe('amountFixed');
  });

  it('holds PayNow to S$200,000 and a card to S$50,000 per payment', () => {
    expect(checkTotal(PAYNOW_LIMIT_CENTS, 'paynow')).toBeUndefined();
    expect(checkTotal(PAYNOW_LIMIT_CENTS + 1, 'paynow')).toBe('totalAbovePayNowLimit');
    expect(checkTotal(CARD_LIMIT_CENTS, 'card')).toBeUndefined();
    expect(checkTotal(CARD_LIMIT_CENTS + 1, 'card')).toBe('totalAboveCardLimit');
    expect(checkTotal(0, 'card')).toBe('totalNotPositive');
  });
});

describe('showing money', () => {
  it.each([
    [1_234_50, 'S$1,234.50'],
    [0, 'S$0.00'],
    [5, 'S$0.05'],
    [200_000_00, 'S$200,000.00'],
    [1_000_000_01, 'S$1,000,000.01'],
    [-1_00, '-S$1.00'],
  ])('formats %p cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('writes the EMVCo decimal', () => {
    expect(toDecimal(1_234_50)).toBe('1234.50');
    expect(toDecimal(5)).toBe('0.05');
  });
});

describe('showing dates in Singapore time', () => {
  const en = LOCALE.en;

  it('formats a calendar date like 22 Nov 2026', () => {
    expect(formatDate(parseIsoDate('2026-11-22')!, en)).toBe('22 Nov 2026');
    expect(formatDate(parseIsoDate('2027-01-05')!, en)).toBe('5 Jan 2027');
  });

  // Intl's words for each language; English is exactly what the spec's screens and the browser tests read.
  it.each([
    ['en', '22 Nov 2026', '2:05 pm', '22 Nov 2026, 2:05 pm'],
    ['zh', '2026年11月22日', '下午2:05', '2026年11月22日 下午2:05'],
    ['ms', '22 Nov 2026', '2:05 PTG', '22 Nov 2026, 2:05 PTG'],
    ['ta', '22 நவ., 2026', '2:05 PM', '22 நவ., 2026, 2:05 PM'],
  ] as const)('in %s: a date, a time of day and a receipt instant', (language, date, time, instant) => {
    const at = Date.UTC(2026, 10, 22, 6, 5);
    expect(formatDate(parseIsoDate('2026-11-22')!, LOCALE[language])).toBe(date);
    expect(formatTimeOfDay(at, LOCALE[language])).toBe(time);
    expect(formatInstant(at, LOCALE[language])).toBe(instant);
  });

  it('refuses impossible calendar dates', () => {
    expect(parseIsoDate('2026-02-29')).toBeUndefined();
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate('2026-13-01')).toBeUndefined();
    expect(parseIsoDate('22/11/2026')).toBeUndefined();
  });

  it('takes the date of an instant in Singapore, not UTC or the device zone', () => {
    // 16:30 UTC on 21 Nov is 00:30 on 22 Nov in Singapore.
    expect(formatInstant(Date.UTC(2026, 10, 21, 16, 30), en)).toBe('22 Nov 2026, 12:30 am');
    expect(formatInstant(Date.UTC(2026, 10, 21, 15, 59), en)).toBe('21 Nov 2026, 11:59 pm');
    expect(formatInstant(Date.UTC(2026, 10, 22, 6, 5), en)).toBe('22 Nov 2026, 2:05 pm');
    expect(formatTimeOfDay(Date.UTC(2026, 10, 21, 16, 0), en)).toBe('12:00 am');
  });

  it('reads only ISO instants with an explicit zone', () => {
    expect(parseInstant('2026-11-22T10:15:00+08:00')).toBe(Date.UTC(2026, 10, 22, 2, 15));
    expect(parseInstant('2026-11-22T02:15:00Z')).toBe(Date.UTC(2026, 10, 22, 2, 15));
    expect(parseInstant('2026-11-22T10:15:00')).toBeUndefined();
    expect(parseInstant('tomorrow')).toBeUndefined();
  });
});
