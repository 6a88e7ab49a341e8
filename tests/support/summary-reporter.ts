import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** Ends every run with one machine-readable line: `N passed, N failed`. */
export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, 'passed' | 'failed' | 'skipped'>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const outcome = test.outcome();
    if (outcome === 'skipped') this.outcomes.set(test.id, 'skipped');
    else if (outcome === 'expected' || outcome === 'flaky') this.outcomes.set(test.id, 'passed');
    else if (result.retry >= test.retries) this.outcomes.set(test.id, 'failed');
  }

  onEnd(result: FullResult): void {
    const counts = {passed: 0, failed: 0, skipped: 0};
    for (const outcome of this.outcomes.values()) counts[outcome] += 1;
    if (result.status !== 'passed' && counts.failed === 0) counts.failed = 1;
    const skipped = counts.skipped ? ` (${counts.skipped} skipped)` : '';
    console.log(`\n${counts.passed} passed, ${counts.failed} failed${skipped}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
