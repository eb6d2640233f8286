// @ts-check
// The bench's targets (docs/performance.md) and the lines a record that misses them prints: scripts/bench.js writes the
// record, test/tooling/bench-targets.test.ts checks the rules on given figures.

const TARGETS = {
  /** A journey step: from the press to the next screen's paint, at most its calls' round trips plus this. */
  stepOverCallsMs: 200,
  /** INP (web-vitals) of each journey's tab, its presses included. */
  inpMs: 200,
  /** Every signed-in screen's hard load: LCP at most this times the floor's, TBT at most that times. */
  hardLoadOverFloor: 1.5,
  tbtOverFloor: 2,
  /** Cumulative layout shift of every page Lighthouse loads. */
  cls: 0,
};

/** @typedef {{ step: string, ms: number, callsMs: number }} Step */
/** @typedef {{ journey: string, inpMs: number }} Journey */
/** @typedef {{ path: string, lcpMs: number, tbtMs: number, cls: number }} Load */

/**
 * The time covered by calls that may overlap: parallel calls count once, calls one after another add up.
 * @param {{ start: number, end: number }[]} calls
 */
function roundTrips(calls) {
  let [total, reached] = [0, -Infinity];
  for (const { start, end } of [...calls].sort((a, b) => a.start - b.start)) {
    total += Math.max(0, end - Math.max(start, reached));
    reached = Math.max(reached, end);
  }
  return total;
}

/** A step's target: its calls' round trips plus 0.2 s. */
const stepTarget = (/** @type {Step} */ s) => s.callsMs + TARGETS.stepOverCallsMs;

/**
 * What misses its target, one line each (none: every target holds).
 * @param {{ steps?: Step[], journeys?: Journey[], lighthouse?: Load[] }} record
 */
function missed({ steps = [], journeys = [], lighthouse = [] }) {
  const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
  const lines = [];
  for (const step of steps)
    if (!(step.ms <= stepTarget(step)))
      lines.push(
        `${step.step}: ${s(step.ms)} from the press, target ${s(stepTarget(step))} (calls ${s(step.callsMs)})`,
      );
  for (const { journey, inpMs } of journeys)
    if (!(inpMs <= TARGETS.inpMs)) lines.push(`${journey} journey: INP ${Math.round(inpMs)} ms, target 200 ms`);
  const floor = lighthouse.find((l) => l.path === 'PayNow floor');
  for (const load of lighthouse) {
    if (!(load.cls <= TARGETS.cls)) lines.push(`${load.path}: CLS ${load.cls.toFixed(3)}, target 0`);
    if (!floor || !load.path.includes('(signed in')) continue;
    const [lcp, tbt] = [load.lcpMs / floor.lcpMs, load.tbtMs / floor.tbtMs];
    if (!(lcp <= TARGETS.hardLoadOverFloor))
      lines.push(`${load.path}: LCP ${lcp.toFixed(2)}x the floor's, target ${TARGETS.hardLoadOverFloor}x`);
    if (!(tbt <= TARGETS.tbtOverFloor))
      lines.push(`${load.path}: TBT ${tbt.toFixed(2)}x the floor's, target ${TARGETS.tbtOverFloor}x`);
  }
  return lines;
}

module.exports = { TARGETS, roundTrips, stepTarget, missed };
