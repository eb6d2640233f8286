import { createPrivateKey, createPublicKey } from 'node:crypto';
import { generateSandboxKeys, type SandboxKeys } from '../../sandbox/sandbox';

let keys: SandboxKeys | undefined;

/**
 * The sandbox's RSA pair for jest: one per run, made by `test/support/unit-global-setup.ts` and handed over in the
 * environment. A 3072-bit pair takes 0.3 to 1 s to generate; once per test file it was some 5 s of the suite.
 * A file run without that set-up generates its own.
 */
export function testSandboxKeys(): SandboxKeys {
  if (keys) return keys;
  const pem = process.env.SANDBOX_TEST_PRIVATE_KEY;
  if (!pem) return (keys = generateSandboxKeys());
  const privateKey = createPrivateKey(pem);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return (keys = { publicKeyPem, privateKey });
}
