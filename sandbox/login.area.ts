import type { SandboxArea, SandboxContext } from './sandbox';

/** The sandbox's login calls (docs/sandbox.md). */
export type LoginArea = SandboxArea;

export function createLoginArea(_context: SandboxContext): LoginArea {
  return { handlers: [], reset() {} };
}
