import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Writes the browser-test counts to test-results/frontend-e2e.json for `npm test`. */
export default class SummaryReporter implements Reporter {
  private readonly outcome = new Map<string, TestResult['status']>();
  private setupFailed = false;

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcome.set(test.id, result.status);
  }

  onError(): void {
    this.setupFailed = true;
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
      JSON.stringify({ 'frontend:e2e': counts }, null, 2),
    );
  }
}
