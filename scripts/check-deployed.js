// @ts-check
// npm run check:deployed -- <url> [manifest]: compares a running deployment with the build's security manifest
// (build/security-manifest.json, written by `npm run build`; docs/deploy.md): every script the build made, byte for
// byte by its sha384; no script in a page that the build did not make; every security header on each kind of
// response (page, asset, config, API). Prints each drift and exits 1 when there is any (PCI DSS 4.0 11.6.1).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** @param {string} base @param {string} manifestFile @returns {Promise<string[]>} the drifts found */
async function checkDeployed(base, manifestFile) {
  /** @type {import('../server/security-manifest').SecurityManifest} */
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  /** @type {string[]} */
  const drift = [];
  const sri = (/** @type {string | Buffer} */ bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  const get = async (/** @type {string} */ urlPath, /** @type {keyof typeof manifest.headers} */ kind) => {
    const res = await fetch(new URL(urlPath, base), { redirect: 'manual' });
    if (res.status !== 200) drift.push(`${urlPath}: status ${res.status}`);
    for (const [name, value] of Object.entries(manifest.headers[kind]))
      if (res.headers.get(name) !== value)
        drift.push(
          `${urlPath}: ${name} is ${JSON.stringify(res.headers.get(name))}, the build's is ${JSON.stringify(value)}`,
        );
    return Buffer.from(await res.arrayBuffer());
  };

  /** @param {string} page @param {string} html @param {(path: string) => boolean} made */
  const scriptsIn = (page, html, made) => {
    for (const [, text] of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
      if (!manifest.inlineScripts.includes(sri(text ?? '')))
        drift.push(`${page}: an inline script the build did not make`);
    for (const [, src] of html.matchAll(/<(?:script\b[^>]*\bsrc|link\b[^>]*\bas="script"[^>]*\bhref)="([^"]+)"/g)) {
      const address = new URL(src ?? '', new URL(page, base));
      if (address.origin !== new URL(base).origin || !made(address.pathname))
        drift.push(`${page}: a script the build did not make: ${src}`);
    }
  };
  for (const page of manifest.pages)
    scriptsIn(page, (await get(page, 'page')).toString('utf8'), (p) => p in manifest.scripts || p === manifest.config);
  for (const [script, hash] of Object.entries(manifest.scripts))
    if (sri(await get(script, 'asset')) !== hash) drift.push(`${script}: not the build's file`);
  // The vendor frame: its own headers, and its one script, byte for byte (docs/security.md).
  const frame = manifest.vendorFrame;
  scriptsIn(frame.page, (await get(frame.page, 'vendorFrame')).toString('utf8'), (p) => p === frame.script);
  const frameScript = await fetch(new URL(frame.script, base));
  if (sri(Buffer.from(await frameScript.arrayBuffer())) !== frame.hash)
    drift.push(`${frame.script}: not the build's file`);
  await get(manifest.config, 'config');
  await get(manifest.api, 'api');
  return drift;
}

module.exports = { checkDeployed };

if (require.main === module) {
  const [base, manifest = path.resolve(__dirname, '../build/security-manifest.json')] = process.argv.slice(2);
  if (!base) {
    console.error('usage: npm run check:deployed -- <url> [manifest]');
    process.exit(2);
  }
  checkDeployed(base, manifest).then(
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
