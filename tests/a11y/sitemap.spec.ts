import {test, expect, type Page} from '../support/test';
import axe from 'axe-core';
import {a11yPlan, COLOUR_RULES} from '../support/a11y-plan';
import {WCAG_TAGS} from '../support/axe';
import {drawWholePage, watchPolicy} from '../support/browser';
import {TEMPLATE_PAGES} from '../support/templates';

// Pages of the built sitemap served by deploy/nginx.conf under the
// Content-Security-Policy the build derived: status 200, no CSP violation, no
// console error, no hydration warning, and WCAG 2.1 A/AA with axe:
// - `npm test` visits the fewest pages that together hold every element and
//   class name found in the content of any sitemap page, plus one whole page of
//   each layout (navbar, sidebars, table of contents, footer), and checks their
//   structure (every rule but colour contrast) and their colours, light and
//   dark. tests/a11y/templates.spec.ts checks one page of each template whole,
//   best practices included. Code tokens take the colours of the Prism themes,
//   each checked by tests/unit/code-colours.spec.ts.
// - A11Y_SCOPE=sitemap (`npm run bench -- --only a11y`) visits every page and
//   checks the structure of every hand-written page and of the index, largest
//   and smallest page of each generated group (API operations, message pages,
//   blog and changelog listings), which share one template each.
const plan = a11yPlan();
const scope = process.env.A11Y_SCOPE === 'sitemap' ? 'sitemap' : 'covering';
// The navbar, sidebar and footer are the same on every page: checked in full on these, the content alone elsewhere.
const wholePage = new Set([
  '/',
  '/docs/overview',
  '/docs/quick-start',
  '/api/introduction',
  '/api/create-streaming-session',
  '/blog',
  '/blog/long-blog-post',
]);
// The navbar, sidebars, table of contents and footer of each layout (home, docs, API reference, blog): their colours
// are checked on the whole page, in light and dark mode, on one page each.
const wholePageColours = new Set(['/', '/docs/overview', '/api/introduction', '/blog/long-blog-post']);
/** How many elements of each picked element or class name the colour pass checks on a page. */
const SAMPLES_PER_SELECTOR = 3;

/** Runs axe in the page, injecting it once per page load (each injection evaluates 1.3 MB of script). */
async function runAxe(page: Page, context: axe.ContextObject, options: axe.RunOptions): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  type Run = (context: unknown, options: unknown) => Promise<unknown>;
  const results = (await page.evaluate(([context, options]) => (window as unknown as {axe: {run: Run}}).axe.run(context, options), [
    context,
    options,
  ] as [unknown, unknown])) as axe.AxeResults;
  return results.violations;
}

async function violations(page: Page, route: string, pass: 'structure' | 'colours'): Promise<string[]> {
  const options: axe.RunOptions =
    pass === 'colours'
      ? {runOnly: {type: 'rule', values: COLOUR_RULES}, resultTypes: ['violations']}
      : {
          runOnly: {type: 'tag', values: WCAG_TAGS},
          rules: Object.fromEntries(COLOUR_RULES.map((rule) => [rule, {enabled: false}])),
          resultTypes: ['violations'],
        };
  // Code tokens take the colours of the Prism themes, each checked by tests/unit/code-colours.spec.ts.
  const context: axe.ContextObject = {exclude: [[pass === 'colours' ? 'pre .token' : 'pre']]};
  // Rows of a long table repeat the first ones (both stripes are among the first 20 rows); the whole crawl checks every row.
  if (scope === 'covering') context.exclude = [...(context.exclude as string[][]), ['main table > tbody > tr:nth-child(n+21)']];
  const whole = pass === 'colours' ? wholePageColours.has(route) : wholePage.has(route.replace(/(.)\/$/, '$1'));
  const selectors = pass === 'colours' && !whole ? plan.colours.find((check) => check.route === route)?.selectors : null;
  if (selectors) {
    // Only the elements the page was picked for (an attribute value may have looked like an element), and of a class
    // that marks every row of a long table, the first few: its colours are the same on each.
    const marked = await page.evaluate(
      ({list, perSelector}) => {
        let count = 0;
        for (const selector of list)
          for (const element of [...document.querySelectorAll(`main ${selector}`)].slice(0, perSelector)) {
            element.setAttribute('data-colour-sample', '');
            count += 1;
          }
        return count;
      },
      {list: selectors, perSelector: SAMPLES_PER_SELECTOR},
    );
    if (!marked) return [];
    context.include = [['[data-colour-sample]']];
  } else if (!whole) {
    context.include = [['main'], ['#__docusaurus_skipToContent_fallback']];
  }
  return (await runAxe(page, context, options)).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** Hydrated, every block drawn (axe skips what the browser has not drawn) and fonts loaded (diagrams are static images drawn at build time). */
async function settle(page: Page) {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await drawWholePage(page);
  await page.evaluate(() => document.fonts.ready);
}

test('the plan checks colours on pages that hold every class, and the whole crawl the structure of every hand-written page', () => {
  expect(plan.sitemap.length).toBeGreaterThan(100);
  expect(plan.structure).toEqual(expect.arrayContaining(['/', '/docs/quick-start/', '/docs/error_codes', '/blog/long-blog-post']));
  expect(plan.structure.filter((route) => route.startsWith('/api/')).length).toBeLessThanOrEqual(3);
  expect(plan.uncovered).toEqual([]);
  expect(plan.colours.length).toBeLessThan(plan.sitemap.length / 3);
  expect(plan.sitemap).toEqual(expect.arrayContaining([...wholePageColours]));
});

const parts = scope === 'sitemap' ? 8 : 2;
// Pages whose whole structure another test checks with axe: one page of each template (tests/a11y/templates.spec.ts)
// and the playground after a run (tests/browser/playground.spec.ts).
const structureCheckedElsewhere = new Set([...TEMPLATE_PAGES.map(({route}) => route), '/docs/playground']);
const checksStructure = (route: string) =>
  scope === 'covering' ? !structureCheckedElsewhere.has(route.replace(/(.)\/$/, '$1')) : plan.structure.includes(route);

// A few browser pages, each walking a slice of the pages, keep the crawl short.
for (const [slice, routes] of plan.slices(parts, scope, [...wholePageColours]).entries()) {
  test(`${scope === 'sitemap' ? 'sitemap' : 'covering'} pages, part ${slice + 1} of ${parts}: no CSP violation, console error or accessibility violation`, async ({
    page,
  }) => {
    // Axe over a dozen pages: minutes on a machine at load average 20.
    test.setTimeout(420_000);
    const problems = await watchPolicy(page);
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // Every page opens in light mode; the colour pass switches to dark with the navbar button.
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    const found: string[] = [];
    for (const route of routes) {
      problems.length = 0;
      const response = await page.goto(route);
      if (response?.status() !== 200) found.push(`${route}: status ${response?.status()}`);
      // Colour transitions would let axe sample a colour halfway between the two modes.
      await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
      await settle(page);
      if (checksStructure(route)) found.push(...(await violations(page, route, 'structure')).map((v) => `${route}: ${v}`));
      if (wholePageColours.has(route) || plan.colours.some((check) => check.route === route)) {
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        found.push(...(await violations(page, route, 'colours')).map((v) => `${route}, light: ${v}`));
        await page
          .getByRole('button', {name: /dark and light mode/i})
          .first()
          .click({force: true});
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await settle(page);
        found.push(...(await violations(page, route, 'colours')).map((v) => `${route}, dark: ${v}`));
      }
      found.push(...problems.map((problem) => `${route}: ${problem}`));
    }
    expect(found).toEqual([]);
  });
}
