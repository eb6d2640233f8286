// Prints one closing line for all jest runs of `npm test`: "N passed, N failed".
const fs = require('node:fs');
const path = require('node:path');

const dir = path.resolve(__dirname, '../test-results');
let passed = 0;
let failed = 0;
for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!name.endsWith('.json')) continue;
  const result = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
