// @ts-check
// The cross-engine smoke (docs/testing.md, "Other engines"): the main journeys in Debian's Firefox ESR (puppeteer-core
// over WebDriver BiDi) and WebKitGTK (selenium-webdriver and WebKitWebDriver, under xvfb-run), on the production
// build, each file with its own preview server and sandbox (the browser suite's set-up). One file per engine, both at
// once: most of a journey is waiting on the page.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'engines',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/engines/**/*.e2e.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }] },
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
  setupFiles: ['<rootDir>/test/e2e/support/worker-portal.ts'],
  testTimeout: 150000,
  maxWorkers: 2,
};
