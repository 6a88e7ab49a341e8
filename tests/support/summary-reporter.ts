import fs from 'node:fs';
import path from 'node:path';
import type {FullConfig, FullResult, Reporter, Suite, TestCase, TestResult} from '@playwright/test/reporter';

/** Where `npm test` leaves its timings for `npm run bench`. */
export const LAST_RUN_FILE = path.resolve(__dirname, '../../bench/tmp/last-test-run.json');

type Outcome = 'passed' | 'failed' | 'skipped';
type Counts = Record<Outcome, number>;
type Span = {start: number; end: number};
type Duration = {title: string; ms: number};

interface SummaryOptions {
  /** Write this run's results to this file instead of the line (TEST_SUMMARY_PART). */
  part?: string;
  /** Count in the results another run writes to this file (TEST_SUMMARY_EARLIER). */
  earlier?: string;
  /** When the suite started (TEST_SUITE_STARTED_MS): the run is recorded in `recordFile`. */
  suiteStartedMs?: number;
  /** What was passed to `playwright test`: a run given arguments runs some tests, not the suite. */
  testArguments: string[];
  recordFile: string;
  print: (text: string) => void;
}

/** What a run that is one part of the suite leaves for the run that reports the whole (see scripts/test.sh). */
interface Part {
  counts: Counts;
  started: number;
  spans: Record<string, Span>;
  durations: Duration[];
}

/**
 * Ends every run with one machine-readable line: `N passed, N failed`. Under
 * `npm test` (scripts/test.sh sets TEST_SUITE_STARTED_MS) it also records the
 * suite's time, each project's span and the slowest tests in LAST_RUN_FILE.
 *
 * `npm test` runs the unit and example tests beside the site's build, in a run of their own:
 * that run (TEST_SUMMARY_PART set) writes its results to a file instead of the line; the run after the build
 * (TEST_SUMMARY_EARLIER set) waits for that run to end, prints its log and counts it in the line.
 */
export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, Outcome>();
  private spans = new Map<string, Span>();
  private durations: Duration[] = [];
  private started = Date.now();
  private options: SummaryOptions;

  /** Options given here (tests/unit/summary-reporter.spec.ts) replace those scripts/test.sh sets in the environment. */
  constructor(options: Partial<SummaryOptions> = {}) {
    this.options = {
      part: process.env.TEST_SUMMARY_PART,
      earlier: process.env.TEST_SUMMARY_EARLIER,
      suiteStartedMs: process.env.TEST_SUITE_STARTED_MS ? Number(process.env.TEST_SUITE_STARTED_MS) : undefined,
      testArguments: process.argv.slice(process.argv.indexOf('test') + 1),
      recordFile: LAST_RUN_FILE,
      print: (text) => console.log(text),
      ...options,
    };
  }

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

  async onEnd(result: FullResult): Promise<void> {
    const counts: Counts = {passed: 0, failed: 0, skipped: 0};
    for (const outcome of this.outcomes.values()) counts[outcome] += 1;
    if (result.status !== 'passed' && counts.failed === 0) counts.failed = 1;
    const part: Part = {counts, started: this.started, spans: Object.fromEntries(this.spans), durations: this.durations};
    const {part: partFile, earlier, suiteStartedMs, testArguments, recordFile, print} = this.options;
    if (partFile) {
      fs.writeFileSync(partFile, JSON.stringify(part));
      return;
    }
    const whole = earlier ? merge(part, await earlierPart(earlier, print)) : part;
    const skipped = whole.counts.skipped ? ` (${whole.counts.skipped} skipped)` : '';
    print(`\n${whole.counts.passed} passed, ${whole.counts.failed} failed${skipped}`);
    // Only a run of the whole suite is recorded: a run of some tests (the bench's accessibility crawl) keeps the record.
    if (suiteStartedMs === undefined || (!earlier && testArguments.length > 0)) return;
    // The run after the build is given the other projects by scripts/test.sh: together the two are the whole suite.
    record(recordFile, whole, suiteStartedMs, earlier ? [] : testArguments);
  }

  printsToStdio(): boolean {
    return false;
  }
}

/**
 * The earlier run's results once it has ended (scripts/test.sh writes `<file>.exit` then), after its log.
 * A run that ended without results counts as one failure.
 */
async function earlierPart(file: string, print: (text: string) => void): Promise<Part> {
  while (!fs.existsSync(`${file}.exit`)) await new Promise((resolve) => setTimeout(resolve, 500));
  const log = `${file}.log`;
  if (fs.existsSync(log)) print(`\n==> The unit and example tests, run beside the build\n${fs.readFileSync(log, 'utf8').trimEnd()}`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Part;
  print(`The unit and example tests ended with status ${fs.readFileSync(`${file}.exit`, 'utf8').trim()} and no results.`);
  return {counts: {passed: 0, failed: 1, skipped: 0}, started: Date.now(), spans: {}, durations: []};
}

function merge(a: Part, b: Part): Part {
  return {
    counts: {
      passed: a.counts.passed + b.counts.passed,
      failed: a.counts.failed + b.counts.failed,
      skipped: a.counts.skipped + b.counts.skipped,
    },
    started: Math.min(a.started, b.started),
    spans: {...a.spans, ...b.spans},
    durations: [...a.durations, ...b.durations],
  };
}

function record(file: string, run: Part, suiteStartedMs: number, testArguments: string[]): void {
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  const now = Date.now();
  const recorded = {
    finished: new Date(now).toISOString(),
    arguments: testArguments,
    ...run.counts,
    suiteSeconds: seconds(now - suiteStartedMs),
    testsSeconds: seconds(now - run.started),
    projects: Object.fromEntries(Object.entries(run.spans).map(([name, span]) => [name, seconds(span.end - span.start)])),
    slowest: run.durations
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map((d) => ({title: d.title, seconds: seconds(d.ms)})),
  };
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
}
