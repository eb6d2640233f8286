import { useBrowser } from './support/browser';
import { FILES, JOURNEYS, journeysOf } from './support/fault-journeys';
import { faultTable } from './support/faults';

/**
 * Continued from faults.e2e.ts: the calls of the later steps of each journey against the faults
 * (support/fault-journeys.ts has them all and says which file runs which). This file: the guest's outcome page's
 * 401; faults-pay.e2e.ts and faults-paynow.e2e.ts the rest, in parallel.
 */

const { open } = useBrowser();

it('every fault journey runs in exactly one browser file', () => {
  const run = Object.values(FILES).flat();
  expect([...run].sort()).toEqual(Object.keys(JOURNEYS).sort());
  expect(new Set(run).size).toBe(run.length);
});

faultTable(journeysOf('faults-journeys.e2e.ts'), open, 420000);
