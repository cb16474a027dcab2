import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { failureLine } from './failure-line';

/**
 * Writes the unit-test counts, and each failure's name and first error line, to
 * test-results/frontend-unit.json for `npm test`'s summary.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const failures: string[] = [];
    for (const testModule of testModules) {
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) {
        counts.failed += 1;
        failures.push(`${testModule.moduleId}: ${failureLine(testModule.errors()[0]?.message)}`);
      }
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') counts.passed += 1;
        else if (result.state === 'failed') {
          counts.failed += 1;
          failures.push(`${test.fullName}: ${failureLine(result.errors[0]?.message)}`);
        } else counts.skipped += 1;
      }
    }
    const dir = path.resolve(import.meta.dirname, '../../test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'frontend-unit.json'),
      JSON.stringify({ 'frontend:unit': { ...counts, failures } }, null, 2),
    );
  }
}
