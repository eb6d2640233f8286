import type { RoutePath } from './routes';

/** A step of a journey that the draft has not done: what is missing (a code the screen words) and where it is done. */
export interface MissingStep<C extends string> {
  missing: C;
  at: RoutePath;
}

/** A journey's steps in order: the code of each, the page it is done on, and whether the draft has it. */
export type JourneySteps<C extends string, S> = readonly (MissingStep<C> & { done: (snapshot: S) => boolean })[];

/**
 * The first step the draft has not done, of those before `page` (all of them without one), or undefined when the
 * draft has them all: the one rule for a page opened before its step.
 */
export function firstMissing<C extends string, S>(
  steps: JourneySteps<C, S>,
  snapshot: S,
  page?: RoutePath,
): MissingStep<C> | undefined {
  for (const { missing, at, done } of steps) {
    if (at === page) return undefined;
    if (!done(snapshot)) return { missing, at };
  }
  return undefined;
}
