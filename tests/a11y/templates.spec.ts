import {test, expect, type Page} from '../support/test';
import {axeFor, WCAG_TAGS} from '../support/axe';
import {drawWholePage, gotoHydrated} from '../support/browser';
import {COLOUR_RULES} from '../support/a11y-plan';
import {sitemapRoutes} from '../support/paths';
import {TEMPLATE_PAGES} from '../support/templates';

// axe with the WCAG A/AA rules and the best-practice rules on one page of each
// template, whole page: at a desktop width in light mode, then switched to dark
// with the navbar button and narrowed to a phone (the sitemap crawl checks
// every page with the WCAG rules alone).
//
// Colours at the desktop width are the crawl's (tests/a11y/sitemap.spec.ts): in
// light and dark mode, every element and class of the sitemap's pages and each
// layout's whole page. Here they are checked at that width only on the pages
// outside the sitemap (search, not found); the phone pass checks them everywhere.
const inSitemap = new Set(sitemapRoutes().map((route) => route.replace(/(.)\/$/, '$1')));

async function violations(page: Page, {colours}: {colours: boolean}): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const axe = axeFor(page).withTags([...WCAG_TAGS, 'best-practice']);
  if (!colours) axe.disableRules(COLOUR_RULES);
  const {violations: found} = await axe
    // Code tokens take the colours of the Prism themes, each checked by tests/unit/code-colours.spec.ts.
    .exclude('pre .token')
    // Rows of a long table repeat the first ones (both stripes are among the first 20); the sitemap
    // crawl checks every row's structure. This keeps the language table from costing minutes.
    .exclude('main table > tbody > tr:nth-child(n+21)')
    .analyze();
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

test.use({viewport: {width: 1280, height: 900}});

for (const {name, route} of TEMPLATE_PAGES) {
  test(`${name} (${route}): no axe violation, best practices included, at 1280 px light and 390 px dark`, async ({page}) => {
    // Two whole-page axe runs: minutes on a machine at load average 20.
    test.setTimeout(240_000);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await gotoHydrated(page, route);
    // axe skips what the browser has not drawn: blocks far below the first screen are drawn first.
    await drawWholePage(page);
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
    const found = (await violations(page, {colours: !inSitemap.has(route)})).map((v) => `1280 px, light: ${v}`);

    await page
      .getByRole('button', {name: /dark and light mode/i})
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.setViewportSize({width: 390, height: 900});
    // The phone layout is in place: the navbar's menu button replaces its links.
    await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeVisible();
    found.push(...(await violations(page, {colours: true})).map((v) => `390 px, dark: ${v}`));
    expect(found).toEqual([]);
  });
}
