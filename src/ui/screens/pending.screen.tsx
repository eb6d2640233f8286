import { Link } from 'wouter';
import { useScreenText } from '../shell/current-route';
import { ScreenHeading } from '../shell/screen-heading';
import { en } from '../text/en';

/** A journey screen whose issue has not landed yet: its heading and purpose, and a way home. */
export default function PendingScreen() {
  const text = useScreenText();
  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      <p className="lead">{text.purpose}</p>
      <p>{en.pending}</p>
      <Link href="/" className="button">
        {en.goHome}
      </Link>
    </>
  );
}
