import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { choose, labelOf } from './support/declaration';
import { portalUrl, sandboxControl, sandboxState, useBrowser } from './support/browser';
import { heading, toGuestDeclaration, toLoggedInDeclaration } from './support/journeys';
import { addAppBridge, enterFromApp } from './support/login';
import { declarationText } from '../../src/ui/text/en-declaration';

const { open } = useBrowser();
const m = declarationText.myinfo;

beforeEach(() => sandboxControl('reset'));

/**
 * The sandbox's Myinfo person (sandbox/third-party.seed.ts) in every spelling that would betray them: none of it is
 * kept after the round trip. Once declared, the draft keeps the payor's name as it does a typed one (ADR 0043).
 */
const IDENTITY = ['S8012345J', 's8012345j', '8012345', '1980-03-15', '15/03/1980', 'Tampines'];
const PERSON = ['Chua Boon Keng', ...IDENTITY];

/** Everything this tab keeps and where it is: both storages and the address. */
const kept = (page: Page) =>
  page.evaluate(() => JSON.stringify({ s: { ...sessionStorage }, l: { ...localStorage }, url: location.href }));

/** Presses "Retrieve Myinfo with Singpass" and waits for the sandbox's Myinfo page. */
async function toMyinfo(page: Page): Promise<void> {
  await page.getByRole('button', { name: m.label }).click();
  await page.getByRole('heading', { name: 'Myinfo (sandbox)' }).waitFor();
}

/** What Myinfo gave, as the page lists it, and the typed identity fields gone. */
async function expectFromMyinfo(page: Page): Promise<void> {
  await page.getByRole('heading', { name: m.heading }).waitFor();
  const text = await page.getByRole('region', { name: m.heading }).innerText();
  for (const shown of ['Chua Boon Keng', '•••••345J', '15 Mar 1980', 'Singaporean', 'Blk 102 Tampines Street 11'])
    expect(text).toContain(shown);
  expect(text).not.toContain('S8012345J');
  for (const typed of ['Full name', 'Your NRIC/FIN', 'Your date of birth'])
    expect(await page.getByRole('textbox', { name: typed }).count()).toBe(0);
  expect(await page.getByRole('combobox', { name: /Nationality$/ }).count()).toBe(0);
}

/** The fields Myinfo does not give, typed; then Continue to the source of funds. */
async function typeTheRestAndContinue(page: Page): Promise<void> {
  await choose(page, /^The policyholder is my …$/, 'son or daughter');
  await choose(page, /Why are you paying this premium\?$/, 'Supporting a family member');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9123 4567');
  await page.getByRole('textbox', { name: 'Email address' }).fill('chua.bk@example.com');
  await labelOf(page, 'checkbox', /I declare that the information/).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Source of funds').waitFor();
}

const declarations = async () =>
  (await sandboxState()).requests.filter((r) => r.path === '/rs/v1/third-party/declarations').map((r) => r.body);

describe('Myinfo fills and locks the payor’s identity', () => {
  it('guest: retrieved on /third-party, shown read-only, and the declaration completes; nothing kept', async () => {
    const { page, problems } = await open();
    await toGuestDeclaration(page);
    await page.getByText(m.typedIsFine).waitFor();
    await toMyinfo(page);
    await page.getByRole('button', { name: /^Approve/ }).click();
    await page.waitForURL((url) => url.pathname === '/third-party');
    await expectFromMyinfo(page);
    expect(new URL(page.url()).search).toBe('');
    for (const secret of PERSON) expect(await kept(page)).not.toContain(secret);
    expect(await axeViolations(page)).toEqual([]);
    await typeTheRestAndContinue(page);
    const [sent] = await declarations();
    expect(sent).toContain('"myinfoRef":"MI-');
    for (const secret of IDENTITY) expect(sent).not.toContain(secret);
    for (const secret of IDENTITY) expect(await kept(page)).not.toContain(secret);
    expect(problems).toEqual([]);
  });

  it('logged in: retrieved on /third-party/one-time-payment and the declaration completes; nothing kept', async () => {
    const { page, problems } = await open();
    await toLoggedInDeclaration(page);
    await toMyinfo(page);
    await page.getByRole('button', { name: /^Approve/ }).click();
    await page.waitForURL((url) => url.pathname === '/third-party/one-time-payment');
    await expectFromMyinfo(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    for (const secret of PERSON) expect(await kept(page)).not.toContain(secret);
    await typeTheRestAndContinue(page);
    for (const secret of IDENTITY) expect(await kept(page)).not.toContain(secret);
    expect(problems).toEqual([]);
  });

  it('a return opened in another tab (no binding) is refused and asks nothing; typed entry stays', async () => {
    const { page, context } = await open();
    await toGuestDeclaration(page);
    await toMyinfo(page);
    const state = await page.locator('input[name="state"]').inputValue();
    const approved = await page.request.get(portalUrl(`/sandbox/myinfo/authorize?state=${state}&outcome=approve`), {
      maxRedirects: 0,
    });
    const returnUrl = approved.headers().location!;
    expect(returnUrl).toMatch(/^\/third-party\?code=\w+&state=\w+$/);

    // Another tab of the same browser: its own session storage, so no binding and no policy found.
    const other = await context.newPage();
    await other.goto(portalUrl(returnUrl));
    await other.getByText(m.unbound).waitFor();
    expect(new URL(other.url()).search).toBe('');
    await other.getByRole('textbox', { name: 'Policy number' }).waitFor();
    const asked = (await sandboxState()).requests.filter((r) => r.path === '/rs/v1/third-party/myinfo/person');
    expect(asked).toEqual([]);
  });

  it.each([
    ['guest', toGuestDeclaration],
    ['logged in', toLoggedInDeclaration],
  ])('%s, inside the app’s webview: not offered, the page says why, and typing stays', async (_, toDeclaration) => {
    const { page, problems } = await open();
    await addAppBridge(page);
    await enterFromApp(page);
    await toDeclaration(page);
    await page.getByText(m.hiddenInApp).waitFor();
    expect(await page.getByRole('button', { name: m.label }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Full name' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a cancel on Myinfo comes back saying so, with the typed fields', async () => {
    const { page, problems } = await open();
    await toGuestDeclaration(page);
    await toMyinfo(page);
    await page.getByRole('button', { name: 'Cancel and return to the portal' }).click();
    await page.getByText(m.cancelled).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/third-party');
    await page.getByRole('textbox', { name: 'Full name' }).waitFor();
    await page.getByRole('button', { name: m.label }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
