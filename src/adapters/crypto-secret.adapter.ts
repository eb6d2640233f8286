import { injectable } from 'inversify';
import type { SecretPort } from '../core/ports/secret.port';

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The browser's Web Crypto: its CSPRNG for the secret, its SHA-256 for the hash (no library bytes on any page). */
@injectable()
export class CryptoSecretAdapter implements SecretPort {
  newSecret(): string {
    return base64url(crypto.getRandomValues(new Uint8Array(32)));
  }

  async sha256(text: string): Promise<string> {
    return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
  }
}
