import type { ReactNode } from 'react';
import { BusyButton } from './busy-button';

// Apart from busy-button.tsx: the login forms' chunk is in /login's initial JS, whose 1.6x budget has no bytes for
// it; they write their BusyButton out (docs/decisions.md, "policy, re-landed").
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
