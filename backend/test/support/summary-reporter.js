// @ts-check
/**
 * Prints how many tests ran in each project (unit, api:sqlite, api:postgres) and writes
 * the counts to test-results/backend.json for the top-level test summary.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

class SummaryReporter {
  /**
   * @param {unknown} _contexts
   * @param {import('@jest/reporters').AggregatedResult} results
   */
  onRunComplete(_contexts, results) {
    /** @type {Record<string, {passed: number, failed: number, skipped: number}>} */
    const byProject = {};
    for (const file of results.testResults) {
      const name = String(file.displayName?.name ?? file.displayName ?? 'default');
      const row = (byProject[name] ??= { passed: 0, failed: 0, skipped: 0 });
      row.passed += file.numPassingTests;
      row.failed += file.numFailingTests + (file.testExecError ? 1 : 0);
      row.skipped += file.numPendingTests + file.numTodoTests;
    }
    const lines = Object.entries(byProject).map(
      ([name, r]) => `  ${name.padEnd(14)} ${r.passed} passed, ${r.failed} failed`,
    );
    process.stdout.write(`\nBackend tests by project:\n${lines.join('\n')}\n`);
    const dir = join(__dirname, '../../../test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'backend.json'), JSON.stringify(byProject, null, 2));
  }
}

module.exports = SummaryReporter;
