// @ts-check
// Writes the nginx configuration for the build in dist/ (docs/deploy.md), from server/nginx.ts as compiled by
// `rspack build --env prerender`: the same headers as the preview server, with this build's CSP hashes, and the
// CSP's hosts from a config.json, parsed as JSON and checked (src/core/config.ts), never run.
//   node scripts/nginx-config.js                            npm run build: dist/config.json, the template
//   node scripts/nginx-config.js --deploy <config.json> [out]   npm run deploy:config: the deployment's own file
// Either writes <out> (build/nginx): portal.conf, one server block plus the default server that drops other hosts,
// to include in the http {} of a real nginx; nginx.conf, a whole configuration around it, to run nginx as an
// ordinary process locally; and, with --deploy, config.json, the file it was made from, to put beside index.html,
// and security-manifest.json (the build writes build/security-manifest.json): every script's hash and each kind of
// response's headers, for `npm run check:deployed` (server/security-manifest.ts, docs/deploy.md).
// The deployment's values: NGINX_SERVER_NAME (required with --deploy; localhost for the build), NGINX_REAL_IP_FROM
// (the load balancers' CIDRs, space- or comma-separated; none by default), NGINX_LISTEN (8080), NGINX_ROOT (this
// dist/) and NGINX_API (http://127.0.0.1:9000, the API behind /rs/).
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
/** @type {typeof import('../server/nginx')} */
const nginx = require(path.join(ROOT, 'build/prerender/nginx.js'));

function main(/** @type {string[]} */ args) {
  const deploy = args[0] === '--deploy';
  const configFile = deploy ? args[1] : undefined;
  if (deploy && !configFile) throw new Error('usage: npm run deploy:config -- <config.json> [out folder]');
  if (deploy && !process.env.NGINX_SERVER_NAME)
    throw new Error('NGINX_SERVER_NAME is not set: the portal’s host name, e.g. pay.insurer.com.sg (docs/deploy.md)');
  const dist = path.resolve(process.env.NGINX_DIST ?? path.join(ROOT, 'dist'));
  const out = path.resolve(deploy ? (args[2] ?? path.join(ROOT, 'build/nginx')) : path.join(ROOT, 'build/nginx'));
  const server = nginx.nginxForBuild(
    dist,
    {
      listen: process.env.NGINX_LISTEN ?? '8080',
      root: path.resolve(process.env.NGINX_ROOT ?? dist),
      api: process.env.NGINX_API ?? 'http://127.0.0.1:9000',
      serverName: process.env.NGINX_SERVER_NAME ?? 'localhost',
      realIpFrom: (process.env.NGINX_REAL_IP_FROM ?? '').split(/[\s,]+/).filter(Boolean),
    },
    configFile && path.resolve(configFile),
  );
  fs.mkdirSync(path.join(out, 'tmp'), { recursive: true });
  fs.writeFileSync(path.join(out, 'portal.conf'), server);
  fs.writeFileSync(path.join(out, 'nginx.conf'), nginx.nginxMain(server));
  if (configFile) fs.copyFileSync(configFile, path.join(out, 'config.json'));
  const made = configFile ? `${configFile} (copied beside it)` : path.relative(ROOT, path.join(dist, 'config.json'));
  console.log(`nginx configuration for ${path.relative(ROOT, dist) || '.'} and ${made} -> ${out}/portal.conf`);
  /** @type {typeof import('../server/security-manifest')} */
  const { securityManifest } = require(path.join(ROOT, 'build/prerender/security-manifest.js'));
  const manifest = configFile
    ? path.join(out, 'security-manifest.json')
    : path.join(ROOT, 'build/security-manifest.json');
  fs.writeFileSync(
    manifest,
    JSON.stringify(securityManifest(dist, configFile && path.resolve(configFile)), null, 2) + '\n',
  );
  console.log(`security manifest -> ${manifest}`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
