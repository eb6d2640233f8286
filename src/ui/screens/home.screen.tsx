import { Link } from 'wouter';
import { ScreenHeading } from '../shell/screen-heading';
import { en } from '../text/en';

export default function HomeScreen() {
  return (
    <>
      <ScreenHeading>{en.screens.home.title}</ScreenHeading>
      <p className="lead">{en.home.lead}</p>
      <ul className="choices">
        {en.home.choices.map((choice) => (
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
