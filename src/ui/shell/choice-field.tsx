import type { ReactNode } from 'react';
import { FieldHead } from './field-head';
import { useField } from './form';

export interface Choice {
  value: string;
  label: ReactNode;
}

/**
 * A form's one-of-several choice (a method, a bank, a card type, an ID type): native radio buttons in a radio group
 * with its label, hint and error, the same on every form; the browser gives the arrow keys and the single tab stop.
 * `onEdit` is useFormSubmit's `edited`: the field's error goes as soon as a choice is made.
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
  note,
}: {
  name: string;
  label: ReactNode;
  hint?: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onEdit?: (name: string) => void;
  choices: readonly Choice[];
  /** The options' layout: a journey's list of cards, or `radio-options` for a short row. */
  listClassName: string;
  choiceClassName?: string;
  /** What the group says under its options (a rule that depends on what else was chosen), describing it too. */
  note?: ReactNode;
}) {
  const field = useField(name, { hint: Boolean(hint), note: Boolean(note) });
  return (
    <div
      role="radiogroup"
      className="field radio-group"
      aria-labelledby={field.labelId}
      aria-describedby={field.describedBy}
      aria-invalid={field.error ? true : undefined}
    >
      <FieldHead field={field} label={label} hint={hint} forGroup />
      <div className={listClassName}>
        {choices.map((choice) => (
          <label key={choice.value} className={choiceClassName} data-selected={choice.value === value || undefined}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => {
                onChange(choice.value);
                onEdit?.(name);
              }}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {note ? (
        <span id={field.noteId} className="field-hint">
          {note}
        </span>
      ) : null}
    </div>
  );
}
