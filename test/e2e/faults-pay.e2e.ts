import { useBrowser } from './support/browser';
import { journeysOf } from './support/fault-journeys';
import { faultTable } from './support/faults';

/**
 * The one-time payment's Pay (payment create) and its card outcome page against every fault, as the Pay and
 * outcome-page families' representatives (support/fault-journeys.ts).
 */

const { open } = useBrowser();

faultTable(journeysOf('faults-pay.e2e.ts'), open, 420000);
