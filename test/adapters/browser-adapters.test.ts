import AES from 'crypto-js/aes';
import { delay, http, HttpResponse } from 'msw';
import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import { setupServer } from 'msw/node';
import { BrowserCryptoAdapter } from '../../src/adapters/browser-crypto.adapter';
import { FetchHttpAdapter } from '../../src/adapters/fetch-http.adapter';
import { DeviceLanguageAdapter } from '../../src/adapters/device-language.adapter';
import { WebStorageAdapter } from '../../src/adapters/web-storage.adapter';
import { readConfig } from '../../src/core/config';
import { createSandbox } from '../../sandbox/sandbox';
import { PUBLIC_KEY_2048 } from '../support/rsa-public-keys';
import { TEST_TOKEN_KEY, testSandboxKeys } from '../support/sandbox-keys';

const sandbox = createSandbox({ keys: testSandboxKeys() });
const config = readConfig({ rsaPublicKey: sandbox.keys.publicKeyPem, aesSecret: TEST_TOKEN_KEY });
/** TEST_TOKEN_KEY sealing "token-abc.123" under the IV 00 01 … 0f (computed with Node's crypto). */
const KNOWN_ANSWER = 'AAECAwQFBgcICQoLDA0OD0M9QTSEDpquT0S7Plf+4gUfRVaFB8VFjnVAPQkyGryHeL3B+9bdU2bFgdxdv3mSFQ==';

describe('BrowserCryptoAdapter', () => {
  const crypto = new BrowserCryptoAdapter(config);
  /** The stored form, byte by byte: IV (16) || ciphertext || HMAC-SHA256 (32), in base64. */
  const bytesOf = (stored: string) => Buffer.from(stored, 'base64');
  const flipped = (stored: string, at: number) => {
    const bytes = bytesOf(stored);
    bytes[at < 0 ? bytes.length + at : at]! ^= 0x01;
    return bytes.toString('base64');
  };

  it('stores the token encrypted and reads it back', () => {
    const cipher = crypto.encryptToken('token-abc.123');
    expect(cipher).not.toContain('token-abc');
    expect(crypto.decryptToken(cipher)).toBe('token-abc.123');
  });

  it('encrypts the same token differently every time (a random IV each time)', () => {
    const once = crypto.encryptToken('token-abc.123');
    const twice = crypto.encryptToken('token-abc.123');
    expect(once).not.toBe(twice);
    expect(bytesOf(once).subarray(0, 16).equals(bytesOf(twice).subarray(0, 16))).toBe(false);
  });

  it('reads a tampered IV, ciphertext or MAC, a cut value, or garbage as no token', () => {
    const cipher = crypto.encryptToken('token-abc.123');
    expect(crypto.decryptToken(flipped(cipher, 0))).toBeNull(); // the IV
    expect(crypto.decryptToken(flipped(cipher, 16))).toBeNull(); // the ciphertext
    expect(crypto.decryptToken(flipped(cipher, -1))).toBeNull(); // the MAC
    expect(crypto.decryptToken(bytesOf(cipher).subarray(0, -1).toString('base64'))).toBeNull();
    expect(crypto.decryptToken('not-a-cipher')).toBeNull();
    expect(crypto.decryptToken('')).toBeNull();
  });

  it('reads a value sealed with another secret as no token', () => {
    const other = new BrowserCryptoAdapter(readConfig({ aesSecret: 'ff'.repeat(32) }));
    expect(crypto.decryptToken(other.encryptToken('token-abc.123'))).toBeNull();
  });

  it('reads the old passphrase format (OpenSSL salted, no MAC) as no token', () => {
    const old = AES.encrypt('portal-token:v1:token-abc.123', TEST_TOKEN_KEY).toString();
    expect(old.startsWith('U2FsdGVkX1')).toBe(true); // "Salted__"
    expect(crypto.decryptToken(old)).toBeNull();
  });

  it('is AES-256-CBC then HMAC-SHA256 with keys derived from the secret, as Node reads and writes it', () => {
    const secret = Buffer.from(TEST_TOKEN_KEY, 'hex');
    const encKey = createHmac('sha256', secret).update('portal-token-enc').digest();
    const macKey = createHmac('sha256', secret).update('portal-token-mac').digest();
    // Node seals, the portal opens: a known answer for a fixed IV.
    const iv = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    const cipher = createCipheriv('aes-256-cbc', encKey, iv);
    const sealed = Buffer.concat([iv, cipher.update('token-abc.123', 'utf8'), cipher.final()]);
    const stored = Buffer.concat([sealed, createHmac('sha256', macKey).update(sealed).digest()]).toString('base64');
    expect(stored).toBe(KNOWN_ANSWER);
    expect(crypto.decryptToken(stored)).toBe('token-abc.123');
    // The portal seals, Node checks the MAC and opens.
    const mine = bytesOf(crypto.encryptToken('token-xyz.789'));
    const body = mine.subarray(0, -32);
    expect(timingSafeEqual(createHmac('sha256', macKey).update(body).digest(), mine.subarray(-32))).toBe(true);
    const decipher = createDecipheriv('aes-256-cbc', encKey, body.subarray(0, 16));
    expect(decipher.update(body.subarray(16), undefined, 'utf8') + decipher.final('utf8')).toBe('token-xyz.789');
  });

  it('encrypts identity values with RSA-OAEP SHA-256 that the sandbox decrypts with its private key', async () => {
    const cipher = await crypto.encryptForServer('S1234567D');
    expect(cipher).not.toContain('S1234567D');
    expect(sandbox.decrypt(cipher)).toBe('S1234567D');
    // OAEP is randomised: the same value never encrypts the same way twice.
    expect(await crypto.encryptForServer('S1234567D')).not.toBe(cipher);
  });

  it('refuses to encrypt without a key rather than send the value', async () => {
    await expect(new BrowserCryptoAdapter(readConfig({})).encryptForServer('S1234567D')).rejects.toThrow(/public key/);
  });

  it('refuses a key shorter than 3072 bits', async () => {
    // config.json with such a key never starts the portal (src/core/config.ts); the adapter refuses it anyway.
    const weak = new BrowserCryptoAdapter({ ...readConfig({}), rsaPublicKey: PUBLIC_KEY_2048 });
    await expect(weak.encryptForServer('S1234567D')).rejects.toThrow(/2048 bits is below 3072/);
  });
});

describe('FetchHttpAdapter', () => {
  const server = setupServer(
    http.get('http://localhost/ok', () => HttpResponse.text('hello', { status: 201 })),
    http.get('http://localhost/slow', async () => {
      await delay(2000);
      return HttpResponse.text('late');
    }),
    http.get('http://localhost/drop', () => HttpResponse.error()),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  const adapter = new FetchHttpAdapter();
  const request = (path: string, timeoutMs = 1000) =>
    adapter.send({ method: 'GET', url: `http://localhost${path}`, headers: {}, timeoutMs });

  it('returns status and text', async () => {
    await expect(request('/ok')).resolves.toEqual({ kind: 'reply', status: 201, text: 'hello' });
  });
  it('gives up after the timeout', async () => {
    await expect(request('/slow', 50)).resolves.toEqual({ kind: 'timeout' });
  });
  it('turns a dropped connection into a network failure', async () => {
    await expect(request('/drop')).resolves.toEqual({ kind: 'network' });
  });
});

describe('WebStorageAdapter', () => {
  it('uses session storage, and clearAllButEntry empties session and local storage but source and channel', () => {
    const storage = new WebStorageAdapter();
    storage.set('source', 'mobileapp');
    storage.set('channel', 'ios');
    storage.set('lastUrl', '/recurring-page');
    storage.set('endToken', 'true');
    sessionStorage.setItem('payment.draft', '{}');
    localStorage.setItem('something', 'x');
    expect(sessionStorage.getItem('lastUrl')).toBe('/recurring-page');
    storage.clearAllButEntry();
    expect({ ...sessionStorage }).toEqual({ source: 'mobileapp', channel: 'ios' });
    expect(localStorage.length).toBe(0);
  });

  it('keeps the device’s language through clearAllButEntry, as it keeps source and channel', () => {
    const language = new DeviceLanguageAdapter();
    language.set('ta');
    localStorage.setItem('something', 'x');
    new WebStorageAdapter().clearAllButEntry();
    expect({ ...localStorage }).toEqual({ language: 'ta' });
    expect(new DeviceLanguageAdapter().get()).toBe('ta');
    localStorage.clear();
  });
});
