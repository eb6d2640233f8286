import type { Locator, Page } from 'playwright-core';

/** The third-party payor of the browser tests (sandbox: cleared by screening). */
export const PAYOR = {
  name: 'Lim Mei Ling',
  id: 'S7654321F',
  dob: '12/05/1960',
  mobile: '9123 4567',
  email: 'lim.mei.ling@example.com',
};
export type Payor = typeof PAYOR;

/** A pointer user clicks the radio's or checkbox's visible label; react-aria keeps the input visually hidden. */
export function labelOf(page: Page, role: 'radio' | 'checkbox', name: RegExp | string): Locator {
  return page.locator('label', { has: page.getByRole(role, { name }) });
}

/** Picks an option of one of the declaration's native selects by its label and the option's text. */
export async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

/** Fills in the anti-money-laundering declaration as the payor does, ticking the declaration; nothing is sent. */
export async function fillDeclaration(page: Page, payor: Payor = PAYOR): Promise<void> {
  await page.getByRole('textbox', { name: 'Full name' }).fill(payor.name);
  await page.getByRole('textbox', { name: 'Your NRIC/FIN' }).fill(payor.id);
  await page.getByRole('textbox', { name: 'Your date of birth' }).fill(payor.dob);
  await choose(page, /Nationality$/, 'Singaporean');
  await choose(page, /^The policyholder is my …$/, 'son or daughter');
  await choose(page, /Why are you paying this premium\?$/, 'Supporting a family member');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(payor.mobile);
  await page.getByRole('textbox', { name: 'Email address' }).fill(payor.email);
  await labelOf(page, 'checkbox', /I declare that the information/).click();
}
