import {test, expect, type Locator, type Page, type Route} from '../support/test';
import {gotoHydrated, watchConsole} from '../support/browser';
import {openWithSearch, suggestionUrls} from '../support/search';
import {recordSearchWorker} from '../../scripts/lib/search-relevance.mjs';
import {builtSearchEngine, engineRanking} from '../support/search-engine';
import {SEARCH_SUGGESTION_LIMIT} from '../../config/constants';

const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';
const mainContent = '#__docusaurus_skipToContent_fallback';

test('Ctrl/Cmd+K focuses the search box and suggestions are capped at 8', {tag: '@server'}, async ({page}) => {
  await gotoHydrated(page, '/');
  const box = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
  await expect(box).not.toBeFocused();
  await page.keyboard.press(`${modifier}+k`);
  await expect(box).toBeFocused();
  await box.pressSequentially('the', {delay: 30});
  const suggestions = page.locator('[role="listbox"] [role="option"]');
  await expect(suggestions.first()).toBeVisible();
  const count = await suggestions.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(8);
});

const isIndexRequest = (url: string) => /^\/search-manifest\.json$|^\/assets\/search\/\w+\.\w+\.json$/.test(new URL(url).pathname);
const searchBox = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});

test('Ctrl/Cmd+K pressed before the page is interactive focuses the search box, which then searches', async ({page}) => {
  // The page's scripts are held back, so the only shortcut handler is the one in the server's HTML.
  const held: Route[] = [];
  await page.route(/\/assets\/js\/.+\.js$/, (route) => void held.push(route));
  await page.goto('/docs/quick-start', {waitUntil: 'commit'});
  await expect(searchBox(page)).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
  await page.keyboard.press(`${modifier}+k`);
  await expect(searchBox(page)).toBeFocused();
  // Scripts requested from now on pass straight through; the held ones go on.
  await page.route(/\/assets\/js\/.+\.js$/, (route) => route.continue());
  for (const route of held) await route.continue();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('voice');
  await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible();
});

const intents: [string, (page: Page) => Promise<void>][] = [
  ['pointer over the search box', (page) => page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).hover()],
  ['keyboard focus on the search box', (page) => page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).focus()],
  ['Ctrl/Cmd+K', (page) => page.keyboard.press(`${modifier}+k`)],
];

for (const [intent, reach] of intents) {
  test(`a guide downloads no search index until the reader reaches for search (${intent})`, async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isIndexRequest(request.url())) requested.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/docs/quick-start');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await reach(page);
    // The pointer (read by the page and by the worker) and the manifest only: term shards, names and documents
    // load with a query.
    await expect
      .poll(() => [...new Set(requested)].sort())
      .toEqual([expect.stringMatching(/^\/assets\/search\/manifest\.\w+\.json$/), '/search-manifest.json']);
    const box = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
    await box.focus();
    await box.pressSequentially('voice', {delay: 30});
    await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible();
  });
}

test('the search worker loads the index as soon as it runs, before the page sends it anything', async ({page}) => {
  // A starting worker gets the page's messages only when the page's main thread is free, and the page is busy
  // setting up the dropdown at that moment: the worker must not wait for the page's first message.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await gotoHydrated(page, '/docs/quick-start');
  await searchBox(page).hover();
  await expect.poll(() => workers.length).toBe(1);
  await gotoHydrated(page, '/docs/quick-start');
  await page.waitForLoadState('networkidle');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isIndexRequest(request.url())) requested.push(new URL(request.url()).pathname);
  });
  // The search bar's worker, started by hand: nothing is ever posted to it.
  await page.evaluate((url) => void new Worker(url), workers[0]);
  await expect.poll(() => requested).toEqual(['/search-manifest.json', expect.stringMatching(/^\/assets\/search\/manifest\.\w+\.json$/)]);
});

/** The term shards, names, documents and reader vocabulary the page requests from now on, as site-relative paths. */
function indexPartsRequested(page: Page): string[] {
  const parts: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (/^\/assets\/search\/(terms|docs|names|vocabulary)\./.test(pathname)) parts.push(pathname.slice(1));
  });
  return parts;
}

test('a query in the dropdown fetches the term shards, names and documents it reads, as the engine loads them', async ({page}) => {
  const query = 'upload glossary';
  const engine = builtSearchEngine();
  const expected = await engineRanking(engine, query, SEARCH_SUGGESTION_LIMIT);
  const parts = indexPartsRequested(page);
  await openWithSearch(page, '/docs/quick-start');
  // Filled in one input event, so the dropdown runs this query only.
  expect(await suggestionUrls(page, query)).toEqual(expected);
  expect(parts.sort()).toEqual([...engine.loaded].sort());
  // The words sit in two shards of the vocabulary.
  expect(parts.filter((part) => part.includes('/terms.')).length).toBeGreaterThanOrEqual(2);
});

/**
 * Opens a guide with the worker's answers recorded, focuses the search box and holds the index manifest's response;
 * returns once the dropdown is set up, which it is while the manifest is still on its way.
 */
async function searchWithManifestHeld(page: Page): Promise<{box: Locator; manifest: Route}> {
  const held: Route[] = [];
  await page.route(/\/assets\/search\/manifest\.\w+\.json$/, (route) => void held.push(route));
  await page.addInitScript(recordSearchWorker);
  await gotoHydrated(page, '/docs/quick-start');
  const box = searchBox(page);
  await box.focus();
  await expect.poll(() => held.length).toBe(1);
  await page.locator('.navbar [role="listbox"]').waitFor({state: 'attached'});
  return {box, manifest: held[0]};
}

test('words typed while the index loads fetch only what the last one needs, and the dropdown answers it', async ({page}) => {
  const query = 'voice';
  const engine = builtSearchEngine();
  const expected = await engineRanking(engine, query, SEARCH_SUGGESTION_LIMIT);
  // The manifest is held until the whole word is typed, so that the dropdown asks for v, vo, voi, voic and voice
  // before the index can answer any of them.
  const parts = indexPartsRequested(page);
  const {box, manifest} = await searchWithManifestHeld(page);
  await box.pressSequentially(query, {delay: 30});
  await manifest.continue();
  await expect(page.locator('.navbar [role="listbox"] [role="option"]')).toHaveCount(expected.length);
  const answered = await page.waitForFunction((q) => (window as unknown as {__searches: Record<string, string[]>}).__searches[q], query);
  expect(await answered.jsonValue()).toEqual(expected);
  expect([...new Set(parts)].sort()).toEqual([...engine.loaded].sort());
});

test('a text the dropdown asks for twice while the index loads is answered in full both times', async ({page}) => {
  const query = 'voice';
  const expected = await engineRanking(builtSearchEngine(), query, SEARCH_SUGGESTION_LIMIT);
  const {box, manifest} = await searchWithManifestHeld(page);
  await box.fill(query);
  // Focusing the box again makes the dropdown ask for the same text once more.
  await box.evaluate((input: HTMLInputElement) => input.blur());
  await box.focus();
  await manifest.continue();
  const answers = await page.waitForFunction((q) => {
    const all = (window as unknown as {__answers: {input: string; urls: string[]}[]}).__answers.filter((answer) => answer.input === q);
    return all.length >= 2 && all.map((answer) => answer.urls);
  }, query);
  for (const urls of (await answers.jsonValue()) || []) expect(urls).toEqual(expected);
  await expect(page.locator('.navbar [role="listbox"] [role="option"]')).toHaveCount(expected.length);
});

test('the first keystroke is answered from a file of its own, before the index has loaded', async ({page}) => {
  const expected = await engineRanking(builtSearchEngine(), 'v', SEARCH_SUGGESTION_LIMIT);
  const parts = indexPartsRequested(page);
  const letters: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/assets/search/letters.')) letters.push(pathname);
  });
  const {box, manifest} = await searchWithManifestHeld(page);
  await box.press('v');
  const options = page.locator('.navbar [role="listbox"] [role="option"]');
  await expect(options).toHaveCount(expected.length);
  expect(letters).toEqual([expect.stringMatching(/^\/assets\/search\/letters\.\w+\/v\.json$/)]);
  // The worker has not read the manifest: nothing of the index was needed.
  expect(parts).toEqual([]);
  // The first suggestion is selected: Enter opens the engine's first answer.
  await box.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === expected[0]);
  await manifest.continue();
});

test('the dropdown and the search page share one search worker', async ({page}) => {
  await page.addInitScript(() => {
    const Native = window.Worker;
    (window as unknown as {__workers: number}).__workers = 0;
    window.Worker = class extends Native {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        (window as unknown as {__workers: number}).__workers += 1;
      }
    };
  });
  await gotoHydrated(page, '/search?q=glossary');
  await expect(page.locator(`${mainContent} [class*="searchResultItem"]`).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
  await box.focus();
  await box.pressSequentially('voice', {delay: 30});
  await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {__workers: number}).__workers)).toBe(1);
});

test('the first suggestion for a message type leads to its message page', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press(`${modifier}+k`);
  await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).pressSequentially('pipeline_timings', {delay: 30});
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/streaming_api\/messages\/pipeline_timings(\?|#|$)/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('pipeline_timings');
});

test('Enter pressed before the suggestions for the last keys arrive opens the first suggestion for the whole text', async ({page}) => {
  // The worker's answers to "pipeline_…" are held until the test lets them go, so that Enter meets the dropdown still
  // showing the suggestions for "pipeline" (a section of the settings guide first).
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    const w = window as unknown as {__releaseAnswers: () => void};
    w.__releaseAnswers = () => held.splice(0).forEach((send) => send());
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: {method?: string; args?: unknown[]}) {
      const input = message?.method === 'dropdown' ? String(message.args?.[1]) : '';
      if (input.startsWith('pipeline_')) held.push(() => post.call(this, message));
      else post.call(this, message);
    } as Worker['postMessage'];
  });
  const box = await openWithSearch(page, '/');
  await box.pressSequentially('pipeline', {delay: 30});
  const first = page.locator('.navbar [role="listbox"] [role="option"]').first();
  await expect(first).toContainText(/pipeline/i);
  await expect(first).not.toContainText('pipeline_timings');
  await box.press('End');
  await page.keyboard.type('_timings');
  await page.keyboard.press('Enter');
  await page.evaluate(() => (window as unknown as {__releaseAnswers: () => void}).__releaseAnswers());
  await expect(page).toHaveURL(/\/docs\/streaming_api\/messages\/pipeline_timings(\?|#|$)/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('pipeline_timings');
});

test('Enter pressed before the search bar has set up its dropdown opens the first suggestion once it has', async ({page}) => {
  await gotoHydrated(page, '/');
  // The scripts the search bar loads when the box is first focused are held until the test lets them go.
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/js/*.js', (route) => (released ? route.continue() : held.push(route)));
  const box = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
  await page.keyboard.press(`${modifier}+k`);
  await expect(box).toBeFocused();
  await page.keyboard.type('4005');
  await page.keyboard.press('Enter');
  // The dropdown was not set up when Enter was pressed.
  expect(await box.getAttribute('role')).toBeNull();
  released = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(page).toHaveURL(/\/docs\/error_codes(\?[^#]*)?#4005$/);
});

test('an error code opens its row in the catalogue', async ({page}) => {
  const box = await openWithSearch(page, '/api/create-streaming-session');
  await box.pressSequentially('4005', {delay: 30});
  await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toContainText('4005');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/error_codes(\?[^#]*)?#4005$/);
  await expect(page.locator('tr[id="4005"]')).toBeInViewport();
});

test('the dropdown shows markup in titles and headings as text', async ({page}) => {
  await openWithSearch(page, '/');
  await suggestionUrls(page, 'escaping probe');
  const listbox = page.locator('.navbar [role="listbox"]');
  await expect(listbox).toContainText('Escaping probe <img src=x onerror="window.__xss=1">');
  await suggestionUrls(page, 'heading probe');
  await expect(listbox).toContainText('Heading probe <img src=x onerror="window.__xss=2">');
  await expect(listbox.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
});

test('the search page shows markup in titles and headings as text', async ({page}) => {
  await gotoHydrated(page, '/search?q=escapingprobe');
  const results = page.locator(mainContent).locator('[class*="searchResultItem"]');
  await expect(results.filter({hasText: 'Escaping probe <img src=x onerror="window.__xss=1">'}).first()).toBeVisible();
  await expect(results.filter({hasText: 'Heading probe <img src=x onerror="window.__xss=2">'}).first()).toBeVisible();
  await expect(page.locator(mainContent).locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
});

for (const route of ['/search', '/search/']) {
  test(`${route}?q= shows results for the query`, {tag: '@server'}, async ({page}) => {
    await gotoHydrated(page, `${route}?q=transport`);
    await expect(page.getByRole('heading', {level: 1})).toContainText('transport');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    await expect(page.locator('[class*="searchResultItem"] h2 a').first()).toBeVisible();
  });
}

test('the search page counts every match, lists the first ones with their text, and loads only what it lists', async ({page}) => {
  const query = 'session';
  const parts = indexPartsRequested(page);
  await gotoHydrated(page, `/search?q=${query}`);
  const main = page.locator(mainContent);
  const items = main.locator('[class*="searchResultItem"]');
  await expect(items.first()).toBeVisible();
  const listed = await items.count();
  const engine = builtSearchEngine();
  const {total, results} = await engine.engine.complete((search) => search.page(query, listed), engine.load);
  // More matches than the page lists, so a count of the listed results would differ.
  expect(total).toBeGreaterThan(listed);
  await expect(main.getByText(`${total} documents found, the first ${listed} shown`)).toBeVisible();
  expect(await items.locator('h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    results.map((result) => `${result.document.u}${result.document.h ?? ''}`),
  );
  const snippets = items.locator('[class*="snippet"]');
  await expect(snippets).toHaveCount(listed);
  for (const text of await snippets.allInnerTexts()) expect(text.trim()).not.toBe('');
  // Page and heading results too: the first ones answer by title, and their text shows the word.
  await expect(snippets.first().locator('mark').first()).toHaveText(/session/i);
  // The texts of results further down are not fetched until the reader asks for them.
  expect(parts.sort()).toEqual([...new Set(engine.loaded)].sort());
  const all = builtSearchEngine();
  await all.engine.complete((search) => search.page(query, total), all.load);
  expect(new Set(all.loaded).size).toBeGreaterThan(new Set(engine.loaded).size);

  const more = Math.min(listed, total - listed);
  await main.getByRole('button', {name: `Show ${more} more`}).click();
  await expect(items).toHaveCount(listed + more);
  await expect(main.getByText(`${total} documents found, the first ${listed + more} shown`)).toBeVisible();
  // Focus lands on the first added result, where reading goes on.
  await expect(items.nth(listed).locator('h2 a')).toBeFocused();
  const longer = await engine.engine.complete((search) => search.page(query, listed + more), engine.load);
  expect(await items.locator('h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    longer.results.map((result) => `${result.document.u}${result.document.h ?? ''}`),
  );
});

test('the search page is labelled and kept out of search engines', async ({page}) => {
  await gotoHydrated(page, '/search?q=voice');
  await expect(page.getByLabel('Search for')).toHaveValue('voice');
  await expect(page.getByLabel('In', {exact: true})).toHaveValue('');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('head meta[property="robots"]')).toHaveCount(0);
  await expect(page.getByText('Syntax: +word must appear')).toBeVisible();
});

test('a section deep link limits the results and the select changes it', async ({page}) => {
  await gotoHydrated(page, '/search?q=latency&ctx=blog');
  const links = page.locator(mainContent).locator('[class*="searchResultItem"] h2 a');
  await expect(links.first()).toBeVisible();
  const paths = await links.evaluateAll((all) => all.map((link) => (link as HTMLAnchorElement).pathname));
  expect(paths.every((url) => url.startsWith('/blog'))).toBe(true);
  await page.getByLabel('In', {exact: true}).selectOption('');
  await expect(page).not.toHaveURL(/ctx=blog/);
  await expect(links.first()).not.toHaveAttribute('href', /^\/blog/);
});

/** Types a new query into the search page's field (one page load serves several queries); returns once its outcome shows. */
async function searchFor(page: Page, query: string): Promise<void> {
  await page.getByLabel('Search for').fill(query);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
  await expect(page.locator(mainContent).getByText('Searching…')).toHaveCount(0);
}

test('+must, -exclude and field:term narrow the results', async ({page}) => {
  const titles = page.locator(mainContent).locator('[class*="searchResultItem"] h2');
  await gotoHydrated(page, '/search?q=title%3Aglossary');
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.allTextContents()) expect(title.toLowerCase()).toMatch(/glossar/);

  // How many documents the page says it found.
  const found = async () =>
    Number(
      (
        await page
          .locator(mainContent)
          .getByText(/documents? found/)
          .textContent()
      )?.match(/^\d+/)?.[0],
    );
  await searchFor(page, '+title:glossary');
  await expect(titles.first()).toBeVisible();
  const all = await found();
  expect((await titles.allTextContents()).some((title) => /file/i.test(title))).toBe(true);
  await searchFor(page, '+title:glossary -title:file');
  await expect(titles.first()).toBeVisible();
  expect(await found()).toBeLessThan(all);
  for (const title of await titles.allTextContents()) expect(title).not.toMatch(/file/i);

  await searchFor(page, 'content:ttl_seconds');
  await expect(titles.first()).toBeVisible();
});

test('term~N finds a misspelt word and term^N reorders', async ({page}) => {
  const first = page.locator(mainContent).locator('[class*="searchResultItem"] h2').first();
  await gotoHydrated(page, '/search?q=title%3Aglosary');
  await expect(page.getByText(/No documents were found/)).toBeVisible();
  await searchFor(page, 'title:glosary~1');
  await expect(first).toContainText(/glossar/i);
  await searchFor(page, 'captions^20 broadcast');
  await expect(first).toContainText(/caption/i);
  await searchFor(page, 'captions broadcast^20');
  await expect(first).not.toContainText(/caption/i);
});

test('the search page explains a syntax error in plain words and keeps the query', async ({page}) => {
  // Every message, from the engine: tests/build/search-answers.spec.ts.
  const console = watchConsole(page);
  const query = 'term~x';
  await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for “${query}”`);
  await expect(page.getByRole('alert')).toContainText('The edit distance must be numeric');
  await expect(page.getByLabel('Search for')).toHaveValue(query);
  await expect(page.getByText('Syntax: +word must appear')).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  console.expectClean();
});

test('a query with no match offers a near word and ways on, and keeps the query', async ({page}) => {
  await gotoHydrated(page, `/search?q=${encodeURIComponent('+glosary')}`);
  const main = page.locator(mainContent);
  await expect(main).toContainText('No documents were found');
  await expect(page.getByLabel('Search for')).toHaveValue('+glosary');
  for (const name of ['Quick start', 'API reference', 'Error codes'])
    await expect(main.getByRole('link', {name, exact: true})).toBeVisible();
  await main.getByRole('link', {name: '+glossary'}).click();
  await expect(page.getByLabel('Search for')).toHaveValue('+glossary');
  await expect(main.locator('[class*="searchResultItem"]').first()).toBeVisible();
});

test('a query with nothing near says so without a suggestion', async ({page}) => {
  await gotoHydrated(page, '/search?q=zzqxjvw');
  await expect(page.getByText('No documents were found')).toBeVisible();
  await expect(page.getByText('Did you mean')).toHaveCount(0);
  await page.keyboard.press(`${modifier}+k`);
  await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).pressSequentially('zzqxjvw', {delay: 30});
  const dropdown = page.locator('.navbar [role="listbox"]');
  await expect(dropdown).toContainText('No results');
  await expect(dropdown.getByRole('link', {name: 'Suggestions on the search page'})).toHaveAttribute('href', '/search?q=zzqxjvw');
});

for (const query of ['<img src=x onerror="window.__xss=1">', '<script>window.__xss=1</script>']) {
  test(`markup typed as a query is shown as text (${query})`, async ({page}) => {
    const console = watchConsole(page);
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for “${query}”`);
    await expect(page.locator(mainContent)).toContainText(/documents? (were )?found/);
    await openWithSearch(page, '/');
    await suggestionUrls(page, query);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    console.expectClean();
  });
}
