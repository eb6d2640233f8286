import type { ReactNode } from 'react';
import type { FieldIds } from './form';

/**
 * What every form field says above its control: its label, its hint, and its error when it has one. A text field's
 * label is a `<label for>`; a group's (`forGroup`) names it by aria-labelledby.
 */
export function FieldHead({
  field,
  label,
  hint,
  forGroup = false,
}: {
  field: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  forGroup?: boolean;
}) {
  return (
    <>
      {forGroup ? (
        <span id={field.labelId} className="field-label">
          {label}
        </span>
      ) : (
        <label id={field.labelId} className="field-label" htmlFor={field.id}>
          {label}
        </label>
      )}
      {hint ? (
        <span id={field.hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {field.error ? (
        <span id={field.errorId} className="field-error">
          {field.error}
        </span>
      ) : null}
    </>
  );
}
