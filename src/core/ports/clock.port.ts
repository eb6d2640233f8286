/** Wall-clock time and one-shot timers. Session deadlines are computed from now(), never by counting ticks. */
export interface ClockPort {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls fn once after ms; returns a function that cancels it. */
  setTimer(ms: number, fn: () => void): () => void;
}
