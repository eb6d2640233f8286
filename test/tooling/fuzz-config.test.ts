import { fuzzParameters, fuzzRuns, fuzzSeed, FUZZ_SEED, FUZZ_TIMEOUT_MS } from '../support/fuzz-config';

// The fuzz settings of docs/testing.md ("The fast loop"): a typo in the nightly job's variables must fail loudly,
// not quietly run the default.
describe('FUZZ_RUNS and FUZZ_SEED', () => {
  it('default to 100 runs on a fixed seed, and take a whole number of runs', () => {
    expect(fuzzRuns(undefined)).toBe(100);
    expect(fuzzRuns('')).toBe(100);
    expect(fuzzRuns('1000')).toBe(1000);
    for (const wrong of ['0', '-5', '1e3x', 'many', '2.5']) expect(() => fuzzRuns(wrong)).toThrow(/FUZZ_RUNS/);
  });

  it('keep one seed unless told another or "random"', () => {
    expect(fuzzSeed(undefined)).toBe(fuzzSeed(''));
    expect(fuzzSeed(undefined)).toEqual(expect.any(Number));
    expect(fuzzSeed('42')).toBe(42);
    expect(fuzzSeed('random')).toBeUndefined();
    expect(() => fuzzSeed('tomorrow')).toThrow(/FUZZ_SEED/);
  });

  it('give every property the seed, and each fuzzed call a timeout of at least 10 s', () => {
    expect(fuzzParameters(7)).toEqual(FUZZ_SEED === undefined ? { numRuns: 7 } : { numRuns: 7, seed: FUZZ_SEED });
    expect(FUZZ_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
  });
});
