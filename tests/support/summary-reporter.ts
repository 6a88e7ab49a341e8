import fs from 'node:fs';
import path from 'node:path';
import type {FullConfig, FullResult, Reporter, Suite, TestCase, TestResult} from '@playwright/test/reporter';

/** Where `npm test` leaves its timings for `npm run bench`. */
export const LAST_RUN_FILE = path.resolve(__dirname, '../../bench/tmp/last-test-run.json');

/**
 * Ends every run with one machine-readable line: `N passed, N failed`. Under
 * `npm test` (scripts/test.sh sets TEST_SUITE_STARTED_MS) it also records the
 * suite's time, each project's span and the slowest tests in LAST_RUN_FILE.
 */
export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, 'passed' | 'failed' | 'skipped'>();
  private spans = new Map<string, {start: number; end: number}>();
  private durations: {title: string; ms: number}[] = [];
  private started = Date.now();

  onBegin(_config: FullConfig, _suite: Suite): void {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const outcome = test.outcome();
    if (outcome === 'skipped') this.outcomes.set(test.id, 'skipped');
    else if (outcome === 'expected' || outcome === 'flaky') this.outcomes.set(test.id, 'passed');
    else if (result.retry >= test.retries) this.outcomes.set(test.id, 'failed');

    const project = test.parent.project()?.name ?? '';
    const start = result.startTime.getTime();
    const span = this.spans.get(project) ?? {start, end: start};
    this.spans.set(project, {start: Math.min(span.start, start), end: Math.max(span.end, start + result.duration)});
    this.durations.push({title: `[${project}] ${test.titlePath().slice(2).join(' › ')}`, ms: result.duration});
  }

  onEnd(result: FullResult): void {
    const counts = {passed: 0, failed: 0, skipped: 0};
    for (const outcome of this.outcomes.values()) counts[outcome] += 1;
    if (result.status !== 'passed' && counts.failed === 0) counts.failed = 1;
    const skipped = counts.skipped ? ` (${counts.skipped} skipped)` : '';
    console.log(`\n${counts.passed} passed, ${counts.failed} failed${skipped}`);
    if (process.env.TEST_SUITE_STARTED_MS) this.record(counts);
  }

  private record(counts: Record<string, number>): void {
    const seconds = (ms: number) => Math.round(ms / 100) / 10;
    const now = Date.now();
    const run = {
      finished: new Date(now).toISOString(),
      arguments: process.argv.slice(process.argv.indexOf('test') + 1),
      ...counts,
      suiteSeconds: seconds(now - Number(process.env.TEST_SUITE_STARTED_MS)),
      testsSeconds: seconds(now - this.started),
      projects: Object.fromEntries([...this.spans].map(([name, span]) => [name, seconds(span.end - span.start)])),
      slowest: this.durations
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 10)
        .map((d) => ({title: d.title, seconds: seconds(d.ms)})),
    };
    fs.mkdirSync(path.dirname(LAST_RUN_FILE), {recursive: true});
    fs.writeFileSync(LAST_RUN_FILE, `${JSON.stringify(run, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
