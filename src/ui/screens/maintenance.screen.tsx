import { useEffect, useState } from 'react';
import type { MaintenanceState } from '../../core/shell/maintenance';
import { useShell } from '../services-context';
import { BusyButton } from '../shell/busy-button';
import { useScreenText } from '../shell/current-route';
import { ScreenHeading } from '../shell/screen-heading';
import { maintenanceText as m } from '../text/en-maintenance';

/**
 * /maintenance, both ways: a quiet check every minute while the page shows, and Try again; either returns to / once
 * maintenance is off (MaintenanceWatch). Painted before the services arrive, like the other first screens.
 */
export default function MaintenanceScreen() {
  const text = useScreenText();
  const services = useShell();
  const [checking, setChecking] = useState(false);
  const [state, setState] = useState<MaintenanceState | undefined>();

  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    void services().then((s) => {
      if (mounted) stop = s.maintenanceWatch.start();
    });
    return () => {
      mounted = false;
      stop?.();
    };
  }, [services]);

  async function tryAgain() {
    if (checking) return;
    setChecking(true);
    setState(undefined);
    const next = await (await services()).maintenanceWatch.recheck();
    setChecking(false);
    setState(next);
  }

  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      <p className="lead">{text.purpose}</p>
      <p className="field-hint">{m.auto}</p>
      {/* Present from the start, so what it says later is announced. */}
      <p role="status" className="maintenance-status">
        {state === 'on' ? m.stillOn : state === 'unknown' ? m.unknown : ''}
      </p>
      <BusyButton busy={checking} onClick={() => void tryAgain()}>
        {checking ? m.checking : m.tryAgain}
      </BusyButton>
    </>
  );
}
