/** Unguessable identifiers, such as a payment's idempotency key. The core has no randomness of its own. */
export interface IdGeneratorPort {
  newId(): string;
}
