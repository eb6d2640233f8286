import type { ReactNode } from 'react';
import { BusyButton } from './busy-button';

/** A form's submit button: says `busyText` while the submit is under way (useFormSubmit's `busy`). */
export function SubmitButton({
  busy = false,
  busyText,
  children,
}: {
  busy?: boolean;
  busyText?: string;
  children: ReactNode;
}) {
  return (
    <BusyButton type="submit" busy={busy}>
      {busy && busyText ? busyText : children}
    </BusyButton>
  );
}
