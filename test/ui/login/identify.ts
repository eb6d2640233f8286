import type { Sandbox } from '../../../sandbox/sandbox';
import { button, choice, field, findPage, user } from '../../support/render-app';

/** Fills /login and submits it; waits until the next screen's heading or the form's errors. */
export async function identify(
  idNumber: string,
  dateOfBirth: string,
  idType: 'NRIC or FIN' | 'Passport' = 'NRIC or FIN',
) {
  await findPage('Log in');
  if (idType === 'Passport') await user.click(choice('Passport'));
  await user.type(field(idType === 'Passport' ? 'Passport number' : 'NRIC or FIN number'), idNumber);
  await user.type(field('Date of birth'), dateOfBirth);
  await user.click(button('Continue'));
}

/** An inline call failure's words and, under them, the support reference the failed call carried. */
export function saidWithReference(sandbox: Sandbox, text: string, path: string): string {
  const sent = sandbox.state.requests.filter((r) => r.path === path);
  return `${text}Reference: ${sent.at(-1)!.correlationId}`;
}
