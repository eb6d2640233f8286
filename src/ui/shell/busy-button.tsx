import { Button, type ButtonProps } from 'react-aria-components';

/**
 * A button that says it is busy with aria-disabled. Not react-aria's isPending: its announcement node
 * outlives the page the press leads to and fails axe there (role-img-alt). The use case behind the button
 * ignores or joins presses while busy, so nothing is sent twice.
 */
export function BusyButton({ busy, className = 'button', ...props }: Omit<ButtonProps, 'isPending'> & { busy: boolean }) {
  return <Button {...props} className={className} aria-disabled={busy || undefined} />;
}
