import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SCRIPT = resolve(__dirname, '../../scripts/audit.js');
const WARNING = 'npm audit could not reach an advisory service: dependencies NOT checked';

/** What `npm audit --json` prints where the registry has no advisory endpoint (this workplace's, abridged). */
const NO_ENDPOINT = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});
const CLEAN = JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: {} });
const HIGH = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {
    lodash: { name: 'lodash', severity: 'high', via: [{ url: 'https://github.com/advisories/GHSA-xxxx' }] },
  },
});

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'audit-'));
  // Stands in for npm: prints what the test gives it and exits with the test's code.
  writeFileSync(
    join(dir, 'npm'),
    '#!/usr/bin/env node\nprocess.stdout.write(process.env.STUB_STDOUT ?? "");\nprocess.exit(Number(process.env.STUB_EXIT ?? 0));\n',
  );
  chmodSync(join(dir, 'npm'), 0o755);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function audit(stdout: string, exit: number, env: Record<string, string> = {}) {
  const { AUDIT_OFFLINE_OK: _, ...rest } = process.env;
  const run = spawnSync(process.execPath, [SCRIPT], {
    encoding: 'utf8',
    env: { ...rest, AUDIT_NPM: join(dir, 'npm'), STUB_STDOUT: stdout, STUB_EXIT: String(exit), ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('scripts/audit.js', () => {
  it.each([
    ['the registry has no advisory endpoint', NO_ENDPOINT],
    ['nothing answered at all', ''],
    ['the answer is not a report', '{"error": {"code": "ENOTFOUND"}}'],
  ])('fails loudly when %s: dependencies were not checked', (_what, stdout) => {
    const run = audit(stdout, 1);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(WARNING);
    expect(run.stderr).toContain('AUDIT_OFFLINE_OK=1');
    expect(run.stderr.trim().split('\n').length).toBeGreaterThanOrEqual(3);
  });

  it('passes unchecked only when AUDIT_OFFLINE_OK=1 says so, and still says it loudly', () => {
    const run = audit(NO_ENDPOINT, 1, { AUDIT_OFFLINE_OK: '1' });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(WARNING);
    expect(audit(NO_ENDPOINT, 1, { AUDIT_OFFLINE_OK: 'yes' }).status).toBe(1);
  });

  it('passes a report with no high or critical advisory, quietly', () => {
    const run = audit(CLEAN, 0);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('no high or critical advisories');
  });

  it('fails on a high advisory, whatever AUDIT_OFFLINE_OK says', () => {
    const run = audit(HIGH, 1, { AUDIT_OFFLINE_OK: '1' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('lodash (high)');
  });
});
