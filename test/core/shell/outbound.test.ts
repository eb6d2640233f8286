import { readConfig } from '../../../src/core/config';
import { describeError } from '../../../src/core/errors/catalogue';
import { ErrorState } from '../../../src/core/errors/error-state';
import { checkOutbound, OutboundGuard } from '../../../src/core/shell/outbound';
import { FakeNavigation } from '../../support/fakes';

const SELF = 'https://pay.insurer.example';
const ALLOW = ['self', 'https://gateway.example', 'https://bank.example:8443'];

describe('outbound addresses', () => {
  it.each([
    ['/sandbox/bank/giro/1', 'ok'],
    ['#left-for=x', 'ok'],
    ['https://gateway.example/pay/1', 'ok'],
    ['HTTPS://Gateway.Example:443/pay', 'ok'],
    ['https://bank.example:8443/giro', 'ok'],
    [`${SELF}/login/auth-method?code=x`, 'ok'],
    ['http://evil.invalid/pay', 'notHttps'],
    ['http://gateway.example/pay', 'notHttps'],
    ['https://evil.invalid/pay', 'notAllowed'],
    ['https://gateway.example.evil.invalid/pay', 'notAllowed'],
    ['https://bank.example/giro', 'notAllowed'],
    ['https://gateway.example@evil.invalid/pay', 'malformed'],
    ['//evil.invalid/pay', 'notAllowed'],
    ['/\\evil.invalid', 'malformed'],
    ['/\t/evil.invalid/pay', 'malformed'],
    ['/\r\n/evil.invalid/pay', 'malformed'],
    ['/%09/evil.invalid/pay', 'ok'],
    ['  /evil.invalid', 'malformed'],
    ['https://gаteway.example/pay', 'notAllowed'],
    ['JavaScript:alert(1)', 'malformed'],
    ['javascript:alert(1)', 'malformed'],
    ['data:text/html,hi', 'malformed'],
    ['', 'malformed'],
  ])('%s: %s', (url, verdict) => {
    expect(checkOutbound(url, ALLOW, SELF)).toBe(verdict);
  });

  it('plain http only on a loopback host, and only when that origin is listed (the sandbox: "self")', () => {
    expect(checkOutbound('http://localhost:8105/sandbox/gateway/1', ['self'], 'http://localhost:8105')).toBe('ok');
    expect(checkOutbound('http://localhost:9999/x', ['self'], 'http://localhost:8105')).toBe('notAllowed');
    expect(checkOutbound('https://gateway.example/pay', [], SELF)).toBe('notAllowed');
  });

  it('the guard follows an allowed address, and refuses another with the dialog and without leaving', () => {
    const inner = new FakeNavigation();
    const errors = new ErrorState();
    const guard = new OutboundGuard(
      inner,
      { allowList: ALLOW, selfOrigin: SELF, trusted: ['example-insurer://dashboard'] },
      () => errors,
    );
    guard.leave('https://gateway.example/pay/1');
    guard.leave('example-insurer://dashboard'); // the operator's own configured address
    expect(inner.left).toEqual(['https://gateway.example/pay/1', 'example-insurer://dashboard']);
    for (const url of ['http://evil.invalid/pay', 'https://evil.invalid/pay', '/\t/evil.invalid/pay']) {
      errors.handleReset();
      guard.leave(url);
      expect(inner.left).toHaveLength(2);
      const shown = errors.store.getSnapshot();
      expect(describeError(shown)).toEqual({ key: 'OUTBOUND_REFUSED' });
      expect(JSON.stringify(shown)).not.toContain('evil');
    }
  });

  it('an allow-list entry counts only as an https origin, a loopback http origin or "self"', () => {
    // config.json with such entries never starts the portal (src/core/config.ts); the guard refuses them anyway.
    const list = ['http://evil.invalid', 'https://x.example/path', 'https://gateway.example', 'http://127.0.0.1:8080'];
    expect(checkOutbound('http://evil.invalid/pay', list, SELF)).toBe('notHttps');
    expect(checkOutbound('https://x.example/pay', list, SELF)).toBe('notAllowed');
    expect(checkOutbound('https://gateway.example/pay', list, SELF)).toBe('ok');
    expect(checkOutbound('http://127.0.0.1:8080/pay', list, SELF)).toBe('ok');
    expect(checkOutbound('https://pay.insurer.example/x', list, SELF)).toBe('ok'); // the portal's own origin
    expect(readConfig({}).redirectOrigins).toEqual([]);
  });
});
