// @ts-check
/** @type {import('jest').Config['transform']} */

// ts-jest, through a cache the three projects share (test/support/ts-jest-shared.js).
const transform = {
  '^.+\\.[tj]sx?$': [
    '<rootDir>/test/support/ts-jest-shared.js',
    { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false },
  ],
};
// Inversify 8 and wouter ship ESM only: let its files through the transform.
const transformIgnorePatterns = ['/node_modules/(?!(inversify|@inversifyjs|wouter|regexparam|@apidevtools)/)'];

// Jest's runtime with V8's code cache kept across a worker's test files (test/support/code-cache.js).
const runtime = '<rootDir>/test/support/jest-runtime-cached.js';
const node = { testEnvironment: 'node', transform, transformIgnorePatterns, runtime };
// One sandbox RSA pair for the whole run, before the workers start (test/support/sandbox-keys.ts); only the
// projects that start the sandbox pay for it.
const globalSetup = '<rootDir>/test/support/unit-global-setup.ts';

/**
 * Three projects (docs/testing.md): `core` is the framework-free use cases on fakes (the bench's "core tests",
 * under 5 s); `node` the sandbox, server and tooling; `ui` React in jsdom.
 * @type {import('jest').Config}
 */
const config = {
  // Jest's default on two cores is one worker (cores - 1). Two: the main process only hands out files and reports,
  // so a second worker keeps the second core busy.
  maxWorkers: 2,
  projects: [
    {
      ...node,
      displayName: 'core',
      testMatch: ['<rootDir>/test/core/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/fail-on-console.ts'],
    },
    {
      ...node,
      displayName: 'node',
      globalSetup,
      testMatch: ['<rootDir>/test/{sandbox,server,tooling}/**/*.test.ts'],
      // The core's tests run on fakes, never the sandbox, so only these projects check it against the contract.
      setupFilesAfterEnv: ['<rootDir>/test/support/fail-on-console.ts', '<rootDir>/test/support/contract.ts'],
    },
    {
      displayName: 'ui',
      runtime,
      globalSetup,
      testEnvironment: '<rootDir>/test/support/jsdom-environment.js',
      testMatch: ['<rootDir>/test/{ui,adapters}/**/*.test.ts?(x)'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: { '\\.css$': '<rootDir>/test/support/empty-module.ts' },
      setupFilesAfterEnv: [
        '<rootDir>/test/support/fail-on-console.ts',
        '<rootDir>/test/support/ui-setup.ts',
        '<rootDir>/test/support/contract.ts',
      ],
    },
  ],
};

module.exports = config;
