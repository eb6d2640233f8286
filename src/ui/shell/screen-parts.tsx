import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import { formatDate, parseIsoDate } from '../../core/shared/sg-date';

/** `22 Nov 2026` for an API date; the raw text if it is not one. */
export function showDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatDate(date) : iso;
}

/** A screen's loading, failure or empty state, announced politely (errors assertively). */
export function Status({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? 'notice notice-error' : 'notice'}>
      {children}
    </div>
  );
}

/** A summary of label/value pairs (a review, a receipt, what is due). */
export function Summary({ rows, label }: { rows: readonly (readonly [ReactNode, ReactNode])[]; label?: string }) {
  return (
    <dl className="summary" aria-label={label}>
      {rows.map(([term, value], i) => (
        <div key={i} className="summary-row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
