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
    await countdown.getByText(/^This code expires in \d+:\d\d\.$/).waitFor();
    const text = (await countdown.textContent()) ?? '';
    const [minutes, seconds] = /in (\d+):(\d\d)/.exec(text)!.slice(1).map(Number) as [number, number];
    const left = minutes * 60 + seconds;
    expect(left).toBeGreaterThan(14 * 60);
    expect(left).toBeLessThanOrEqual(15 * 60);
    expect(text).not.toContain(paynowText.checkingTime);
    expect(problems).toEqual([]);
  });
});
