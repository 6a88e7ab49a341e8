import {test, expect, type Page} from '../support/test';
import {gotoHydrated} from '../support/browser';

// A code block with highlighted lines (`{3,7}` or `highlight()` of src/utils/exampleSource.ts) costs one element per
// highlighted line, not one per line: the other lines stay runs of coloured text. Whether the page was served or
// reached by a click, the lines keep their breaks and a highlighted line's band spans the block.

const ROUTE = '/docs/examples/ts';
const TITLE = 'examples/ts/translate-file.ts (sessions)';
/** What the page highlights in that block (docs/docs/examples/ts.mdx). */
const HIGHLIGHTED = ['ClientId: config.clientId', "'/session-storage/session'", 'ttl_seconds: 900', '/session-storage/sessions/'];

async function highlightedBlock(page: Page) {
  const block = page.locator('.theme-code-block', {has: page.getByText(TITLE, {exact: true})});
  await expect(block.locator('code .theme-code-block-highlighted-line').first()).toBeVisible();
  return block.evaluate((element) => {
    const code = element.querySelector('pre code') as HTMLElement;
    const pre = element.querySelector('pre') as HTMLElement;
    const style = getComputedStyle(code);
    const contentHeight = code.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const marked = [...code.querySelectorAll<HTMLElement>('.theme-code-block-highlighted-line')];
    return {
      lines: (code.textContent ?? '').split('\n').length,
      drawnLines: Math.round(contentHeight / parseFloat(style.lineHeight)),
      lineElements: code.querySelectorAll('.token-line').length,
      marked: marked.map((line) => line.textContent ?? ''),
      narrowBands: marked.filter((line) => line.getBoundingClientRect().width < pre.clientWidth - 1).length,
    };
  });
}

function expectOneElementPerHighlightedLine(found: Awaited<ReturnType<typeof highlightedBlock>>) {
  expect(found.lineElements).toBe(0);
  expect(found.marked.length).toBeGreaterThanOrEqual(HIGHLIGHTED.length);
  for (const line of found.marked) {
    expect(line.replace(/\n$/, '')).not.toContain('\n');
    expect(
      HIGHLIGHTED.some((snippet) => line.includes(snippet)),
      line,
    ).toBe(true);
  }
  expect(found.drawnLines).toBe(found.lines);
  expect(found.narrowBands).toBe(0);
}

test('highlighted lines are one element each across the block, the other lines text, on the served page and after a click', async ({
  page,
}) => {
  await gotoHydrated(page, ROUTE);
  expectOneElementPerHighlightedLine(await highlightedBlock(page));

  await gotoHydrated(page, '/docs/examples');
  await page.locator(`article a[href="${ROUTE}"]`).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('TypeScript (Node.js WebSocket)');
  expectOneElementPerHighlightedLine(await highlightedBlock(page));
});

test('with the wrap button on, a highlighted line starts at its indentation, as the lines around it do', async ({page}) => {
  await page.setViewportSize({width: 390, height: 900});
  await gotoHydrated(page, ROUTE);
  const block = page.locator('.theme-code-block', {has: page.getByText(TITLE, {exact: true})});
  await block.hover();
  await block.getByRole('button', {name: /wrap/i}).click();
  await expect(block.locator('code .token-line.theme-code-block-highlighted-line').first()).toBeVisible();
  // Where each line's first character would sit without its indentation: one place for every line.
  const starts = await block.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('pre code .token-line')].flatMap((line) => {
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      let columns = 0;
      for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
        const at = text.data.search(/\S/);
        if (at === -1) {
          columns += text.data.length;
          continue;
        }
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        const {left, width} = range.getBoundingClientRect();
        return [
          {highlighted: line.classList.contains('theme-code-block-highlighted-line'), left: Math.round(left - (columns + at) * width)},
        ];
      }
      return [];
    }),
  );
  expect(starts.filter(({highlighted}) => highlighted).length).toBeGreaterThan(0);
  const plain = starts.find(({highlighted}) => !highlighted)!.left;
  expect(starts.filter(({left}) => Math.abs(left - plain) > 1)).toEqual([]);
});
