import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const SUMMARY = join(ROOT, 'scripts/test-summary.js');

const jestResult = (passed: number, failed: number, files: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  testResults: Array.from({ length: files }, (_, i) => ({
    name: join(ROOT, `test/f${i}.test.ts`),
    startTime: 1_000,
    endTime: 1_000 + (i + 1) * 1_000,
  })),
});

describe('the test summary', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'summary-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("prints each step's wall time, each suite's ten slowest files, and the closing count", () => {
    writeFileSync(
      join(dir, 'steps.json'),
      JSON.stringify([
        { name: 'lint', seconds: 12.34, status: 0 },
        { name: 'test:unit', seconds: 30, status: 0 },
      ]),
    );
    writeFileSync(join(dir, 'unit.json'), JSON.stringify(jestResult(5, 0, 12)));
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(jestResult(3, 0, 2)));
    const out = execFileSync('node', [SUMMARY, dir], { cwd: ROOT, encoding: 'utf8' }).split('\n');

    expect(out).toContain('   12.3 s  lint');
    expect(out).toContain('   30.0 s  test:unit');
    const unit = out.indexOf('Slowest files of unit:');
    expect(out.slice(unit + 1, unit + 11)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((s) => `${`${s}.0`.padStart(7)} s  test/f${s - 1}.test.ts`),
    );
    expect(out[unit + 11]).not.toMatch(/test\/f/);
    expect(out).toContain('    2.0 s  test/f1.test.ts');
    expect(out.at(-2)).toBe('8 passed, 0 failed');
  });

  it('fails when a test failed, and says so in the closing line', () => {
    writeFileSync(join(dir, 'unit.json'), JSON.stringify(jestResult(5, 1, 1)));
    const run = spawnSync('node', [SUMMARY, dir], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('5 passed, 1 failed');
  });
});

describe('npm test', () => {
  it('records every step it runs, so the summary can time it', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const steps = (scripts.test ?? '').replace(/^node scripts\/steps\.js /, '').split(' ');
    for (const step of steps) expect(scripts).toHaveProperty([step]);
  });
});
