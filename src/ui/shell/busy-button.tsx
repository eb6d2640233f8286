import { Button, type ButtonProps } from 'react-aria-components';
import { useHydrated } from './use-hydrated';

/**
 * A button that says it is busy with aria-disabled. Not react-aria's isPending: its announcement node
 * outlives the page the press leads to and fails axe there (role-img-alt). The use case behind the button
 * ignores or joins presses while busy, so nothing is sent twice.
 *
 * Disabled until the app has taken over a page rendered at build time: the browser would otherwise send
 * the form itself, by GET, with what was typed in the address.
 */
export function BusyButton({
  busy,
  className = 'button',
  isDisabled,
  ...props
}: Omit<ButtonProps, 'isPending'> & { busy: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button {...props} className={className} isDisabled={isDisabled || !hydrated} aria-disabled={busy || undefined} />
  );
}
