// After `npm test`: each step's wall time (test-results/steps.json, scripts/steps.js), each jest suite's ten slowest
// files, then one closing line for all jest runs, "N passed, N failed", which CI reads.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.resolve(process.argv[2] ?? path.join(__dirname, '../test-results'));
const names = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
const read = (name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
const seconds = (s) => `${s.toFixed(1).padStart(7)} s`;

if (names.includes('steps.json')) {
  console.log('Steps (wall time):');
  for (const step of read('steps.json')) {
    console.log(`${seconds(step.seconds)}  ${step.name}${step.status === 0 ? '' : '  (failed)'}`);
  }
}

let passed = 0;
let failed = 0;
for (const name of names) {
  if (!name.endsWith('.json') || name === 'steps.json') continue;
  const result = read(name);
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  const files = result.testResults
    .map((file) => ({ file: path.relative(process.cwd(), file.name), s: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.s - a.s)
    .slice(0, 10);
  console.log(`Slowest files of ${name.replace(/\.json$/, '')}:`);
  for (const { file, s } of files) console.log(`${seconds(s)}  ${file}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
