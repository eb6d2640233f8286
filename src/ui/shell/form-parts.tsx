// What only a form needs (react-aria's Checkbox among it), apart from screen-parts.tsx so that outcome pages and
// PayNow load none of it (docs/architecture.md, "Forms").
import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';

/** A checkbox's own error line, tied to it by aria-describedby (react-aria's FieldError is for fields). */
function CheckError({ id, children }: { id: string; children?: string }) {
  return (
    <p id={id} className="field-error">
      {children}
    </p>
  );
}

/**
 * A form's checkbox (a consent, a declaration) with its own error line under it, tied by aria-describedby, so
 * focusFirstInvalid lands on it and a screen reader reads the error with it.
 */
export function CheckboxField({
  name,
  isSelected,
  onChange,
  onEdit,
  error,
  isDisabled,
  children,
}: {
  name: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  /** useFormSubmit's `edited`: the error goes as soon as the box is changed. */
  onEdit?: (name: string) => void;
  error: string | undefined;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <div className="field">
      <Checkbox
        name={name}
        className="checkbox"
        isSelected={isSelected}
        isDisabled={isDisabled}
        onChange={(value) => {
          onChange(value);
          onEdit?.(name);
        }}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </Checkbox>
      {error ? <CheckError id={errorId}>{error}</CheckError> : null}
    </div>
  );
}
