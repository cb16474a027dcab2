// @ts-check
/**
 * Prints how many tests ran in each project (unit, medium:*, api:*, infra) and how long
 * each took, and writes both to test-results/backend.json for the top-level summary.
 * Projects run side by side in the same workers, so a project's time is the span from
 * its first file's start to its last file's end; `fileSeconds` adds its files' own times.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

class SummaryReporter {
  /**
   * @param {unknown} _contexts
   * @param {import('@jest/reporters').AggregatedResult} results
   */
  onRunComplete(_contexts, results) {
    /** @type {Record<string, {passed: number, failed: number, skipped: number, seconds: number, fileSeconds: number, start: number, end: number}>} */
    const byProject = {};
    for (const file of results.testResults) {
      const name = String(file.displayName?.name ?? file.displayName ?? 'default');
      const row = (byProject[name] ??= {
        passed: 0,
        failed: 0,
        skipped: 0,
        seconds: 0,
        fileSeconds: 0,
        start: Infinity,
        end: 0,
      });
      row.passed += file.numPassingTests;
      row.failed += file.numFailingTests + (file.testExecError ? 1 : 0);
      row.skipped += file.numPendingTests + file.numTodoTests;
      const { start, end } = file.perfStats;
      if (start > 0 && end >= start) {
        row.start = Math.min(row.start, start);
        row.end = Math.max(row.end, end);
        row.fileSeconds += (end - start) / 1000;
      }
    }
    const summary = Object.fromEntries(
      Object.entries(byProject).map(([name, { start, end, ...r }]) => [
        name,
        {
          ...r,
          seconds: end > start ? Math.round((end - start) / 100) / 10 : 0,
          fileSeconds: Math.round(r.fileSeconds * 10) / 10,
        },
      ]),
    );
    const lines = Object.entries(summary).map(
      ([name, r]) =>
        `  ${name.padEnd(16)} ${r.passed} passed, ${r.failed} failed` +
        `  (${r.seconds} s, files ${r.fileSeconds} s)`,
    );
    process.stdout.write(`\nBackend tests by project:\n${lines.join('\n')}\n`);
    const dir = join(__dirname, '../../../test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'backend.json'), JSON.stringify(summary, null, 2));
  }
}

module.exports = SummaryReporter;
