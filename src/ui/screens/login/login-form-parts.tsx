import type { ApiFailure } from '../../../core/http/api-client';
import { errorTexts, type SubmitResult } from '../../shell/use-form-submit';
import { SupportReference } from '../../shell/support-reference';
import { en } from '../../text/en';
import { loginText as t } from '../../text/en-login';

/**
 * What a login form shows after its call: the fields' errors in words; for a call without an answer, the line that
 * says so while the form keeps what was typed (a dialog would log out on close); nothing when the page moves on.
 */
export function submitted(outcome: {
  kind: string;
  errors?: Partial<Record<keyof typeof t.errors, string>>;
  failure?: ApiFailure;
  shown?: boolean;
}): SubmitResult | undefined {
  if (outcome.kind === 'invalid') return { errors: errorTexts(outcome.errors ?? {}, t.errors) };
  // Failed: the form is free again, with the notice and its reference unless the dialog took the failure.
  if (outcome.kind === 'failed')
    return outcome.shown ? {} : { notice: inlineText(outcome.failure), reference: outcome.failure?.reference };
  return undefined;
}

/** A call without a readable answer, in `en.inline`'s words; a status (the dialog's) has none. */
export function inlineText(failure: ApiFailure | undefined): string | undefined {
  return failure && failure.kind !== 'status' ? en.inline[failure.kind] : undefined;
}

/**
 * A failed call said above the form, with its support reference; role alert, so a screen reader hears
 * it at once.
 */
export function InlineAlert({ text, reference }: { text: string | undefined; reference?: string }) {
  return text ? (
    <p className="notice notice-error" role="alert">
      {text}
      <SupportReference reference={reference} />
    </p>
  ) : null;
}
