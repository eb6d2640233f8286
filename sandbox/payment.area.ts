import type { SandboxArea, SandboxContext } from './sandbox';

/** The sandbox's payment calls (docs/sandbox.md). */
export type PaymentArea = SandboxArea;

export function createPaymentArea(_context: SandboxContext): PaymentArea {
  return { handlers: [], reset() {} };
}
