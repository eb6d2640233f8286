import { ScreenHeading } from '../shell/screen-heading';
import { useScreenText } from '../shell/current-route';

export default function MaintenanceScreen() {
  const text = useScreenText();
  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      <p className="lead">{text.purpose}</p>
    </>
  );
}
