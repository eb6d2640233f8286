import { generateKeyPairSync } from 'node:crypto';
import { CONTRACT_VALIDATORS, writeContractValidators } from './contract-validators';

/**
 * Once per jest run, before the workers start (they inherit the environment), for the projects that start the
 * sandbox: its RSA pair (test/support/sandbox-keys.ts; a fresh pair each run that never leaves this process tree),
 * and the API contract's validators compiled once (test/support/contract-validators.ts).
 */
export default function unitGlobalSetup(): void {
  if (!process.env.SANDBOX_TEST_PRIVATE_KEY) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
    process.env.SANDBOX_TEST_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  }
  process.env[CONTRACT_VALIDATORS] ??= writeContractValidators();
}
