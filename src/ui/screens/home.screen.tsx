import { Link } from 'wouter';
import { ScreenHeading } from '../shell/screen-heading';
import { en } from '../text/en';
import { homeText } from '../text/en-home';
import { PATH } from '../../core/shared/paths';

const CHOICES = ['oneTimePayment', 'thirdParty', 'recurring'] as const;

export default function HomeScreen() {
  return (
    <>
      <ScreenHeading>{en.screens.home.title}</ScreenHeading>
      <p className="lead">{homeText.lead}</p>
      <ul className="choices">
        {CHOICES.map((page) => (
          <li key={page}>
            <Link href={PATH[page]} className="choice">
              <span className="choice-title">{homeText.choices[page].title}</span>
              <span className="choice-body">{homeText.choices[page].body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
