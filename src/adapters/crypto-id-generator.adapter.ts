import { injectable } from 'inversify';
import type { IdGeneratorPort } from '../core/ports/id-generator.port';

/**
 * Version 4 UUIDs from the browser's CSPRNG: an idempotency key must not be guessable or repeat. `randomUUID` is
 * missing before Safari 15.4 and on any page not served over https; `getRandomValues` is everywhere.
 */
@injectable()
export class CryptoIdGeneratorAdapter implements IdGeneratorPort {
  newId(): string {
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
    bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
    const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
