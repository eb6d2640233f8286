import { createContext, useContext, useId, type ComponentPropsWithRef } from 'react';

/** The field errors a form shows, in words, by field name (useFormSubmit's `errors`). */
const FieldErrors = createContext<Readonly<Record<string, string>>>({});

/**
 * A form of the portal: a native `<form>` that checks nothing itself (`noValidate`; the use cases check, in the
 * spec's words) and hands its fields their errors. Not react-aria's Form: native controls carry the journeys' forms
 * (docs/adr/0035-native-form-controls.md).
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
 * A field's ids and its error: the label names the control, the hint, the error and a note under a group describe it
 * (aria-describedby), and `aria-invalid` marks it, so focusFirstInvalid lands on it and a screen reader reads them all.
 */
export function useField(name: string, has: { hint?: boolean; note?: boolean } = {}) {
  const id = useId();
  const error = useContext(FieldErrors)[name];
  const hintId = has.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noteId = has.note ? `${id}-note` : undefined;
  const describedBy = [hintId, errorId, noteId].filter(Boolean).join(' ') || undefined;
  return { id, labelId: `${id}-label`, hintId, errorId, noteId, error, describedBy };
}

export type FieldIds = ReturnType<typeof useField>;
