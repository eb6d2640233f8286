import { useBrowser } from './support/browser';
import { journeysOf } from './support/fault-journeys';
import { faultTable } from './support/faults';

/**
 * The PayNow poll and the third-party declaration against the faults the browser keeps for them
 * (support/fault-journeys.ts).
 */

const { open } = useBrowser();

faultTable(journeysOf('faults-paynow.e2e.ts'), open, 420000);
