import { lazy, Suspense, use, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { hotlineHours } from '../../core/config';
import type { SessionOverlay } from '../../core/session/session-overlay';
import { readLanguage } from '../../core/shell/language';
import { PATH } from '../../core/shared/paths';
import { BootContext } from '../services-context';
import { useLanguage } from '../shell/language-choice';
import { useStore } from '../shell/use-store';
import type { HotlineInfo } from './session-dialogs';

const noop = () => undefined;
// react-aria's dialogs load only when a dialog must show: they stay out of the first paint's JS.
const SessionDialogs = lazy(() => import(/* webpackChunkName: "session-dialogs" */ './session-dialogs'));

/**
 * The shell's global overlay (spec section 2): the extend prompt, the Session ended dialog and the
 * error dialog, on any page. It starts the session once the services are ready; the session follows the
 * location itself (NavigationPort.subscribe).
 */
export function OverlayHost() {
  const boot = use(BootContext);
  const [session, setSession] = useState<SessionOverlay | null>(null);
  // The session's timers count on every page but / (InactivityTimer.pathChanged): anywhere else, the services
  // load (after the paint); on / they wait for a journey, or a tab that holds a session (src/main.tsx).
  const [path] = useLocation();
  const language = readLanguage(useLanguage());
  const offRoot = path !== PATH.home;
  useEffect(() => {
    if (offRoot) boot?.composition.then((c) => void c.load(), noop);
  }, [boot, offRoot]);
  useEffect(() => {
    let live = true;
    boot?.composition.then(
      (c) => c.services.then((services) => live && setSession(services.session.session), noop),
      () => undefined, // the screen's boundary shows the load failure
    );
    return () => {
      live = false;
    };
  }, [boot]);
  if (!session || !boot) return null;
  const hotline = { phone: boot.config.customerServicePhone, hours: hotlineHours(boot.config, language) };
  return <SessionOverlayView session={session} hotline={hotline} />;
}

function SessionOverlayView({ session, hotline }: { session: SessionOverlay; hotline: HotlineInfo }) {
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  const overlay = useStore(session.store);
  // Once loaded, the dialogs stay mounted so that closing can hand focus back where it was.
  const [needed, setNeeded] = useState(false);
  if (overlay.kind !== 'none' && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialogs overlay={overlay} session={session} hotline={hotline} />
    </Suspense>
  );
}
