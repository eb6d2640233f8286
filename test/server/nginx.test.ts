import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configFromScript, nginxMain, nginxServer } from '../../server/nginx';
import { CACHE_CONTROL, securityHeaders, vendorFrameHeaders } from '../../server/security-headers';
import { readConfig } from '../../src/core/config';

const SITE = { listen: '8080', root: '/srv/portal/dist', api: 'http://127.0.0.1:9000' };

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
      'location = /config.js',
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

  it('caches pages never, hashed assets for a year, config.js briefly', () => {
    const blocks = locations(conf);
    expect(blocks.get('location /')).toContain(`Cache-Control: ${CACHE_CONTROL.html}`);
    expect(blocks.get('location = /app.html')).toContain(`Cache-Control: ${CACHE_CONTROL.html}`);
    expect(blocks.get('location ^~ /assets/')).toContain('Cache-Control: public, max-age=31536000, immutable');
    expect(blocks.get('location = /config.js')).toContain('Cache-Control: public, max-age=300');
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

  it("takes the CSP's hosts from the deployment's config.js", () => {
    const template = readFileSync(join(__dirname, '../../public/config.js'), 'utf8');
    expect(configFromScript(template)).toEqual(readConfig({}));
    const edited = template.replace("tagManagerUrl: ''", "tagManagerUrl: 'https://tags.example/gtm.js'");
    expect(configFromScript(edited).thirdParty.tagManagerUrl).toBe('https://tags.example/gtm.js');
  });

  it("adds the monitoring endpoint's origin to connect-src when config.js sets one (issue 18)", () => {
    const template = readFileSync(join(__dirname, '../../public/config.js'), 'utf8');
    const edited = `${template}\nwindow.__PORTAL_CONFIG__.monitoring = { endpoint: 'https://monitor.example/ingest' };`;
    const served = nginxServer(configFromScript(edited), [], SITE);
    expect(served).toMatch(/connect-src 'self' https:\/\/monitor\.example;/);
    expect(nginxServer(configFromScript(template), [], SITE)).toMatch(/connect-src 'self';/);
  });
});
