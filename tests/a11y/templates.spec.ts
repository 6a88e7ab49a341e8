import {test, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {gotoHydrated} from '../support/browser';
import {TEMPLATE_PAGES} from '../support/templates';

// axe with the WCAG A/AA rules and the best-practice rules on one page of each
// template, whole page, light and dark, at a phone and a desktop width (the
// sitemap crawl checks every page with the WCAG rules alone).

for (const width of [390, 1280]) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${width} px, ${mode}`, () => {
      test.use({viewport: {width, height: 900}});
      test.beforeEach(async ({page}) => {
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      });

      for (const {name, route} of TEMPLATE_PAGES) {
        test(`${name} (${route}): no axe violation, best practices included`, async ({page}) => {
          test.setTimeout(90_000);
          await gotoHydrated(page, route);
          await page.evaluate(() => document.fonts.ready);
          const {violations} = await new AxeBuilder({page})
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            // Code tokens take the colours of the Prism themes, each checked by tests/unit/code-colours.spec.ts.
            .exclude('pre .token')
            .analyze();
          expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
        });
      }
    });
  }
}
