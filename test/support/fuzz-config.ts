/**
 * How hard the property tests push (docs/testing.md, "Fuzzing"). `npm test` runs a modest FUZZ_RUNS of 100
 * generated replies per client call on a fixed seed: the same cases every run, so a failure reproduces and
 * nothing is flaky. FUZZ_RUNS=1000 restores the reliability gate's full strength (`npm run bench`, nightly);
 * FUZZ_SEED=<integer> picks other cases, FUZZ_SEED=random lets fast-check choose (it prints a failure's seed).
 * No fast-check import here: a test file that does not fuzz should not pay for loading it.
 */
const DEFAULT_RUNS = 100;
const DEFAULT_SEED = 20261124;

export function fuzzRuns(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RUNS;
  const runs = Number(value);
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a whole number above 0, not ${value}`);
  return runs;
}

export function fuzzSeed(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return DEFAULT_SEED;
  if (value === 'random') return undefined;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer or "random", not ${value}`);
  return seed;
}

/** Generated replies per client call. */
export const FUZZ_RUNS = fuzzRuns(process.env.FUZZ_RUNS);
export const FUZZ_SEED = fuzzSeed(process.env.FUZZ_SEED);

/** A fuzzed call's own jest timeout: 40 ms a run (1,000 runs took at most 4.4 s, loaded), never under 10 s. */
export const FUZZ_TIMEOUT_MS = Math.max(10_000, FUZZ_RUNS * 40);

/**
 * fast-check's parameters for one property: the shared seed, and `numRuns` (FUZZ_RUNS unless a test names its own
 * count, as the cheap validator properties do).
 */
export function fuzzParameters(numRuns: number = FUZZ_RUNS): { numRuns: number; seed?: number } {
  return FUZZ_SEED === undefined ? { numRuns } : { numRuns, seed: FUZZ_SEED };
}
