import {test, expect} from '@playwright/test';
import {loadQueries, scoreGroups} from '../../scripts/lib/search-relevance.mjs';
import {SEARCH_SUGGESTION_LIMIT} from '../../config/constants';
import {builtSearchEngine, engineRanking} from '../support/search-engine';
import {root} from '../support/paths';

// The relevance suite (tests/search/queries.json) against the search engine on
// the built index, as the dropdown ranks it. Questions and symptoms are scored
// apart from keywords; the floors sit at or just under the measured figures so
// that relevance cannot silently regress.
const FLOORS = {
  keywords: {hit1: 0.93, hit3: 1, mrr: 0.96},
  questions: {hit1: 0.71, hit3: 0.85, mrr: 0.79},
  // The questions the engine was tuned on, and those written from the API brief and pages, blind to the engine, and never
  // used to tune it (the latest blind set: the sets before it were used to tune the engine and lost their mark).
  tunedQuestions: {hit1: 0.75, hit3: 0.91, mrr: 0.84},
  heldOutQuestions: {hit1: 0.56, hit3: 0.68, mrr: 0.65},
};

test('questions and keywords find their answers above the floors', async () => {
  const queries = loadQueries(root);
  const engine = builtSearchEngine();
  const rankings: string[][] = [];
  for (const query of queries as {q: string}[]) rankings.push(await engineRanking(engine, query.q, SEARCH_SUGGESTION_LIMIT));
  const groups = scoreGroups(queries, rankings);
  const table = Object.entries(groups)
    .map(
      ([name, g]) =>
        `${name} (${g.count}): hit@1 ${(g.hit1 * 100).toFixed(1)} %, hit@3 ${(g.hit3 * 100).toFixed(1)} %, MRR ${g.mrr.toFixed(3)}`,
    )
    .join('\n');
  test.info().annotations.push({type: 'relevance', description: table});
  console.log(table);
  expect(groups.tunedQuestions.count).toBeGreaterThanOrEqual(220);
  expect(groups.heldOutQuestions.count).toBeGreaterThanOrEqual(80);
  for (const [name, floor] of Object.entries(FLOORS)) {
    const group = groups[name as keyof typeof FLOORS];
    const misses = JSON.stringify(group.misses, null, 1);
    expect(group.hit1, `${name} hit@1; misses: ${misses}`).toBeGreaterThanOrEqual(floor.hit1);
    expect(group.hit3, `${name} hit@3; misses: ${misses}`).toBeGreaterThanOrEqual(floor.hit3);
    expect(group.mrr, `${name} MRR`).toBeGreaterThanOrEqual(floor.mrr);
  }
  // Identifiers, codes, operations and settings fields resolve to their home first.
  expect(groups.all.homeMisses).toEqual([]);
});
