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

/** The tests' token secret: a 256-bit key in hex, as `aesSecret` must be (docs/config.md). */
export const TEST_TOKEN_KEY = '5e1f0c2a9b7d4e3f8a6c1b0d2e4f6a8c9d7b5e3f1a2c4e6b8d0f1a3c5e7b9d2f';
