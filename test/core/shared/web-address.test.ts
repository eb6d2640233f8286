import fc from 'fast-check';
import { webAddress } from '../../../src/core/shared/decode';
import { parseWebAddress } from '../../../src/core/shared/web-address';

const SELF = 'https://pay.insurer.example';

describe('parseWebAddress: the one parser for every address the portal follows', () => {
  it.each([
    ['a tab the browser would drop', '/\t/evil.example/pay'],
    ['a carriage return', '/\r/evil.example/pay'],
    ['a line feed', '/\n/evil.example/pay'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a leading space', ' https://gateway.example/pay'],
    ['a trailing space', 'https://gateway.example/pay '],
    ['a no-break space', '/\u00a0/evil.example'],
    ['a zero-width space', 'https://gateway.example\u200b.evil.example/'],
    ['a right-to-left override', 'https://gateway.example/\u202epay'],
    ['a NUL', '/\u0000/evil.example'],
    ['a backslash after the slash', '/\\evil.example/pay'],
    ['a backslash inside', 'https://gateway.example\\@evil.example/'],
    ['userinfo', 'https://gateway.example@evil.example/pay'],
    ['a password', 'https://user:pw@gateway.example/pay'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a custom scheme', 'example-insurer://dashboard'],
    ['nothing', ''],
    ['a host that is not one', 'https://[not-an-ip]/'],
  ])('refuses %s', (_, raw) => {
    expect(parseWebAddress(raw, SELF)).toBeUndefined();
    expect(webAddress(raw)).toBeUndefined();
  });

  it('reads %09 as the three characters it is: a path of the portal, not a way elsewhere', () => {
    expect(parseWebAddress('/%09/evil.example/pay', SELF)).toEqual({
      href: `${SELF}/%09/evil.example/pay`,
      origin: SELF,
      secure: true,
    });
  });

  it('reads an address as the browser will: relative ones against the page, hosts normalised', () => {
    expect(parseWebAddress('/sandbox/gateway/1', SELF)?.origin).toBe(SELF);
    expect(parseWebAddress('#left-for-x', SELF)?.origin).toBe(SELF);
    expect(parseWebAddress('//evil.example/pay', SELF)?.origin).toBe('https://evil.example');
    expect(parseWebAddress('HTTPS://Gateway.Example:443/pay', SELF)?.origin).toBe('https://gateway.example');
    // An IDN look-alike (Cyrillic "а") is another host, in punycode: it never equals the listed origin.
    expect(parseWebAddress('https://gаteway.example/pay', SELF)?.origin).toBe('https://xn--gteway-3nf.example');
  });

  it('calls https secure, and plain http only on a loopback host', () => {
    expect(parseWebAddress('https://gateway.example/', SELF)?.secure).toBe(true);
    expect(parseWebAddress('http://localhost:8105/x', SELF)?.secure).toBe(true);
    expect(parseWebAddress('http://127.0.0.1/x', SELF)?.secure).toBe(true);
    expect(parseWebAddress('http://[::1]:8080/x', SELF)?.secure).toBe(true);
    expect(parseWebAddress('http://localhost.evil.example/x', SELF)?.secure).toBe(false);
  });

  it('accepts only what the browser reads as it looks: no character it would drop or reinterpret', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 40 }), (raw) => {
        const address = parseWebAddress(raw, SELF);
        if (!address) return;
        expect(new URL(raw, SELF).origin).toBe(address.origin);
        expect(raw).toBe(raw.replace(/[\t\n\r\\]/g, '').trim());
      }),
    );
  });
});
