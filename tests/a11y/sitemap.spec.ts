import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {buildDir} from '../support/paths';

// Every page of the built sitemap, in light and then dark mode: no WCAG 2.1
// A/AA violation, no console error, no hydration warning. The navbar, sidebar
// and footer are the same on every page, so they are checked in full on a few
// pages of each kind and the content alone on the others.
const routes = [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, url]) => new URL(url).pathname,
);
const wholePage = new Set(['/', '/docs/overview', '/docs/quick-start', '/api/introduction', '/api/create-streaming-session', '/blog', '/blog/long-blog-post', '/search']);
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Hydrated and fonts loaded (diagrams are static images drawn at build time). */
async function settle(page: Page) {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(() => document.fonts.ready);
}

/** Structure does not change with the colour mode, so the dark pass checks colours only. */
async function violations(page: Page, route: string, colourOnly = false): Promise<string[]> {
  let builder = colourOnly ? new AxeBuilder({page}).withRules(['color-contrast', 'link-in-text-block']) : new AxeBuilder({page}).withTags(tags);
  if (!wholePage.has(route)) builder = builder.include('main, #__docusaurus_skipToContent_fallback');
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

test.describe.configure({timeout: 60_000});

test('the sitemap lists the site', () => {
  expect(routes.length).toBeGreaterThan(100);
});

for (const route of routes) {
  test(`${route} has no accessibility violations or console errors, light and dark`, async ({page}) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('a11y-started')) {
        sessionStorage.setItem('a11y-started', '1');
        localStorage.setItem('theme', 'light');
      }
    });
    await page.goto(route);
    // Colour transitions would let axe sample a colour halfway between the two modes.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const light = await violations(page, route);

    await page.getByRole('button', {name: /dark and light mode/i}).first().click({force: true});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await settle(page);
    const dark = await violations(page, route, true);

    expect([...problems, ...light.map((v) => `light: ${v}`), ...dark.map((v) => `dark: ${v}`)], route).toEqual([]);
  });
}
