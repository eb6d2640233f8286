import { FieldHead } from './field-head';
import { useField } from './form';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A form's pick from a long list (a nationality, a relationship, a reason) as a native `<select>`: the phone's own
 * picker, no JavaScript of ours beyond this, and no react-aria Select (27 KB brotli;
 * docs/adr/0035-native-form-controls.md). Label, error and control in the order the text fields use; the error comes
 * from the surrounding Form's validationErrors as theirs does, tied by aria-describedby and aria-invalid, so
 * focusFirstInvalid lands here and a screen reader reads it. The placeholder is the value '' and cannot be chosen
 * back.
 */
export function SelectField({
  name,
  label,
  placeholder,
  options,
  value,
  onChange,
  onEdit,
}: {
  name: string;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** useFormSubmit's `edited`: the error goes as soon as a choice is made. */
  onEdit?: (name: string) => void;
}) {
  const field = useField(name);
  return (
    <div className="field">
      <FieldHead field={field} label={label} />
      <span className="field-select">
        <select
          id={field.id}
          name={name}
          className="field-input"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            onEdit?.(name);
          }}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.describedBy}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
