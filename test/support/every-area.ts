import type { Composition, Services, ShellServices } from '../../src/core/services';
import type { SessionServices } from '../../src/core/session/session.services';

/** Every part of a composition: the shell, the session and every area. */
export type Everything = Services & { shell: ShellServices; session: SessionServices };

/** Loads the composition's services and builds every area (each on its first request, as a page asks). */
export async function everyArea(composition: Composition): Promise<Everything> {
  const parts = await composition.load();
  const [login, paymentDraft, payment, recurring, payor, guestPayor, guestPayNow] = await Promise.all([
    parts.area('login'),
    parts.area('paymentDraft'),
    parts.area('payment'),
    parts.area('recurring'),
    parts.area('payor'),
    parts.area('guestPayor'),
    parts.area('guestPayNow'),
  ]);
  return {
    shell: composition.shell,
    session: parts.session,
    login,
    paymentDraft,
    payment,
    recurring,
    payor,
    guestPayor,
    guestPayNow,
  };
}
