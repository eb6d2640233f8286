import { screen } from '@testing-library/react';
import { field, user } from '../../support/render-app';

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
  await user.click(screen.getByRole('checkbox', { name: /I declare that the information/ }));
}
