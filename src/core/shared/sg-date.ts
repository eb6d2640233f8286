/**
 * Dates in Singapore time whatever the device's zone. Singapore has kept UTC+8 without daylight saving since 1982,
 * so a fixed offset is exact and needs no time-zone data. Shown dates and times go through Intl for the locale the
 * caller names (the UI's shown language, `LOCALE` in core/shell/language.ts): `22 Nov 2026, 2:05 pm` in `en-SG`.
 */
const SG_OFFSET_MS = 8 * 60 * 60 * 1000;

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

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const formats = new Map<string, Intl.DateTimeFormat>();

/** Formats a Singapore wall-clock instant; the shift to UTC+8 is done here, so the formatter reads UTC. */
function inSingapore(epochMs: number, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale} ${Object.keys(options).join()}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
  return format.format(epochMs + SG_OFFSET_MS);
}

/** `22 Nov 2026` in `en-SG`, `2026年11月22日` in `zh-Hans-SG`. */
export function formatDate(date: CalendarDate, locale: string): string {
  return inSingapore(Date.UTC(date.year, date.month - 1, date.day) - SG_OFFSET_MS, locale, DATE);
}

/** `22 Nov 2026, 2:05 pm` in Singapore for `en-SG`: what a receipt shows. */
export function formatInstant(epochMs: number, locale: string): string {
  return inSingapore(epochMs, locale, { ...DATE, ...TIME });
}

/** `2:05 pm` in Singapore for `en-SG`, `下午2:05` for `zh-Hans-SG`. */
export function formatTimeOfDay(epochMs: number, locale: string): string {
  return inSingapore(epochMs, locale, TIME);
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
