// @ts-check
const { batchesOf } = require('./test/support/batches');
/**
 * One run: unit tests, the medium and API suites once per database, and infra. The
 * projects that need PostgreSQL share one global setup, which Jest runs once per run: one
 * server for all of them, a fresh database per test file copied from a migrated template.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
const base = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc, '/node_modules/(@scure|@noble)/.+\\.js$': swc },
  // otplib's plugins need @scure/base and @noble/hashes, which ship as ES modules only:
  // Node loads them natively (require of ESM), Jest's sandbox needs them as CommonJS.
  transformIgnorePatterns: ['^(?!.*/node_modules/(@scure|@noble)/).*/node_modules/'],
  moduleNameMapper: {
    '^@prism/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@prism/contracts/(.+)$': '<rootDir>/../contracts/src/$1.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/test/support/fail-on-console-error.ts'],
};

/**
 * npm test runs the API and medium files in batches that share one module registry
 * (test/support/batches.js): the same tests, about a third of the CPU. Without it (a
 * targeted run), each file runs on its own.
 */
const BATCHED = process.env.PRISM_TEST_BATCHES === '1';
const api = `${__dirname}/test/api`;
const medium = `${__dirname}/test/medium`;

/** @type {import('jest').Config} */
module.exports = {
  // A bound against hangs, not a speed check, the same for every file (a batch's files
  // share one): API tests start the real app and hash passwords, and the longest tests
  // (the JSON fuzzer's runs, the demo seed's pictures, a scheduler's due time) took
  // minutes on two busy cores.
  testTimeout: 300_000,
  // npm test runs several workers (ADR 039); a worker that has started many apps is
  // replaced rather than left to grow.
  workerIdleMemoryLimit: '1GB',
  // A worker asked to end gets this long to exit on its own before Jest kills it and
  // warns of a leak. Jest's 500 ms was too short on two busy cores: workers whose only
  // handles left were their own stdio and IPC pipes still reached their natural exit up
  // to 1.5 s later, and were reported as leaking (ADR 074). A real leak (a timer, socket
  // or server left open) still keeps a worker alive past this and is still reported.
  workerGracefulExitTimeout: 5_000,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  testSequencer: '<rootDir>/test/support/test-sequencer.js',
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...base,
      displayName: 'api:sqlite',
      testMatch: BATCHED
        ? batchesOf({ name: 'api-sqlite', folder: api, suffix: '.e2e.ts', count: 8 })
        : ['<rootDir>/test/api/**/*.e2e.ts'],
      setupFiles: ['<rootDir>/test/support/use-sqlite.ts'],
    },
    {
      ...base,
      displayName: 'api:postgres',
      testMatch: BATCHED
        ? batchesOf({ name: 'api-postgres', folder: api, suffix: '.e2e.ts', count: 8 })
        : ['<rootDir>/test/api/**/*.e2e.ts'],
      setupFiles: ['<rootDir>/test/support/use-postgres.ts'],
      globalSetup: '<rootDir>/test/support/postgres-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/postgres-global-teardown.ts',
    },
    // Medium tier: services on a real database, fresh per test file, no HTTP.
    {
      ...base,
      displayName: 'medium:sqlite',
      testMatch: BATCHED
        ? batchesOf({ name: 'medium-sqlite', folder: medium, suffix: '.medium.ts', count: 1 })
        : ['<rootDir>/test/medium/**/*.medium.ts'],
      setupFiles: ['<rootDir>/test/support/use-sqlite.ts'],
    },
    {
      ...base,
      displayName: 'medium:postgres',
      testMatch: BATCHED
        ? batchesOf({ name: 'medium-postgres', folder: medium, suffix: '.medium.ts', count: 1 })
        : ['<rootDir>/test/medium/**/*.medium.ts'],
      setupFiles: ['<rootDir>/test/support/use-postgres.ts'],
      globalSetup: '<rootDir>/test/support/postgres-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/postgres-global-teardown.ts',
    },
    {
      ...base,
      // Production shape: compose, .env.example and Dockerfile checks; the built server as
      // a child process (shutdown, logs); backup and restore on both databases.
      displayName: 'infra',
      testMatch: ['<rootDir>/test/infra/**/*.spec.ts'],
      // Built servers start as child processes; on two busy cores a start has taken over a
      // minute. The bounds are against hangs, not speed checks.
      testTimeout: 300_000,
      globalSetup: '<rootDir>/test/support/postgres-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/postgres-global-teardown.ts',
    },
  ],
};
