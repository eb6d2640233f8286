// @ts-check
// The browser smoke on real nginx (docs/deploy.md): Debian's nginx serves dist/ with the configuration
// `npm run build` writes, the API and the sandbox's pages proxied to a sandbox-only server; the preview server
// runs beside it for the header comparison. Needs `npm run build && npm run build:server` and nginx (.ci/run).
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'nginx',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/nginx/**/*.e2e.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }] },
  globalSetup: '<rootDir>/test/nginx/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/nginx/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 1,
};
