/**
 * Patterns of values that must never reach analytics: ID numbers, dates of birth, phones, emails,
 * card numbers, tokens. Deliberately broad: a false positive loses a page name, a false negative leaks.
 */
const PATTERNS: readonly RegExp[] = [
  /[STFGM]\d{7}[A-Z]/i, // NRIC / FIN
  /\b[A-Z]{1,2}\d{6,9}[A-Z]?\b/i, // passport-like
  /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b/, // ISO-ish dates
  /\b\d{1,2}[-/. ]\d{1,2}[-/. ]\d{2,4}\b/, // day-month-year dates
  /\b\d{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4}\b/i,
  /[^\s@]+@[^\s@]+\.[^\s@]+/, // email
  /(?:\+?65[\s-]?)?\b[3689]\d{3}[\s-]?\d{4}\b/, // Singapore phone
  /\b(?:\d[\s-]?){13,19}\b/, // card number
  /\b\d{6}\b/, // one-time password
  /eyJ[\w-]+\./, // JWT
  /(?=[\w+/=-]*\d)(?=[\w+/=-]*[a-z])(?=[\w+/=-]*[A-Z])[\w+/=-]{32,}/, // long opaque token: mixed case and digits
];

export function looksPersonal(value: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(value));
}
