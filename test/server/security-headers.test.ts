import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  contentSecurityPolicy,
  REACT_ARIA_IOS_STYLE_HASH,
  securityHeaders,
  STARTER_SCRIPT_HASH,
  vendorFrameHeaders,
  TRUSTED_TYPES_POLICIES,
} from '../../server/security-headers';
import { readConfig } from '../../src/core/config';

describe('security headers', () => {
  it('allow no inline or eval script, no plugins, no base, no framing', () => {
    const csp = contentSecurityPolicy(readConfig({}));
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toBe(`script-src 'self' ${STARTER_SCRIPT_HASH} 'strict-dynamic'`);
    expect(csp).not.toMatch(/unsafe-(inline|eval|hashes)/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
    expect(securityHeaders(readConfig({}))['X-Frame-Options']).toBe('DENY');
  });

  it('add the API origin, and no third-party host: their scripts run in the vendor frame', () => {
    const csp = contentSecurityPolicy(
      readConfig({
        apiOrigin: 'https://api.insurer.example',
        thirdParty: { tagManagerUrl: 'https://tags.example/gtm.js' },
      }),
    );
    expect(csp).toContain(`script-src 'self' ${STARTER_SCRIPT_HASH} 'strict-dynamic';`);
    expect(csp).toContain("connect-src 'self' https://api.insurer.example;");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).not.toContain('tags.example');
    expect(contentSecurityPolicy(readConfig({}))).toContain("frame-src 'none';");
  });

  it("give the vendor frame a policy of its own: the vendors' hosts, sandboxed, framed by the portal only", () => {
    const config = readConfig({
      apiOrigin: 'https://api.insurer.example',
      thirdParty: { tagManagerUrl: 'https://tags.example/gtm.js', domLibraryUrl: 'https://cdn.example/dom.js' },
    });
    const headers = vendorFrameHeaders(config);
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'none'; script-src 'self' https://cdn.example https://tags.example; " +
        'connect-src https://cdn.example https://tags.example; img-src https://cdn.example https://tags.example; ' +
        "style-src 'unsafe-inline' https://cdn.example https://tags.example; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-scripts",
    );
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(vendorFrameHeaders(readConfig({}))['Content-Security-Policy']).toContain("connect-src 'none';");
  });

  it("let the tag manager's tags reach their further hosts in the vendor frame, and nowhere else", () => {
    const config = readConfig({
      thirdParty: { tagManagerUrl: 'https://tags.example/gtm.js' },
      tagManagerHosts: ['https://collect.example', 'https://tags.example'],
    });
    expect(vendorFrameHeaders(config)['Content-Security-Policy']).toContain(
      "script-src 'self' https://tags.example https://collect.example; connect-src https://tags.example https://collect.example;",
    );
    expect(contentSecurityPolicy(config)).not.toContain('collect.example');
  });

  it('hash exactly the style react-aria injects on iOS (fails if an upgrade changes it)', () => {
    const source = readFileSync(
      join(__dirname, '../../node_modules/react-aria/dist/private/overlays/usePreventScroll.mjs'),
      'utf8',
    );
    const text = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)![1]!.trim();
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(hash).toBe(REACT_ARIA_IOS_STYLE_HASH);
    expect(contentSecurityPolicy(readConfig({}))).toContain(`style-src 'self' ${REACT_ARIA_IOS_STYLE_HASH}`);
  });

  it('hash exactly the starter every page inlines (fails if src/start.inline.js changes without it)', () => {
    const text = readFileSync(join(__dirname, '../../src/start.inline.js'), 'utf8');
    expect(`'sha256-${createHash('sha256').update(text).digest('base64')}'`).toBe(STARTER_SCRIPT_HASH);
  });
});

describe('Trusted Types', () => {
  const read = (file: string) => readFileSync(join(__dirname, '../..', file), 'utf8');

  it('are required for every script sink, through the named policies only', () => {
    const csp = contentSecurityPolicy(readConfig({}));
    expect(csp).toMatch(/require-trusted-types-for 'script'; trusted-types portal-starter portal-chunks(;|$)/);
    expect(csp).not.toMatch(/'allow-duplicates'|trusted-types[^;]*\*/);
  });

  it('name the policies the starter and the chunk loader create (third parties load in the vendor frame)', () => {
    const created = [
      /createPolicy\('([\w-]+)'/.exec(read('src/start.inline.js'))?.[1],
      /trustedTypes: \{ policyName: '([\w-]+)'/.exec(read('rspack.config.ts'))?.[1],
    ];
    expect(created).toEqual([...TRUSTED_TYPES_POLICIES]);
  });
});

describe('CSP violation reports', () => {
  const monitored = (endpoint: string) => readConfig({ monitoring: { endpoint } });

  it('go to the monitoring endpoint: Reporting-Endpoints, report-to and report-uri', () => {
    const headers = securityHeaders(monitored('https://monitor.example/ingest/v1'));
    expect(headers['Reporting-Endpoints']).toBe('csp="https://monitor.example/ingest/v1"');
    expect(headers['Content-Security-Policy']).toMatch(
      /; report-uri https:\/\/monitor\.example\/ingest\/v1; report-to csp$/,
    );
  });

  it('go by report-uri alone to an endpoint on this origin or loopback: the Reporting API sends only over https', () => {
    const headers = securityHeaders(monitored('/sandbox/monitoring'));
    expect(headers['Reporting-Endpoints']).toBeUndefined();
    expect(headers['Content-Security-Policy']).toMatch(/; report-uri \/sandbox\/monitoring$/);
  });

  it('go nowhere when monitoring is off', () => {
    const headers = securityHeaders(readConfig({}));
    expect(headers['Reporting-Endpoints']).toBeUndefined();
    expect(headers['Content-Security-Policy']).not.toMatch(/report-(to|uri)/);
  });
});

describe('Strict-Transport-Security', () => {
  it('is among the headers, two years with subdomains', () => {
    expect(securityHeaders(readConfig({}))['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('is sent on every response the sandbox site serves: pages, config.json and the API', async () => {
    const { testSandboxSite } = await import('../support/sandbox-site');
    const site = testSandboxSite();
    for (const url of ['/config.json', '/rs/v1/maintenance', '/some/page', '/vendor/frame/']) {
      const sent: Record<string, string> = {};
      await new Promise<void>((done) => {
        const res = {
          headersSent: false,
          setHeader: (name: string, value: string) => void (sent[name] = value),
          writeHead: (_status: number, headers: Record<string, string> = {}) => void Object.assign(sent, headers),
          end: () => done(),
          destroy: () => done(),
        };
        const req = Object.assign((async function* () {})(), {
          url,
          method: 'GET',
          headers: { host: 'localhost' },
          socket: { remoteAddress: '127.0.0.1' },
        });
        site.middleware(req as never, res as never, () => done());
      });
      expect(sent['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    }
  });
});

describe('the monitoring endpoint in the CSP', () => {
  it('joins connect-src only when configured, by its origin', () => {
    const off = contentSecurityPolicy(readConfig({}));
    expect(off).toContain("connect-src 'self';");
    const on = contentSecurityPolicy(readConfig({ monitoring: { endpoint: 'https://monitor.example/ingest/v1' } }));
    expect(on).toContain("connect-src 'self' https://monitor.example;");
    expect(on).not.toMatch(/script-src[^;]*monitor\.example/);
  });

  it('reads only https endpoints (http on loopback for tests, or a path on this origin)', () => {
    const read = (endpoint: unknown, sampleRate?: unknown) =>
      readConfig({ monitoring: { endpoint, sampleRate } }).monitoring;
    expect(readConfig({}).monitoring).toEqual({ endpoint: '', sampleRate: 1 });
    expect(read('http://monitor.example/x').endpoint).toBe('');
    expect(read('https://user@monitor.example/x').endpoint).toBe('');
    expect(read('http://127.0.0.1:9/x').endpoint).toBe('http://127.0.0.1:9/x');
    expect(read('/sandbox/monitoring').endpoint).toBe('/sandbox/monitoring');
    expect(read('https://m.example', 0.1).sampleRate).toBe(0.1);
    expect(read('https://m.example', 2).sampleRate).toBe(1);
  });
});

describe('Singpass’s logo in the CSP', () => {
  it('joins img-src by its origin when it is on another host, and only then', () => {
    expect(contentSecurityPolicy(readConfig({}))).toContain("img-src 'self' data: blob:;");
    expect(contentSecurityPolicy(readConfig({ singpassLogoUrl: '/brand/singpass.svg' }))).toContain(
      "img-src 'self' data: blob:;",
    );
    const on = contentSecurityPolicy(readConfig({ singpassLogoUrl: 'https://assets.example/singpass/logo.svg' }));
    expect(on).toContain("img-src 'self' data: blob: https://assets.example;");
    expect(on).not.toMatch(/(script|connect)-src[^;]*assets\.example/);
  });
});
