import { createHash } from 'node:crypto';
import { CryptoSecretAdapter } from '../../src/adapters/crypto-secret.adapter';

describe('CryptoSecretAdapter', () => {
  const secrets = new CryptoSecretAdapter();

  it('makes 256-bit secrets, base64url without padding, never the same twice', () => {
    const made = new Set(Array.from({ length: 50 }, () => secrets.newSecret()));
    expect(made.size).toBe(50);
    for (const secret of made) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
  });

  it('hashes as the server does: SHA-256, base64url (PKCE’s S256)', async () => {
    for (const text of ['', 'abc', secrets.newSecret(), 'ünïcode']) {
      expect(await secrets.sha256(text)).toBe(createHash('sha256').update(text, 'utf8').digest('base64url'));
    }
  });
});
