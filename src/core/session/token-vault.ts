import type { CryptoPort } from '../ports/crypto.port';
import type { StoragePort } from '../ports/storage.port';

/** The access token lives in session storage only in encrypted form; it is decrypted just before use. */
export class TokenVault {
  constructor(
    private readonly storage: StoragePort,
    private readonly crypto: CryptoPort,
  ) {}

  read(): string | null {
    const stored = this.storage.get('accessToken');
    if (!stored) return null;
    return this.crypto.decryptToken(stored) || null;
  }

  store(token: string): void {
    this.storage.set('accessToken', this.crypto.encryptToken(token));
  }

  clear(): void {
    this.storage.remove('accessToken');
  }
}
