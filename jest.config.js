// @ts-check
/** @type {import('jest').Config['transform']} */

const transform = {
  '^.+\\.[tj]sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
};
// Inversify 8 and wouter ship ESM only: let its files through the transform.
const transformIgnorePatterns = ['/node_modules/(?!(inversify|@inversifyjs|wouter|regexparam|@apidevtools)/)'];

/** @type {import('jest').Config} */
const config = {
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/{core,sandbox,server,tooling}/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/test/support/fail-on-console.ts', '<rootDir>/test/support/contract.ts'],
    },
    {
      displayName: 'ui',
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
