/**
 * Dates as the product shows them (`22 Nov 2026`), in Singapore time whatever the device's zone.
 * Singapore has kept UTC+8 without daylight saving since 1982, so a fixed offset is exact and avoids
 * depending on the ICU data that Intl.DateTimeFormat carries in browsers and Node builds.
 */
const SG_OFFSET_MS = 8 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date in Singapore at an instant. */
export function sgCalendarDate(epochMs: number): CalendarDate {
  const d = new Date(epochMs + SG_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Reads a `YYYY-MM-DD` date (the API's calendar dates), refusing impossible ones such as 2026-02-30. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** `22 Nov 2026`. */
export function formatDate(date: CalendarDate): string {
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** `22 Nov 2026` for an instant, in Singapore. */
export function formatInstantDate(epochMs: number): string {
  return formatDate(sgCalendarDate(epochMs));
}

/** `22 Nov 2026, 2:05 pm` in Singapore: what a receipt shows. */
export function formatInstant(epochMs: number): string {
  const d = new Date(epochMs + SG_OFFSET_MS);
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatInstantDate(epochMs)}, ${h12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** `YYYYMMDD` as the PayNow expiry tag holds it, in Singapore. */
export function compactDate(date: CalendarDate): string {
  return `${date.year}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
}

/** Orders calendar dates: negative when a is before b. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** An instant as Singapore writes it: `2026-11-22T10:15:00+08:00`. */
export function sgInstant(epochMs: number): string {
  return `${new Date(epochMs + SG_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** `YYYY-MM-DD`. */
export function isoOf(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The date `months` after `date`, on the same day or the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.month - 1 + months;
  const year = date.year + Math.floor(index / 12);
  const month = (((index % 12) + 12) % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, last) };
}

/** Calendar days after a date. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Reads an ISO instant with an explicit offset or Z (`2026-11-22T10:15:00+08:00`); anything else is refused. */
export function parseInstant(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : undefined;
}
