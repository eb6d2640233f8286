import { screen } from '@testing-library/react';
import type { Sandbox } from '../../../sandbox/sandbox';
import { user } from '../../support/render-app';

/** Fills /login and submits it; waits until the next screen's heading or the form's errors. */
export async function identify(
  idNumber: string,
  dateOfBirth: string,
  idType: 'NRIC or FIN' | 'Passport' = 'NRIC or FIN',
) {
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  if (idType === 'Passport') await user.click(screen.getByRole('radio', { name: 'Passport' }));
  await user.type(
    screen.getByRole('textbox', { name: idType === 'Passport' ? 'Passport number' : 'NRIC or FIN number' }),
    idNumber,
  );
  await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), dateOfBirth);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** An inline call failure's words and, under them, the support reference the failed call carried. */
export function saidWithReference(sandbox: Sandbox, text: string, path: string): string {
  const sent = sandbox.state.requests.filter((r) => r.path === path);
  return `${text}Reference: ${sent.at(-1)!.correlationId}`;
}
