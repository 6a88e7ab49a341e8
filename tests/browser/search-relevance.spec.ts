import {test, expect} from '@playwright/test';
import {openWithSearch, suggestionUrls} from '../support/search';
import {loadQueries, score} from '../../scripts/lib/search-relevance.mjs';
import {START_PAGES} from '../../scripts/lib/search-bench.mjs';
import {root} from '../support/paths';

// The relevance suite (tests/search/queries.json) through the navbar dropdown,
// from each starting page of `npm run bench`. The floors sit a little under
// the figures in bench/RESULTS.md so that relevance cannot silently regress.
const FLOOR = {hit1: 0.85, hit3: 0.95, mrr: 0.9};
const queries = loadQueries(root);

test.describe.configure({timeout: 180_000});

for (const {name, route} of START_PAGES) {
  test(`relevance from the ${name} page stays above its floor`, async ({page}) => {
    await openWithSearch(page, route);
    const rankings: string[][] = [];
    for (const query of queries) rankings.push(await suggestionUrls(page, query.q));
    const result = score(queries, rankings);
    const misses = JSON.stringify(result.misses, null, 1);
    expect(result.hit1, misses).toBeGreaterThanOrEqual(FLOOR.hit1);
    expect(result.hit3, misses).toBeGreaterThanOrEqual(FLOOR.hit3);
    expect(result.mrr, misses).toBeGreaterThanOrEqual(FLOOR.mrr);
    // Identifiers, codes, operations and settings fields resolve to their home first.
    expect(result.homeMisses).toEqual([]);
  });
}
