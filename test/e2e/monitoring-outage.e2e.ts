import type { Locator, Page, Route } from 'playwright-core';
import { en } from '../../src/ui/text/en';
import { useBrowser } from './support/browser';
import { resetKeepingSignIn } from './support/login';
import { changeConfig } from './support/config';
import {
  heading,
  toCardArrangementReview,
  toGiroReview,
  toGuestPay,
  toPaymentReview,
  toThirdPartyReview,
} from './support/journeys';

/**
 * A monitoring outage changes nothing for the customer. Each journey walked once, to the page its
 * submit leads to, with monitoring on and its endpoint hanging (never answering) or dead (connection refused).
 * The cheap form of "the journey tests run again with a dead endpoint": one walk per journey, not the suite twice.
 */

const { open } = useBrowser();

const ENDPOINT = '/monitoring-outage';

beforeEach(resetKeepingSignIn);

interface Outage {
  /** How many deliveries were tried so far. */
  tried(): number;
  /** Settles at the first try. */
  first: Promise<void>;
}

/** Monitoring on, sending to an endpoint that hangs or refuses. */
async function outage(page: Page, how: 'hanging' | 'dead'): Promise<Outage> {
  let tried = 0;
  let reached: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (reached = resolve));
  const held: Route[] = [];
  await changeConfig(page, (config) => ({ ...config, monitoring: { endpoint: ENDPOINT } }));
  await page.route(`**${ENDPOINT}`, async (route) => {
    tried += 1;
    reached();
    if (how === 'dead') await route.abort('connectionrefused');
    else held.push(route); // never answered
  });
  return { tried: () => tried, first };
}

/** Until a delivery to the endpoint has been tried, or 5 s have passed: the try itself ends the wait, not a poll. */
async function deliveryTried(o: Outage): Promise<void> {
  let bound: NodeJS.Timeout | undefined;
  await Promise.race([o.first, new Promise((gaveUp) => (bound = setTimeout(gaveUp, 5000)))]);
  clearTimeout(bound);
}

const GATEWAY = (page: Page) => heading(page, 'Sandbox card gateway');

const JOURNEYS: Record<string, { prepare(page: Page): Promise<Locator>; next(page: Page): Locator }> = {
  'one-time payment by card': { prepare: (p) => toPaymentReview(p, 'visa'), next: GATEWAY },
  'one-time payment by PayNow': {
    prepare: (p) => toPaymentReview(p, 'paynow'),
    next: (p) => heading(p, en.screens.payNow.title),
  },
  'third-party payment (logged in)': { prepare: toThirdPartyReview, next: GATEWAY },
  'third-party payment (guest)': { prepare: toGuestPay, next: GATEWAY },
  'recurring GIRO': { prepare: toGiroReview, next: (p) => heading(p, /authorise a GIRO arrangement/) },
  'recurring card': { prepare: toCardArrangementReview, next: (p) => heading(p, /Save your Visa card/) },
};

describe('every journey completes with the monitoring endpoint hanging', () => {
  for (const [name, journey] of Object.entries(JOURNEYS)) {
    it(name, async () => {
      const { page, problems } = await open();
      const o = await outage(page, 'hanging');
      const submit = await journey.prepare(page);
      // Something went to the endpoint on the way (the web vitals of the pages passed), and is still hanging.
      await page.evaluate(() => dispatchEvent(new Event('pagehide')));
      await deliveryTried(o);
      expect(o.tried()).toBeGreaterThan(0);
      await submit.click();
      await journey.next(page).waitFor();
      expect(problems).toEqual([]);
    });
  }
});

describe('with the monitoring endpoint dead', () => {
  it('the one-time payment by card completes', async () => {
    const { page, problems } = await open();
    const o = await outage(page, 'dead');
    const submit = await toPaymentReview(page, 'visa');
    await page.evaluate(() => dispatchEvent(new Event('pagehide')));
    await deliveryTried(o);
    expect(o.tried()).toBeGreaterThan(0);
    await submit.click();
    await GATEWAY(page).waitFor();
    // A refused beacon is the network's failure, not the page's: no error, no console line.
    expect(problems.filter((p) => !p.includes('net::ERR'))).toEqual([]);
  });
});
