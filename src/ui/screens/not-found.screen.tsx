import { Link } from 'wouter';
import { useScreenText } from '../shell/current-route';
import { ScreenHeading } from '../shell/screen-heading';
import { en } from '../text/en';

export default function NotFoundScreen() {
  const text = useScreenText();
  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      <p className="lead">{text.purpose}</p>
      <Link href="/" className="button">
        {en.goHome}
      </Link>
    </>
  );
}
