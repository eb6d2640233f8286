import { createContext, useContext, useId, type ComponentPropsWithRef } from 'react';

/** The field errors a form shows, in words, by field name (useFormSubmit's `errors`). */
const FieldErrors = createContext<Readonly<Record<string, string>>>({});

/**
 * A form of the portal: a native `<form>` that checks nothing itself (`noValidate`; the use cases check, in the
 * spec's words) and hands its fields their errors. Not react-aria's Form: native controls carry the journeys' forms
 * (docs/decisions.md, "Native form controls").
 */
export function Form({
  validationErrors,
  children,
  ...props
}: ComponentPropsWithRef<'form'> & { validationErrors?: Readonly<Record<string, string>> }) {
  return (
    <form noValidate {...props}>
      <FieldErrors.Provider value={validationErrors ?? {}}>{children}</FieldErrors.Provider>
    </form>
  );
}

/**
 * A field's ids and its error: the label names the control, the hint and the error describe it (aria-describedby),
 * and `aria-invalid` marks it, so focusFirstInvalid lands on it and a screen reader reads all three.
 */
export function useField(name: string, hasHint: boolean) {
  const id = useId();
  const error = useContext(FieldErrors)[name];
  const hintId = hasHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, labelId: `${id}-label`, hintId, errorId, error, describedBy };
}

export type FieldIds = ReturnType<typeof useField>;
