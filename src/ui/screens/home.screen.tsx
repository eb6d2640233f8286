import { Link } from 'wouter';
import { ScreenHeading } from '../shell/screen-heading';
import { en } from '../text/en';
import { homeText } from '../text/en-home';

export default function HomeScreen() {
  return (
    <>
      <ScreenHeading>{en.screens.home.title}</ScreenHeading>
      <p className="lead">{homeText.lead}</p>
      <ul className="choices">
        {homeText.choices.map((choice) => (
          <li key={choice.href}>
            <Link href={choice.href} className="choice">
              <span className="choice-title">{choice.title}</span>
              <span className="choice-body">{choice.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
