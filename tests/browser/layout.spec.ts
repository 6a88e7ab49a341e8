import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '../support/test';
import {drawWholePage, gotoHydrated} from '../support/browser';
import {buildDir} from '../support/paths';
import {LAYOUT_WIDTHS, PHONE_MAX_WIDTH, TEMPLATE_PAGES} from '../support/templates';

// What a reader sees at each width, on one page of each template: the page
// never pans sideways, phone tables show every column of a row without
// scrolling, and no tab label is cut.

/** Tabs whose label is cut by their tab list or by the tab itself. */
function cutTabs(page: Page): Promise<string[]> {
  return page.getByRole('tab').evaluateAll((tabs) =>
    tabs
      .filter((tab) => tab.checkVisibility())
      .filter((tab) => {
        const list = (tab.closest('[role="tablist"]') ?? tab.parentElement)!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left < list.left - 0.5 || box.right > list.right + 0.5 || tab.scrollWidth > tab.clientWidth + 0.5;
      })
      .map((tab) => tab.textContent ?? ''),
  );
}

/** Cells of the first rows of each visible table that lie, even in part, outside the screen or their frame. */
function cellsOffScreen(page: Page): Promise<string[]> {
  return page.locator('main table').evaluateAll((tables) =>
    tables
      .filter((table) => table.checkVisibility())
      .flatMap((table, index) => {
        const frame = table.parentElement!;
        const frameBox = frame.getBoundingClientRect();
        const rows = [...table.querySelectorAll(':scope > tbody > tr')].filter((row) => row.checkVisibility()).slice(0, 5);
        return rows.flatMap((row, rowIndex) =>
          [...row.children]
            // An empty cell has nothing to show (cards leave it out).
            .filter((cell) => cell.textContent?.trim())
            .filter((cell) => {
              const box = cell.getBoundingClientRect();
              const hidden = box.width === 0 || box.height === 0;
              const outside = box.left < Math.max(0, frameBox.left) - 0.5 || box.right > Math.min(window.innerWidth, frameBox.right) + 0.5;
              return hidden || outside;
            })
            .map((cell) => `table ${index + 1}, row ${rowIndex + 1}: ${cell.getAttribute('data-label') ?? cell.textContent?.slice(0, 30)}`),
        );
      }),
  );
}

/** Diagrams wider than the article that holds them. */
function diagramsWiderThanColumn(page: Page): Promise<string[]> {
  return page.locator('.static-diagram img').evaluateAll((images) =>
    images
      .filter((image) => image.checkVisibility())
      .filter((image) => {
        const column = (image.closest('article, section, main') ?? document.body).getBoundingClientRect();
        const box = image.getBoundingClientRect();
        return box.left < column.left - 0.5 || box.right > column.right + 0.5;
      })
      .map((image) => image.getAttribute('alt') ?? ''),
  );
}

// One page load per template, narrowed from the widest width to the phone: each width is laid out afresh.
for (const {name, route} of TEMPLATE_PAGES) {
  test(`${name}: at every width no sideways panning, no cut tab or diagram wider than its column; on phones every table column in view`, async ({
    page,
  }) => {
    await page.setViewportSize({width: LAYOUT_WIDTHS[LAYOUT_WIDTHS.length - 1], height: 900});
    await gotoHydrated(page, route);
    await drawWholePage(page);
    for (const width of [...LAYOUT_WIDTHS].reverse()) {
      await page.setViewportSize({width, height: 900});
      await page.waitForFunction((expected) => window.innerWidth === expected, width);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${route} is wider than the screen at ${width} px`).toBeLessThanOrEqual(width);
      expect(await cutTabs(page), `${width} px`).toEqual([]);
      expect(await diagramsWiderThanColumn(page), `${width} px`).toEqual([]);
      if (width <= PHONE_MAX_WIDTH) expect(await cellsOffScreen(page), `${width} px`).toEqual([]);
    }
  });
}

test.describe('API operation at 1280 px', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('fields are a list: name, type and marker on one line, the description below at full width', async ({page}) => {
    await gotoHydrated(page, '/api/create-a-new-glossary');
    const row = page.locator('.api-fields tbody tr').filter({hasText: 'glossary_type'}).first();
    const [name, description] = [row.locator('> :first-child'), row.locator('> :nth-child(2)')];
    const nameBox = (await name.boundingBox())!;
    const descriptionBox = (await description.boundingBox())!;
    const rowBox = (await row.boundingBox())!;
    // One line: the type and the required marker sit on the name's line.
    const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(nameBox.height).toBeLessThan(lineHeight * 2);
    expect(descriptionBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 0.5);
    expect(descriptionBox.width).toBeGreaterThanOrEqual(rowBox.width - 1);
  });
});

/** Each label of a drawing and the smallest box of its group that holds the label's anchor. */
const DIAGRAM_FILES = fs.existsSync(path.join(buildDir, 'assets/images'))
  ? fs.readdirSync(path.join(buildDir, 'assets/images')).filter((file) => /^diagram-.*\.svg$/.test(file))
  : [];

test('every diagram label stays inside its box, in the fonts of this machine', async ({page}) => {
  expect(DIAGRAM_FILES.length).toBeGreaterThan(5);
  const spills: string[] = [];
  for (const file of DIAGRAM_FILES) {
    await page.setContent(fs.readFileSync(path.join(buildDir, 'assets/images', file), 'utf8'));
    await page.evaluate(() => document.fonts.ready);
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('g')].flatMap((group) => {
        const boxes = [...group.querySelectorAll(':scope > rect')].map((rect) => (rect as SVGGraphicsElement).getBBox());
        return [...group.querySelectorAll(':scope > text')].flatMap((text) => {
          const x = Number(text.getAttribute('x'));
          const y = Number(text.getAttribute('y'));
          const box = boxes
            .filter((b) => x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height)
            .sort((a, b) => a.width - b.width)[0];
          if (!box) return [];
          const label = (text as SVGGraphicsElement).getBBox();
          const inside =
            label.x >= box.x &&
            label.x + label.width <= box.x + box.width &&
            label.y >= box.y - 0.5 &&
            label.y + label.height <= box.y + box.height + 0.5;
          return inside ? [] : [`"${text.textContent}" (${label.width.toFixed(1)} in ${box.width.toFixed(1)})`];
        });
      }),
    );
    spills.push(...outside.map((label) => `${file}: ${label}`));
  }
  expect(spills).toEqual([]);
});
