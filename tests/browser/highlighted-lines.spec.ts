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
