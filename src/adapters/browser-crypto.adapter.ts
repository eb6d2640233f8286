import { inject, injectable } from 'inversify';
import AES from 'crypto-js/aes';
import Core from 'crypto-js/core';
import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import type { PortalConfig } from '../core/config';
import type { CryptoPort } from '../core/ports/crypto.port';
import { TOKENS } from './tokens';

type WordArray = Core.lib.WordArray;

const IV_BYTES = 16;
const MAC_BYTES = 32;

/**
 * The token at rest (docs/security.md): AES-256-CBC under a random IV, then HMAC-SHA256 over IV || ciphertext
 * (encrypt-then-MAC), stored as base64(IV || ciphertext || MAC). Both keys are derived from the configured 256-bit
 * secret, so one key never serves two purposes. crypto-js by module (the package root does not tree-shake); its
 * `WordArray.random` reads `crypto.getRandomValues` and throws rather than fall back to `Math.random`.
 * RSA-OAEP with SHA-256 (jsencrypt's encryptOAEP, never the PKCS#1 v1.5 `encrypt`), loaded on first use.
 */
@injectable()
export class BrowserCryptoAdapter implements CryptoPort {
  private rsa?: Promise<{ encryptOAEP(value: string): string | false }>;
  private keys?: { enc: WordArray; mac: WordArray };
  /** The brief's floor for the server's key. */
  static readonly MIN_RSA_BITS = 3072;

  constructor(@inject(TOKENS.Config) private readonly config: PortalConfig) {}

  encryptToken(plain: string): string {
    const { enc, mac } = this.tokenKeys();
    const iv = Core.lib.WordArray.random(IV_BYTES);
    const sealed = iv.clone().concat(AES.encrypt(Utf8.parse(plain), enc, { iv }).ciphertext);
    return Base64.stringify(sealed.concat(HmacSHA256(sealed, mac)));
  }

  /** Null for anything this secret did not seal: the MAC is checked before a byte is decrypted. */
  decryptToken(stored: string): string | null {
    try {
      const { enc, mac } = this.tokenKeys();
      const all = Base64.parse(stored);
      const bodyBytes = all.sigBytes - IV_BYTES - MAC_BYTES;
      if (bodyBytes < 16 || bodyBytes % 16 !== 0) return null;
      const sealed = slice(all, 0, IV_BYTES + bodyBytes);
      if (!sameBytes(HmacSHA256(sealed, mac), slice(all, IV_BYTES + bodyBytes, MAC_BYTES))) return null;
      const iv = slice(sealed, 0, IV_BYTES);
      const ciphertext = slice(sealed, IV_BYTES, bodyBytes);
      const plain = AES.decrypt(Core.lib.CipherParams.create({ ciphertext }), enc, { iv }).toString(Utf8);
      return plain || null;
    } catch {
      return null;
    }
  }

  /** HMAC-SHA256(secret, purpose) for each purpose; the portal starts only with a 64-hex secret (configProblems). */
  private tokenKeys() {
    if (!this.keys) {
      const secret = Hex.parse(this.config.aesSecret);
      if (secret.sigBytes !== 32) throw new Error('aesSecret must be 64 hex characters (docs/config.md)');
      this.keys = { enc: HmacSHA256('portal-token-enc', secret), mac: HmacSHA256('portal-token-mac', secret) };
    }
    return this.keys;
  }

  prepareForServer(): void {
    this.serverKey().catch(() => undefined); // a failure is met again, and reported, by encryptForServer
  }

  async encryptForServer(plain: string): Promise<string> {
    const encrypted = (await this.serverKey()).encryptOAEP(plain);
    if (!encrypted) throw new Error('RSA encryption failed: check the configured public key');
    return encrypted;
  }

  private serverKey() {
    // Without a key jsencrypt quietly makes its own (1024-bit) one: refuse instead of sending a value nobody can read.
    if (!this.config.rsaPublicKey.includes('PUBLIC KEY'))
      return Promise.reject(new Error('RSA encryption needs the server public key in config.json'));
    return (this.rsa ??= import(/* webpackChunkName: "rsa" */ 'jsencrypt').then(({ default: JSEncrypt }) => {
      const rsa = new JSEncrypt();
      rsa.setPublicKey(this.config.rsaPublicKey);
      const bits = (rsa.getKey() as unknown as { n?: { bitLength(): number } }).n?.bitLength() ?? 0;
      if (bits < BrowserCryptoAdapter.MIN_RSA_BITS)
        throw new Error(`RSA public key of ${bits} bits is below ${BrowserCryptoAdapter.MIN_RSA_BITS}`);
      return rsa;
    }));
  }
}

/** `bytes` bytes of a word array from a word-aligned `start`. */
function slice(words: WordArray, start: number, bytes: number): WordArray {
  return Core.lib.WordArray.create(words.words.slice(start / 4, (start + bytes) / 4), bytes);
}

/** Equal bytes, in a time that does not depend on where they first differ. */
function sameBytes(a: WordArray, b: WordArray): boolean {
  if (a.sigBytes !== b.sigBytes) return false;
  let diff = 0;
  for (let i = 0; i < a.sigBytes / 4; i++) diff |= a.words[i]! ^ b.words[i]!;
  return diff === 0;
}
