import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

/** What every form field says above its control: its label, its hint, and react-aria's error when it has one. */
export function FieldHead({ label, hint }: { label: ReactNode; hint?: ReactNode }) {
  return (
    <>
      <Label className="field-label">{label}</Label>
      {hint ? (
        <Text slot="description" className="field-hint">
          {hint}
        </Text>
      ) : null}
      <FieldError className="field-error" />
    </>
  );
}
