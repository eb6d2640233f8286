import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromFile, nginxDisagreements, nginxMain, nginxServer } from '../../server/nginx';
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  securityHeaders,
  vendorFrameHeaders,
} from '../../server/security-headers';
import { DEFAULT_CONFIG, readConfig } from '../../src/core/config';
import { PUBLIC_KEY_3072 } from '../support/rsa-public-keys';
import { TEST_TOKEN_KEY } from '../support/sandbox-keys';

const SITE = {
  listen: '8080',
  root: '/srv/portal/dist',
  api: 'http://127.0.0.1:9000',
  serverName: 'pay.insurer.example',
};
const TEMPLATE = readFileSync(join(__dirname, '../../public/config.json'), 'utf8');
/** The template as a deployment completes it. */
const deployed = (change: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...JSON.parse(TEMPLATE),
    aesSecret: TEST_TOKEN_KEY,
    rsaPublicKey: PUBLIC_KEY_3072,
    monitoring: { endpoint: '/monitoring' },
    ...change,
  });

/** The add_header lines of each location block, by the location's opening line. */
function locations(conf: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, head, body] of conf.matchAll(/\n {2}(location [^{]+)\{([\s\S]*?)\n {2}\}/g))
    found.set(
      head!.trim(),
      [...body!.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map((m) => `${m[1]}: ${m[2]}`),
    );
  return found;
}

describe('the nginx configuration the build writes', () => {
  const config = readConfig({ apiOrigin: 'https://api.insurer.example' });
  const conf = nginxServer(config, ["'sha256-abc='"], SITE);

  it('repeats every security header in every location that answers (add_header does not inherit)', () => {
    const expected = Object.entries(securityHeaders(config, ["'sha256-abc='"])).map(([n, v]) => `${n}: ${v}`);
    const blocks = locations(conf);
    for (const where of [
      'location @not_found',
      'location ^~ /assets/',
      'location = /config.json',
      'location /',
      'location ^~ /rs/',
    ])
      expect({ where, missing: expected.filter((h) => !blocks.get(where)?.includes(h)) }).toEqual({
        where,
        missing: [],
      });
    expect(conf).toContain("'sha256-abc='");
    expect(conf).toContain('https://api.insurer.example');
  });

  it("serves the vendor frame with its own headers, the only place the vendors' hosts appear", () => {
    const withTags = readConfig({ thirdParty: { tagManagerUrl: 'https://tags.example/gtm.js' } });
    const blocks = locations(nginxServer(withTags, [], SITE));
    const frame = Object.entries(vendorFrameHeaders(withTags)).map(([n, v]) => `${n}: ${v}`);
    expect(blocks.get('location = /vendor/frame/')).toEqual([...frame, `Cache-Control: ${CACHE_CONTROL.html}`]);
    for (const [where, sent] of blocks)
      if (where !== 'location = /vendor/frame/')
        expect({ where, tags: sent.some((h) => h.includes('tags.example')) }).toEqual({ where, tags: false });
  });

  it('caches pages never, hashed assets for a year, and revalidates config.json, never precompressed', () => {
    const blocks = locations(conf);
    expect(blocks.get('location /')).toContain(`Cache-Control: ${CACHE_CONTROL.html}`);
    expect(blocks.get('location = /app.html')).toContain(`Cache-Control: ${CACHE_CONTROL.html}`);
    expect(blocks.get('location ^~ /assets/')).toContain('Cache-Control: public, max-age=31536000, immutable');
    expect(blocks.get('location = /config.json')).toContain('Cache-Control: no-cache');
    expect(conf).toMatch(/location = \/config\.json \{[^}]*brotli_static off;\s+gzip_static off;/);
    expect(conf).toMatch(/^\s+etag on;/m);
    expect(conf).toMatch(/brotli_static on;[\s\S]*gzip_static on;/);
  });

  it('proxies only the API in production, and the sandbox too when asked (tests)', () => {
    expect(conf).not.toContain('/sandbox/');
    const tested = nginxServer(config, [], { ...SITE, sandbox: 'http://127.0.0.1:9001' });
    expect(tested).toMatch(/location \^~ \/sandbox\/ \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:9001;/);
    expect(nginxMain(tested)).toMatch(/^load_module .*brotli_static/m);
  });

  it('refuses a header value nginx would read as a variable', () => {
    expect(() => nginxServer(config, ["'sha256-$abc='"], SITE)).toThrow(/nginx would expand/);
  });

  it("takes the CSP's hosts from a config.json, checked as the browser checks it", () => {
    // The template is the defaults, with the customer's words in every language (config.test.ts checks them).
    const { customerServiceHoursIn, paidTwiceNoteIn } = JSON.parse(TEMPLATE) as typeof DEFAULT_CONFIG;
    expect(configFromFile(TEMPLATE, { template: true })).toEqual({
      ...DEFAULT_CONFIG,
      customerServiceHoursIn,
      paidTwiceNoteIn,
    });
    expect(() => configFromFile(TEMPLATE)).toThrow(
      'config.json is not usable: rsaKeyMissing, aesSecretMissing, monitoringEndpointMissing',
    );
    // A deployment whose CSP reports would go nowhere is refused; the portal itself would start without it.
    expect(() => configFromFile(deployed({ monitoring: { endpoint: '' } }))).toThrow(
      'config.json is not usable: monitoringEndpointMissing',
    );
    const tags = deployed({ thirdParty: { tagManagerUrl: 'https://tags.example/gtm.js' } });
    expect(nginxServer(configFromFile(tags), [], SITE)).toMatch(/connect-src [^;]*https:\/\/tags\.example/);
    // Whatever the build's file lacks, its addresses and keys are checked in full.
    for (const [change, problem] of [
      [{ thirdParty: { tagManagerUrl: 'http://tags.example/gtm.js' } }, 'thirdPartyUrlNotHttps'],
      [{ apiOrigin: 'https://api.example/rs' }, 'apiOriginMalformed'],
      [{ apiOrgin: 'https://api.example' }, 'unknownKey apiOrgin'],
    ] as const)
      expect(() => configFromFile(deployed(change), { template: true })).toThrow(problem);
  });

  it('never runs the file: script in it or in its values does nothing', () => {
    const host = globalThis as { ran?: boolean };
    const script = `window.__PORTAL_CONFIG__ = ${deployed()};\nthis.constructor.constructor('globalThis.ran = true')();`;
    expect(() => configFromFile(script)).toThrow('configNotJson');
    const inValues = deployed({ insurer: { name: "${globalThis.ran = true}'); globalThis.ran = true; ('" } });
    expect(nginxServer(configFromFile(inValues), [], SITE)).toContain('server_name pay.insurer.example;');
    expect(host.ran).toBeUndefined();
  });

  it("adds the monitoring endpoint's origin to connect-src when config.json sets one", () => {
    const served = nginxServer(
      configFromFile(deployed({ monitoring: { endpoint: 'https://monitor.example/ingest' } })),
      [],
      SITE,
    );
    expect(served).toMatch(/connect-src 'self' https:\/\/monitor\.example;/);
    expect(nginxServer(configFromFile(deployed()), [], SITE)).toMatch(/connect-src 'self';/);
  });

  it('answers only its server_name; a default server closes every other host unanswered', () => {
    expect(conf).toMatch(/server \{\n {2}listen 8080 default_server;\n {2}server_name _;\n[^}]*return 444;\n\}/);
    expect(conf).toMatch(/server \{\n {2}listen 8080;\n {2}server_name pay\.insurer\.example;\n/);
    for (const serverName of ['', 'pay.insurer.example; include /etc/passwd', 'a\nb'])
      expect(() => nginxServer(config, [], { ...SITE, serverName })).toThrow(/not usable in nginx/);
  });

  it('sends the API its own host and the client’s address alone, never the client’s Host or X-Forwarded-For', () => {
    const rs = /location \^~ \/rs\/ \{([\s\S]*?)\n {2}\}/.exec(conf)![1]!;
    expect(rs).toContain('proxy_set_header Host $host;');
    expect(rs).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(conf).not.toMatch(/\$http_host|\$proxy_add_x_forwarded_for|\$http_x_forwarded_for/);
  });

  it('takes the client’s address from the configured load balancers only, and none by default', () => {
    expect(conf).not.toMatch(/set_real_ip_from|real_ip_header/);
    const behind = nginxServer(config, [], { ...SITE, realIpFrom: ['10.0.0.0/8', '2001:db8::/32'] });
    expect(behind).toContain(
      '  set_real_ip_from 10.0.0.0/8;\n  set_real_ip_from 2001:db8::/32;\n  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;\n',
    );
    for (const realIpFrom of [['0.0.0.0/0; allow all'], ['10.0.0.0/8 1.2.3.4']])
      expect(() => nginxServer(config, [], { ...SITE, realIpFrom })).toThrow(/not usable in nginx/);
  });

  it('finds a configuration out of step with the build it serves', () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><style>p{}</style>');
    writeFileSync(join(dist, 'config.json'), TEMPLATE);
    const agreed = nginxServer(
      configFromFile(TEMPLATE, { template: true }),
      ["'sha256-gG2yISYereRMiG2lMXrbiUgi0Ubw9p7QCeWcroOvy9Y='"],
      SITE,
    );
    const csp = contentSecurityPolicy(readConfig({}), ["'sha256-gG2yISYereRMiG2lMXrbiUgi0Ubw9p7QCeWcroOvy9Y='"]);
    expect(agreed).toContain(csp);
    expect(nginxDisagreements(agreed, dist)).toEqual([]);
    // The pages changed (another stylesheet) without a new configuration:
    writeFileSync(join(dist, 'index.html'), '<!doctype html><style>p{color:red}</style>');
    expect(nginxDisagreements(agreed, dist)).toEqual([expect.stringMatching(/Content-Security-Policy is not the one/)]);
    // config.json names another API than the configuration allows:
    writeFileSync(join(dist, 'index.html'), '<!doctype html><style>p{}</style>');
    writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiOrigin: 'https://api.insurer.example' }));
    expect(nginxDisagreements(agreed, dist)).toEqual([expect.stringMatching(/Content-Security-Policy is not the one/)]);
  });
});
