// @ts-check
// The nginx configuration for dist/ (docs/deploy.md), from server/nginx.ts as `rspack build --env prerender` compiles
// it: `npm run build` writes build/nginx/ and build/security-manifest.json from dist/config.json; `npm run
// deploy:config -- <config.json> [out]` writes <out> (build/nginx) from the deployment's own file, with a copy of that
// file and its security manifest. The NGINX_* settings are docs/deploy.md's.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const build = (/** @type {string} */ name) => require(path.join(ROOT, 'build/prerender', name));

function main(/** @type {string[]} */ [flag, configFile, outArg]) {
  const deploy = flag === '--deploy';
  if (deploy && !configFile) throw new Error('usage: npm run deploy:config -- <config.json> [out folder]');
  if (deploy && !process.env.NGINX_SERVER_NAME)
    throw new Error('NGINX_SERVER_NAME is not set: the portal’s host name, e.g. pay.insurer.com.sg (docs/deploy.md)');
  const config = deploy ? path.resolve(/** @type {string} */ (configFile)) : undefined;
  const dist = path.resolve(process.env.NGINX_DIST ?? path.join(ROOT, 'dist'));
  const out = path.resolve((deploy && outArg) || path.join(ROOT, 'build/nginx'));
  /** @type {typeof import('../server/nginx')} */
  const nginx = build('nginx.js');
  const server = nginx.nginxForBuild(
    dist,
    {
      listen: process.env.NGINX_LISTEN ?? '8080',
      root: path.resolve(process.env.NGINX_ROOT ?? dist),
      api: process.env.NGINX_API ?? 'http://127.0.0.1:9000',
      serverName: process.env.NGINX_SERVER_NAME ?? 'localhost',
      realIpFrom: (process.env.NGINX_REAL_IP_FROM ?? '').split(/[\s,]+/).filter(Boolean),
    },
    config,
  );
  fs.mkdirSync(path.join(out, 'tmp'), { recursive: true });
  fs.writeFileSync(path.join(out, 'portal.conf'), server);
  fs.writeFileSync(path.join(out, 'nginx.conf'), nginx.nginxMain(server));
  if (config) fs.copyFileSync(config, path.join(out, 'config.json'));
  const made = config ? `${config} (copied beside it)` : path.relative(ROOT, path.join(dist, 'config.json'));
  console.log(`nginx configuration for ${path.relative(ROOT, dist) || '.'} and ${made} -> ${out}/portal.conf`);
  /** @type {typeof import('../server/security-manifest')} */
  const { securityManifest } = build('security-manifest.js');
  const manifest = config ? path.join(out, 'security-manifest.json') : path.join(ROOT, 'build/security-manifest.json');
  fs.writeFileSync(manifest, JSON.stringify(securityManifest(dist, config), null, 2) + '\n');
  console.log(`security manifest -> ${manifest}`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
