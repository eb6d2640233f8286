import { paynowText } from '../../src/ui/text/en-paynow';
import { portalUrl, sandboxControl, useBrowser } from './support/browser';
import { toPaymentReview } from './support/journeys';

/**
 * The PayNow countdown runs on the server's clock. The device's clock is set 10 minutes off in
 * each direction (Playwright's clock, installed before the page loads); the sandbox's code lasts 15 minutes.
 * Before the fix a phone 10 minutes slow showed "expires in 25:01".
 */
const { open } = useBrowser();

beforeEach(() => sandboxControl('reset'));

const MINUTE = 60_000;

describe('PayNow countdown with the device clock off', () => {
  it.each([
    ['10 minutes slow', -10],
    ['10 minutes fast', 10],
  ])('%s: the code still shows 15 minutes', async (_name, offsetMinutes) => {
    const { page, problems } = await open();
    await page.clock.install({ time: Date.now() + offsetMinutes * MINUTE });
    const pay = await toPaymentReview(page, 'paynow');
    await pay.click();
    await page.waitForURL(portalUrl('/one-time-payment/paynow'));
    const countdown = page.locator('.payment-countdown');
    const said = /^Valid until (\d{1,2}):(\d\d) ([ap]m), (\d+) minutes left\.$/;
    await countdown.getByText(said).waitFor();
    const text = (await countdown.textContent()) ?? '';
    const [hour, minute, half, left] = said.exec(text)!.slice(1) as [string, string, string, string];
    expect(Number(left)).toBe(15);
    // The time of day is the device's own clock plus what is left, whatever that clock says, in Singapore time.
    const device = await page.evaluate(() => Date.now());
    const clockAt = (at: Date) =>
      `${((at.getUTCHours() + 11) % 12) + 1}:${String(at.getUTCMinutes()).padStart(2, '0')} ${at.getUTCHours() < 12 ? 'am' : 'pm'}`;
    const inSingapore = (m: number) => new Date(device + m * MINUTE + 8 * 60 * MINUTE);
    expect([14, 15].map((m) => clockAt(inSingapore(m)))).toContain(`${hour}:${minute} ${half}`);
    expect(text).not.toContain(paynowText.checkingTime);
    expect(problems).toEqual([]);
  });
});
