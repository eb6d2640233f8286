import {
  normaliseIdNumber,
  parseDateOfBirth,
  validateIdNumber,
  type DateOfBirthError,
  type IdNumberError,
} from '../login/identity';
import type { IdType } from '../api/login.contract';
import { containsCardNumber } from './card-number-guard';
import { compareDates, sgCalendarDate } from '../shared/sg-date';
import {
  FUND_SOURCES,
  NATIONALITIES,
  PAYMENT_REASONS,
  RELATIONSHIPS,
  type FundSource,
  type Nationality,
  needsSourceOfWealth,
  type PaymentReason,
  type PayorDeclaration,
  type Relationship,
} from '../api/third-party.contract';

/** Error codes of the free-text fields; the UI words them (src/ui/text/en-third-party.ts). */
export type TextError = 'required' | 'tooLong' | 'cardNumber' | 'textCharacters';
export type NameError = TextError | 'nameCharacters' | 'nameTooLong';
export type PayorDobError = DateOfBirthError | 'underAge';
export type ChoiceError = 'required';
export type MobileError = 'required' | 'mobileFormat';
export type EmailError = 'required' | 'emailFormat' | 'cardNumber';

/** What the payor typed or chose, as strings: the form's raw values. */
export interface DeclarationForm {
  fullName: string;
  idType: IdType;
  idNumber: string;
  dateOfBirth: string;
  nationality: string;
  nationalityOther: string;
  relationship: string;
  relationshipOther: string;
  reason: string;
  reasonOther: string;
  mobile: string;
  email: string;
  declaredTrue: boolean;
}

export interface DeclarationErrors {
  fullName?: NameError;
  idNumber?: IdNumberError;
  dateOfBirth?: PayorDobError;
  nationality?: ChoiceError;
  nationalityOther?: TextError;
  relationship?: ChoiceError;
  relationshipOther?: TextError;
  reason?: ChoiceError;
  reasonOther?: TextError;
  mobile?: MobileError;
  email?: EmailError;
  declaredTrue?: 'required';
}

/** The declaration checked, identity values still in plain text: they are encrypted before they leave. */
export type CheckedDeclaration = Omit<PayorDeclaration, 'idNumber' | 'dateOfBirth' | 'declaredTrue'> & {
  idNumber: string;
  dateOfBirthIso: string;
};

const MAX_TEXT = 200;
/** The insurer's core system stores a name of at most 66 characters (docs/openapi.yaml, PersonName). */
const MAX_NAME = 66;
/** Screening matches names against lists: keep letters of any script, spaces and the marks names use. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .,'’@/()-]*$/u;
const ADULT_YEARS = 18;

/**
 * The one rule set of free text: it reaches anti-money-laundering screening and staff screens as
 * plain text, so no bidirectional or other invisible controls (a U+202E reverses what staff read), no markup, no
 * emoji or other pictographs: letters and marks of any script, digits, spaces and everyday punctuation.
 */
const FREE_TEXT = /^[\p{L}\p{M}\p{N}\p{Pd} .,'‘’"“”@/()&:;!?+#%]*$/u;

/** A free-text value: trimmed, required, bounded, never a card number, and only the characters of `FREE_TEXT`. */
export function checkText(
  raw: string,
  options: { required?: boolean } = {},
): { ok: true; value: string } | { ok: false; error: TextError } {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (!value) return options.required === false ? { ok: true, value } : { ok: false, error: 'required' };
  if (value.length > MAX_TEXT) return { ok: false, error: 'tooLong' };
  if (containsCardNumber(value)) return { ok: false, error: 'cardNumber' };
  if (!FREE_TEXT.test(value)) return { ok: false, error: 'textCharacters' };
  return { ok: true, value };
}

/** Singapore mobiles as 8 digits starting 8 or 9 (with or without +65); others in international form. */
export function normaliseMobile(raw: string): string | undefined {
  const compact = raw.replace(/[\s()-]/g, '');
  if (/^(\+65|65)?[89]\d{7}$/.test(compact)) return `+65${compact.slice(-8)}`;
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  return undefined;
}

export function checkEmail(raw: string): EmailError | undefined {
  const value = raw.trim();
  if (!value) return 'required';
  if (containsCardNumber(value)) return 'cardNumber';
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) ? undefined : 'emailFormat';
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Years completed between an ISO birth date and today in Singapore. */
function ageOn(iso: string, nowMs: number): number {
  const today = sgCalendarDate(nowMs);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return today.year - year - (compareDates(today, { year: today.year, month, day }) < 0 ? 1 : 0);
}

/**
 * The payor's declaration, every field at once so the form can show every error. The ID number uses
 * the login's check-letter rules; a payor must be an adult (a minor cannot contract to pay).
 */
export function checkDeclaration(
  form: DeclarationForm,
  nowMs: number,
): { ok: true; value: CheckedDeclaration } | { ok: false; errors: DeclarationErrors } {
  const errors: DeclarationErrors = {};
  // Full name: the shared free-text rules, then the stricter characters of a name.
  const name = checkText(form.fullName);
  if (!name.ok) errors.fullName = name.error === 'textCharacters' ? 'nameCharacters' : name.error;
  else if (!NAME.test(name.value)) errors.fullName = 'nameCharacters';
  else if (name.value.length > MAX_NAME) errors.fullName = 'nameTooLong';

  const idError = validateIdNumber(form.idType, form.idNumber);
  if (idError) errors.idNumber = idError;
  const dob = parseDateOfBirth(form.dateOfBirth, nowMs);
  if (!dob.ok) errors.dateOfBirth = dob.error;
  else if (ageOn(dob.iso, nowMs) < ADULT_YEARS) errors.dateOfBirth = 'underAge';

  const other = (chosen: boolean, raw: string, key: 'nationalityOther' | 'relationshipOther' | 'reasonOther') => {
    if (!chosen) return undefined;
    const checked = checkText(raw);
    if (!checked.ok) {
      errors[key] = checked.error;
      return undefined;
    }
    return checked.value;
  };
  if (!isOneOf(NATIONALITIES, form.nationality)) errors.nationality = 'required';
  const nationalityOther = other(form.nationality === 'OTHER', form.nationalityOther, 'nationalityOther');
  if (!isOneOf(RELATIONSHIPS, form.relationship)) errors.relationship = 'required';
  const relationshipOther = other(form.relationship === 'other', form.relationshipOther, 'relationshipOther');
  if (!isOneOf(PAYMENT_REASONS, form.reason)) errors.reason = 'required';
  const reasonOther = other(form.reason === 'other', form.reasonOther, 'reasonOther');

  const mobile = normaliseMobile(form.mobile);
  if (!form.mobile.trim()) errors.mobile = 'required';
  else if (!mobile) errors.mobile = 'mobileFormat';
  const emailError = checkEmail(form.email);
  if (emailError) errors.email = emailError;
  if (!form.declaredTrue) errors.declaredTrue = 'required';

  if (Object.keys(errors).length > 0 || !name.ok || !dob.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      fullName: name.value,
      idType: form.idType,
      idNumber: normaliseIdNumber(form.idNumber),
      dateOfBirthIso: dob.iso,
      nationality: form.nationality as Nationality,
      ...(nationalityOther ? { nationalityOther } : {}),
      relationship: form.relationship as Relationship,
      ...(relationshipOther ? { relationshipOther } : {}),
      reason: form.reason as PaymentReason,
      ...(reasonOther ? { reasonOther } : {}),
      mobile: mobile!,
      email: form.email.trim(),
    },
  };
}

// ---- source of funds ----------------------------------------------------------------------------

export interface SourceOfFundsForm {
  source: string;
  sourceOther: string;
  wealthSource: string;
  wealthDescription: string;
}

export interface SourceOfFundsErrors {
  source?: ChoiceError;
  sourceOther?: TextError;
  wealthSource?: ChoiceError;
  wealthDescription?: TextError;
}

export interface CheckedSourceOfFunds {
  source: FundSource;
  sourceOther?: string;
  sourceOfWealth?: { source: FundSource; description?: string };
}

export { needsSourceOfWealth };

/**
 * Source of funds, and above the threshold the source of wealth (how the payor came to have their
 * means). "Other" needs words; the wealth description is optional unless the wealth source is other.
 */
export function checkSourceOfFunds(
  form: SourceOfFundsForm,
  amountCents: number,
): { ok: true; value: CheckedSourceOfFunds } | { ok: false; errors: SourceOfFundsErrors } {
  const errors: SourceOfFundsErrors = {};
  const value: Partial<CheckedSourceOfFunds> = {};
  if (!isOneOf(FUND_SOURCES, form.source)) errors.source = 'required';
  else value.source = form.source;
  if (form.source === 'other') {
    const other = checkText(form.sourceOther);
    if (!other.ok) errors.sourceOther = other.error;
    else value.sourceOther = other.value;
  }
  if (needsSourceOfWealth(amountCents)) {
    if (!isOneOf(FUND_SOURCES, form.wealthSource)) errors.wealthSource = 'required';
    const description = checkText(form.wealthDescription, { required: form.wealthSource === 'other' });
    if (!description.ok) errors.wealthDescription = description.error;
    else if (isOneOf(FUND_SOURCES, form.wealthSource)) {
      value.sourceOfWealth = {
        source: form.wealthSource,
        ...(description.value ? { description: description.value } : {}),
      };
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: value as CheckedSourceOfFunds };
}

// ---- masking --------------------------------------------------------------------------------------

/** All but the last four characters hidden: `•••••567D`. */
export function maskExceptLast4(value: string): string {
  const visible = value.slice(-4);
  return '•'.repeat(Math.max(0, value.length - 4)) + visible;
}

/** An email address shown masked, its first character and its domain kept: `l•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return maskExceptLast4(email);
  return `${email[0]}${'•'.repeat(Math.max(3, at - 1))}${email.slice(at)}`;
}

/** A date of birth shown masked: `••/••/1985` (the last four of `31/08/1985`). */
export function maskDateOfBirth(iso: string): string {
  const [y, m, d] = iso.split('-');
  return maskExceptLast4(`${d}/${m}/${y}`);
}
