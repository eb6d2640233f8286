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
@injectable()
export class BrowserCryptoAdapter implements CryptoPort {
  private rsa?: Promise<{ encryptOAEP(value: string): string | false }>;

  constructor(@inject(TOKENS.Config) private readonly config: PortalConfig) {}

  encryptToken(plain: string): string {
    return AES.encrypt(plain, this.config.aesSecret).toString();
  }

  decryptToken(cipher: string): string | null {
    try {
      return AES.decrypt(cipher, this.config.aesSecret).toString(Utf8) || null;
    } catch {
      return null;
    }
  }

  async encryptForServer(plain: string): Promise<string> {
    this.rsa ??= import(/* webpackChunkName: "rsa" */ 'jsencrypt').then(({ default: JSEncrypt }) => {
      const rsa = new JSEncrypt();
      rsa.setPublicKey(this.config.rsaPublicKey);
      return rsa;
    });
    const encrypted = (await this.rsa).encryptOAEP(plain);
    if (!encrypted) throw new Error('RSA encryption failed: check the configured public key');
    return encrypted;
  }
}
