// Run after `npm install`: this project's registry serves only this platform's native binaries, so npm leaves other
// platforms' optional packages out of package-lock.json and `npm ci` refuses the lock ("Missing: …@ from lock file").
// Each goes in as a placeholder (name, version, optional), which satisfies `npm ci`; a platform that cannot fetch one
// skips it, as it does any optional package.
const fs = require('node:fs');
const path = require('node:path');

const file = path.resolve(__dirname, '../package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
let added = 0;
for (const [where, entry] of Object.entries(lock.packages))
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (lock.packages[`${where ? `${where}/` : ''}node_modules/${name}`] || lock.packages[`node_modules/${name}`])
      continue;
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...(entry.dev ? { dev: true } : {}) };
    added += 1;
  }
const order = ([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b));
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(order));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} optional placeholder entries added`);
