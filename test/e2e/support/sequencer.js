// @ts-check
// The longest browser files start first, so the workers finish together. Jest orders by the durations it caches
// on earlier runs; a fresh clone has none and would go by file size, which can leave a long file to start last,
// alone on one worker.
const Sequencer = require('@jest/test-sequencer').default;

// Longest first, by their measured times; the rest go by size.
const LONGEST_FIRST = [
  'payment.e2e.ts',
  'exactly-once.e2e.ts',
  'a11y.e2e.ts',
  'third-party-payor.e2e.ts',
  'privacy.e2e.ts',
  'login.e2e.ts',
  'recurring.e2e.ts',
  'languages.e2e.ts',
  'faults.e2e.ts',
  'faults-pay.e2e.ts',
];
const rank = (/** @type {string} */ file) => {
  const at = LONGEST_FIRST.findIndex((name) => file.endsWith(`/${name}`));
  return at === -1 ? LONGEST_FIRST.length : at;
};

class LongestFirst extends Sequencer {
  /** @param {import('@jest/test-result').Test[]} tests */
  async sort(tests) {
    const byJest = await super.sort(tests);
    // Stable: the named files in their order, then the rest as jest put them.
    return [...byJest].sort((a, b) => rank(a.path) - rank(b.path));
  }
}

module.exports = LongestFirst;
