import { createSandboxSite, type SandboxSite } from '../../server/sandbox-site';
import { testContract } from './contract-validators';
import { testSandboxKeys } from './sandbox-keys';

/** The dev and preview servers' sandbox site on the run's RSA pair and compiled contract, not a new pair each. */
export function testSandboxSite(): SandboxSite {
  return createSandboxSite({}, [], { keys: testSandboxKeys(), contract: testContract() });
}
