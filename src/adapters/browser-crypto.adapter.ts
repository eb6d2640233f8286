import { inject, injectable } from 'inversify';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { PortalConfig } from '../core/config';
import type { CryptoPort } from '../core/ports/crypto.port';
import { TOKENS } from './tokens';

/**
 * AES (crypto-js, modular imports: the package root does not tree-shake) for the token at rest;
 * RSA-OAEP with SHA-256 (jsencrypt's encryptOAEP, never the PKCS#1 v1.5 `encrypt`), loaded on first use.
 */
const TOKEN_MARK = 'portal-token:v1:';

@injectable()
export class BrowserCryptoAdapter implements CryptoPort {
  private rsa?: Promise<{ encryptOAEP(value: string): string | false }>;
  /** The brief's floor for the server's key. */
  static readonly MIN_RSA_BITS = 3072;

  constructor(@inject(TOKENS.Config) private readonly config: PortalConfig) {}

  encryptToken(plain: string): string {
    return AES.encrypt(TOKEN_MARK + plain, this.config.aesSecret).toString();
  }

  /**
   * CBC without a MAC: a wrong secret or a tampered value decrypts to garbage that is now and then valid
   * UTF-8. The mark makes such garbage recognisable, so it is never taken for a token.
   */
  decryptToken(cipher: string): string | null {
    try {
      const plain = AES.decrypt(cipher, this.config.aesSecret).toString(Utf8);
      return plain.startsWith(TOKEN_MARK) && plain.length > TOKEN_MARK.length ? plain.slice(TOKEN_MARK.length) : null;
    } catch {
      return null;
    }
  }

  async encryptForServer(plain: string): Promise<string> {
    // Without a key jsencrypt quietly makes its own (1024-bit) one: refuse instead of sending a value nobody can read.
    if (!this.config.rsaPublicKey.includes('PUBLIC KEY'))
      throw new Error('RSA encryption needs the server public key in config.js');
    this.rsa ??= import(/* webpackChunkName: "rsa" */ 'jsencrypt').then(({ default: JSEncrypt }) => {
      const rsa = new JSEncrypt();
      rsa.setPublicKey(this.config.rsaPublicKey);
      const bits = (rsa.getKey() as unknown as { n?: { bitLength(): number } }).n?.bitLength() ?? 0;
      if (bits < BrowserCryptoAdapter.MIN_RSA_BITS)
        throw new Error(`RSA public key of ${bits} bits is below ${BrowserCryptoAdapter.MIN_RSA_BITS}`);
      return rsa;
    });
    const encrypted = (await this.rsa).encryptOAEP(plain);
    if (!encrypted) throw new Error('RSA encryption failed: check the configured public key');
    return encrypted;
  }
}
