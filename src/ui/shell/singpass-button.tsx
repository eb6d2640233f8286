import { useId } from 'react';
import { useConfig } from '../services-context';
import { BusyButton } from './busy-button';

/**
 * Singpass's button as its design specification draws it (docs/adr/0057-singpass-button.md): the white-filled button,
 * an approved label word for word ("Log in with Singpass", "Retrieve Myinfo with Singpass"), and Singpass's logo file
 * when config.json names one, read as "Sing pass" by a screen reader; else the word. Its hint says where it goes.
 */
export function SingpassButton({
  busy,
  text,
  type = 'submit',
  onClick,
}: {
  busy: boolean;
  /** The label in words, its words before the logo, the logo's spoken name, and the hint under the button. */
  text: { label: string; labelWith: string; spoken: string; hint: string };
  type?: 'submit' | 'button';
  onClick?: () => void;
}) {
  const { singpassLogoUrl } = useConfig();
  const hintId = useId();
  return (
    <div>
      <BusyButton type={type} busy={busy} className="singpass-button" aria-describedby={hintId} onClick={onClick}>
        {singpassLogoUrl ? (
          <>
            {text.labelWith} <img className="singpass-logo" src={singpassLogoUrl} alt={text.spoken} />
          </>
        ) : (
          text.label
        )}
      </BusyButton>
      <p className="field-hint" id={hintId}>
        {text.hint}
      </p>
    </div>
  );
}
