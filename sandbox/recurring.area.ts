import type { SandboxArea, SandboxContext } from './sandbox';

/** The sandbox's recurring-arrangement calls (docs/sandbox.md). */
export type RecurringArea = SandboxArea;

export function createRecurringArea(_context: SandboxContext): RecurringArea {
  return { handlers: [], reset() {} };
}
