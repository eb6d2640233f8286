import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BrowserCryptoAdapter } from '../../src/adapters/browser-crypto.adapter';
import { FetchHttpAdapter } from '../../src/adapters/fetch-http.adapter';
import { WebStorageAdapter } from '../../src/adapters/web-storage.adapter';
import { readConfig } from '../../src/core/config';
import { createSandbox } from '../../sandbox/sandbox';
import { PUBLIC_KEY_2048 } from '../support/rsa-public-keys';
import { testSandboxKeys } from '../support/sandbox-keys';

const sandbox = createSandbox({ keys: testSandboxKeys() });
const config = readConfig({ rsaPublicKey: sandbox.keys.publicKeyPem, aesSecret: 'adapter-test-secret' });

describe('BrowserCryptoAdapter', () => {
  const crypto = new BrowserCryptoAdapter(config);

  it('stores the token AES-encrypted and reads it back', () => {
    const cipher = crypto.encryptToken('token-abc.123');
    expect(cipher).not.toContain('token-abc');
    expect(crypto.decryptToken(cipher)).toBe('token-abc.123');
  });

  it('reads a tampered or foreign value as no token, every time', () => {
    expect(crypto.decryptToken('not-a-cipher')).toBeNull();
    // Wrong-key garbage is valid UTF-8 now and then: try enough ciphers that luck cannot pass this.
    const other = new BrowserCryptoAdapter(readConfig({ aesSecret: 'another-secret' }));
    for (let i = 0; i < 300; i++) expect(crypto.decryptToken(other.encryptToken(`t${i}`))).toBeNull();
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
  it('uses session storage, and clearAll empties session and local storage', () => {
    const storage = new WebStorageAdapter();
    storage.set('lastUrl', '/recurring-page');
    localStorage.setItem('something', 'x');
    expect(sessionStorage.getItem('lastUrl')).toBe('/recurring-page');
    storage.clearAll();
    expect(storage.get('lastUrl')).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
