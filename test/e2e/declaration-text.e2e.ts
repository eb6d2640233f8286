import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { sandboxState, useBrowser } from './support/browser';
import { choose, fillDeclaration, labelOf } from './support/declaration';
import { heading } from './support/journeys';
import { resetKeepingSignIn, signIn } from './support/login';

/**
 * The declaration's "Other" fields are held to the free-text rules Full name is held to, and after
 * a flagged field is corrected the first click on Continue submits (the button does not move under the pointer).
 */
const { open } = useBrowser();

beforeEach(resetKeepingSignIn);

const TEXT_ERROR = 'Use letters, numbers, spaces and everyday punctuation only, with no symbols, emoji or < >.';

async function toDeclaration(page: Page) {
  await signIn(page, '/one-time-payment');
  await heading(page, 'Choose what to pay').waitFor();
  await labelOf(page, 'checkbox', /TermGuard Life/)
    .first()
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Choose how to pay').waitFor();
  await labelOf(page, 'radio', /^Visa/).click();
  await labelOf(page, 'radio', /Someone else is paying for me/).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'About the payor').waitFor();
}

const declarations = async () =>
  (await sandboxState()).requests.filter((r) => r.path === '/rs/v1/third-party/declarations').length;

describe('the declaration’s free text', () => {
  it.each([
    ['a right-to-left override', 'Uncle \u202Eelcnu'],
    ['markup', '<b>Uncle</b>'],
    ['an emoji', 'Uncle 😀'],
  ])(
    '"Other" fields refuse %s, as Full name does; corrected, one click on Continue submits',
    async (_what, hostile) => {
      const { page, problems } = await open();
      await toDeclaration(page);
      await fillDeclaration(page);
      await choose(page, /^The policyholder is my …$/, 'other');
      await choose(page, /Why are you paying this premium\?$/, 'Other');
      const relationship = page.getByRole('textbox', { name: 'Who the policyholder is to you' });
      const reason = page.getByRole('textbox', { name: 'Tell us why' });
      await relationship.fill(hostile);
      await reason.fill(hostile);
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByText(TEXT_ERROR).first().waitFor();
      expect(await page.getByText(TEXT_ERROR).count()).toBe(2);
      expect(await relationship.getAttribute('aria-invalid')).toBe('true');
      expect(await reason.getAttribute('aria-invalid')).toBe('true');
      expect(await declarations()).toBe(0); // refused in the browser: nothing reached screening
      expect(await axeViolations(page)).toEqual([]);

      // Corrected by pointer: the errors go while typing, so the button is where it was when the pointer presses it.
      await relationship.fill('Family friend');
      await reason.fill('Helping while the policyholder is abroad');
      const button = page.getByRole('button', { name: 'Continue' });
      const typed = await button.boundingBox();
      await reason.evaluate((el) => el.blur()); // what pressing the button does first
      expect((await button.boundingBox())?.y).toBe(typed?.y);
      await button.click();
      await heading(page, 'Source of funds').waitFor(); // one press: nothing presses again
      expect(await declarations()).toBe(1);
      expect(problems).toEqual([]);
    },
  );

  it('Full name and the "Other" fields say the same for an emoji, in their own words', async () => {
    const { page, problems } = await open();
    await toDeclaration(page);
    await fillDeclaration(page);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Lim 😀');
    await choose(page, /Nationality$/, 'Other');
    await page.getByRole('textbox', { name: 'Your nationality' }).fill('Atlantean 😀');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText("Use letters, spaces and . , ' - / ( ) @ only.").waitFor();
    await page.getByText(TEXT_ERROR).waitFor();
    expect(await declarations()).toBe(0);
    expect(problems).toEqual([]);
  });
});
