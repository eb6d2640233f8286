import { useBrowser } from './support/browser';
import { journeysOf } from './support/fault-journeys';
import { faultTable } from './support/faults';

/**
 * The one-time payment's Pay (payment create) and its card outcome page against the faults the browser keeps for
 * them (support/fault-journeys.ts).
 */

const { open } = useBrowser();

faultTable(journeysOf('faults-pay.e2e.ts'), open, 420000);
