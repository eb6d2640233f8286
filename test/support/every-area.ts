import type { ServiceParts, Services } from '../../src/core/services';

/** Every area of the services built (each on its first request, as a page asks), for a test that reads any area. */
export async function everyArea(parts: ServiceParts): Promise<Services> {
  const [login, payment, recurring, thirdParty, guestPayor] = await Promise.all([
    parts.area('login'),
    parts.area('payment'),
    parts.area('recurring'),
    parts.area('thirdParty'),
    parts.area('guestPayor'),
  ]);
  return { shell: parts.shell, session: parts.session, login, payment, recurring, thirdParty, guestPayor };
}
