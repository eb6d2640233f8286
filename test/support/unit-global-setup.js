// @ts-check
// Once per jest run, before the workers start (they inherit the environment): the sandbox's RSA pair for every
// test file (test/support/sandbox-keys.ts). A fresh pair each run; it never leaves this process tree.
const { generateKeyPairSync } = require('node:crypto');

module.exports = function unitGlobalSetup() {
  if (process.env.SANDBOX_TEST_PRIVATE_KEY) return;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  process.env.SANDBOX_TEST_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
};
