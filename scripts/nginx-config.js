// @ts-check
// Writes the nginx configuration for the build in dist/ (docs/deploy.md), from server/nginx.ts as compiled by
// `rspack build --env prerender`: the same headers as the preview server, with this build's CSP hashes.
//   build/nginx/portal.conf   one server block, to include in the http {} of a real nginx
//   build/nginx/nginx.conf    a whole configuration around it, to run nginx as an ordinary process locally
//   build/security-manifest.json  every script's hash and each kind of response's headers, for
//                                 `npm run check:deployed` (server/security-manifest.ts, docs/deploy.md)
// NGINX_LISTEN (8080), NGINX_ROOT (this dist/) and NGINX_API (http://127.0.0.1:9000, the API behind /rs/) set
// the deployment's values.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist'));
const out = path.join(ROOT, 'build/nginx');
/** @type {typeof import('../server/nginx')} */
const nginx = require(path.join(ROOT, 'build/prerender/nginx.js'));

const server = nginx.nginxForBuild(dist, {
  listen: process.env.NGINX_LISTEN ?? '8080',
  root: path.resolve(process.env.NGINX_ROOT ?? dist),
  api: process.env.NGINX_API ?? 'http://127.0.0.1:9000',
});
fs.mkdirSync(path.join(out, 'tmp'), { recursive: true });
fs.writeFileSync(path.join(out, 'portal.conf'), server);
fs.writeFileSync(path.join(out, 'nginx.conf'), nginx.nginxMain(server));
console.log(`nginx configuration for ${path.relative(ROOT, dist)} -> ${path.relative(ROOT, out)}/portal.conf`);
/** @type {typeof import('../server/security-manifest')} */
const { securityManifest } = require(path.join(ROOT, 'build/prerender/security-manifest.js'));
fs.writeFileSync(
  path.join(ROOT, 'build/security-manifest.json'),
  JSON.stringify(securityManifest(dist), null, 2) + '\n',
);
console.log('security manifest -> build/security-manifest.json');
