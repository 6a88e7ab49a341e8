import {test, expect, type Page} from '../support/test';
import {gotoHydrated, withoutScripts} from '../support/browser';
import {loadOpenapi, operations} from '../support/openapi';

const OPERATION = '/api/create-a-new-glossary';
const samplesOf = (page: Page) => page.getByRole('complementary', {name: 'Request samples'});

for (const width of [1280, 800, 390]) {
  test.describe(`operation page at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('shows the request sample and the success response together, and breaks no sample line', async ({page}) => {
      await gotoHydrated(page, OPERATION);
      const samples = samplesOf(page);
      await expect(samples.getByText('Response · 201 Created')).toBeVisible();
      await expect(samples.locator('pre').last()).toContainText('"ok": true');
      for (const name of ['cURL', 'Python', 'TypeScript', 'Go']) {
        await samples.getByRole('tab', {name}).click();
        const code = samples.getByRole('tabpanel').locator('pre');
        // Scrolled, not wrapped: every line keeps its indentation (syntax in Python), each on one line.
        // Wrapped code is taller than its lines at the code's line height.
        const wrapped = await code.locator('code').evaluate((element) => {
          const lines = (element.textContent ?? '').replace(/\n$/, '').split('\n').length;
          const style = getComputedStyle(element);
          const height = element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          const rendered = Math.round(height / parseFloat(style.lineHeight));
          return rendered > lines ? [`${rendered} rendered lines for ${lines} lines of code`] : [];
        });
        expect(wrapped, name).toEqual([]);
      }
      await samples.getByRole('tab', {name: 'Go'}).click();
      expect(
        await samples
          .getByRole('tabpanel')
          .locator('pre')
          .evaluate((element) => getComputedStyle(element).tabSize),
      ).toBe('4');
      if (width >= 1200) {
        // Beside the reference, and still in view after scrolling down the fields.
        const main = await page.locator('#request').boundingBox();
        const aside = await samples.boundingBox();
        expect(aside!.x).toBeGreaterThan(main!.x + main!.width - 1);
        await page.locator('#responses').scrollIntoViewIfNeeded();
        await expect(samples.getByRole('tab', {name: 'cURL'})).toBeInViewport();
      }
    });
  });
}

/** The tallest an operation page may be at a laptop width: a reader scrolls the reference, not a wall of it. */
const OPERATION_MAX_HEIGHT = 5_000;

test(`every operation page is at most ${OPERATION_MAX_HEIGHT} px tall at 1280 px`, async ({page}) => {
  test.setTimeout(240_000);
  const routes = operations(loadOpenapi()).map(({operation}) => `/api/${operation.operationId}`);
  expect(routes.length).toBeGreaterThan(20);
  const heightOf = async (tab: Page) => {
    await tab.evaluate(() => document.fonts.ready);
    return tab.evaluate(() => document.documentElement.scrollHeight);
  };
  // The server's HTML, measured with the site's scripts off (half the CPU of a hydrated page)...
  await page.setViewportSize({width: 1280, height: 900});
  const heights = new Map<string, number>();
  for (const route of routes) heights.set(route, await withoutScripts(page, route, heightOf));
  expect([...heights].filter(([, height]) => height > OPERATION_MAX_HEIGHT).map(([route, height]) => `${route}: ${height} px`)).toEqual([]);
  // ...which hydration leaves as it is: the tallest page is as tall once its scripts have run.
  const [tallest, height] = [...heights].sort((a, b) => b[1] - a[1])[0];
  await gotoHydrated(page, tallest);
  expect(await heightOf(page)).toBe(height);
});

test('error replies are one table linking the error catalogue, folded under their statuses; a link to one opens it', async ({page}) => {
  await gotoHydrated(page, OPERATION);
  const errors = page.locator('.api-errors table');
  await expect(errors).toHaveCount(1);
  const fold = page.locator('main details').filter({has: errors});
  await expect(fold.locator('> summary')).toHaveText(/^\d+ error replies: 400, 401, .+, other$/);
  await expect(errors).toBeHidden();
  await page.goto(`${OPERATION}#response-401`);
  await expect(page.getByRole('row').filter({hasText: '401 Unauthorized'})).toBeInViewport();
  const unauthorized = errors.getByRole('row').filter({hasText: '401 Unauthorized'});
  await expect(unauthorized.getByRole('link', {name: '401 Unauthorized'})).toHaveAttribute('href', '/docs/error_codes#http-401');
  await expect(unauthorized.getByRole('link', {name: '1001'})).toHaveAttribute('href', '/docs/error_codes#1001');
  await expect(page.getByRole('heading', {name: /^400 Bad Request/})).toHaveCount(0);
  await expect(page.locator('#response-401')).toHaveCount(1);
});

test.describe('nested fields', () => {
  // A field of the object `data.file` in the 201 reply, folded under the row of `data.file`.
  const FOLDED = 'data.file.size_bytes';
  const anchorOf = (id: string) => `[id="${id}"]`;

  test('are folded under their object with their count, and a link to one opens its fold and shows it', async ({page}) => {
    await gotoHydrated(page, OPERATION);
    const foldOf = (path: string) =>
      page
        .locator('main details')
        .filter({has: page.locator(':scope > summary', {hasText: new RegExp(`^\\d+ fields in ${path.replace(/\./g, '\\.')}$`)})});
    // The reply's fields fold under `data`, and the fields of `data.file` under it.
    const reply = foldOf('data');
    const fold = foldOf('data.file');
    await expect(reply).toHaveCount(1);
    await expect(fold).toHaveCount(1);
    await expect(fold.locator(':scope > summary')).toHaveText('4 fields in data.file');
    await expect(fold).not.toHaveAttribute('open');
    await expect(fold.getByText(FOLDED)).toBeHidden();
    await reply.locator(':scope > summary').click();
    await fold.locator(':scope > summary').click();
    await expect(fold.getByText(FOLDED)).toBeVisible();

    const id = `response-201-${FOLDED}`;
    await page.goto(`${OPERATION}#${id}`);
    await expect(page.locator(anchorOf(id))).toBeAttached();
    await expect(page.locator('tr', {has: page.locator(anchorOf(id))})).toBeInViewport();
  });

  test('a search result for a folded field opens its fold and scrolls to it', async ({page}) => {
    await gotoHydrated(page, '/api/introduction');
    await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).click();
    await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).pressSequentially('size_bytes', {delay: 30});
    const hit = page.locator('[role="listbox"] [role="option"]', {hasText: FOLDED}).first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`#[^#]*-${FOLDED.replace(/\./g, '\\.')}$`));
    const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
    const row = page.locator('tr', {has: page.locator(anchorOf(id))});
    await expect(row).toBeInViewport();
    await expect(row).toContainText(FOLDED);
  });
});

test.describe('at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('with the wrap button on, a wrapped sample line continues indented below its own start', async ({page}) => {
    await gotoHydrated(page, OPERATION);
    const samples = samplesOf(page);
    await samples.getByRole('tab', {name: 'Python'}).click();
    const block = samples.getByRole('tabpanel').locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: 'Toggle word wrap'}).click();
    const line = block.locator('.token-line', {hasText: 'os.environ["API_CLIENT_SECRET"]'});
    const {starts, textStart} = await line.evaluate((element) => {
      const text = element.textContent ?? '';
      const indent = text.length - text.trimStart().length;
      // Where a character of the line is drawn: a one-character range over it.
      const boxOf = (index: number) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let offset = index;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length;
          if (offset < length) {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect();
          }
          offset -= length;
        }
        throw new Error(`no character ${index}`);
      };
      // The left edge of each screen line the code line takes.
      const lefts = new Map<number, number>();
      for (let index = 0; index < text.trimEnd().length; index += 1) {
        const box = boxOf(index);
        const top = Math.round(box.top);
        if (!lefts.has(top)) lefts.set(top, box.left);
      }
      return {starts: [...lefts.values()], textStart: boxOf(indent).left};
    });
    expect(starts.length, 'the line wraps at this width').toBeGreaterThan(1);
    for (const continuation of starts.slice(1)) expect(continuation).toBeGreaterThan(textStart);
  });
});
