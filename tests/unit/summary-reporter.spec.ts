import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {FullResult, TestCase, TestResult} from '@playwright/test/reporter';
import SummaryReporter from '../support/summary-reporter';

// `npm test` runs the unit and example tests beside the build and the other projects after it (scripts/test.sh);
// the last line counts both runs.

/** One finished test of `project` as Playwright reports it. */
function finished(reporter: SummaryReporter, project: string, title: string, outcome: 'expected' | 'unexpected' | 'skipped') {
  const testCase = {
    id: `${project}/${title}`,
    retries: 0,
    outcome: () => outcome,
    parent: {project: () => ({name: project})},
    titlePath: () => ['', project, title],
  } as unknown as TestCase;
  reporter.onTestEnd(testCase, {retry: 0, startTime: new Date(), duration: 10} as TestResult);
}

const status = (failed: boolean) => ({status: failed ? 'failed' : 'passed'}) as FullResult;

/** Every option given, so that none comes from the environment of the `npm test` running this file. */
const noEnvironment = {part: undefined, earlier: undefined, suiteStartedMs: undefined, testArguments: []};

test('the run after the build waits for the run beside it, shows its log and counts its tests in the last line', async () => {
  const dir = test.info().outputPath('parts');
  fs.mkdirSync(dir, {recursive: true});
  const early = path.join(dir, 'early.json');
  const printed: string[] = [];
  const options = {...noEnvironment, print: (text: string) => printed.push(text)};

  const beside = new SummaryReporter({...options, part: early});
  finished(beside, 'unit', 'a', 'expected');
  finished(beside, 'unit', 'b', 'unexpected');
  finished(beside, 'examples', 'c', 'expected');
  await beside.onEnd(status(true));
  expect(printed, 'the part prints no line of its own').toEqual([]);

  const after = new SummaryReporter({...options, earlier: early});
  finished(after, 'browser', 'd', 'expected');
  finished(after, 'browser', 'e', 'skipped');
  let ended = false;
  const ending = after.onEnd(status(false)).then(() => (ended = true));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(ended, 'it waits until the run beside the build has ended').toBe(false);
  fs.writeFileSync(`${early}.log`, '  ✓ unit a\n  ✘ unit b\n');
  fs.writeFileSync(`${early}.exit`, '1\n');
  await ending;
  expect(printed[0]).toContain('✘ unit b');
  expect(printed.at(-1)).toBe('\n3 passed, 1 failed (1 skipped)');
});

test('a run beside the build that ended without results counts as one failure', async () => {
  const dir = test.info().outputPath('crashed');
  fs.mkdirSync(dir, {recursive: true});
  const early = path.join(dir, 'early.json');
  fs.writeFileSync(`${early}.exit`, '134\n');
  const printed: string[] = [];
  const after = new SummaryReporter({...noEnvironment, earlier: early, print: (text) => printed.push(text)});
  finished(after, 'browser', 'a', 'expected');
  await after.onEnd(status(false));
  expect(printed).toEqual(['The unit and example tests ended with status 134 and no results.', '\n1 passed, 1 failed']);
});

test('only a run of the whole suite is recorded for npm run bench: a run of some tests keeps the record', async () => {
  const dir = test.info().outputPath('record');
  fs.mkdirSync(dir, {recursive: true});
  const recordFile = path.join(dir, 'last-test-run.json');
  const run = async (testArguments: string[], title: string, earlier?: string) => {
    const reporter = new SummaryReporter({
      ...noEnvironment,
      suiteStartedMs: Date.now(),
      testArguments,
      recordFile,
      earlier,
      print: () => {},
    });
    finished(reporter, 'browser', title, 'expected');
    await reporter.onEnd(status(false));
  };
  const recorded = () =>
    JSON.parse(fs.readFileSync(recordFile, 'utf8')) as {arguments: string[]; passed: number; slowest: {title: string}[]};

  await run([], 'whole');
  expect(recorded()).toMatchObject({arguments: [], passed: 1, slowest: [{title: '[browser] whole'}]});

  await run(['--project', 'a11y'], 'some');
  expect(recorded().slowest[0].title, 'a run given arguments leaves the record as it was').toBe('[browser] whole');

  // scripts/test.sh names the projects of the run after the build: with the run beside the build, that is the suite.
  const early = path.join(dir, 'early.json');
  const beside = new SummaryReporter({...noEnvironment, part: early});
  finished(beside, 'unit', 'beside', 'expected');
  await beside.onEnd(status(false));
  fs.writeFileSync(`${early}.exit`, '0\n');
  await run(['--project', 'build', '--project', 'browser'], 'after', early);
  expect(recorded()).toMatchObject({arguments: [], passed: 2});
  expect(
    recorded()
      .slowest.map(({title}) => title)
      .sort(),
  ).toEqual(['[browser] after', '[unit] beside']);
});
