import { ScreenHeading } from '../shell/screen-heading';
import { useScreenText } from '../shell/current-route';
import { WithHotline } from '../shell/hotline';
import { useInsurer } from '../shell/insurer';
import { accessibilityText as a } from '../text/en-accessibility';

/** /accessibility: the standard met, how it is tested, its known limits and how to report a problem. */
export default function AccessibilityScreen() {
  const text = useScreenText();
  const { phone, hours } = useInsurer();
  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      <p className="lead">{a.lead}</p>
      <h2 className="payment-h2">{a.standard.title}</h2>
      <p>{a.standard.body}</p>
      <h2 className="payment-h2">{a.testing.title}</h2>
      <ul>
        {a.testing.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2 className="payment-h2">{a.limits.title}</h2>
      <ul>
        {a.limits.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2 className="payment-h2">{a.report.title}</h2>
      <p>
        <WithHotline text={a.report.call(phone, hours)} phone={phone} />
      </p>
    </>
  );
}
