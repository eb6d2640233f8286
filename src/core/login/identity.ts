import type { IdentifyRequest, IdType } from '../api/login.contract';
import type { CryptoPort } from '../ports/crypto.port';
import { compareDates, sgCalendarDate } from '../shared/sg-date';

/** Error codes of the identity fields; the UI turns them into text (src/ui/text/en-login.ts). */
export type IdNumberError = 'required' | 'nricFormat' | 'nricCheckLetter' | 'passportFormat';
export type DateOfBirthError = 'required' | 'dateFormat' | 'notARealDate' | 'notInThePast' | 'tooLongAgo';
export type AcceptanceCodeError = 'required' | 'acceptanceCodeFormat';

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

/** The acceptance code printed on the acceptance letter: 8 letters and digits. */
export function normaliseAcceptanceCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export function validateAcceptanceCode(raw: string): AcceptanceCodeError | null {
  const code = normaliseAcceptanceCode(raw);
  if (!code) return 'required';
  return /^[A-Z0-9]{8}$/.test(code) ? null : 'acceptanceCodeFormat';
}

export type OtpError = 'required' | 'otpFormat';

/** Keeps the digits of what was typed or pasted ("123 456", "123-456"). */
export function normaliseOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

export function validateOtp(raw: string): OtpError | null {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return 'required';
  return digits.length === 6 ? null : 'otpFormat';
}

// The form's check and encryption, here beside the rules (not in identify-customer.use-case.ts): the third-party payor's
// find uses it too, and must not bring the login's call and contract decoders with it.
export interface IdentityForm {
  idType: IdType;
  idNumber: string;
  dateOfBirth: string;
}

export interface IdentityErrors {
  idNumber?: IdNumberError;
  dateOfBirth?: DateOfBirthError;
}

/** Checks the identity fields; on success returns them encrypted for the server, never in plain text. */
export async function encryptIdentity(
  form: IdentityForm,
  nowMs: number,
  crypto: CryptoPort,
): Promise<{ ok: true; request: IdentifyRequest } | { ok: false; errors: IdentityErrors }> {
  const errors: IdentityErrors = {};
  const idError = validateIdNumber(form.idType, form.idNumber);
  if (idError) errors.idNumber = idError;
  const date = parseDateOfBirth(form.dateOfBirth, nowMs);
  if (!date.ok) errors.dateOfBirth = date.error;
  if (!date.ok || idError) return { ok: false, errors };
  const [idNumber, dateOfBirth] = await Promise.all([
    crypto.encryptForServer(normaliseIdNumber(form.idNumber)),
    crypto.encryptForServer(date.iso),
  ]);
  return { ok: true, request: { idType: form.idType, idNumber, dateOfBirth } };
}
