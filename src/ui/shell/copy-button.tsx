import { useState } from 'react';

/** Texts come from the caller, so the shell holds no journey's words. */
export interface CopyTexts {
  /** The button's accessible name: "Copy UEN". */
  label: string;
  /** Its visible text: "Copy". */
  copy: string;
  /** Visible after copying: "Copied". */
  copied: string;
  /** Announced after copying: "UEN copied". */
  announce: string;
  /** Announced when the browser refused. */
  failed: string;
}

/**
 * Copies a value to the clipboard (the browser's API, used here in the UI layer: it is a UI concern and
 * touches nothing the core owns). A keyboard press works as a click; the result is announced politely.
 */
export function CopyButton({ value, texts }: { value: string; texts: CopyTexts }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard) return setState('failed');
    clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button type="button" className="copy-button" aria-label={texts.label} onClick={copy}>
        {state === 'copied' ? texts.copied : texts.copy}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? texts.announce : state === 'failed' ? texts.failed : ''}
      </span>
    </>
  );
}
