// @ts-check
// npm run check:deployed -- <url> --root=<dir> [manifest]: compares a deployment with the build's security manifest
// (build/security-manifest.json, written by `npm run build`; docs/deploy.md). Over HTTP: every file the server
// answers as itself (each page at its route, app.html at a route without one, every asset) byte for byte by its
// sha384, with the headers of its kind. In the directory the server serves (`--root`): no file added, none missing,
// none changed, the precompressed copies included; a deployment cannot list its files over HTTP, so an extra asset is
// found only there. Prints each drift and exits 1 when there is any, 2 when it cannot run (PCI DSS 4.0 11.6.1).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const sri = (/** @type {string | Buffer} */ bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** @param {string} dir @returns {string[]} every file under dir, as a path from it ('/assets/main.js') */
function listFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) =>
      entry.isFile()
        ? ['/' + path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')]
        : [],
    );
}

/**
 * @param {string} base the deployment's address
 * @param {string} manifestFile
 * @param {string} root the directory the server serves (nginx's `root`)
 * @returns {Promise<string[]>} the drifts found
 */
async function checkDeployed(base, manifestFile, root) {
  /** @type {import('../server/security-manifest').SecurityManifest} */
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  /** @type {string[]} */
  const drift = [];
  /** @param {string} urlPath @param {keyof typeof manifest.headers} kind @param {string} [file] */
  const get = async (urlPath, kind, file) => {
    const res = await fetch(new URL(urlPath, base), { redirect: 'manual' });
    if (res.status !== 200) drift.push(`${urlPath}: status ${res.status}`);
    const type = file && manifest.contentTypes[path.extname(file)];
    const expected = { ...manifest.headers[kind], ...(type ? { 'content-type': type } : {}) };
    for (const [name, value] of Object.entries(expected))
      if (res.headers.get(name) !== value)
        drift.push(
          `${urlPath}: ${name} is ${JSON.stringify(res.headers.get(name))}, the build's is ${JSON.stringify(value)}`,
        );
    return Buffer.from(await res.arrayBuffer());
  };

  for (const [file, { at, kind }] of Object.entries(manifest.served))
    if (sri(await get(at, kind, file)) !== manifest.files[file])
      drift.push(`${file}${at === file ? '' : ` (at ${at})`}: not the build's file`);
  await get(manifest.config, 'config');
  await get(manifest.api, 'api');

  const present = new Set(listFiles(root));
  for (const file of present)
    if (file === manifest.config) continue;
    else if (!(file in manifest.files)) drift.push(`${file}: in ${root}, a file the build did not make`);
    else if (sri(fs.readFileSync(path.join(root, file))) !== manifest.files[file])
      drift.push(`${file}: in ${root}, not the build's file`);
  for (const file of Object.keys(manifest.files)) if (!present.has(file)) drift.push(`${file}: missing from ${root}`);
  return drift;
}

module.exports = { checkDeployed };

if (require.main === module) {
  const args = process.argv.slice(2);
  const root = args.find((a) => a.startsWith('--root='))?.slice('--root='.length);
  const [base, manifest = path.resolve(__dirname, '../build/security-manifest.json')] = args.filter(
    (a) => !a.startsWith('--root='),
  );
  if (!base || !root) {
    console.error('usage: npm run check:deployed -- <url> --root=<the directory the server serves> [manifest]');
    process.exit(2);
  }
  checkDeployed(base, manifest, root).then(
    (drift) => {
      for (const line of drift) console.error(`drift: ${line}`);
      console.log(drift.length ? `${drift.length} drifts from ${manifest}` : `${base} serves what ${manifest} says`);
      process.exitCode = drift.length ? 1 : 0;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 2;
    },
  );
}
