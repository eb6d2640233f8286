import { injectable } from 'inversify';
import SHA256 from 'crypto-js/sha256';
import Base64url from 'crypto-js/enc-base64url';
import type { SecretPort } from '../core/ports/secret.port';

/** The browser's CSPRNG for the secret; crypto-js (already loaded for the token) for its synchronous SHA-256. */
@injectable()
export class CryptoSecretAdapter implements SecretPort {
  newSecret(): string {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  }

  sha256(text: string): string {
    return SHA256(text).toString(Base64url);
  }
}
