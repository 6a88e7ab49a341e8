import {test, expect, type Page} from '../support/test';
import {foldAfter, gotoHydrated, touchScreenPage, watchConsole} from '../support/browser';

// Pages whose code samples sit in language tabs: a guide and an operation page.
const routes = ['/docs/quick-start', '/api/create-a-new-glossary'];

/** The text of every tab panel in <main>, in page order, either from the live page or from the served HTML. */
function panelTexts(page: Page, html?: string): Promise<string[]> {
  return page.evaluate((source) => {
    const root = source ? new DOMParser().parseFromString(source, 'text/html') : document;
    return Array.from(root.querySelectorAll('main [role="tabpanel"]')).map((panel) => panel.textContent ?? '');
  }, html);
}

for (const route of routes) {
  test(`${route}: every language's samples stay in the page, and a chosen tab shows its own sample once`, async ({page}) => {
    const console = watchConsole(page);
    const served = await (await page.request.get(route)).text();
    await gotoHydrated(page, route);
    const expected = await panelTexts(page, served);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.every((text) => text.trim().length > 0)).toBe(true);
    // Panels not shown at load keep the samples search, agents and readers without JavaScript see.
    expect(await panelTexts(page)).toEqual(expected);

    // The first tab group; its second tab (Python) is hidden at load.
    await page.locator('main [role="tablist"]').first().getByRole('tab', {name: 'Python'}).click();
    const panel = page.locator('main [role="tabpanel"]:not([hidden])').first();
    await expect(panel).toContainText(/import /);
    expect(await panelTexts(page)).toEqual(expected);
    await panel.hover();
    await panel.getByRole('button', {name: 'Copy code to clipboard'}).first().click();
    await expect(panel.getByRole('button', {name: 'Copied'}).first()).toBeVisible();
    console.expectClean();
  });
}

test('a block whose lines run past its edge offers the wrap button once drawn, one that fits does not, and a tab shown later is measured too', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/quick-start');
  const blocks = page.locator('main .theme-code-block:visible');
  const overflows = await blocks.evaluateAll((elements) =>
    elements.map((block) => {
      const pre = block.querySelector('pre')!;
      return pre.scrollWidth > pre.clientWidth;
    }),
  );
  const wide = overflows.indexOf(true);
  const narrow = overflows.indexOf(false);
  expect(wide, 'a shown block with long lines').toBeGreaterThanOrEqual(0);
  expect(narrow, 'a shown block that fits').toBeGreaterThanOrEqual(0);
  // A block far below the first screen is drawn, and measured, when the reader scrolls near it.
  await blocks.nth(wide).scrollIntoViewIfNeeded();
  await expect(blocks.nth(wide).getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(1);
  await blocks.nth(narrow).scrollIntoViewIfNeeded();
  await expect(blocks.nth(narrow).getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);

  // The Python samples are hidden at load, so they had no size to measure until their tab is chosen.
  await page.locator('main [role="tablist"]').first().getByRole('tab', {name: 'Python'}).click();
  const python = page.locator('main [role="tabpanel"]:not([hidden])').first().locator('.theme-code-block');
  await expect(python.first()).toBeVisible();
  const pythonOverflows = await python.evaluateAll((elements) =>
    elements.map((block) => {
      const pre = block.querySelector('pre')!;
      return pre.scrollWidth > pre.clientWidth;
    }),
  );
  expect(pythonOverflows, 'a Python block with long lines').toContain(true);
  for (const [index, overflows] of pythonOverflows.entries()) {
    await python.nth(index).scrollIntoViewIfNeeded();
    await expect(python.nth(index).getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(overflows ? 1 : 0);
  }
});

test.describe('on a touch screen at 390 px', () => {
  test('the copy and wrap buttons, always shown, cover no line of code', async ({browser}) => {
    const {page, close} = await touchScreenPage(browser);
    for (const route of ['/docs/quick-start', '/api/create-a-new-glossary']) {
      await gotoHydrated(page, route);
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
      const overlaps = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('main .theme-code-block'))
            .filter((block) => block.offsetParent !== null && block.querySelector('[class*="buttonGroup"] button'))
            .flatMap((block) => {
              const buttons = block.querySelector('[class*="buttonGroup"]')!.getBoundingClientRect();
              const range = document.createRange();
              range.selectNodeContents(block.querySelector('pre code')!);
              const firstLine = range.getClientRects()[0];
              return firstLine.top < buttons.bottom ? [`${firstLine.top - buttons.bottom} px: ${block.textContent!.slice(0, 40)}`] : [];
            }),
        );
      // Polled: the wrap button joins a block once its lines are measured.
      await expect.poll(overlaps, {message: route}).toEqual([]);
    }
    await close();
  });
});

// Tab groups with the longest labels: the example's five files (in a fold), a guide's and an operation page's languages.
const TAB_LABEL_PAGES = [
  {route: '/docs/examples/ts', fold: 'all-files'},
  {route: '/docs/quick-start'},
  {route: '/api/create-a-new-glossary'},
];

for (const width of [390, 1024]) {
  test(`at ${width} px no tab label breaks over two lines: a row of tabs too long for the width wraps between labels`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    for (const {route, fold} of TAB_LABEL_PAGES) {
      await gotoHydrated(page, route);
      if (fold) await foldAfter(page, fold).locator('summary').click();
      const tabs = page.locator('main [role="tab"]:visible');
      expect(await tabs.count(), route).toBeGreaterThan(1);
      const split = await tabs.evaluateAll((elements) =>
        elements
          .filter((tab) => {
            const range = document.createRange();
            range.selectNodeContents(tab);
            // One line box per line of the label: more than one distinct top is a label broken in two.
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
          })
          .map((tab) => tab.textContent),
      );
      expect(split, `${route}: labels broken over two lines`).toEqual([]);
      const tabLists = await page
        .locator('main [role="tablist"]:visible')
        .evaluateAll((lists) =>
          lists.map((list) => ({scrolls: list.scrollWidth > list.clientWidth, right: list.getBoundingClientRect().right})),
        );
      expect(
        tabLists.filter(({scrolls, right}) => scrolls || right > width),
        `${route}: tab rows cut at the edge`,
      ).toEqual([]);
    }
  });
}
