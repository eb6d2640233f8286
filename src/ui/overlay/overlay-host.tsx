import { lazy, Suspense, use, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { SessionOverlay } from '../../core/session/session-overlay.use-case';
import { BootContext } from '../services-context';

// react-aria's dialogs load only when a dialog must show: they stay out of the first paint's JS.
const SessionDialogs = lazy(() => import(/* webpackChunkName: "session-dialogs" */ './session-dialogs'));

/**
 * The shell's global overlay (spec section 2): the extend prompt, the Session ended dialog and the
 * error dialog, on any page. It starts the session timers once the services are ready and reports
 * every route change to the core.
 */
export function OverlayHost() {
  const boot = use(BootContext);
  const [session, setSession] = useState<SessionOverlay | null>(null);
  // The session's timers count on every page but / (InactivityTimer.pathChanged): anywhere else, the services
  // load (after the paint); on / they wait for a journey, or a tab that holds a session (src/main.tsx).
  const [path] = useLocation();
  const offRoot = path !== '/';
  useEffect(() => {
    if (offRoot) boot?.startServices?.();
  }, [boot, offRoot]);
  useEffect(() => {
    let live = true;
    boot?.services.then(
      (services) => live && setSession(services.session),
      () => undefined, // the screen's boundary shows the load failure
    );
    return () => {
      live = false;
    };
  }, [boot]);
  if (!session || !boot) return null;
  return <SessionOverlayView session={session} phone={boot.config.customerServicePhone} />;
}

function SessionOverlayView({ session, phone }: { session: SessionOverlay; phone: string }) {
  const [path] = useLocation();
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  // A layout effect: it runs before any screen's effect, so a forward step from / has cleared endToken
  // before a journey page's login guard asks whether the session ended (RequireLogin).
  useLayoutEffect(() => {
    session.pathChanged(path, { traversal: takeTraversal() });
  }, [session, path]);
  const overlay = useSyncExternalStore(session.store.subscribe, session.store.getSnapshot);
  // Once loaded, the dialogs stay mounted so that closing can hand focus back where it was.
  const [needed, setNeeded] = useState(false);
  if (overlay.kind !== 'none' && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialogs overlay={overlay} session={session} phone={phone} />
    </Suspense>
  );
}

/**
 * Whether the route change under way came from Back or Forward (popstate) rather than a link. Listened
 * for from the start and in the capture phase, so it is known before the router's own popstate listener
 * re-renders: the browser runs React's microtasks between two listeners of one event.
 */
let traversal = false;
// Absent when first screens are rendered to HTML at build time (src/prerender.tsx).
globalThis.window?.addEventListener('popstate', () => (traversal = true), { capture: true });
function takeTraversal(): boolean {
  const was = traversal;
  traversal = false;
  return was;
}
