import {test, expect} from '../support/test';
import {openWithSearch, suggestionUrls} from '../support/search';
import {gotoHydrated} from '../support/browser';
import {SEARCH_SUGGESTION_LIMIT} from '../../config/constants';
import {ROW_SEPARATOR} from '../../src/plugins/search-index/shared/format';
import {answers, loadQueries} from '../../scripts/lib/search-relevance.mjs';
import {builtSearchEngine, engineRanking} from '../support/search-engine';
import {root} from '../support/paths';

// Relevance is scored in Node against the engine (tests/build/search-relevance.spec.ts);
// this checks that the dropdown lists what the engine ranks, in its order, and
// that a table row's first cell (a field name) is shown whole.
const QUERIES = ['flush_task', 'cut off the current phrase when the user interrupts', 'filler phrases', 'voise'];
// Questions as readers type them, from the relevance suite (tests/search/queries.json, which holds their answers).
const QUESTIONS = [
  'cut off the current phrase when the user interrupts',
  'when all the translated audio has been sent',
  'too many requests',
];

test.describe.configure({timeout: 120_000});

test('the dropdown shows the engine’s results in the engine’s order, field names whole', async ({page}) => {
  const engine = builtSearchEngine();
  await openWithSearch(page, '/docs/quick-start');
  const titles = page.locator('.navbar [role="listbox"] [role="option"] [class*="hitTitle"]');
  let rows = 0;
  for (const query of QUERIES) {
    const expected = await engineRanking(engine, query, SEARCH_SUGGESTION_LIMIT);
    expect(expected.length, query).toBeGreaterThan(0);
    expect(await suggestionUrls(page, query), query).toEqual(expected);
    const shown = await titles.allInnerTexts();
    (await engine.engine.complete((search) => search.plain(query, SEARCH_SUGGESTION_LIMIT), engine.load)).forEach((result, i) => {
      const [name, rest] = result.document.t.split(ROW_SEPARATOR);
      if (rest === undefined) return;
      rows += 1;
      expect(shown[i], `${query}, suggestion ${i + 1}`).toMatch(
        new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${ROW_SEPARATOR}`),
      );
    });
  }
  // The queries reach long field names (data.pipeline.transcription.advanced.filler_phrases.…).
  expect(rows).toBeGreaterThan(0);
});

test('a question’s answer is the first suggestion and the first result on the search page', async ({page}) => {
  const suite = loadQueries(root) as {q: string; answers: string[]}[];
  const answerOf = (question: string) => suite.find((query) => query.q === question)!.answers;
  const isAnswer = (question: string, url: string) => answerOf(question).some((answer) => answers(url, answer));
  const box = await openWithSearch(page, '/docs/quick-start');
  for (const question of QUESTIONS) {
    await suggestionUrls(page, question);
    // Enter opens the first suggestion.
    await box.press('Enter');
    await expect.poll(() => isAnswer(question, page.url()), `${question}: Enter opened ${page.url()}`).toBe(true);
    await gotoHydrated(page, '/docs/quick-start');
    await box.focus();
  }
  const firstResult = page.locator('#__docusaurus_skipToContent_fallback [class*="searchResultItem"] h2 a').first();
  for (const question of QUESTIONS) {
    await gotoHydrated(page, `/search?q=${encodeURIComponent(question)}`);
    await expect(firstResult).toBeVisible();
    const href = (await firstResult.getAttribute('href')) ?? '';
    expect(isAnswer(question, href), `${question}: first result ${href}`).toBe(true);
  }
});
