import {test, expect, type Page} from '../support/test';
import {gotoHydrated, withoutScripts} from '../support/browser';
import {AT_ANCHOR_ATTRIBUTE} from '../../src/plugins/draw-at-anchor/attribute';

// A link's click to a long page draws the top of the page first and what is
// below the fold right after (components/BelowTheFold); the page ends up as
// the server's HTML has it, and a link to a section further down lands on it.

const LONG_GUIDE = '/docs/broadcaster';

/** The ids of the article's section headings, in order. */
const headingIds = (page: Page) => page.locator('article :is(h2, h3)[id]').evaluateAll((headings) => headings.map((heading) => heading.id));

const LONG_PAGES = [
  {kind: 'a long guide', route: LONG_GUIDE, title: 'Broadcaster'},
  // An operation page folds inside its reference column (the remark plugin's containers).
  {kind: 'an operation page', route: '/api/create-streaming-session', title: 'Create streaming session'},
];

for (const {kind, route, title} of LONG_PAGES) {
  test(`a click to ${kind} draws its heading first, then the whole page as the server has it`, async ({page}) => {
    const serverIds = await withoutScripts(page, route, headingIds);
    expect(serverIds.length).toBeGreaterThan(5);

    await gotoHydrated(page, '/docs/quick-start');
    // How many section headings the article has in the frame its new title first appears in.
    await page.evaluate(() => {
      const before = document.querySelector('h1')?.textContent;
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('article h1');
        if (!heading || heading.textContent === before) return;
        observer.disconnect();
        Object.assign(window, {headingsWithTitle: document.querySelectorAll('article :is(h2, h3)[id]').length});
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
    await page.getByRole('navigation', {name: 'Docs sidebar'}).locator(`a[href^="${route}"]`).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    const withTitle = await page.evaluate(() => (window as unknown as {headingsWithTitle: number}).headingsWithTitle);
    expect(withTitle).toBeLessThan(serverIds.length);
    await expect.poll(() => headingIds(page)).toEqual(serverIds);
  });
}

test('a link to a section far down a long guide lands on that section', async ({page}) => {
  await gotoHydrated(page, '/docs/broadcaster/advanced_settings');
  await page.locator('article a[href="/docs/broadcaster#outputs"]').first().click();
  await expect(page).toHaveURL(/\/docs\/broadcaster#outputs$/);
  await expect(page.locator('#outputs')).toBeInViewport();
});

/** Whether the browser draws the element now, or skips it until the reader nears it (`content-visibility: auto`). */
const drawn = (element: Element) => element.checkVisibility({contentVisibilityAuto: true});

test('a long guide draws the blocks far below its first screen when the reader scrolls near them', async ({page}) => {
  await gotoHydrated(page, '/docs/streaming_api/management');
  // What a block holds is skipped or drawn, not the block itself (it keeps its place in the page).
  const first = page.locator('.theme-doc-markdown > p > *').first();
  const lastBlock = page.locator('.theme-doc-markdown > div:has(pre)').last();
  const last = lastBlock.locator('pre').first();
  expect(await first.evaluate(drawn)).toBe(true);
  expect(await last.evaluate(drawn)).toBe(false);
  await lastBlock.evaluate((block) => block.scrollIntoView());
  await expect.poll(() => last.evaluate(drawn)).toBe(true);
  await expect(last).toBeInViewport();
});

test('a long guide opened at an anchor draws every block from the start; opened at its top, it does not', async ({page}) => {
  // Whether <html> says "draw every block" by the time the article is parsed, before any block is laid out.
  await page.addInitScript((name) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.theme-doc-markdown')) return;
      observer.disconnect();
      Object.assign(window, {drawAllWhenParsed: document.documentElement.hasAttribute(name)});
    }).observe(document, {childList: true, subtree: true});
  }, AT_ANCHOR_ATTRIBUTE);
  const guide = '/docs/streaming_api/management';
  const lastBlock = page.locator('.theme-doc-markdown > div:has(pre)').last().locator('pre').first();
  const drawAllWhenParsed = () => page.evaluate(() => (window as unknown as {drawAllWhenParsed?: boolean}).drawAllWhenParsed);

  await gotoHydrated(page, `${guide}#rate-limits`);
  expect(await drawAllWhenParsed()).toBe(true);
  expect(await lastBlock.evaluate(drawn)).toBe(true);

  await gotoHydrated(page, guide);
  expect(await drawAllWhenParsed()).toBe(false);
  expect(await lastBlock.evaluate(drawn)).toBe(false);
});

test("the longest API reference page keeps React's tree lean: one component per code span, no fragment per name piece", async ({page}) => {
  await gotoHydrated(page, '/api/create-a-new-broadcast');
  // React's own nodes for the page (read from the root's container and the elements' fibers): every re-render after
  // hydration walks all of them, so each layer a code span adds costs as many nodes as the page has spans (~900).
  const tree = await page.evaluate(() => {
    type Fiber = {tag: number; child: Fiber | null; sibling: Fiber | null; return: Fiber | null; stateNode: unknown};
    const fiberOf = (node: object, prefix: string) =>
      (node as Record<string, Fiber>)[Object.keys(node).find((name) => name.startsWith(prefix)) ?? ''];
    const root = fiberOf(document.getElementById('__docusaurus')!, '__reactContainer$');
    let nodes = 0;
    let fragments = 0;
    for (const stack = [root]; stack.length;) {
      const fiber = stack.pop()!;
      nodes += 1;
      if (fiber.tag === 7) fragments += 1;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    // Components between each code span in a field row and its cell.
    const layers = [...document.querySelectorAll('.api-fields td > code')].map((code) => {
      let count = 0;
      for (let fiber = fiberOf(code, '__reactFiber$').return; fiber && fiber.stateNode !== code.parentElement; fiber = fiber.return)
        count += 1;
      return count;
    });
    return {nodes, fragments, elements: document.querySelectorAll('*').length, layers: [...new Set(layers)], spans: layers.length};
  });
  expect(tree.spans).toBeGreaterThan(300);
  expect(tree.layers).toEqual([1]);
  expect(tree.fragments).toBeLessThan(100);
  expect(tree.nodes).toBeLessThan(2 * tree.elements);
});
