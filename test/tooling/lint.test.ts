import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

// The lint configuration itself under test: a planted conditional hook and a floating promise must fail it.
describe('npm run lint configuration (eslint.config.mjs)', () => {
  it('refuses a hook called conditionally and a floating promise', () => {
    const run = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/eslint/bin/eslint.js'),
        '--no-ignore',
        '--format',
        'json',
        'test/tooling/lint-fixtures/broken-rules.tsx',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    const [report] = JSON.parse(run.stdout) as { messages: { ruleId: string; line: number }[] }[];
    expect(report!.messages.map((m) => `${m.ruleId}@${m.line}`).sort()).toEqual([
      '@typescript-eslint/no-floating-promises@12',
      'react-hooks/rules-of-hooks@9',
    ]);
  }, 60_000);
});
