import { Fragment } from 'react';

/** The hotline as a `tel:` link that never breaks across lines (styles.css, `.hotline`). */
export function Hotline({ phone }: { phone: string }) {
  return (
    <a className="hotline" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {phone}
    </a>
  );
}

/** A text with the hotline in it, the number made a link and the words left as they are. */
export function WithHotline({ text, phone }: { text: string; phone: string }) {
  return (
    <>
      {text.split(phone).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <Hotline phone={phone} />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
