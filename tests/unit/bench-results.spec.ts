import {test, expect} from '@playwright/test';
import {withRows} from '../../scripts/bench/table.mjs';

// `npm run bench -- --only suite` (and `--only links`) rewrite their rows of the first table of bench/RESULTS.md.

const RESULTS = [
  '# Benchmark results',
  '',
  '| Area | Measure | Result | Target |',
  '|---|---|---|---|',
  '| Build | Size | 20 MB |  |',
  '| Tests | Whole run | 6.7 min | ≤ 6 min |',
  '| Tests | Slow test | 20 s |  |',
  '| Serving | Guide | 1 ms |  |',
  '',
  '## Later',
  '',
  '| Area | Measure | Result | Target |',
  '|---|---|---|---|',
  '| Tests | Elsewhere | kept |  |',
  '',
].join('\n');

test('the rows of an area replace its old rows in place, and the other rows and tables stay', () => {
  const rows = [
    {area: 'Tests', measure: 'Whole run', value: '11.3 min', target: '≤ 6 min'},
    {area: 'Loop', measure: 'not this area', value: 'x', target: ''},
  ];
  const before = ['| Tests | Whole run | 6.7 min | ≤ 6 min |', '| Tests | Slow test | 20 s |  |'].join('\n');
  expect(RESULTS).toContain(before);
  expect(withRows(RESULTS, 'Tests', rows)).toBe(RESULTS.replace(before, '| Tests | Whole run | 11.3 min | ≤ 6 min |'));
});

test('an area the table does not have yet goes at its end', () => {
  const lines = withRows(RESULTS, 'Loop', [{area: 'Loop', measure: 'Broken link', value: '27 s', target: ''}]).split('\n');
  expect(lines.slice(4, 9)).toEqual([
    '| Build | Size | 20 MB |  |',
    '| Tests | Whole run | 6.7 min | ≤ 6 min |',
    '| Tests | Slow test | 20 s |  |',
    '| Serving | Guide | 1 ms |  |',
    '| Loop | Broken link | 27 s |  |',
  ]);
});
