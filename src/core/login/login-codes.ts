/** The codes a customer types to log in: the acceptance code of the acceptance letter and the one-time password. */
export type AcceptanceCodeError = 'required' | 'acceptanceCodeFormat';

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
