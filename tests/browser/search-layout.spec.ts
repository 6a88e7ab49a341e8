import {test, expect, type Page, type Route} from '../support/test';
import {gotoHydrated, withoutScripts} from '../support/browser';

// /search renders without a query on the server: the query's outcome arrives
// later and must not move what is already on screen (the heading, the form,
// the syntax hint) nor bring the footer into view and push it away again.

const mainContent = '#__docusaurus_skipToContent_fallback';
const INDEX = /\/assets\/search\/manifest\.\w+\.json$/;

/** Where the parts of the page above the outcome sit, and the footer's top edge. */
async function layout(page: Page) {
  return page.evaluate((main) => {
    const top = (selector: string) => {
      const box = document.querySelector(`${main} ${selector}`)!.getBoundingClientRect();
      return {top: box.top, height: box.height};
    };
    return {
      heading: top('h1'),
      form: top('form[role="search"]'),
      hint: top('form[role="search"] ~ p'),
      footerTop: document.querySelector('footer')!.getBoundingClientRect().top,
    };
  }, mainContent);
}

for (const width of [390, 1280]) {
  for (const [query, outcome] of [
    ['session', /\d+ documents? found/],
    ['qqxzvkw', /No documents were found/],
  ] as const) {
    test(`/search?q=${query} at ${width} px keeps its layout from the server's HTML through loading to the outcome`, async ({page}) => {
      const viewport = {width, height: 800};
      await page.setViewportSize(viewport);
      const server = await withoutScripts(page, `/search?q=${query}`, layout);

      const held: Route[] = [];
      await page.route(INDEX, (route) => void held.push(route));
      await gotoHydrated(page, `/search?q=${query}`);
      await expect(page.locator(mainContent).getByText('Searching…')).toBeVisible();
      const loading = await layout(page);
      await expect.poll(() => held.length).toBe(1);
      await held[0].continue();
      await expect(page.locator(mainContent).getByText(outcome)).toBeVisible();
      const done = await layout(page);

      for (const state of [loading, done]) {
        expect({heading: state.heading, form: state.form, hint: state.hint}).toEqual({
          heading: server.heading,
          form: server.form,
          hint: server.hint,
        });
      }
      // The footer is below the fold in every state, so it never jumps in view.
      for (const state of [server, loading, done]) expect(state.footerTop).toBeGreaterThanOrEqual(viewport.height);
    });
  }
}

test('at 390 px the heading shows the query whole, on the line below “Search results for”', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await gotoHydrated(page, '/search?q=glossary');
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toHaveText('Search results for “glossary”');
  // A clipped title is taller inside than its box, or wider than it.
  const clipped = await heading.evaluate(
    (element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
  );
  expect(clipped, 'the heading is cut short').toBe(false);
});

test('at 1280 px the labels of the search field and the section menu sit on one line, as do the two controls', async ({page}) => {
  await gotoHydrated(page, '/search?q=glossary');
  const form = page.locator(mainContent).getByRole('search');
  const boxes = await form.evaluate((element) =>
    ['label[for]:first-of-type', 'input', 'select'].map((selector) =>
      Array.from(element.querySelectorAll(selector)).map((node) => {
        const box = node.getBoundingClientRect();
        return {top: Math.round(box.top), bottom: Math.round(box.bottom)};
      }),
    ),
  );
  const [labels, [input], [select]] = boxes;
  expect(labels).toHaveLength(2);
  expect(labels[1].top).toBe(labels[0].top);
  expect(select).toEqual(input);
});
