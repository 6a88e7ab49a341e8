import {test, expect, type Locator, type Page} from '../support/test';
import {forEachWidth, gotoHydrated} from '../support/browser';
import {PHONE_MAX_WIDTH} from '../support/templates';

// Wide tables scroll sideways inside their own frame (ScrollableTable). When
// columns are hidden the reader is told: a shadow on the hidden side and a
// "Scroll →" hint until the end is reached; every column can be scrolled to.
// On phones rows are cards, and every column's value is in view.

/** The scrolling frame around a table. */
const frameOf = (table: Locator) => table.locator('xpath=..');

async function expectReachable(page: Page, table: Locator, header: string) {
  await table.scrollIntoViewIfNeeded();
  if (page.viewportSize()!.width <= PHONE_MAX_WIDTH) {
    // Cards: the column's value is in every row, on screen, after its heading.
    const cell = table.locator(`tbody tr:visible > [data-label="${header}"]`).first();
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    return;
  }
  const frame = frameOf(table);
  const column = table.getByRole('columnheader', {name: header});
  const overflows = await frame.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  const hint = frame.locator('xpath=..').getByText('Scroll →');
  if (overflows) {
    // More columns exist, and the page says so.
    await expect(hint).toBeVisible();
    await expect(frame).toHaveAttribute('role', 'region');
    await expect(frame).toHaveAttribute('tabindex', '0');
    await frame.evaluate((element) => element.scrollTo({left: element.scrollWidth}));
    await expect(hint).toBeHidden();
  } else {
    await expect(hint).toHaveCount(0);
  }
  const columnBox = (await column.boundingBox())!;
  const frameBox = (await frame.boundingBox())!;
  expect(columnBox.x).toBeGreaterThanOrEqual(frameBox.x - 1);
  expect(columnBox.x + columnBox.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
  expect(frameBox.x + frameBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

forEachWidth(({width}) => {
  test('the home page transport comparison shows that more columns exist and reaches WebSocket', async ({page}) => {
    await gotoHydrated(page, '/');
    const table = page.locator('section', {has: page.getByRole('heading', {name: 'Choose your transport'})}).getByRole('table');
    await expectReachable(page, table, 'WebSocket');
  });

  test("the error catalogue's How to fix column can be reached", async ({page}) => {
    await gotoHydrated(page, '/docs/error_codes');
    const table = page
      .getByRole('table')
      .filter({has: page.getByRole('columnheader', {name: 'How to fix'})})
      .first();
    await expectReachable(page, table, 'How to fix');
  });

  test('message field rows stay short enough to read', async ({page}) => {
    // Phones show each row as a card with every field on its own line (tests/browser/layout.spec.ts).
    test.skip(width <= PHONE_MAX_WIDTH, 'rows are cards');
    await gotoHydrated(page, '/docs/streaming_api/messages/set_task');
    const table = page.getByRole('table', {name: /Fields of/}).first();
    const heights = (await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))).sort(
      (a, b) => a - b,
    );
    expect(heights.length).toBeGreaterThan(5);
    const median = heights[Math.floor(heights.length / 2)];
    expect(median, `median row height at ${width} px`).toBeLessThanOrEqual(150);
  });
});

test('a table that fits adds no tab stop and no hint', async ({page}) => {
  await gotoHydrated(page, '/docs/error_codes');
  const table = page.getByRole('table').first();
  await expect(frameOf(table)).not.toHaveAttribute('tabindex', '0');
  await expect(frameOf(table).locator('xpath=..').getByText('Scroll →')).toHaveCount(0);
});

test.describe('long tables on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  // Cards far below the first screen are drawn only when the reader nears them (ScrollableTable's CSS).
  test('a link to a card far down the error catalogue shows that card, whole, and keeps it there', async ({page}) => {
    for (const id of ['8003', 'close-1013']) {
      await gotoHydrated(page, `/docs/error_codes#${id}`);
      const card = page.locator(`tr[id="${id}"]`);
      await expect(card).toBeInViewport({ratio: 1});
      await expect(card.getByRole('rowheader')).toBeVisible();
      // The cards drawn around it keep it on screen: its top stays below the sticky navbar.
      const navbar = (await page.locator('.navbar').boundingBox())!;
      await expect.poll(async () => (await card.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
      await expect(card).toBeInViewport({ratio: 1});
    }
  });

  test('scrolling through a long table draws every card with its text', async ({page}) => {
    await gotoHydrated(page, '/docs/languages');
    const cards = page.getByRole('table').first().locator('tbody tr');
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    const box = (await last.boundingBox())!;
    expect(box.height, 'a drawn card is as tall as its text').toBeGreaterThan(40);
    await expect(last.locator('th, td').first()).toBeVisible();
  });
});

test('at 1024 px every table that runs past its frame says so once drawn, and every one that fits does not', async ({page}) => {
  await page.setViewportSize({width: 1024, height: 900});
  await gotoHydrated(page, '/docs/languages');
  const frames = page.locator('main table').locator('xpath=..');
  const overflowing = await frames.evaluateAll((elements) => elements.map((frame) => frame.scrollWidth > frame.clientWidth + 1));
  expect(overflowing.filter(Boolean).length, 'tables wider than the column').toBeGreaterThan(0);
  expect(overflowing.filter((overflows) => !overflows).length, 'tables that fit').toBeGreaterThan(0);
  for (const [index, overflows] of overflowing.entries()) {
    const frame = frames.nth(index);
    const hint = frame.locator('xpath=..').getByText('Scroll →');
    // A table far below the first screen is drawn, and measured, when the reader scrolls near it.
    await frame.scrollIntoViewIfNeeded();
    if (overflows) {
      await expect(frame).toHaveAttribute('role', 'region');
      await expect(hint).toHaveCount(1);
    } else {
      await expect(frame).not.toHaveAttribute('role', 'region');
      await expect(hint).toHaveCount(0);
    }
  }
});

// At 1024 and 1280 px the content column is about 700 px wide: field, settings and catalogue tables fit it whole, their
// last column (the description) in view without scrolling. The language matrix is wider by design.
const FIT_ON_DESKTOPS = [
  '/docs/streaming_api/messages/set_task',
  '/docs/streaming_api/messages/flush_task',
  '/docs/streaming_api/messages/output_audio_data',
  '/docs/streaming_api',
  '/docs/streaming_api/management',
  '/docs/streaming_api/translation_settings_breakdown',
  '/docs/broadcaster',
  '/docs/broadcaster/statuses',
  '/docs/error_codes',
  '/blog/long-blog-post',
];

for (const width of [1024, 1280]) {
  test(`at ${width} px the field, settings and catalogue tables fit the content column`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    const wider: string[] = [];
    for (const route of FIT_ON_DESKTOPS) {
      await gotoHydrated(page, route);
      await page.evaluate(() => document.fonts.ready);
      const tables = await page.locator('main table').evaluateAll((tables) =>
        (tables as HTMLTableElement[]).map((table) => ({
          name: table.caption?.textContent ?? table.querySelector('th')?.textContent ?? '',
          over: Math.round(table.getBoundingClientRect().width - table.parentElement!.clientWidth),
        })),
      );
      expect(tables.length, `${route}: tables`).toBeGreaterThan(0);
      wider.push(...tables.filter(({over}) => over > 1).map(({name, over}) => `${route}: “${name}” is ${over} px wider than the column`));
    }
    expect(wider).toEqual([]);
  });
}

test('at 1280 px the prose column of the message tables keeps room: short columns wrap between words, not inside values', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/docs/streaming_api/messages');
  await page.evaluate(() => document.fonts.ready);
  // The speech-to-speech commands and the realtime TTS socket's: each says what a message does.
  const tables = page.locator('main table').filter({has: page.getByRole('columnheader', {name: 'What it does'})});
  await expect(tables).toHaveCount(2);
  const widths = await tables.evaluateAll((elements) =>
    (elements as HTMLTableElement[]).map((element) =>
      Object.fromEntries([...element.rows[0].cells].map((cell) => [cell.textContent, Math.round(cell.getBoundingClientRect().width)])),
    ),
  );
  // About 30 characters a line: a description of a dozen words takes three or four lines, not seven.
  for (const columns of widths) expect(columns['What it does'], JSON.stringify(columns)).toBeGreaterThanOrEqual(200);
  const table = tables.first();
  // A rate limit wraps between its words ("60 per / minute") but never inside a window ("2 s").
  const limits = await table.locator('td[data-label="Rate limit"]').allTextContents();
  expect(limits).toContain('60 per minute');
  expect(limits).toContain('1 per 2\u00a0s');
});

test('from 997 to 1279 px the table of contents folds above the text, and a message field table fits beside the sidebar', async ({
  page,
}) => {
  await page.setViewportSize({width: 1100, height: 900});
  await gotoHydrated(page, '/docs/streaming_api/messages/set_task');
  await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
  const onThisPage = page.locator('article').getByRole('button', {name: 'On this page'});
  await expect(onThisPage).toBeVisible();
  await onThisPage.click();
  await expect(page.locator('article .theme-doc-toc-mobile').getByRole('link', {name: 'Fields', exact: true})).toBeVisible();
  const table = page.getByRole('table', {name: /Fields of set_task/});
  const [tableWidth, frameWidth] = await table.evaluate((element) => [
    element.getBoundingClientRect().width,
    element.parentElement!.clientWidth,
  ]);
  expect(tableWidth, 'the field table is no wider than its column').toBeLessThanOrEqual(frameWidth + 1);
  await page.setViewportSize({width: 1280, height: 900});
  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  await expect(onThisPage).toBeHidden();
});

test('in catalogue, reference and message tables the cells of a row start on the same line', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const misaligned: string[] = [];
  for (const route of [
    '/docs/error_codes',
    '/docs/streaming_api/messages',
    '/docs/streaming_api/messages/set_task',
    '/docs/broadcaster/statuses',
  ]) {
    await gotoHydrated(page, route);
    const rows = await page.locator('main table').evaluateAll((tables) =>
      (tables as HTMLTableElement[]).flatMap((table) =>
        [...table.tBodies[0].rows].flatMap((row) => {
          const tops = [...row.cells].flatMap((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            // The first box with a width: an empty anchor before the text has none.
            const first = [...range.getClientRects()].find((rect) => rect.width > 0);
            return first ? [Math.round(first.top)] : [];
          });
          // Inline code and text differ by a pixel or two; a cell centred in a taller row starts a line or more lower.
          return Math.max(...tops) - Math.min(...tops) > 4 ? [`${row.cells[0].textContent}: first lines at ${tops.join(', ')} px`] : [];
        }),
      ),
    );
    misaligned.push(...rows.map((row) => `${route}, ${row}`));
  }
  expect(misaligned).toEqual([]);
});
