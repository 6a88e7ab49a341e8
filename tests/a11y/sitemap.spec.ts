import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {buildDir} from '../support/paths';

// Every page of the built sitemap, in light and dark mode: no WCAG 2.1 A/AA
// violation, no console error, no hydration warning.
const routes = [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, url]) => new URL(url).pathname,
);

/** Hydrated, fonts loaded, and every lazily drawn diagram on the page drawn. */
async function settle(page: Page) {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator('[class^="placeholder_"]')).toHaveCount(0, {timeout: 15_000});
}

test.describe.configure({timeout: 60_000});

test('the sitemap lists the site', () => {
  expect(routes.length).toBeGreaterThan(40);
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    for (const route of routes) {
      test(`${route} has no accessibility violations or console errors`, async ({page}) => {
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await page.goto(route);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const violations = results.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
        );
        expect([...problems, ...violations], `${route} in ${mode} mode`).toEqual([]);
      });
    }
  });
}
