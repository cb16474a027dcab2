// @ts-check
/**
 * The cluster test (npm run test:cluster; ADR 067): one file that starts the whole
 * production shape on loopback (test/cluster/cluster.ts) from the built output. Apart from
 * the API suites' run (jest.config.js): its own PostgreSQL, one process, and its counts in
 * test-results/cluster.json for the top-level summary.
 */
const { projects } = require('./jest.config');

const infra = projects.find((p) => p.displayName === 'infra');

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 360_000,
  reporters: ['default', ['<rootDir>/test/support/summary-reporter.js', { file: 'cluster' }]],
  projects: [
    {
      ...infra,
      displayName: 'cluster',
      testMatch: ['<rootDir>/test/cluster/**/*.spec.ts'],
      globalSetup: undefined,
      globalTeardown: undefined,
    },
  ],
};
