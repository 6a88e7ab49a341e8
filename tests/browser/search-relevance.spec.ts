import {test, expect} from '@playwright/test';
import {openWithSearch} from '../support/search';
import {SEARCH_SUGGESTION_LIMIT} from '../../config/constants';
import {builtSearchEngine, engineRanking} from '../support/search-engine';

// Relevance is scored in Node against the engine (tests/build/search-relevance.spec.ts);
// this checks that the dropdown lists exactly what the engine ranks, in its order.
const QUERIES = ['flush_task', 'cut off the current phrase when the user interrupts', 'sample rate', 'voise'];

test('the dropdown shows the engine’s results in the engine’s order', async ({page}) => {
  const engine = builtSearchEngine();
  const box = await openWithSearch(page, '/docs/quick-start');
  const options = page.locator('.navbar [role="listbox"] [role="option"]');
  for (const query of QUERIES) {
    const expected = engineRanking(engine, query, SEARCH_SUGGESTION_LIMIT);
    expect(expected.length, query).toBeGreaterThan(0);
    await box.fill(query);
    await expect(options).toHaveCount(expected.length);
    const shown = await options.locator('a').evaluateAll((links) => links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).hash)));
    expect(shown, query).toEqual(expected.map((url) => decodeURIComponent(url)));
  }
});
