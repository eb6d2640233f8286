// The registry this project installs from serves only this platform's native binaries, so npm
// leaves other platforms' optional packages out of package-lock.json and `npm ci` then refuses the
// lock ("Missing: …@ from lock file"). This records each missing optional package as a placeholder
// entry (name, version, optional), which satisfies `npm ci`; a platform that cannot fetch one skips it,
// as it does any optional package. Run after `npm install`; it changes nothing else.
const fs = require('node:fs');
const path = require('node:path');

const file = path.resolve(__dirname, '../package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
let added = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${where ? `${where}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const placeholder = { version, optional: true };
    if (entry.dev) placeholder.dev = true;
    lock.packages[`node_modules/${name}`] = placeholder;
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} optional placeholder entries added`);
