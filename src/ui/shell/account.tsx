import { use, useEffect, useState } from 'react';
import type { SessionServices } from '../../core/session/session.services';
import { BootContext } from '../services-context';
import { accountText as t } from '../text/en-account';
import { useStore } from './use-store';

/** Where the masked ID will be, until the server says it. */
const UNKNOWN_ID = '•••••••••';

/**
 * Who is signed in (masked, never a whole ID). Until the profile answers, its place is kept with the same words,
 * unseen: the header does not grow when they come, and the page below it does not move (ADR 0094).
 */
function Who({ maskedId }: { maskedId?: string }) {
  const last = maskedId?.replace(/^[^A-Za-z0-9]+/, '');
  if (!maskedId || !last) {
    return (
      <span className="shell-who">
        <span className="visually-hidden">{t.signedIn}</span>
        <span className="shell-unseen" aria-hidden="true">
          <span className="shell-who-label">{t.signedInAs} </span>
          <span className="shell-id">{UNKNOWN_ID}</span>
        </span>
      </span>
    );
  }
  return (
    <span className="shell-who">
      <span className="shell-who-label">{t.signedInAs} </span>
      <span className="shell-id" aria-hidden="true">
        {maskedId}
      </span>
      <span className="visually-hidden">{t.idEnding(last)}</span>
    </span>
  );
}

/** Who is signed in and Log out: the spec's logout. */
function SignedInAccount({ services: { loginState, logout, recallProfile } }: { services: SessionServices }) {
  const { isLoggedIn, maskedId } = useStore(loginState.store);
  const [leaving, setLeaving] = useState(false);
  // Signed in but not known here (a page load: back from the gateway, the bank or Singpass): asked once.
  useEffect(() => {
    if (isLoggedIn && !maskedId) void recallProfile.execute();
  }, [isLoggedIn, maskedId, recallProfile]);
  if (!isLoggedIn) return null;
  return (
    <>
      <Who maskedId={maskedId} />
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
 * Waits for the services without suspending (the header never holds a page back). On a page that needs a login
 * (`signedIn`) the signed-in part's place is kept, unseen, from the first paint; elsewhere nothing shows until a
 * customer turns out to be signed in.
 */
export function Account({ signedIn }: { signedIn: boolean }) {
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
  if (loaded) return <SignedInAccount services={loaded} />;
  if (!signedIn) return null;
  return (
    <span className="shell-unseen shell-account-kept">
      <Who />
      <button type="button" className="shell-logout" tabIndex={-1}>
        {t.logout}
      </button>
    </span>
  );
}
