import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';
import { keepTypedBeforeHydration } from './keep-typed';

/** What a submit ends with: field errors (react-aria's validationErrors), and a line said above the form. */
export interface SubmitResult {
  errors?: Record<string, string>;
  notice?: string;
}

/**
 * A form's submit: one at a time (`busy`), then its field errors, with focus on the first invalid field, and
 * its notice (a call without an answer), both cleared by the next submit. `submit(call)` is the onSubmit handler;
 * `call` gets the form's data, and returns nothing when the page moves on: the button then stays busy until it has.
 */
export function useFormSubmit() {
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);
  useLayoutEffect(() => keepTypedBeforeHydration(form.current), []);

  const submit = (call: (data: FormData) => Promise<SubmitResult | void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setNotice(undefined);
    void call(data).then((result) => {
      if (!result) return;
      setBusy(false);
      setNotice(result.notice);
      setErrors(result.errors ?? {});
      if (result.errors) setAttempt((n) => n + 1);
    });
  };

  /** A field's error goes as soon as it is edited, so the layout settles while typing (a new object only when it had one). */
  const edited = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _edited, ...rest } = current;
      return rest;
    });

  return { form, busy, errors, setErrors, edited, notice, setNotice, submit };
}

/** A text field's value from a submitted form ('' when absent; a file input is never read as text). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
