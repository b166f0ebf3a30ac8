// One Jest run, three projects: pure server rules, server against a real PostgreSQL, and the client.
const swcServer = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// otplib's crypto and base32 (@noble, @scure) ship ES modules only: Node loads them with
// require(esm), Jest needs them compiled to CommonJS.
const serverTransform = {
  '^.+\\.ts$': swcServer,
  '/node_modules/(@noble|@scure)/.+\\.js$': swcServer,
};
const serverTransformIgnore = ['/node_modules/(?!(@noble|@scure)/)'];

const swcClient = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  // Lists the tests that did not run at the end of every run, and fails CI on any.
  reporters: ['default', '<rootDir>/scripts/jest-not-run-reporter.cjs'],
  projects: [
    {
      displayName: 'server-unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/src'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['\\.integration\\.test\\.ts$'],
      transform: serverTransform,
      transformIgnorePatterns: serverTransformIgnore,
    },
    {
      displayName: 'server-integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/src'],
      testMatch: ['**/*.integration.test.ts'],
      transform: serverTransform,
      transformIgnorePatterns: serverTransformIgnore,
      globalSetup: '<rootDir>/server/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/src/test/global-teardown.ts',
      // testTimeout is global-only in Jest (ignored inside a project): each project sets its own.
      setupFilesAfterEnv: ['<rootDir>/server/src/test/integration-setup.ts'],
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/client/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(ts|tsx)$': swcClient },
      setupFiles: ['<rootDir>/client/src/test/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/client/src/test/setup.ts'],
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/client/src/test/style-stub.ts',
        '\\?url$': '<rootDir>/client/src/test/style-stub.ts',
        '^.+/config/env$': '<rootDir>/client/src/test/env.ts',
      },
    },
  ],
};
