// @ts-check
/**
 * Prints how many tests ran in each project (unit, medium:*, api:*, infra) and how long
 * each took, and writes both to test-results/backend.json for the top-level summary
 * (test-results/$PRISM_TEST_SUMMARY.json when set: npm test runs the infra project in a
 * Jest run of its own; cluster.json for the cluster run).
 * Projects run side by side in the same workers, so a project's time is the span from
 * its first file's start to its last file's end; `fileSeconds` adds its files' own times.
 */
const { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

/**
 * Where openapi-answers.ts leaves each test file's count of answers it checked: one folder
 * per run (workers inherit the variable), so two runs side by side do not mix counts.
 */
const ANSWER_COUNTS_DIR = join(
  __dirname,
  '../../../test-results/openapi-answers',
  String(process.pid),
);

class SummaryReporter {
  /**
   * @param {unknown} _globalConfig
   * @param {{ file?: string }} [options] the summary's name: backend (default) or cluster
   */
  constructor(_globalConfig, options = {}) {
    this.file = options.file ?? process.env.PRISM_TEST_SUMMARY ?? 'backend';
  }

  onRunStart() {
    rmSync(ANSWER_COUNTS_DIR, { recursive: true, force: true });
    process.env.PRISM_ANSWER_COUNTS_DIR = ANSWER_COUNTS_DIR;
  }

  /**
   * @param {unknown} _contexts
   * @param {import('@jest/reporters').AggregatedResult} results
   */
  onRunComplete(_contexts, results) {
    /** @type {Record<string, {passed: number, failed: number, skipped: number, seconds: number, fileSeconds: number, start: number, end: number, failures: string[]}>} */
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
        failures: [],
      });
      const where = relative(process.cwd(), file.testFilePath);
      if (file.testExecError) {
        row.failures.push(`${where}: ${firstLine(file.testExecError.message)}`);
      }
      for (const test of file.testResults) {
        if (test.status === 'failed') {
          row.failures.push(
            `${where} ${test.fullName}: ${firstLine(test.failureMessages[0] ?? 'failed')}`,
          );
        }
      }
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
    const answers = answerCounts();
    rmSync(ANSWER_COUNTS_DIR, { recursive: true, force: true });
    if (answers.checked > 0) {
      process.stdout.write(
        `OpenAPI answers checked: ${answers.checked}, failed: ${answers.failed}\n`,
      );
    }
    const dir = join(__dirname, '../../../test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${this.file}.json`), JSON.stringify(summary, null, 2));
  }
}

/**
 * The first line of an error, without terminal colours: a failure's name in the summary.
 * @param {string} message
 */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return plain.split('\n')[0].slice(0, 300);
}

/** @returns {{checked: number, failed: number}} */
function answerCounts() {
  const total = { checked: 0, failed: 0 };
  let files = [];
  try {
    files = readdirSync(ANSWER_COUNTS_DIR);
  } catch {
    return total;
  }
  for (const file of files) {
    /** @type {{checked: number, failed: number}} */
    const counts = JSON.parse(readFileSync(join(ANSWER_COUNTS_DIR, file), 'utf8'));
    total.checked += counts.checked;
    total.failed += counts.failed;
  }
  return total;
}

module.exports = SummaryReporter;
