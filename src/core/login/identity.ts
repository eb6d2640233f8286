import type { IdType } from '../api/login.contract';
import { compareDates, sgCalendarDate } from '../shared/sg-date';

/**
 * The rules of a customer's or payor's identity: the NRIC/FIN or passport number and the date of birth, which the login
 * and the third-party declaration both check. The login's one-time codes are in login-codes.ts, and the identity's
 * check and encryption for the server in encrypt-identity.ts, so a page that checks an ID loads neither.
 * Error codes of the identity fields; the UI turns them into text (src/ui/text/en-login.ts).
 */
export type IdNumberError = 'required' | 'nricFormat' | 'nricCheckLetter' | 'passportFormat';
export type DateOfBirthError = 'required' | 'dateFormat' | 'notARealDate' | 'notInThePast' | 'tooLongAgo';

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;
const SERIES = {
  S: { offset: 0, letters: 'JZIHGFEDCBA' },
  T: { offset: 4, letters: 'JZIHGFEDCBA' },
  F: { offset: 0, letters: 'XWUTRQPNMLK' },
  G: { offset: 4, letters: 'XWUTRQPNMLK' },
  // The M series (FINs from 2022) has its own table: J where F/G have M. Often coded wrong.
  M: { offset: 3, letters: 'XWUTRQPNJLK' },
} as const;
export type NricSeries = keyof typeof SERIES;
export const NRIC_SERIES = Object.keys(SERIES) as NricSeries[];

/** Upper case, without spaces or dashes people type or paste. */
export function normaliseIdNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** The check letter of an NRIC/FIN: weights 2,7,6,5,4,3,2, the series offset, sum mod 11, the series table. */
export function nricCheckLetter(series: NricSeries, digits: string): string {
  let sum: number = SERIES[series].offset;
  for (let i = 0; i < 7; i += 1) sum += WEIGHTS[i]! * Number(digits[i]);
  return SERIES[series].letters[sum % 11]!;
}

export function validateIdNumber(idType: IdType, raw: string): IdNumberError | null {
  const id = normaliseIdNumber(raw);
  if (!id) return 'required';
  if (idType === 'PASSPORT') return /^[A-Z0-9]{5,20}$/.test(id) ? null : 'passportFormat';
  const match = /^([STFGM])(\d{7})([A-Z])$/.exec(id);
  if (!match) return 'nricFormat';
  return nricCheckLetter(match[1] as NricSeries, match[2]!) === match[3] ? null : 'nricCheckLetter';
}

/** A date as the server wants it: ISO YYYY-MM-DD. */
export type IsoDate = string;

const OLDEST_AGE_YEARS = 130;

/**
 * Reads day/month/year as people in Singapore write it (31/08/1985, 31-8-1985, 31 08 1985, and 31081985 from
 * a phone's number pad, which has no slash: the field asks for it with inputmode="numeric") and checks
 * it is a real date before today in Singapore. `nowMs` comes from the ClockPort.
 */
export function parseDateOfBirth(
  raw: string,
  nowMs: number,
): { ok: true; iso: IsoDate } | { ok: false; error: DateOfBirthError } {
  const text = raw.trim();
  if (!text) return { ok: false, error: 'required' };
  const match =
    /^(\d{1,2})\s*[/.\s-]\s*(\d{1,2})\s*[/.\s-]\s*(\d{4})$/.exec(text) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!match) return { ok: false, error: 'dateFormat' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, error: 'notARealDate' };
  }
  const today = sgCalendarDate(nowMs);
  if (compareDates({ year, month, day }, today) >= 0) return { ok: false, error: 'notInThePast' };
  if (year < today.year - OLDEST_AGE_YEARS) return { ok: false, error: 'tooLongAgo' };
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return { ok: true, iso: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}
