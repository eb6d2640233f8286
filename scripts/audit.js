// Dependency gate (docs/security.md, "Dependencies"): `npm audit`, failing on any high or critical advisory not in
// AUDIT_EXCEPTIONS (each with its reason in docs/security.md). When no advisory service answers, nothing was checked:
// it says so loudly and fails, unless AUDIT_OFFLINE_OK=1 says this machine has none. AUDIT_NPM stands in for npm.
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
  report = undefined; // no report: said below
}
// npm prints its own failure as JSON too: only a report with a vulnerabilities section was looked up.
if (typeof report?.vulnerabilities !== 'object' || report.vulnerabilities === null) {
  const why = report?.statusCode
    ? `the registry's advisory endpoint answered ${report.statusCode}`
    : report?.message || report?.error?.code || `no readable report (npm exit ${run.status ?? run.error?.code})`;
  const offlineOk = process.env.AUDIT_OFFLINE_OK === '1';
  console.error(`
!!! npm audit could not reach an advisory service: dependencies NOT checked
!!! why: ${why}
!!! No dependency was looked up; a package with a known high or critical advisory would pass unseen.
!!! ${offlineOk ? 'AUDIT_OFFLINE_OK=1: this machine is known to have no advisory service, so the build goes on.' : 'Run it where the advisory endpoint answers, or set AUDIT_OFFLINE_OK=1 where none can (docs/security.md).'}
`);
  process.exit(offlineOk ? 0 : 1);
}
const excepted = (via) =>
  typeof via === 'object' &&
  AUDIT_EXCEPTIONS.has(
    String(via.url ?? '')
      .split('/')
      .pop(),
  );
const blocking = Object.values(report.vulnerabilities).filter(
  (v) => ['high', 'critical'].includes(v.severity) && !(v.via ?? []).every(excepted),
);
if (blocking.length) {
  console.error(
    `npm audit: ${blocking.length} high or critical: ${blocking.map((v) => `${v.name} (${v.severity})`).join(', ')}`,
  );
  process.exit(1);
}
console.log(`npm audit: no high or critical advisories (${Object.keys(report.vulnerabilities).length} lower)`);
