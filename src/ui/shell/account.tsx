import { use, useEffect, useState } from 'react';
import type { SessionServices } from '../../core/session/session.services';
import { BootContext } from '../services-context';
import { accountText as t } from '../text/en-account';
import { useStore } from './use-store';

/** Who is signed in (masked, never a whole ID) and Log out: the spec's logout. */
function SignedInAccount({ services: { loginState, logout, recallProfile } }: { services: SessionServices }) {
  const { isLoggedIn, maskedId } = useStore(loginState.store);
  const [leaving, setLeaving] = useState(false);
  // Signed in but not known here (a page load: back from the gateway, the bank or Singpass): asked once.
  useEffect(() => {
    if (isLoggedIn && !maskedId) void recallProfile.execute();
  }, [isLoggedIn, maskedId, recallProfile]);
  if (!isLoggedIn) return null;
  const last = maskedId?.replace(/^[^A-Za-z0-9]+/, '');
  return (
    <>
      <span className="shell-who">
        {maskedId && last ? (
          <>
            <span className="shell-who-label">{t.signedInAs} </span>
            <span aria-hidden="true">{maskedId}</span>
            <span className="visually-hidden">{t.idEnding(last)}</span>
          </>
        ) : (
          t.signedIn
        )}
      </span>
      <button
        type="button"
        className="shell-logout"
        aria-disabled={leaving || undefined}
        onClick={() => {
          if (leaving) return;
          setLeaving(true);
          void logout.execute().finally(() => setLeaving(false));
        }}
      >
        {leaving ? t.loggingOut : t.logout}
      </button>
    </>
  );
}

/**
 * Waits for the services without suspending (the header never holds a page back); shows nothing until a
 * customer is signed in.
 */
export default function Account() {
  const boot = use(BootContext);
  const [loaded, setLoaded] = useState<SessionServices | null>(null);
  useEffect(() => {
    let live = true;
    // Waits, without asking for them: they load on every page but /, or when a journey starts.
    boot?.composition
      .then((c) => c.services)
      .then(
        (s) => live && setLoaded(s.session),
        () => undefined, // the screen's error boundary says it
      );
    return () => {
      live = false;
    };
  }, [boot]);
  return loaded ? <SignedInAccount services={loaded} /> : null;
}
