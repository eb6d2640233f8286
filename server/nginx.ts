import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { deploymentProblems, readConfigFile, type ConfigProblem } from '../src/core/config';
import {
  CACHE_CONTROL,
  CONTENT_TYPES,
  contentSecurityPolicy,
  inlineStyleHashes,
  securityHeaders,
  vendorFrameHeaders,
  type ServedConfig,
} from './security-headers';
import { VENDOR_FRAME_PATH } from '../src/core/analytics/vendor-frame';

/**
 * The nginx configuration for dist/ (docs/deploy.md), written by `npm run build` (scripts/nginx-config.js) from
 * the same headers, content types and cache rules as the preview server, with the CSP hashes of the pages built.
 */
export interface NginxSite {
  /** `listen` parameter, e.g. `8080` or `127.0.0.1:8106`. */
  listen: string;
  /** Absolute path of dist/. */
  root: string;
  /** Where `/rs/` is proxied: the API's base URL (no path), e.g. `http://127.0.0.1:9000`. */
  api: string;
  /** `server_name`: the portal's host name(s), space-separated; any other Host is dropped (docs/deploy.md). */
  serverName: string;
  /**
   * The load balancers' addresses (CIDRs) whose X-Forwarded-For names the client (nginx's realip module); none:
   * the client is whoever connects. Only these may say who the client is: the lock-outs count per client.
   */
  realIpFrom?: readonly string[];
  /**
   * Tests only: the sandbox server that also answers `/sandbox/` (its stand-in gateway, bank and Singpass pages)
   * and `/config.json` (its own RSA key). Never set in production.
   */
  sandbox?: string;
}

/**
 * Problems a build's config.json may have: the template leaves the secrets and the reporting endpoint to the
 * deployment (docs/deploy.md).
 */
const LEFT_TO_DEPLOY: readonly ConfigProblem[] = ['aesSecretMissing', 'rsaKeyMissing', 'monitoringEndpointMissing'];

/**
 * The portal's runtime configuration from a config.json's text: parsed as JSON, never run, and checked by the same
 * rules as the browser's and a deployment's (src/core/config.ts). Throws on any problem; `template`: but those the
 * deployment fills in.
 */
export function configFromFile(json: string, { template = false } = {}): ServedConfig {
  const { config, problems: read } = readConfigFile(json);
  const problems = read.includes('configNotJson') ? read : [...read, ...deploymentProblems(config)];
  const fatal = template ? problems.filter((p) => !LEFT_TO_DEPLOY.includes(p)) : problems;
  if (fatal.length > 0) throw new Error(`config.json is not usable: ${fatal.join(', ')} (see docs/config.md)`);
  return config;
}

/** Every page of a build: its CSP style hashes come from them. */
export function builtPages(dist: string): string[] {
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) pages.push(readFileSync(file, 'utf8'));
    }
  };
  walk(dist);
  return pages;
}

/** nginx quoting: a value in double quotes. A `$` would be read as a variable, so none may appear. */
function quote(value: string): string {
  if (value.includes('$')) throw new Error(`a header value nginx would expand: ${value}`);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * One `server {}` block. add_header in a location replaces the server's, so every location repeats the
 * security headers (`always`: on a 404 too).
 */
export function nginxServer(config: ServedConfig, styleHashes: readonly string[], site: NginxSite): string {
  checkSite(site);
  const security = Object.entries(securityHeaders(config, styleHashes));
  const headers = (cacheControl: string, indent = '    ', sent = security) =>
    [...sent, ['Cache-Control', cacheControl] as const]
      .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
      .join('\n');
  const types = Object.entries(CONTENT_TYPES).map(([ext, type]) => {
    const [mime = '', charset] = type.split('; charset=');
    return { ext: ext.slice(1), mime, charset };
  });
  const proxied = (upstream: string, replaceSecurity: boolean) =>
    [
      `    proxy_pass ${upstream};`,
      '    proxy_http_version 1.1;',
      // $host is one of server_name's names here (other hosts went to the default server), never the client's text.
      // The sandbox builds its pages' return URLs from it, with the port the browser used (no balancer in tests).
      `    proxy_set_header Host ${site.sandbox ? '$host:$server_port' : '$host'};`,
      // The client's address alone (the balancer's word for it when realIpFrom trusts it), never the client's own
      // X-Forwarded-For: the API counts lock-outs per client, and a header the client writes would reset them.
      '    proxy_set_header X-Forwarded-For $remote_addr;',
      '    proxy_set_header X-Forwarded-Proto $scheme;',
      ...(replaceSecurity
        ? [
            ...security.map(([name]) => `    proxy_hide_header ${name};`),
            ...security.map(([name, value]) => `    add_header ${name} ${quote(value)} always;`),
          ]
        : []),
    ].join('\n');
  const realIp = site.realIpFrom?.length
    ? [
        ...site.realIpFrom.map((cidr) => `  set_real_ip_from ${cidr};`),
        '  real_ip_header X-Forwarded-For;',
        '  real_ip_recursive on;',
      ].join('\n') + '\n'
    : '';
  return `# Generated by npm run build or npm run deploy:config (server/nginx.ts): do not edit; regenerate. docs/deploy.md.
# A request for any other host is closed unanswered.
server {
  listen ${site.listen} default_server;
  server_name _;
  server_tokens off;
  return 444;
}

server {
  listen ${site.listen};
  server_name ${site.serverName};
${realIp}  root ${quote(site.root)};
  server_tokens off;
  etag on;
  # Answers with a relative Location, so a proxy or CDN in front keeps its own host and scheme.
  absolute_redirect off;

  types {
${types.map((t) => `    ${t.mime} ${t.ext};`).join('\n')}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${[...new Set(types.filter((t) => t.charset && t.mime !== 'text/html').map((t) => t.mime))].join(' ')};

  # Compressed at build time (scripts/precompress.js): brotli when asked, else gzip, else the file itself.
  brotli_static on;
  gzip_static on;
  gzip_vary on;
  gzip off;

  # Paths with an extension are files; a missing one is a real 404, never the app's HTML.
  error_page 404 = @not_found;
  location @not_found {
${headers(CACHE_CONTROL.none)}
    # The same plain answer whatever the path's extension.
    types { }
    default_type text/plain;
    charset off;
    return 404 "Not found";
  }

  # Hashed bundles: cached for a year, never revalidated.
  location ^~ /assets/ {
${headers(CACHE_CONTROL.immutable)}
    try_files $uri =404;
  }

  # Pages are only ever served as routes (below), never by their file name.
  location ~ \\.html$ {
    return 404;
  }

${
  site.sandbox
    ? `  # Tests only: the sandbox's own config.json (its RSA key) and its stand-in pages.
  location = /config.json {
${proxied(site.sandbox, false)}
  }
  location ^~ /sandbox/ {
${proxied(site.sandbox, false)}
  }`
    : `  # Replaced at deploy (docs/config.md): revalidated each time (etag), never a stale precompressed copy.
  location = /config.json {
${headers(CACHE_CONTROL.config)}
    brotli_static off;
    gzip_static off;
    try_files $uri =404;
  }`
}

  location ~ \\.[A-Za-z0-9]+$ {
${headers(CACHE_CONTROL.other)}
    try_files $uri =404;
  }

  # The API: the portal's calls go to its own origin (apiOrigin empty, docs/config.md).
  location ^~ /rs/ {
${proxied(site.api, true)}
  }

  # The third-party scripts' sandboxed page, with its own CSP (docs/security.md).
  location = ${VENDOR_FRAME_PATH} {
${headers(CACHE_CONTROL.html, '    ', Object.entries(vendorFrameHeaders(config)))}
    try_files ${VENDOR_FRAME_PATH}index.html =404;
  }

  # Every route: its page rendered at build time, or the app's page (the app shows its own not-found).
  location / {
${headers(CACHE_CONTROL.html)}
    try_files $uri/index.html /app.html;
  }
  location = /app.html {
    internal;
${headers(CACHE_CONTROL.html)}
  }
}
`;
}

/**
 * A whole nginx.conf running as an ordinary process (no root, no daemon), for a developer and the tests:
 * `nginx -p <dir> -c nginx.conf -g 'daemon off;'`.
 */
export function nginxMain(server: string, options: { brotliModule?: string } = {}): string {
  const brotli = options.brotliModule ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  return `# Generated by npm run build (server/nginx.ts). Run: nginx -p <this folder> -c nginx.conf -g 'daemon off;'
load_module ${brotli};
worker_processes 1;
pid nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  sendfile on;
  keepalive_timeout 30;
${server.replace(/^(?=.)/gm, '  ')}}
`;
}

/** Values that go into the configuration as they are: nothing that could end a directive or add one. */
function checkSite(site: NginxSite): void {
  const bad = [
    ...(/^[a-z0-9.*-]+( [a-z0-9.*-]+)*$/i.test(site.serverName) ? [] : [`server name "${site.serverName}"`]),
    ...(site.realIpFrom ?? []).filter((cidr) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(cidr)).map((c) => `address "${c}"`),
    ...(/^[\w.:[\]]+$/.test(site.listen) ? [] : [`listen "${site.listen}"`]),
  ];
  if (bad.length > 0) throw new Error(`not usable in nginx's configuration: ${bad.join(', ')}`);
}

/**
 * The configuration for a build in `dist`: its CSP from the build's pages and a config.json (the build's own, the
 * template, unless the deployment's is given: docs/deploy.md).
 */
export function nginxForBuild(dist: string, site: NginxSite, configFile?: string): string {
  const config = configFile
    ? configFromFile(readFileSync(configFile, 'utf8'))
    : configFromFile(readFileSync(join(dist, 'config.json'), 'utf8'), { template: true });
  return nginxServer(config, inlineStyleHashes(builtPages(dist)), site);
}

/**
 * Where a written configuration and the build beside it disagree: its CSP against the one the build's pages and
 * config.json call for (a rebuilt dist/ or a replaced config.json without a new nginx configuration). Empty: none.
 */
export function nginxDisagreements(conf: string, dist: string, configFile = join(dist, 'config.json')): string[] {
  const config = configFromFile(readFileSync(configFile, 'utf8'), { template: true });
  // The portal's policy, and the vendor frame's own, which names the third-party hosts.
  const expected = [
    contentSecurityPolicy(config, inlineStyleHashes(builtPages(dist))),
    vendorFrameHeaders(config)['Content-Security-Policy'],
  ];
  const written = new Set([...conf.matchAll(/add_header Content-Security-Policy "([^"]*)"/g)].map((m) => m[1]));
  return written.size === expected.length && expected.every((csp) => written.has(csp))
    ? []
    : [`its Content-Security-Policy is not the one ${dist} and ${configFile} call for: regenerate it (docs/deploy.md)`];
}
