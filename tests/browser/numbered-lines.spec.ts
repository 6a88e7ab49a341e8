import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Locator, type Page} from '../support/test';
import {foldAfter, gotoHydrated} from '../support/browser';

// A numbered listing (the full programs of the example pages) shows every line's number beside it, keeps the
// numbers in view while the code scrolls sideways and out of what a reader selects or copies, and spends no
// element per line on them. With the wrap button on, each number stays on the first row of its line. The whole
// files repeat what the page shows in parts, so they wait in a closed fold: in the page, drawn when opened.

const ROUTE = '/docs/examples/ts';
const FILE = 'examples/ts/translate-file.ts';
const source = fs.readFileSync(path.join(__dirname, '../..', FILE), 'utf8').replace(/\n$/, '');
const lines = source.split('\n');
/** Lines (from 1) to find beside their numbers: the first two, the first lines with text from 100 and 250 on, the last. */
const samples = [
  1,
  2,
  lines.findIndex((line, index) => index >= 99 && line.trim()) + 1,
  lines.findIndex((line, index) => index >= 249 && line.trim()) + 1,
  lines.length,
];

function listing(page: Page): Locator {
  return page.locator('.theme-code-block', {has: page.getByText(FILE, {exact: true})});
}

/** Opens the fold with the whole files and waits for the listing to be drawn. */
async function openAllFiles(page: Page): Promise<Locator> {
  await foldAfter(page, 'all-files').locator('summary').click();
  const block = listing(page);
  await expect(block).toBeVisible();
  return block;
}

const FOLDS = [
  {route: ROUTE, heading: 'all-files', summary: /^The five files, whole: translate-file\.ts.*tsconfig\.json$/, listings: 5},
  {route: '/docs/examples/python', heading: 'the-whole-file', summary: /^translate_file\.py, \d{3} lines$/, listings: 1},
];

for (const {route, heading, summary, listings} of FOLDS) {
  test(`${route}: the whole files wait in a closed fold, in the page but drawn only when the reader opens it`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 900});
    await gotoHydrated(page, route);
    const fold = foldAfter(page, heading);
    await expect(fold.locator('summary')).toHaveText(summary);
    // Closed: the code is in the page (find in page, search) but has no box, so it costs no style or layout.
    const code = fold.locator('pre code');
    await expect(code).toHaveCount(listings);
    await expect(code.first()).toBeHidden();
    await fold.locator('summary').click();
    await expect(code.first()).toBeVisible();
    await expect(code.first()).toContainText(route === ROUTE ? lines[lines.length - 1].trim() : 'def main(');
  });
}

test('a numbered listing shows each number beside its line, in view when scrolled sideways, and outside the code', async ({page}) => {
  await page.setViewportSize({width: 390, height: 900});
  await gotoHydrated(page, ROUTE);
  const block = await openAllFiles(page);
  await block.scrollIntoViewIfNeeded();
  const found = await block.evaluate((element, samples) => {
    const pre = element.querySelector('pre') as HTMLElement;
    const code = pre.querySelector('code') as HTMLElement;
    // The elements that draw numbers: their generated text is the numbers.
    const numberCells = [...code.querySelectorAll<HTMLElement>('*')].filter((cell) =>
      /^"1\n2\n/.test(getComputedStyle(cell, '::before').content.replace(/\\a ?/gi, '\n')),
    );
    const numbers = numberCells.map((cell) => getComputedStyle(cell, '::before').content.replace(/\\a ?/gi, '\n'));
    const cell = numberCells[0];
    const cellStyle = getComputedStyle(cell);
    const content = cell.previousElementSibling as HTMLElement;
    const contentStyle = getComputedStyle(content);
    const texts: Text[] = [];
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null)
      if (!cell.contains(text)) texts.push(text);
    const top = (text: Text, at: number) => {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect().top;
    };
    // The top of the first character of line n (from 1, not empty) of the code's text.
    const lineTop = (n: number) => {
      let line = 1;
      for (const text of texts) {
        for (let at = 0; at < text.data.length; at += 1) {
          if (line === n && text.data[at] !== '\n') return top(text, at);
          if (text.data[at] === '\n') line += 1;
        }
      }
      return Number.NaN;
    };
    // Numbers and code start on one row, with one line height; line n is n - 1 lines below line 1.
    const start = {
      numbers: cell.getBoundingClientRect().top + parseFloat(cellStyle.paddingTop),
      code: content.getBoundingClientRect().top + parseFloat(contentStyle.paddingTop),
    };
    const sameRhythm = contentStyle.lineHeight === cellStyle.lineHeight;
    // The height of a line as laid out: the numbers' column is one line per number.
    const pitch =
      (cell.getBoundingClientRect().height - parseFloat(cellStyle.paddingTop) - parseFloat(cellStyle.paddingBottom)) / samples.at(-1)!;
    const offsets = samples.map((n) => Math.round(lineTop(n) - lineTop(1) - (n - 1) * pitch));
    pre.scrollLeft = 200;
    const scrolled = {pre: pre.getBoundingClientRect().left, numbers: cell.getBoundingClientRect().left, scrollLeft: pre.scrollLeft};
    return {
      numberCells: numberCells.length,
      numbers: numbers[0],
      offsets,
      startsApart: Math.abs(start.numbers - start.code),
      sameRhythm,
      scrolled,
      text: (() => {
        const selection = getSelection()!;
        selection.selectAllChildren(code);
        return selection.toString().replace(/\n$/, '');
      })(),
      uncoloured: [...code.querySelectorAll<HTMLElement>('*')].filter((child) => !child.style.color).length,
    };
  }, samples);

  expect(found.numberCells).toBe(1);
  expect(found.numbers).toBe(`"${lines.map((_, index) => index + 1).join('\n')}"`);
  // The sampled lines sit on the row of their number.
  expect(found.startsApart).toBeLessThanOrEqual(1);
  expect(found.sameRhythm).toBe(true);
  expect(found.offsets).toEqual(samples.map(() => 0));
  expect(found.scrolled.scrollLeft).toBeGreaterThan(0);
  expect(Math.abs(found.scrolled.numbers - found.scrolled.pre)).toBeLessThanOrEqual(1);
  // What a reader selects and copies is the program, without a number.
  expect(found.text).toBe(source);
  // The numbers and the layout around the code take three elements; the rest are coloured runs.
  expect(found.uncoloured).toBe(3);
});

test('with the wrap button on, each number of a numbered listing sits on the first row of its line', async ({page}) => {
  await page.setViewportSize({width: 390, height: 900});
  await gotoHydrated(page, ROUTE);
  const block = await openAllFiles(page);
  await block.hover();
  await block.getByRole('button', {name: /wrap/i}).click();
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
  await expect(block.locator('pre code > *').nth(39)).toBeAttached();
  const rows = await block.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('pre code > *')].slice(0, 40).map((row) => {
      const [number, content] = [...row.children] as HTMLElement[];
      const numberBox = number.getBoundingClientRect();
      const contentBox = content.getBoundingClientRect();
      return {
        together: contentBox.top < numberBox.bottom && contentBox.bottom > numberBox.top,
        beside: numberBox.right <= contentBox.left + 1,
        rowTop: row.getBoundingClientRect().top,
      };
    }),
  );
  expect(rows.length).toBe(40);
  expect(rows.filter(({together, beside}) => !together || !beside)).toEqual([]);
  // The rows follow each other down the block.
  expect(rows.every(({rowTop}, index) => index === 0 || rowTop > rows[index - 1].rowTop)).toBe(true);
});

test('a numbered listing reached by a click shows its numbers once its code is coloured', async ({page}) => {
  await gotoHydrated(page, '/docs/examples');
  await page.locator(`article a[href="${ROUTE}"]`).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('TypeScript (Node.js WebSocket)');
  await openAllFiles(page);
  const numbers = listing(page).locator('pre code [data-lines]');
  await expect(numbers).toHaveCount(1);
  expect(await numbers.evaluate((cell) => getComputedStyle(cell, '::before').content.replace(/\\a ?/gi, '\n'))).toBe(
    `"${lines.map((_, index) => index + 1).join('\n')}"`,
  );
});
