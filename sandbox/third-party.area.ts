import type { SandboxArea, SandboxContext } from './sandbox';

/** The sandbox's third-party payor calls (docs/sandbox.md). */
export type ThirdPartyArea = SandboxArea;

export function createThirdPartyArea(_context: SandboxContext): ThirdPartyArea {
  return { handlers: [], reset() {} };
}
