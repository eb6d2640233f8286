import type { ComponentPropsWithRef } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A native button that says it is busy with aria-disabled: it keeps its focus, and the use case behind it ignores or
 * joins presses while busy, so nothing is sent twice. A plain button unless `type` says otherwise.
 *
 * Disabled until the app has taken over a page rendered at build time: the browser would otherwise send
 * the form itself, by GET, with what was typed in the address.
 */
export function BusyButton({
  busy,
  className = 'button',
  disabled,
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'> & { busy: boolean; 'data-secondary'?: boolean }) {
  const hydrated = useHydrated();
  return (
    <button
      {...props}
      type={type}
      className={className}
      disabled={disabled || !hydrated}
      aria-disabled={busy || undefined}
    />
  );
}
