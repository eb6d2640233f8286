import { addDays, addMonths, compareDates, isoOf, parseIsoDate, sgCalendarDate } from '../src/core/shared/sg-date';
import type { Frequency } from '../src/core/api/recurring.contract';

/**
 * The server's rules as the sandbox states them. They are written here, not imported from the portal's
 * use cases, so a rule the client gets wrong is refused by the sandbox in a test instead of being copied
 * into it. Only formats (money, Singapore dates, the API contract) come from src/core/shared and
 * src/core/api (test/tooling/check-boundaries.test.ts).
 */

export const DAY_MS = 86_400_000;

/** The insurer's payment limits: S$1 at least; a card up to S$50,000, PayNow up to S$200,000. */
export const LIMITS = { minimumCents: 100, cardCents: 5_000_000, payNowCents: 20_000_000 } as const;

/** Today in Singapore as the API writes dates. */
export const isoDay = (ms: number) => isoOf(sgCalendarDate(ms));

/** NRIC and FIN: a series letter, seven digits, and ICA's check letter (weights 2765432 plus the series offset, mod 11). */
const CHECK_LETTERS: Record<string, { offset: number; letters: string }> = {
  S: { offset: 0, letters: 'JZIHGFEDCBA' },
  T: { offset: 4, letters: 'JZIHGFEDCBA' },
  F: { offset: 0, letters: 'XWUTRQPNMLK' },
  G: { offset: 4, letters: 'XWUTRQPNMLK' },
  M: { offset: 3, letters: 'XWUTRQPNJLK' },
};

export function validIdNumber(idType: string, raw: string): boolean {
  const id = raw.replace(/[\s-]/g, '').toUpperCase();
  if (idType === 'PASSPORT') return /^[A-Z0-9]{5,20}$/.test(id);
  const series = CHECK_LETTERS[id[0] ?? ''];
  if (!series || !/^.\d{7}[A-Z]$/.test(id)) return false;
  const sum = [...'2765432'].reduce((total, weight, i) => total + Number(weight) * Number(id[i + 1]), series.offset);
  return series.letters[sum % 11] === id[8];
}

/** A GIRO account holder's name as banks print it: a letter first, then letters and . , ' - / ( ) @ &, at most 140. */
export const normaliseName = (raw: string) => raw.trim().replace(/\s+/g, ' ');
export const validHolderName = (raw: string) => /^[A-Za-z][A-Za-z .,'\-/()@&]{0,139}$/.test(normaliseName(raw));

/** Free text never holds a card number: no 13 to 19 digits in a row (spaces and dashes between) pass Luhn's check. */
export function holdsCardNumber(text: string): boolean {
  const luhn = (digits: string) =>
    [...digits].reverse().reduce((sum, c, i) => sum + (i % 2 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][+c]! : +c), 0) % 10 === 0;
  return (text.match(/\d(?:[ -]?\d)*/g) ?? []).some((run) => {
    const digits = run.replace(/\D/g, '');
    for (let start = 0; start + 13 <= digits.length; start++)
      for (let end = start + 13; end <= Math.min(start + 19, digits.length); end++)
        if (luhn(digits.slice(start, end))) return true;
    return false;
  });
}

export const MONTHS_BY_FREQUENCY: Readonly<Record<Frequency, number>> = {
  monthly: 1,
  quarterly: 3,
  'half-yearly': 6,
  yearly: 12,
};

/** A GIRO instruction needs about three weeks between the bank's approval and the first deduction. */
export const GIRO_LEAD_DAYS = 21;

/**
 * The first premium a new arrangement collects: the first due date of the policy's series on or after
 * `leadDays` from today (GIRO: three weeks; a card: tomorrow, as nothing is charged on the day it is set up).
 */
export function firstDeduction(nextDueDate: string, frequency: Frequency, now: number, leadDays: number): string {
  const due = parseIsoDate(nextDueDate);
  if (!due) return nextDueDate;
  const earliest = addDays(sgCalendarDate(now), leadDays);
  let date = due;
  for (let n = 1; compareDates(date, earliest) < 0; n++) date = addMonths(due, MONTHS_BY_FREQUENCY[frequency] * n);
  return isoOf(date);
}
