import { CryptoIdGeneratorAdapter } from '../../src/adapters/crypto-id-generator.adapter';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('CryptoIdGeneratorAdapter', () => {
  const ids = new CryptoIdGeneratorAdapter();

  it('makes version 4 UUIDs, never the same twice', () => {
    const made = new Set(Array.from({ length: 50 }, () => ids.newId()));
    expect(made.size).toBe(50);
    for (const id of made) expect(id).toMatch(V4);
  });

  it('makes them from getRandomValues where randomUUID is missing (Safari before 15.4, a page over plain http)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const made = new Set(Array.from({ length: 50 }, () => ids.newId()));
      expect(made.size).toBe(50);
      for (const id of made) expect(id).toMatch(V4);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
