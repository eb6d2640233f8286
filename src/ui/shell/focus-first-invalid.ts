/**
 * After a submit with errors, the first invalid control takes focus: a screen reader then reads its
 * label and its error (tied by aria-describedby), and a keyboard user is where the fix is needed.
 * A radio group is marked rather than its radio buttons, so look inside it.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  const target = first.matches('input, textarea, select, button')
    ? first
    : first.querySelector<HTMLElement>(
        'input:not([type="hidden"]):not([aria-hidden="true"]), button, textarea, select',
      );
  target?.focus();
}
