import type { ReactNode } from 'react';
import { Input, TextField, type InputProps } from 'react-aria-components';
import { FieldHead } from './field-head';

/**
 * A form's text field: label, hint, react-aria's error (from the Form's validationErrors) and the input, the same on
 * every journey form. Uncontrolled unless `value` and `onChange` are given; `onEdit` (useFormSubmit's `edited`) is
 * told at every keystroke, so the field's error goes while typing.
 */
export function TextInput(props: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  value?: string;
  onChange?: (value: string) => void;
  onEdit?: (name: string) => void;
  autoComplete?: string;
  type?: string;
  /** The input's own attributes (class, length, capitals, spelling, keyboard). */
  input?: Pick<InputProps, 'className' | 'maxLength' | 'autoCapitalize' | 'spellCheck' | 'inputMode'>;
}) {
  const changed = (next: string) => {
    props.onChange?.(next);
    props.onEdit?.(props.name);
  };
  return (
    <TextField
      name={props.name}
      className="field"
      autoComplete={props.autoComplete}
      type={props.type}
      {...(props.onChange ? { value: props.value ?? '' } : {})}
      onChange={changed}
    >
      <FieldHead label={props.label} hint={props.hint} />
      <Input className="field-input" spellCheck={false} {...props.input} />
    </TextField>
  );
}
