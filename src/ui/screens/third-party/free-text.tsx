import type { ComponentProps } from 'react';
import { TextInput, type InputAttributes } from '../../shell/text-input';

/**
 * A free-text answer of the third-party steps (a name, an "other", a description): at most 250 characters. Apart from
 * id-fields.tsx, so the source of funds does not load the declaration form's words.
 */
export function FreeText({
  inputMode,
  ...props
}: Omit<ComponentProps<typeof TextInput>, 'input'> & { inputMode?: InputAttributes['inputMode'] }) {
  return <TextInput {...props} input={{ maxLength: 250, inputMode }} />;
}
