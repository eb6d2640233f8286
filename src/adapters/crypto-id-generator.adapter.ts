import { injectable } from 'inversify';
import type { IdGeneratorPort } from '../core/ports/id-generator.port';

/** Version 4 UUIDs from the browser's CSPRNG: an idempotency key must not be guessable or repeat. */
@injectable()
export class CryptoIdGeneratorAdapter implements IdGeneratorPort {
  newId(): string {
    return crypto.randomUUID();
  }
}
