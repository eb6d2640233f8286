import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldHead } from './field-head';
import { useField } from './form';

/** The input's own attributes a form may set (class, length, capitals, spelling, keyboard, read-only, ref). */
export type InputAttributes = Pick<
  ComponentPropsWithRef<'input'>,
  'className' | 'maxLength' | 'autoCapitalize' | 'spellCheck' | 'inputMode' | 'readOnly' | 'ref'
>;

/**
 * A form's text field: label, hint, its error (from the Form's validationErrors) and a native input, the same on
 * every form. Uncontrolled unless `value` and `onChange` are given; `onEdit` (useFormSubmit's `edited`) is told at
 * every keystroke, so the field's error goes while typing.
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
  /** The field's class beside `field` (a layout of its own). */
  className?: string;
  input?: InputAttributes;
}) {
  const field = useField(props.name, { hint: Boolean(props.hint) });
  return (
    <div className={props.className ? `field ${props.className}` : 'field'}>
      <FieldHead field={field} label={props.label} hint={props.hint} />
      <input
        id={field.id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        className="field-input"
        spellCheck={false}
        {...props.input}
        {...(props.onChange ? { value: props.value ?? '' } : {})}
        onChange={(event) => {
          props.onChange?.(event.target.value);
          props.onEdit?.(props.name);
        }}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
      />
    </div>
  );
}
