import {test, expect} from '@playwright/test';
import {gotoHydrated, watchConsole} from '../support/browser';

const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';

test('Ctrl/Cmd+K focuses the search box and suggestions are capped at 8', async ({page}) => {
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

test('a suggestion leads to its page', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press(`${modifier}+k`);
  await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).pressSequentially('pipeline', {delay: 30});
  const first = page.locator('[role="listbox"] [role="option"]').first();
  await expect(first).toBeVisible();
  await page.keyboard.press('ArrowDown');
  // The chosen suggestion names a heading and the page it is on: "pipeline", "Docs › … › Translation Settings Breakdown".
  const chosen = page.locator('[role="listbox"] [role="option"][aria-selected="true"]');
  const heading = await chosen.locator('[class*="hitTitle"]').innerText();
  const pageTitle = (await chosen.locator('[class*="hitPath"]').innerText()).split(' › ').at(-1)!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('heading', {level: 1})).toHaveText(pageTitle);
  const target = page.locator(`[id="${decodeURIComponent(new URL(page.url()).hash.slice(1))}"]`);
  await expect(target).toContainText(heading);
  await expect(target).toBeInViewport();
});

for (const route of ['/search', '/search/']) {
  test(`${route}?q= shows results for the query`, async ({page}) => {
    await gotoHydrated(page, `${route}?q=transport`);
    await expect(page.getByRole('heading', {level: 1})).toContainText('transport');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    const results = page.locator('[class*="searchResultItem"] h2 a');
    await expect(results.first()).toBeVisible();
  });
}

test('a search context deep link limits results and offers the other scopes', async ({page}) => {
  await gotoHydrated(page, '/search?q=latency&ctx=blog');
  const main = page.locator('#__docusaurus_skipToContent_fallback');
  await expect(main.locator('[class*="searchResultItem"]').first()).toBeVisible();
  const urls = await main.locator('[class*="searchResultItem"] a').evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).pathname),
  );
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.every((url) => url.startsWith('/blog'))).toBe(true);
});

test('the dropdown offers all results within a context, or outside it when the context has none', async ({page}) => {
  await gotoHydrated(page, '/blog/long-blog-post');
  const box = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
  await page.keyboard.press(`${modifier}+k`);
  await box.pressSequentially('latency', {delay: 30});
  const dropdown = page.locator('.navbar [role="listbox"]').locator('..');
  const within = dropdown.getByRole('link', {name: 'See all results within "Blog"'});
  await expect(within).toBeVisible();
  await expect(within).toHaveAttribute('href', '/search/?q=latency&ctx=blog');
  await box.fill('');
  await box.pressSequentially('problemdetail', {delay: 30});
  await expect(dropdown).toContainText('No results');
  await expect(dropdown.getByRole('link', {name: 'See all results outside "Blog"'})).toBeVisible();
});

test('outside any context the dropdown offers all results', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press(`${modifier}+k`);
  await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).pressSequentially('session', {delay: 30});
  await expect(page.locator('.navbar').getByRole('link', {name: 'See all results', exact: true})).toBeVisible();
});

test('a query with no match says "No results"', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press(`${modifier}+k`);
  await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).pressSequentially('zzqxjvw', {delay: 30});
  await expect(page.locator('.navbar [role="listbox"]')).toContainText('No results');
});

const badQueries = ['foo:bar', 'term~x', 'term^y', ':', '<img src=x onerror="window.__xss=1">', '<script>window.__xss=1</script>'];

for (const query of badQueries) {
  test(`a malformed query (${query}) neither crashes nor executes`, async ({page}) => {
    const console = watchConsole(page);
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${query}"`);
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText(/documents? (were )?found/);
    await page.keyboard.press(`${modifier}+k`);
    await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).fill(query);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    console.expectClean();
  });
}
