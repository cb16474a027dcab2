import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { failureLine } from '../../test/failure-line';
import type {
  FullResult,
  Reporter,
  TestCase,
  TestError,
  TestResult,
} from '@playwright/test/reporter';

/**
 * Writes the browser-test counts, and each failure's place and first error line, to
 * test-results/frontend-e2e.json for `npm test`'s summary (a CI log is read from its end).
 */
export default class SummaryReporter implements Reporter {
  private readonly outcome = new Map<string, TestResult['status']>();
  private readonly failures = new Map<string, string>();
  private setupFailed = false;

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcome.set(test.id, result.status);
    if (result.status === 'passed' || result.status === 'skipped') {
      this.failures.delete(test.id);
      return;
    }
    const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
    this.failures.set(
      test.id,
      `${where} ${test.title}: ${failureLine(result.error?.message ?? result.status)}`,
    );
  }

  onError(error: TestError): void {
    this.setupFailed = true;
    this.failures.set('setup', `setup: ${failureLine(error.message ?? 'error')}`);
  }

  onEnd(result: FullResult): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const status of this.outcome.values()) {
      if (status === 'passed') counts.passed += 1;
      else if (status === 'skipped') counts.skipped += 1;
      else counts.failed += 1;
    }
    if (this.setupFailed || (result.status !== 'passed' && counts.failed === 0)) counts.failed += 1;
    const dir = path.resolve(import.meta.dirname, '../../../test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'frontend-e2e.json'),
      JSON.stringify(
        { 'frontend:e2e': { ...counts, failures: [...this.failures.values()] } },
        null,
        2,
      ),
    );
  }
}
