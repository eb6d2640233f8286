/**
 * What a customer typed or chose in a form of a page rendered at build time (docs/performance.md), before
 * the app took the page over: React keeps it in the DOM while hydrating, but a controlled field's state still
 * holds the rendered value and would put that back on its next render. Replayed here as the input events the
 * customer's typing would have made. A form rendered in the browser has nothing to replay.
 */
export function keepTypedBeforeHydration(form: HTMLFormElement | null): void {
  if (!form) return;
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  for (const input of form.querySelectorAll('input')) {
    if (input.type === 'radio' || input.type === 'checkbox') {
      // A radio counts where it was chosen (the one it replaced follows); a checkbox wherever it changed.
      const chosen =
        input.type === 'radio' ? input.checked && !input.defaultChecked : input.checked !== input.defaultChecked;
      if (!chosen) continue;
      input.checked = !input.checked; // what React rendered, as React's change tracking knows it
      input.click();
    } else if (input.value !== input.defaultValue) {
      const typed = input.value;
      input.value = input.defaultValue;
      value.set!.call(input, typed); // past React's tracking, so the event below reads as a change
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
