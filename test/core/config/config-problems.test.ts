import { configProblems, readConfig, rsaModulusBits } from '../../../src/core/config';
import { PUBLIC_KEY_2048, PUBLIC_KEY_3072, PUBLIC_KEY_4096 } from '../../support/rsa-public-keys';
import { TEST_TOKEN_KEY } from '../../support/sandbox-keys';

// Committed keys: generating three pairs here made this the core's slowest file (2.5 s, issue 16).
const KEY_3072 = PUBLIC_KEY_3072;
const KEY_2048 = PUBLIC_KEY_2048;
const GOOD = { aesSecret: TEST_TOKEN_KEY, rsaPublicKey: KEY_3072, apiOrigin: 'https://api.insurer.example' };

describe('configuration errors are loud (issue 15, item 4)', () => {
  it('a complete configuration has no problem; the API origin may be empty (the portal’s own)', () => {
    expect(configProblems(readConfig(GOOD))).toEqual([]);
    expect(configProblems(readConfig({ ...GOOD, apiOrigin: '' }))).toEqual([]);
    expect(configProblems(readConfig({ ...GOOD, apiOrigin: 'http://localhost:8105' }))).toEqual([]);
  });

  it.each([
    ['a missing token secret', { aesSecret: undefined }, 'aesSecretMissing'],
    ['an empty token secret', { aesSecret: '' }, 'aesSecretMissing'],
    ['a blank token secret', { aesSecret: '   ' }, 'aesSecretMissing'],
    ['a passphrase for a token secret', { aesSecret: 'a-real-secret' }, 'aesSecretNotKey'],
    ['a token key of 128 bits', { aesSecret: 'ab'.repeat(16) }, 'aesSecretNotKey'],
    ['a token key of 64 characters that are not hex', { aesSecret: 'g'.repeat(64) }, 'aesSecretNotKey'],
    ['a missing RSA key', { rsaPublicKey: undefined }, 'rsaKeyMissing'],
    ['an RSA key that is not a PEM public key', { rsaPublicKey: 'not a key' }, 'rsaKeyMissing'],
    ['a garbled PEM', { rsaPublicKey: '-----BEGIN PUBLIC KEY-----\n!!!!\n-----END PUBLIC KEY-----' }, 'rsaKeyMissing'],
    ['a 2048-bit RSA key', { rsaPublicKey: KEY_2048 }, 'rsaKeyShort'],
    ['an API origin with a path', { apiOrigin: 'https://api.insurer.example/rs' }, 'apiOriginMalformed'],
    ['an API origin on plain http', { apiOrigin: 'http://api.insurer.example' }, 'apiOriginMalformed'],
    ['an API origin that is not a URL', { apiOrigin: 'api.insurer.example' }, 'apiOriginMalformed'],
    ['an API origin with credentials', { apiOrigin: 'https://user@api.insurer.example' }, 'apiOriginMalformed'],
  ])('%s', (_what, change, problem) => {
    expect(configProblems(readConfig({ ...GOOD, ...change }))).toEqual([problem]);
  });

  it('reads the modulus length of real keys', () => {
    expect(rsaModulusBits(KEY_3072)).toBe(3072);
    expect(rsaModulusBits(KEY_2048)).toBe(2048);
    expect(rsaModulusBits(PUBLIC_KEY_4096)).toBe(4096);
  });
});
