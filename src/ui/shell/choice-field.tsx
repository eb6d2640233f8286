import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { FieldHead } from './field-head';

export interface Choice {
  value: string;
  label: ReactNode;
}

/**
 * A form's one-of-several choice (a method, a bank, a card type, an ID type): react-aria's RadioGroup with its
 * label, hint and error, the same on every form. `onEdit` is useFormSubmit's `edited`: the field's error goes as
 * soon as a choice is made. Its own module: a page with no radio group loads none of it.
 */
export function ChoiceField({
  name,
  label,
  hint,
  value,
  onChange,
  onEdit,
  choices,
  listClassName,
  choiceClassName = 'radio radio-card',
  horizontal = false,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onEdit?: (name: string) => void;
  choices: readonly Choice[];
  /** The options' layout: a journey's list of cards, or `radio-options` for a short row. */
  listClassName: string;
  choiceClassName?: string;
  horizontal?: boolean;
  /** What the group says under its options (a rule that depends on what else was chosen). */
  children?: ReactNode;
}) {
  return (
    <RadioGroup
      name={name}
      value={value || null}
      onChange={(next) => {
        onChange(next);
        onEdit?.(name);
      }}
      className="field radio-group"
      orientation={horizontal ? 'horizontal' : 'vertical'}
    >
      <FieldHead label={label} hint={hint} />
      <div className={listClassName}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} className={choiceClassName}>
            {choice.label}
          </Radio>
        ))}
      </div>
      {children}
    </RadioGroup>
  );
}
