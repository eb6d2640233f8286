// @ts-check
// Browser tests: Debian's Chromium driven by playwright-core against `npm run preview` (the production bundle).
// Four workers, each with its own preview server and sandbox (support/global-setup.ts): most of a browser test is
// waiting on the page or the sandbox (the suite used a third of one core over its run with two), so four files at
// once on two cores still mostly wait (docs/adr/0028-browser-tests-in-parallel.md). E2E_WORKERS overrides (1 runs
// them one after another).
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }] },
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
  setupFiles: ['<rootDir>/test/e2e/support/worker-portal.ts'],
  testSequencer: '<rootDir>/test/e2e/support/sequencer.js',
  testTimeout: 60000,
  maxWorkers: Number(process.env.E2E_WORKERS) || 4,
};
