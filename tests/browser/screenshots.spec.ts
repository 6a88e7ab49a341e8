import {test, expect} from '../support/test';
import chromium from '../support/chromium.json';
import {gotoHydrated} from '../support/browser';
import {TEMPLATE_PAGES} from '../support/templates';

// Each page template at a phone, a laptop and a desktop width, light and dark,
// compared with baselines that were looked at (screenshots.spec.ts-snapshots/).
// Pixels depend on the browser build and the fonts, so only Debian's Chromium
// in the browser project compares them; update with --update-snapshots after a
// deliberate change, and look at the new files before committing them.

const WIDTHS = [390, 1024, 1440] as const;
const MODES = ['light', 'dark'] as const;
/** The templates whose look is compared (the others share their chrome and tables). */
const SHOWN = TEMPLATE_PAGES.filter(({name}) => ['home', 'guide', 'api-operation', 'message', 'search', 'not-found'].includes(name));

// Playwright reads the fixtures a hook takes from its destructuring pattern: this one takes none.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  testInfo.skip(testInfo.project.name !== 'browser', 'compared only in the browser project');
  testInfo.skip((process.env.CHROMIUM_PATH ?? chromium.executablePath) !== '/usr/bin/chromium', "baselines are drawn by Debian's Chromium");
});

// One page load per template and mode, widened from the phone to the desktop.
for (const mode of MODES) {
  test.describe(mode, () => {
    test.use({colorScheme: mode});
    test.beforeEach(async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    });

    for (const {name, route} of SHOWN) {
      test(`${name} looks as in its baselines at ${WIDTHS.join(', ')} px`, async ({page}) => {
        await page.setViewportSize({width: WIDTHS[0], height: 900});
        await gotoHydrated(page, route);
        await page.evaluate(() => document.fonts.ready);
        if (name === 'search') await expect(page.getByText('Searching…')).toHaveCount(0);
        for (const width of WIDTHS) {
          await page.setViewportSize({width, height: 900});
          await page.waitForFunction((expected) => window.innerWidth === expected, width);
          await expect(page).toHaveScreenshot(`${name}-${width}-${mode}.png`, {
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.002,
          });
        }
      });
    }
  });
}
