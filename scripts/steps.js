// Runs `npm test`'s steps in order, stopping at the first that fails, and records each step's wall time in
// test-results/steps.json for scripts/test-summary.js.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const dir = path.resolve(__dirname, '../test-results');
const file = path.join(dir, 'steps.json');
fs.mkdirSync(dir, { recursive: true });
const steps = [];
for (const name of process.argv.slice(2)) {
  const start = Date.now();
  const { status } = spawnSync('npm', ['run', name], { stdio: 'inherit' });
  steps.push({ name, seconds: (Date.now() - start) / 1000, status });
  fs.writeFileSync(file, JSON.stringify(steps, null, 2));
  if (status !== 0) process.exit(status ?? 1);
}
