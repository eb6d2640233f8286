import {
  addDays,
  addMonths,
  compareDates,
  isoOf,
  parseIsoDate,
  sgCalendarDate,
  type CalendarDate,
} from '../shared/sg-date';
import type { Frequency, PremiumDue } from '../api/recurring.contract';

/**
 * The dates a recurring arrangement shows, in Singapore, from the clock: a premium is due every
 * frequency's months from its due date, and no date shown as coming may lie in the past.
 */
export const MONTHS_BY_FREQUENCY: Readonly<Record<Frequency, number>> = {
  monthly: 1,
  quarterly: 3,
  'half-yearly': 6,
  yearly: 12,
};

/**
 * The first due date of the series through `due` that is on or after `earliest`. Always counted from the
 * original due date (not step by step), so 31 Jan stays the 31st where a month has one.
 */
export function firstDueOnOrAfter(due: CalendarDate, frequency: Frequency, earliest: CalendarDate): CalendarDate {
  let date = due;
  for (let n = 1; compareDates(date, earliest) < 0; n++) date = addMonths(due, MONTHS_BY_FREQUENCY[frequency] * n);
  return date;
}

/** What a policy's due date means today: an overdue premium says so; the next due date is never past. */
export interface DueView {
  /** The next premium due, today or later (`YYYY-MM-DD`). */
  nextDue: string;
  /** The due date of a premium not yet paid, when it has passed. */
  overdueSince?: string;
}

export function dueView(nextDueDate: string, frequency: Frequency, nowMs: number): DueView {
  const due = parseIsoDate(nextDueDate);
  if (!due) return { nextDue: nextDueDate };
  const today = sgCalendarDate(nowMs);
  if (compareDates(due, today) >= 0) return { nextDue: nextDueDate };
  return { nextDue: isoOf(firstDueOnOrAfter(due, frequency, today)), overdueSince: nextDueDate };
}

/**
 * The first premium a new card arrangement charges: the first due date from tomorrow on (an arrangement
 * set up today charges nothing today; a premium already overdue must be paid another way).
 */
export function firstCardDeduction(nextDueDate: string, frequency: Frequency, nowMs: number): string | undefined {
  const due = parseIsoDate(nextDueDate);
  if (!due) return undefined;
  return isoOf(firstDueOnOrAfter(due, frequency, addDays(sgCalendarDate(nowMs), 1)));
}

/** Whether an API date lies before today in Singapore (so it cannot be a date still to come). */
export function isPast(isoDate: string, nowMs: number): boolean {
  const date = parseIsoDate(isoDate);
  return date !== undefined && compareDates(date, sgCalendarDate(nowMs)) < 0;
}

/**
 * The premium an arrangement leaves to be paid by hand: the policy's unpaid one when it falls due before the first
 * deduction; before the first deduction is known (no arrangement yet), only an overdue one, which no new
 * arrangement can take.
 */
export function dueByHand(
  due: PremiumDue | undefined,
  firstDeductionDate: string | undefined,
  nowMs: number,
): PremiumDue | undefined {
  const dueDate = due && parseIsoDate(due.dueDate);
  if (!due || !dueDate) return undefined;
  const before = firstDeductionDate ? parseIsoDate(firstDeductionDate) : sgCalendarDate(nowMs);
  return before && compareDates(dueDate, before) < 0 ? due : undefined;
}
