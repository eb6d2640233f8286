// Dependency gate: `npm audit` at level high. Exceptions, each with its reason, live in docs/security.md
// and in AUDIT_EXCEPTIONS below. When no advisory service answers, nothing was checked: the gate says so loudly
// and fails, unless AUDIT_OFFLINE_OK=1 says this machine is known to have none (.ci/run; docs/security.md).
// AUDIT_NPM runs another program in npm's place (test/tooling/audit.test.ts).
const { spawnSync } = require('node:child_process');

/** Advisory ids (GHSA-…) accepted with a reason written in docs/security.md. */
const AUDIT_EXCEPTIONS = new Set([]);

const run = spawnSync(process.env.AUDIT_NPM || 'npm', ['audit', '--json', '--omit=optional'], {
  encoding: 'utf8',
  timeout: 120000,
});
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
// npm prints its failure as JSON too (the registry's 405 where it has no advisory endpoint): only a report with a
// vulnerabilities section means the advisories were looked up.
if (typeof report?.vulnerabilities !== 'object' || report.vulnerabilities === null) {
  const why = report?.statusCode
    ? `the registry's advisory endpoint answered ${report.statusCode}`
    : report?.message || report?.error?.code || `no readable report (npm exit ${run.status ?? run.error?.code})`;
  const offlineOk = process.env.AUDIT_OFFLINE_OK === '1';
  console.error(
    [
      '',
      '!!! npm audit could not reach an advisory service: dependencies NOT checked',
      `!!! why: ${why}`,
      '!!! No dependency was looked up; a package with a known high or critical advisory would pass unseen.',
      offlineOk
        ? '!!! AUDIT_OFFLINE_OK=1: this machine is known to have no advisory service, so the build goes on.'
        : '!!! Run it where the advisory endpoint answers, or set AUDIT_OFFLINE_OK=1 where none can (docs/security.md).',
      '',
    ].join('\n'),
  );
  process.exit(offlineOk ? 0 : 1);
}
const blocking = Object.values(report.vulnerabilities).filter(
  (v) =>
    ['high', 'critical'].includes(v.severity) &&
    !(v.via ?? []).every(
      (via) =>
        typeof via === 'object' &&
        AUDIT_EXCEPTIONS.has(
          String(via.url ?? '')
            .split('/')
            .pop(),
        ),
    ),
);
if (blocking.length) {
  console.error(
    `npm audit: ${blocking.length} high or critical: ${blocking.map((v) => `${v.name} (${v.severity})`).join(', ')}`,
  );
  process.exit(1);
}
console.log(`npm audit: no high or critical advisories (${Object.keys(report.vulnerabilities).length} lower)`);
