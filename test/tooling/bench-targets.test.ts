interface Load {
  path: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
const bench = require('../../scripts/bench-targets.js') as {
  roundTrips(calls: { start: number; end: number }[]): number;
  missed(record: {
    steps?: { step: string; ms: number; callsMs: number }[];
    journeys?: { journey: string; inpMs: number }[];
    lighthouse?: Load[];
  }): string[];
};

const floor: Load = { path: 'PayNow floor', lcpMs: 1400, tbtMs: 200, cls: 0 };
const load = (more: Partial<Load>): Load => ({ path: '/x (signed in: x)', lcpMs: 1400, tbtMs: 200, cls: 0, ...more });

describe('the bench’s targets (docs/performance.md)', () => {
  it('counts calls side by side once and calls one after another in full', () => {
    expect(bench.roundTrips([])).toBe(0);
    expect(
      bench.roundTrips([
        { start: 0, end: 300 },
        { start: 100, end: 250 },
        { start: 500, end: 700 },
      ]),
    ).toBe(500);
  });

  it('holds a step to its calls plus 0.2 s, and INP to 200 ms', () => {
    const step = { step: '/a: Continue → B', callsMs: 300 };
    expect(bench.missed({ steps: [{ ...step, ms: 500 }], journeys: [{ journey: 'paynow', inpMs: 200 }] })).toEqual([]);
    expect(bench.missed({ steps: [{ ...step, ms: 501 }], journeys: [{ journey: 'paynow', inpMs: 201 }] })).toEqual([
      '/a: Continue → B: 0.50 s from the press, target 0.50 s (calls 0.30 s)',
      'paynow journey: INP 201 ms, target 200 ms',
    ]);
  });

  it('holds CLS at 0 on every page, and signed-in hard loads to 1.5x the floor’s LCP and 2x its TBT', () => {
    expect(bench.missed({ lighthouse: [floor, load({ lcpMs: 2100, tbtMs: 400 })] })).toEqual([]);
    expect(
      bench.missed({ lighthouse: [floor, load({ cls: 0.026, lcpMs: 2101, tbtMs: 420 }), load({ path: '/' })] }),
    ).toEqual([
      '/x (signed in: x): CLS 0.026, target 0',
      "/x (signed in: x): LCP 1.50x the floor's, target 1.5x",
      "/x (signed in: x): TBT 2.10x the floor's, target 2x",
    ]);
  });
});
