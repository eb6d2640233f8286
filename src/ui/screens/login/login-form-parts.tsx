import type { LoginTransportFailure } from '../../../core/login/login-completion';
import type { SubmitResult } from '../../shell/use-form-submit';
import { en } from '../../text/en';
import { loginText as t } from '../../text/en-login';

/**
 * What a login form shows after its call: the fields' errors in words; for a call without an answer, the line that
 * says so while the form keeps what was typed (a dialog would log out on close); nothing when the page moves on.
 */
export function submitted(outcome: {
  kind: string;
  errors?: Partial<Record<keyof typeof t.errors, string>>;
  inline?: LoginTransportFailure;
}): SubmitResult | undefined {
  if (outcome.kind === 'invalid') return { errors: errorTexts(outcome.errors ?? {}, t.errors) };
  if (outcome.kind === 'error') return { notice: outcome.inline && en.inline[outcome.inline] };
  return undefined;
}

/** A failed call said above the form; role alert, so a screen reader hears it at once. */
export function InlineAlert({ text }: { text: string | undefined }) {
  return text ? (
    <p className="notice notice-error" role="alert">
      {text}
    </p>
  ) : null;
}

/** Only the fields that have an error, as react-aria's Form validationErrors wants them. */
export function errorTexts<K extends string>(
  errors: Partial<Record<K, string | undefined>>,
  texts: Record<K, Record<string, string>>,
) {
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors) as [K, string | undefined][])
    if (code) out[field] = texts[field][code] ?? code;
  return out;
}
