export interface CryptoPort {
  /** Symmetric encryption of the access token at rest (the spec's fixed secret). */
  encryptToken(plain: string): string;
  /** Returns null when the stored value cannot be decrypted (tampered or from another secret). */
  decryptToken(cipher: string): string | null;
  /** RSA-OAEP (SHA-256) with the server's public key, for values that identify a person. */
  encryptForServer(plain: string): Promise<string>;
  /** Loads what encryptForServer needs ahead of its first use, while the customer is still typing. */
  prepareForServer(): void;
}
