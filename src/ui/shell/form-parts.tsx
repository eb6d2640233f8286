// What only a form needs, apart from screen-parts.tsx so that outcome pages and PayNow load none of it
// (docs/architecture.md, "Forms").
import type { ReactNode } from 'react';

/**
 * A native checkbox drawn as the portal's box: the input is visually hidden inside its label, which shows the state
 * (`data-selected`, `data-invalid`, `data-disabled`), as the radio buttons do.
 */
export function Checkbox({
  name,
  isSelected,
  isDisabled,
  isInvalid,
  describedBy,
  onChange,
  children,
}: {
  name?: string;
  isSelected: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  describedBy?: string;
  onChange: (value: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label
      className="checkbox"
      data-selected={isSelected || undefined}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <input
        type="checkbox"
        className="visually-hidden"
        name={name}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
      />
      {children}
    </label>
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
        isSelected={isSelected}
        isDisabled={isDisabled}
        onChange={(value) => {
          onChange(value);
          onEdit?.(name);
        }}
        isInvalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      >
        {children}
      </Checkbox>
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
