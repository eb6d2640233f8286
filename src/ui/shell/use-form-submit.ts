import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';
import { keepTypedBeforeHydration } from './keep-typed';

/** What a submit ends with: field errors (the Form's validationErrors), and a line said with the form. */
export interface SubmitResult {
  errors?: Record<string, string>;
  notice?: string;
  /** The failed call's support reference, said with the notice. */
  reference?: string;
}

/**
 * Every form's submit (docs/architecture.md, "Forms"): one at a time (`busy`), then its field errors, with focus on
 * the first invalid field, and its notice (a failed call, a rule of the whole form), both cleared by the next
 * submit. `submit(call)` is the onSubmit handler; `call` gets the form's data, answers at once or later, and returns
 * nothing when the page moves on: the button then stays busy until it has.
 */
export function useFormSubmit() {
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The notice and the reference of the call it reports, set together so that one is never the other's stale one.
  const [said, setSaid] = useState<{ notice?: string; reference?: string }>({});
  const setNotice = (notice: string | undefined, reference?: string) => setSaid({ notice, reference });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);
  useLayoutEffect(() => keepTypedBeforeHydration(form.current), []);

  const settle = (result: SubmitResult | void) => {
    if (!result) return;
    setBusy(false);
    setSaid({ notice: result.notice, reference: result.reference });
    setErrors(result.errors ?? {});
    if (result.errors) setAttempt((n) => n + 1);
  };

  const submit =
    (call: (data: FormData) => SubmitResult | void | Promise<SubmitResult | void>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const data = new FormData(event.currentTarget);
      setBusy(true);
      setNotice(undefined);
      const result = call(data);
      // A check made in the browser answers in the same render, so its errors show without a tick's delay.
      if (result instanceof Promise) void result.then(settle);
      else settle(result);
    };

  /** A field's error goes as soon as it is edited, so the layout settles while typing (a new object only when it had one). */
  const edited = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _edited, ...rest } = current;
      return rest;
    });

  /** What every form spreads on its Form (shell/form.tsx): the ref focus needs, the house class, the field errors. */
  const formProps = { ref: form, className: 'form', validationErrors: errors };

  const { notice, reference: noticeReference } = said;
  return { formProps, busy, errors, setErrors, edited, notice, noticeReference, setNotice, submit };
}

/** What useFormSubmit gives a form, for the shared forms a screen hands its own to (ConsentForm, DeclarationForm). */
export type FormSubmit = ReturnType<typeof useFormSubmit>;

/** A text field's value from a submitted form ('' when absent; a file input is never read as text). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** Only the fields that have an error, in words, as the Form's validationErrors wants them. */
export function errorTexts(
  errors: object,
  texts: Partial<Record<string, Partial<Record<string, string>>>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors) as [string, string | undefined][])
    if (code) out[field] = texts[field]?.[code] ?? code;
  return out;
}
