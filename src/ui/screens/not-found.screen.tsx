import { Link } from 'wouter';
import { useScreenText } from '../shell/current-route';
import { ScreenHeading } from '../shell/screen-heading';
import { en } from '../text/en';
import { PATH } from '../../core/shared/paths';

export default function NotFoundScreen() {
  const text = useScreenText();
  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      <p className="lead">{text.purpose}</p>
      <Link href={PATH.home} className="button">
        {en.goHome}
      </Link>
    </>
  );
}
