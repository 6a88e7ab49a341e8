import {test, expect, type Page} from '../support/test';
import {gotoHydrated} from '../support/browser';

/*
 * Names never split: inline code in a table cell may wrap only after `_`, `.`,
 * `/` or a pattern's `|`, or at a space (never at a hyphen), and a URL never inside its scheme or host; a name
 * that cannot wrap there makes the table scroll instead of sticking out of its cell.
 */

/** Pages with many code names in tables, and the fewest code elements each must measure. */
const PAGES: {route: string; atLeast: number}[] = [
  {route: '/docs/error_codes', atLeast: 100},
  {route: '/docs/languages', atLeast: 70},
  {route: '/docs/streaming_api/translation_settings_breakdown', atLeast: 100},
  {route: '/docs/streaming_api/messages/set_task', atLeast: 50},
  {route: '/api/create-a-new-glossary', atLeast: 10},
  {route: '/', atLeast: 1},
  {route: '/api/introduction', atLeast: 10},
];

const WIDTHS = [390, 800, 1280];

type Measure = {measured: number; splits: string[]; overflowing: string[]};

/**
 * Measures every rendered name the selector picks (by default `table code`): where its text breaks across lines and
 * whether it fits its box (a table cell, a sidebar item).
 */
async function measureCodeInTables(page: Page, names = 'table :is(td, th) code', box = 'td, th'): Promise<Measure> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(
    ([names, box]) => {
      const ALLOWED_AFTER = /[_./|\s]/;
      const URL_ORIGIN = /^([a-z][a-z0-9+.-]*:\/\/)([^/]*\/?)/;
      document.querySelectorAll<HTMLDetailsElement>('table details').forEach((details) => (details.open = true));
      const result = {measured: 0, splits: [] as string[], overflowing: [] as string[]};
      const range = document.createRange();
      for (const code of Array.from(document.querySelectorAll<HTMLElement>(names))) {
        if (code.closest('pre') || code.getClientRects().length === 0) continue;
        result.measured += 1;
        const cell = code.closest(box)!;
        const cellRect = cell.getBoundingClientRect();
        const codeRect = code.getBoundingClientRect();
        if (codeRect.right > cellRect.right + 1 || codeRect.left < cellRect.left - 1) {
          result.overflowing.push(code.textContent ?? '');
        }
        // One line: nothing to check (a block, such as a sidebar link, has one box however many lines it holds).
        range.selectNodeContents(code);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (lines.length < 2 || lines.every((rect) => rect.top === lines[0].top)) continue;
        // One entry per rendered character, with the line box it sits on; a space
        // collapsed at the end of a line has no box but still marks a break at a space.
        const chars: {char: string; top: number; bottom: number; afterSpace: boolean; at: number}[] = [];
        const [origin = '', scheme = ''] = URL_ORIGIN.exec(code.textContent ?? '') ?? [];
        let afterSpace = false;
        let at = 0;
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let index = 0; index < text.length; index += 1) {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const rect = range.getClientRects()[0];
            if (rect) chars.push({char: text[index], top: rect.top, bottom: rect.bottom, afterSpace, at});
            afterSpace = rect ? false : afterSpace || /\s/.test(text[index]);
            at += 1;
          }
        }
        let shown = chars[0]?.char ?? '';
        let bad = false;
        for (let index = 1; index < chars.length; index += 1) {
          const [before, after] = [chars[index - 1], chars[index]];
          if (after.top >= before.bottom - 1) {
            shown += '|';
            if (!after.afterSpace && !ALLOWED_AFTER.test(before.char) && !/\s/.test(after.char)) bad = true;
            if (after.at < origin.length && after.at !== scheme.length) bad = true;
          }
          shown += after.char;
        }
        if (bad) result.splits.push(shown);
      }
      return result;
    },
    [names, box],
  );
}

// One load per page, resized through the widths: the rules and fonts do not depend on how the page was opened.
for (const {route, atLeast} of PAGES) {
  test(`code names in the tables of ${route} wrap only at name boundaries at ${WIDTHS.join(', ')} px`, async ({page}) => {
    await page.setViewportSize({width: WIDTHS[0], height: 900});
    await gotoHydrated(page, route);
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: 900});
      const {measured, splits, overflowing} = await measureCodeInTables(page);
      expect(measured, `${width} px: code elements measured in table cells`).toBeGreaterThanOrEqual(atLeast);
      expect(splits, `${width} px: names split inside a word (| marks each line break)`).toEqual([]);
      expect(overflowing, `${width} px: code sticking out of its cell`).toEqual([]);
    }
  });
}

test('long message names in the sidebar wrap after an underscore, never inside a word, at 1024 and 1280 px', async ({page}) => {
  await gotoHydrated(page, '/docs/streaming_api/messages/eos');
  for (const width of [1024, 1280]) {
    await page.setViewportSize({width, height: 900});
    const {measured, splits, overflowing} = await measureCodeInTables(page, 'nav.menu .menu__link', 'li');
    expect(measured, `${width} px: sidebar links measured`).toBeGreaterThan(20);
    expect(splits, `${width} px: names split inside a word (| marks each line break)`).toEqual([]);
    expect(overflowing, `${width} px: names sticking out of the sidebar`).toEqual([]);
  }
  await expect(page.locator('nav.menu').getByRole('link', {name: 'partial_translated_transcription', exact: true})).toBeVisible();
});

test('a message page titled by a long name wraps its title after an underscore at 390 px, and the heading keeps the name', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/docs/streaming_api/messages/partial_translated_transcription');
  const {measured, splits, overflowing} = await measureCodeInTables(page, 'article h1', 'header');
  expect(measured).toBe(1);
  expect(splits, 'the title split inside a word (| marks each line break)').toEqual([]);
  expect(overflowing).toEqual([]);
  await expect(page.getByRole('heading', {level: 1, name: 'partial_translated_transcription', exact: true})).toBeVisible();
});
