/**
 * Secrets the tab makes and later proves it holds, without ever sending them before then: the Singpass tab binding
 * (docs/api.md, "The tab binding"). The core has no randomness or hashing of its own.
 */
export interface SecretPort {
  /** 256 bits from the browser's CSPRNG, base64url without padding (43 characters). */
  newSecret(): string;
  /** SHA-256 of the text's UTF-8 bytes, base64url without padding (as PKCE's S256). */
  sha256(text: string): Promise<string>;
}
