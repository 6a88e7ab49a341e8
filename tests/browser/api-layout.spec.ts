import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/browser';

const OPERATION = '/api/create-a-new-glossary';
const samplesOf = (page: Page) => page.getByRole('complementary', {name: 'Request samples'});

for (const width of [1280, 800, 390]) {
  test.describe(`operation page at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('shows the request sample and the success response together, and breaks no sample line', async ({page}) => {
      await gotoHydrated(page, OPERATION);
      const samples = samplesOf(page);
      await expect(samples.getByText('Response · 201 Created')).toBeVisible();
      await expect(samples.locator('pre').last()).toContainText('"ok": true');
      for (const name of ['cURL', 'Python', 'TypeScript', 'Go']) {
        await samples.getByRole('tab', {name}).click();
        const code = samples.getByRole('tabpanel').locator('pre');
        // Scrolled, not wrapped: every line keeps its indentation (syntax in Python), each on one line.
        // A line is wrapped when its tokens sit at more than one height.
        const wrapped = await code.locator('.token-line').evaluateAll((lines) =>
          lines
            .filter((line) => {
              const tops = [...line.children].flatMap((token) => [...token.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
              return new Set(tops).size > 1;
            })
            .map((line) => line.textContent),
        );
        expect(wrapped, name).toEqual([]);
      }
      await samples.getByRole('tab', {name: 'Go'}).click();
      expect(await samples.getByRole('tabpanel').locator('pre').evaluate((element) => getComputedStyle(element).tabSize)).toBe('4');
      if (width >= 1200) {
        // Beside the reference, and still in view after scrolling down the fields.
        const main = await page.locator('#request').boundingBox();
        const aside = await samples.boundingBox();
        expect(aside!.x).toBeGreaterThan(main!.x + main!.width - 1);
        await page.locator('#responses').scrollIntoViewIfNeeded();
        await expect(samples.getByRole('tab', {name: 'cURL'})).toBeInViewport();
      }
    });
  });
}

test('error replies are one table linking the error catalogue, not repeated schemas', async ({page}) => {
  await gotoHydrated(page, OPERATION);
  const errors = page.locator('.api-errors table');
  await expect(errors).toHaveCount(1);
  const unauthorized = errors.getByRole('row').filter({hasText: '401 Unauthorized'});
  await expect(unauthorized.getByRole('link', {name: '401 Unauthorized'})).toHaveAttribute('href', '/docs/error_codes#http-401');
  await expect(unauthorized.getByRole('link', {name: '1001'})).toHaveAttribute('href', '/docs/error_codes#1001');
  await expect(page.getByRole('heading', {name: /^400 Bad Request/})).toHaveCount(0);
  await expect(page.locator('#response-401')).toHaveCount(1);
});
