import { screen } from '@testing-library/react';
import type { Sandbox } from '../../../sandbox/sandbox';
import { button, choice, field, findPage, renderApp, user, type RenderOptions } from '../../support/render-app';

/** The payor of the sandbox whose screening clears, typed in as a person would. */
export async function fillDeclaration(idNumber = 'S7654321F') {
  await user.type(field('Full name'), 'Lim Mei Ling');
  await user.type(field('Your NRIC/FIN'), idNumber);
  await user.type(field('Your date of birth'), '12/05/1960');
  await user.choose(/Nationality$/, 'Singaporean');
  await user.choose('The policyholder is my …', 'son or daughter');
  await user.choose(/Why are you paying this premium\?$/, 'Supporting a family member');
  await user.type(field('Mobile number'), '9123 4567');
  await user.type(field('Email address'), 'lim.mei.ling@example.com');
  await user.click(choice(/I declare that the information/));
}

/** Finds C-1002's L-1002-01 on /third-party by the policyholder's passport, as a guest payor does. */
export async function findPayablePolicy(sandbox: Sandbox, options?: RenderOptions) {
  const view = await renderApp('/third-party', sandbox, options);
  await findPage('Pay on someone else’s behalf');
  await user.type(field('Policy number'), 'L-1002-01');
  await user.click(choice('Passport'));
  await user.type(field('Policyholder’s passport number'), 'E1234567');
  await user.type(field('Policyholder’s date of birth'), '14/02/1992');
  await user.click(button('Find the policy'));
  await screen.findByRole('heading', { level: 2, name: 'What is due' });
  return view;
}
